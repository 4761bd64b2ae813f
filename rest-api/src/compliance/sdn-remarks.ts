/**
 * The supporting details of a listed person in OFAC's SDN remarks (sdn.csv's Remarks column,
 * docs/compliance.md "Supporting details"): 'DOB 10 Dec 1948; alt. DOB 1967; POB Moscow, Russia;
 * nationality Russia; citizen Russia; Passport 123 (Russia).' The reviewer of a possible match
 * sees them beside the client's own date of birth and country; the matcher never uses them to
 * clear anyone. Pure.
 */

/** What the remarks say of the listed party's birth and nationality, as published. */
export interface SdnRemarkDetails {
  /** Each date of birth as written, several joined with '; ' ('10 Dec 1948; alt. 1967; circa 1960'). */
  dateOfBirth?: string;
  /** Each nationality, several joined with '; ' ('Russia; alt. Ukraine'). */
  nationality?: string;
}

/**
 * Reads the dates of birth ('DOB …', 'alt. DOB …') and nationalities ('nationality …', 'alt.
 * nationality …') of SDN remarks. The remarks are split at ';' (OFAC's separator), spaces and
 * line breaks inside one run together, the full stop that ends the remarks dropped; anything else
 * (POB, citizen, passports, addresses, Linked To) is left out. A field is absent when the remarks
 * give none; null or empty remarks give {}.
 */
export function parseSdnRemarks(remarks: string | null | undefined): SdnRemarkDetails {
  const births: string[] = [];
  const nationalities: string[] = [];
  for (const raw of (remarks ?? '').split(';')) {
    const part = raw.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
    const dob = /^(alt\.\s*)?DOB\s+(.+)$/i.exec(part);
    if (dob) births.push(`${dob[1] ? 'alt. ' : ''}${dob[2]!.trim()}`);
    const nationality = /^(alt\.\s*)?nationality\s+(.+)$/i.exec(part);
    if (nationality) nationalities.push(`${nationality[1] ? 'alt. ' : ''}${nationality[2]!.trim()}`);
  }
  const out: SdnRemarkDetails = {};
  if (births.length > 0) out.dateOfBirth = births.join('; ');
  if (nationalities.length > 0) out.nationality = nationalities.join('; ');
  return out;
}
