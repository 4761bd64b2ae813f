/**
 * The CPF/CNPJ rule of the client and beneficiary forms, the server's own (DESIGN §5, checked with
 * @brazilian-utils/brazilian-utils): a CPF of 11 digits or a CNPJ of 14 characters (numeric or the
 * alphanumeric form), check digits right, punctuation and spaces allowed.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** The message under the CPF field, as the server words it. */
export const TAX_ID_PROBLEM = 'Must be a valid CPF or CNPJ';

/** True for a valid CPF or CNPJ. */
export function isTaxId(value: string): boolean {
  const compact = value.replace(/[\s./-]/g, '').toUpperCase();
  return (
    (compact.length === 11 && /^\d+$/.test(compact) && isValidCpf(compact)) ||
    (compact.length === 14 && /^[0-9A-Z]+$/.test(compact) && isValidCnpj(compact, { version: 2 }))
  );
}
