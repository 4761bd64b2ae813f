/**
 * Confirm with a beneficiary already on file (DESIGN §8: picked with 'Select Beneficiary' or found by
 * full name). The order records the payout it is taken with (migration 015), but it records it from
 * the beneficiary's record, so the details typed on /new and confirmed on /preview replace the
 * record's when they differ, or the money would follow the old account. Only for the same person:
 * a record with another CPF/CNPJ is someone else who shares the name, and is never overwritten.
 */
import type { BeneficiaryFields_BeneficiaryFragment, BeneficiaryInput } from '../../generated/graphql';
import { beneficiaryFormValues, beneficiaryInput, type BeneficiaryFormValues } from '../beneficiaries/beneficiarySchema';

/** What Confirm does with the beneficiary on file. */
export type BeneficiaryOnFile =
  | { kind: 'same' }
  | { kind: 'update'; input: BeneficiaryInput }
  /** The typed CPF/CNPJ is not the record's: another person, or a mistake; nothing is saved. */
  | { kind: 'other-person'; cpfOnFile: string };

/** A value as the server stores it, for comparing: CPF/CNPJ without punctuation, Zelle email lowercase or phone digits. */
function stored(key: keyof BeneficiaryInput, value: BeneficiaryInput[keyof BeneficiaryInput]): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (key === 'cpf') return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
  // Only a Zelle value is compared (a Pix payout keeps the record's key): an email, or US phone digits.
  if (key === 'pix') return value.includes('@') ? value.trim().toLowerCase() : value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return value;
}

/**
 * What to do with the record `onFile` given the beneficiary form `typed` (both compared as the
 * server stores them: trimmed, digits only for phones and CPFs, unused payout fields null). A Pix
 * payout keeps the record's main key: the typed key is added to its Pix list and used by this order.
 */
export function beneficiaryOnFile(onFile: BeneficiaryFields_BeneficiaryFragment, typed: BeneficiaryFormValues): BeneficiaryOnFile {
  const current = beneficiaryInput(beneficiaryFormValues(onFile));
  const wanted = beneficiaryInput(typed);
  if (stored('cpf', wanted.cpf) !== stored('cpf', current.cpf)) return { kind: 'other-person', cpfOnFile: current.cpf };
  if (wanted.payoutType === 'PIX' && current.payoutType === 'PIX') wanted.pix = current.pix;
  const keys = Object.keys(wanted) as (keyof BeneficiaryInput)[];
  return keys.some((key) => stored(key, wanted[key]) !== stored(key, current[key])) ? { kind: 'update', input: wanted } : { kind: 'same' };
}
