/** Dates of birth and nationalities read from SDN remarks as OFAC publishes them. */
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { parseSdnRemarks } from './sdn-remarks.js';

describe('parseSdnRemarks', () => {
  it('reads every date of birth and nationality, alternatives marked, other remarks left out', () => {
    expect(
      parseSdnRemarks(
        'DOB 10 Dec 1948; alt. DOB 1967; POB Moscow, Russia; nationality Russia; alt. nationality Ukraine; citizen Russia; Passport 4512345 (Russia); Gender Male.',
      ),
    ).toEqual({ dateOfBirth: '10 Dec 1948; alt. 1967', nationality: 'Russia; alt. Ukraine' });
    expect(parseSdnRemarks('DOB circa 1960; POB Baghdad, Iraq.')).toEqual({ dateOfBirth: 'circa 1960' });
    expect(parseSdnRemarks('DOB 1955 to 1957; nationality Syria')).toEqual({ dateOfBirth: '1955 to 1957', nationality: 'Syria' });
  });

  it('reads a remarks field with doubled quotes and a line break as csv-parse returns it', () => {
    const row =
      '9001,"BOUT, Viktor","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","a.k.a. ""The Merchant""; DOB 13\r\nJan 1967; alt. DOB 1970; nationality Russia."\r\n';
    const [record] = parse(row) as string[][];
    expect(parseSdnRemarks(record![11])).toEqual({ dateOfBirth: '13 Jan 1967; alt. 1970', nationality: 'Russia' });
  });

  it('gives nothing when the remarks give no date of birth nor nationality', () => {
    expect(parseSdnRemarks('Vessel Registration Identification IMO 9187629; MMSI 572469210.')).toEqual({});
    expect(parseSdnRemarks(null)).toEqual({});
    expect(parseSdnRemarks('')).toEqual({});
    // 'POB' and 'citizen' are not a date of birth or a nationality.
    expect(parseSdnRemarks('POB Caracas, Venezuela; citizen Venezuela')).toEqual({});
  });
});
