/**
 * Field rules shared by the domains (spec 01 §5, DESIGN §3, §8): each returns the stored form of a
 * value or throws a 400 whose message names the field. US-side rules live here; Brazilian ones
 * (CPF/CNPJ, Pix keys, Brazilian phones) in brazil/.
 */
import { badRequest } from './http-errors.js';
import { isCalendarDate } from '@agency/rules';

/** A required text: trimmed, not empty (400 `${field}: must not be empty`). */
export function requiredText(value: string | null | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw badRequest(field, value === undefined || value === null ? 'is required' : 'must not be empty');
  return text;
}

/** An optional text: trimmed; absent, null or blank gives null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text ? text : null;
}

/** The US phone example every telephone message shows. */
export const US_PHONE_EXAMPLE = '+1 (973) 555-0100';

/**
 * The 10 digits of a US phone number, or null when value is not one: punctuation is dropped,
 * and a leading country code 1 of an 11-digit number.
 */
export function usPhoneDigits(value: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(value.trim())) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** A required US phone (spec 01 §5: clients use +1 (ddd) ddd-dddd), stored as its 10 digits. */
export function usPhone(value: string | null | undefined, field: string): string {
  const digits = usPhoneDigits(requiredText(value, field));
  if (!digits) throw badRequest(field, `must be a US phone number, e.g. ${US_PHONE_EXAMPLE}`);
  return digits;
}

/** A required US ZIP code: 5 digits or ZIP+4, stored as '12345' or '12345-6789'. */
export function usZip(value: string | null | undefined, field: string): string {
  const text = requiredText(value, field);
  const match = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(text);
  if (!match) throw badRequest(field, 'must be a US ZIP code: 5 digits or ZIP+4, e.g. 07102 or 07102-1234');
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/** A required 2-letter state code (US state or Brazilian UF), stored uppercase. */
export function stateCode(value: string | null | undefined, field: string): string {
  const text = requiredText(value, field);
  if (!/^[A-Za-z]{2}$/.test(text)) throw badRequest(field, 'must be a 2-letter state code, e.g. NJ');
  return text.toUpperCase();
}

/** A required calendar date 'YYYY-MM-DD' that is a real day and not after today ('YYYY-MM-DD'). */
export function pastDate(value: string | null | undefined, field: string, today: string): string {
  const text = requiredText(value, field);
  if (!isCalendarDate(text)) throw badRequest(field, 'must be a real date in the form YYYY-MM-DD');
  if (text > today) throw badRequest(field, 'must not be in the future');
  return text;
}
