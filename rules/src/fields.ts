/**
 * Field rules shared by the domains: each checking function returns the stored form of a value or
 * throws a FieldError naming the field (the REST API answers it 400 `${field}: ${problem}`); each
 * `usPhoneDigits`-style function returns the stored form or null, for a form that only asks "is it
 * valid?". US-side rules live here (texts, US phones, ZIP codes, state codes, past dates, Zelle);
 * Brazilian ones (CPF/CNPJ, Pix keys, Brazilian phones) in brazil.ts.
 */
import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import { isCalendarDate } from './dates.js';
import { FieldError } from './errors.js';

/**
 * A required text: trimmed, not empty.
 * @throws FieldError `${field}: is required` when absent or null, `${field}: must not be empty` when blank.
 */
export function requiredText(value: string | null | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw FieldError.of(field, value === undefined || value === null ? 'required' : 'notEmpty');
  return text;
}

/**
 * Unicode's invisible characters: every Default_Ignorable_Code_Point (zero-width space and joiners,
 * soft hyphen, variation selectors, Hangul fillers...) and every format character, category Cf
 * (BOM, bidirectional marks, word joiner...). They print as nothing, so a name holding them looks
 * like another one (docs/clients-and-beneficiaries.md#names).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The text as a reader sees it: Unicode NFC, the invisible characters (INVISIBLE) removed, each run
 * of white space (any Unicode space, tab or line break) one space, trimmed. '' for a text made of
 * nothing else ('\u200b', '\u00ad \ufeff').
 */
export function visibleText(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/**
 * A person's or a company's name (clients' and beneficiaries' full names, employees' names) as
 * stored: visibleText of it, so a name cannot be made of, or hide, invisible characters
 * (docs/clients-and-beneficiaries.md#names).
 * @throws FieldError `${field}: is required` when absent or null, `${field}: must not be empty` when
 * blank, `${field}: must have visible letters, not only invisible characters` when nothing is left
 * once the invisible characters are removed.
 */
export function personName(value: string | null | undefined, field: string): string {
  const text = requiredText(value, field);
  const visible = visibleText(text);
  if (!visible) throw FieldError.of(field, 'invisibleOnly');
  return visible;
}

/** An optional text: trimmed; absent, null or blank gives null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text ? text : null;
}

/** The US phone example every telephone message shows. */
export const US_PHONE_EXAMPLE = '+1 (973) 555-0100';

/**
 * The 10 digits of a US phone number ('+1 (973) 555-0100' gives '9735550100'), or null when value
 * is not one: only digits, blanks and ( ) + . - are allowed, punctuation is dropped, and so is the
 * leading country code 1 of an 11-digit number.
 */
export function usPhoneDigits(value: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(value.trim())) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/**
 * A required US phone (clients use +1 (ddd) ddd-dddd), stored as its 10 digits (usPhoneDigits).
 * @throws FieldError `${field}: must be a US phone number, e.g. +1 (973) 555-0100`, or requiredText's.
 */
export function usPhone(value: string | null | undefined, field: string): string {
  const digits = usPhoneDigits(requiredText(value, field));
  if (!digits) throw FieldError.of(field, 'usPhone', { example: US_PHONE_EXAMPLE });
  return digits;
}

/**
 * A US ZIP code as stored: '12345' or ZIP+4 '12345-6789' (typed with a dash, a blank or nothing
 * between the parts, blanks around ignored), or null when value is not one.
 */
export function canonicalUsZip(value: string): string | null {
  const match = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/**
 * A required US ZIP code: 5 digits or ZIP+4, stored as '12345' or '12345-6789' (canonicalUsZip).
 * @throws FieldError `${field}: must be a US ZIP code: ...`, or requiredText's.
 */
export function usZip(value: string | null | undefined, field: string): string {
  const zip = canonicalUsZip(requiredText(value, field));
  if (!zip) throw FieldError.of(field, 'usZip');
  return zip;
}

/**
 * A required 2-letter state code (US state or Brazilian UF), stored uppercase ('nj' gives 'NJ').
 * @throws FieldError `${field}: must be a 2-letter state code, e.g. NJ`, or requiredText's.
 */
export function stateCode(value: string | null | undefined, field: string): string {
  const text = requiredText(value, field);
  if (!/^[A-Za-z]{2}$/.test(text)) throw FieldError.of(field, 'stateCode');
  return text.toUpperCase();
}

/**
 * A required calendar date 'YYYY-MM-DD' that is a real day and not after `today` ('YYYY-MM-DD',
 * the agency's today), such as a birthday.
 * @throws FieldError `${field}: must be a real date in the form YYYY-MM-DD`, `${field}: must not be
 * in the future`, or requiredText's.
 */
export function pastDate(value: string | null | undefined, field: string, today: string): string {
  const text = calendarDateField(value, field);
  if (text > today) throw FieldError.of(field, 'notInFuture');
  return text;
}

/**
 * A required calendar date 'YYYY-MM-DD' that is a real day (docs/money-and-dates.md#calendar-dates),
 * trimmed: the one check of every date a REST body, query or path carries.
 * @throws FieldError `${field}: must be a real date in the form YYYY-MM-DD`, or requiredText's when blank.
 */
export function calendarDateField(value: string | null | undefined, field: string): string {
  const text = requiredText(value, field);
  if (!isCalendarDate(text)) throw FieldError.of(field, 'realDate');
  return text;
}

/**
 * An optional calendar date, such as a search's bound: absent, null or blank give undefined (no
 * filter); anything else must be a real day 'YYYY-MM-DD' (trimmed).
 * @throws FieldError `${field}: must be a real date in the form YYYY-MM-DD`.
 */
export function optionalCalendarDate(value: string | null | undefined, field: string): string | undefined {
  const text = optionalText(value);
  return text === null ? undefined : calendarDateField(text, field);
}

/**
 * A Zelle value as stored: an email (lowercase) or a US phone (its 10 digits), or null when value
 * is neither. A text with '@' is read as an email only.
 */
export function canonicalZelle(value: string): string | null {
  const text = value.trim();
  if (text.includes('@')) return isValidEmail(text) ? text.toLowerCase() : null;
  return usPhoneDigits(text);
}

/**
 * Zelle's value (the pix field of a Zelle payout), stored as canonicalZelle gives it.
 * @throws FieldError `${field}: is required for Zelle` when blank, `${field}: Zelle needs an email or a US phone`.
 */
export function zelleValue(value: string | null | undefined, field = 'pix'): string {
  const text = (value ?? '').trim();
  if (!text) throw FieldError.of(field, 'zelleRequired');
  const stored = canonicalZelle(text);
  if (!stored) throw FieldError.of(field, 'zelleValue');
  return stored;
}
