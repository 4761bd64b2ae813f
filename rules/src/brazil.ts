/**
 * Brazilian identifiers: CPF, CNPJ (numeric and the alphanumeric form), Pix keys and Brazilian
 * phone numbers, checked with @brazilian-utils/brazilian-utils. Each `canonical...` or `...Digits`
 * function gives the stored form or null; the others give it or throw a FieldError naming the field.
 */
import { getPixKeyInfo, isValidCnpj, isValidCpf, type PixKeyType } from '@brazilian-utils/brazilian-utils';
import { FIELD_PROBLEMS, FieldError } from './errors.js';
import { requiredText } from './fields.js';

/**
 * A CPF or CNPJ as stored, or null when value is neither (check digits included): without
 * punctuation or blanks, 11 digits for a CPF ('529.982.247-25' gives '52998224725') or 14
 * characters for a CNPJ, uppercase for the alphanumeric one ('12.abc.345/01de-35' gives '12ABC34501DE35').
 */
export function canonicalTaxId(value: string): string | null {
  const compact = value.replace(/[\s./-]/g, '').toUpperCase();
  const valid =
    (compact.length === 11 && /^\d+$/.test(compact) && isValidCpf(compact)) ||
    (compact.length === 14 && /^[0-9A-Z]+$/.test(compact) && isValidCnpj(compact, { version: 2 }));
  return valid ? compact : null;
}

/**
 * A required CPF or CNPJ (the REST field `email` of clients and recipients), stored as
 * canonicalTaxId gives it.
 * @throws FieldError `${field}: must be a valid CPF or CNPJ`, or requiredText's.
 */
export function taxId(value: string | null | undefined, field = 'email'): string {
  const stored = canonicalTaxId(requiredText(value, field));
  if (!stored) throw FieldError.of(field, 'taxId');
  return stored;
}

/** The message of a bad Pix key. */
export const PIX_KEY_PROBLEM = FIELD_PROBLEMS.pixKey;

/** A recognised Pix key: its kind and canonical form (the form the central Pix directory uses). */
export interface PixKey {
  type: PixKeyType;
  value: string;
}

/**
 * A Pix key (CPF, CNPJ, email, +55 mobile phone, random UUID) with its canonical form: digits,
 * uppercase alphanumeric CNPJ, lowercase email, +55 and the phone's digits, lowercase UUID; null
 * when value is none of them. A phone with another country code (+1 ...) is no Pix key.
 */
export function canonicalPixKey(value: string): PixKey | null {
  const text = value.trim();
  // A phone key is Brazilian: another country code (+1 ...) is refused, not read as a DDD.
  const foreignPhone = /^\+/.test(text) && !/^\+\s*\(?55/.test(text);
  const info = foreignPhone ? null : getPixKeyInfo(text);
  return info ? { type: info.type, value: info.value } : null;
}

/**
 * A required Pix key, stored in its canonical form (canonicalPixKey).
 * @throws FieldError `${field}: must be a CPF (11 digits), a CNPJ (...), ...` (PIX_KEY_PROBLEM: the forms a key takes), or requiredText's.
 */
export function pixKey(value: string | null | undefined, field = 'pix'): PixKey {
  const key = canonicalPixKey(requiredText(value, field));
  if (!key) throw FieldError.of(field, 'pixKey');
  return key;
}

/**
 * The 10 or 11 national digits (area code and number) of a Brazilian phone ('+55 (11) 98765-4321'
 * gives '11987654321'), the country code 55 optional; null when value is not one: only digits,
 * blanks and ( ) + . - are allowed, and the area code does not start with 0.
 */
export function brazilianPhoneDigits(value: string): string | null {
  const text = value.trim();
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return digits.startsWith('0') ? null : digits;
}

/**
 * An optional Brazilian phone number ('+55 (dd) ddddd-dddd'), stored as brazilianPhoneDigits gives
 * it; blank or null gives null.
 * @throws FieldError `${field}: must be a Brazilian phone number, e.g. +55 (11) 98765-4321`.
 */
export function brazilianPhone(value: string | null | undefined, field: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const digits = brazilianPhoneDigits(text);
  if (!digits) throw FieldError.of(field, 'brazilianPhone');
  return digits;
}
