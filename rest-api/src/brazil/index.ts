/**
 * Brazilian identifiers (DESIGN §5, §8): CPF, CNPJ (numeric and the alphanumeric form), Pix keys
 * and Brazilian phone numbers, checked with @brazilian-utils/brazilian-utils. Each function returns
 * the stored form or throws a 400 naming the field.
 */
import { getPixKeyInfo, isValidCnpj, isValidCpf, type PixKeyType } from '@brazilian-utils/brazilian-utils';
import { badRequest } from '../http-errors.js';
import { requiredText } from '../fields.js';

/**
 * A CPF or CNPJ (the REST field `email` of clients and recipients, DESIGN §8), stored without
 * punctuation: 11 digits, or 14 characters (uppercase for the alphanumeric CNPJ).
 * 400 `${field}: must be a valid CPF or CNPJ`.
 */
export function taxId(value: string | null | undefined, field = 'email'): string {
  const text = requiredText(value, field);
  const compact = text.replace(/[\s./-]/g, '').toUpperCase();
  const valid =
    (compact.length === 11 && /^\d+$/.test(compact) && isValidCpf(compact)) ||
    (compact.length === 14 && /^[0-9A-Z]+$/.test(compact) && isValidCnpj(compact, { version: 2 }));
  if (!valid) throw badRequest(field, 'must be a valid CPF or CNPJ');
  return compact;
}

/** The message of a bad Pix key. */
export const PIX_KEY_PROBLEM = 'must be a valid Pix key (CPF, CNPJ, email, +55 phone or random key)';

/** A recognised Pix key: its kind and canonical DICT form. */
export interface PixKey {
  type: PixKeyType;
  value: string;
}

/**
 * A Pix key (CPF, CNPJ, email, +55 mobile phone, random UUID), stored in its canonical DICT form:
 * digits, uppercase alphanumeric CNPJ, lowercase email, +55 phone, lowercase UUID.
 * 400 `${field}: must be a valid Pix key (...)`; blank: `${field}: must not be empty`.
 */
export function pixKey(value: string | null | undefined, field = 'pix'): PixKey {
  const text = requiredText(value, field);
  // A phone key is Brazilian: another country code (+1 ...) is refused, not read as a DDD.
  const foreignPhone = /^\+/.test(text) && !/^\+\s*\(?55/.test(text);
  const info = foreignPhone ? null : getPixKeyInfo(text);
  if (!info) throw badRequest(field, PIX_KEY_PROBLEM);
  return { type: info.type, value: info.value };
}

/**
 * A Brazilian phone number (spec 01 §5: '+55 (dd) ddddd-dddd'), optionally with the country code
 * 55: stored as its 10 or 11 national digits (area code and number). Blank or null gives null.
 */
export function brazilianPhone(value: string | null | undefined, field: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const problem = 'must be a Brazilian phone number, e.g. +55 (11) 98765-4321';
  if (!/^[\d\s()+.-]+$/.test(text)) throw badRequest(field, problem);
  let digits = text.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) throw badRequest(field, problem);
  if (digits.startsWith('0')) throw badRequest(field, problem);
  return digits;
}
