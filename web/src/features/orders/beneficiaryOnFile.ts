/**
 * Confirm with a beneficiary already on file (DESIGN §8: picked with 'Select Beneficiary' or found by
 * full name). An order keeps no payout details of its own: the receipt and the payout read them from
 * the beneficiary. So the details typed on /new and confirmed on /preview replace the record's when
 * they differ, or the money would follow the old account.
 */
import type { BeneficiaryFields_BeneficiaryFragment, BeneficiaryInput } from '../../generated/graphql';
import { beneficiaryFormValues, beneficiaryInput, type BeneficiaryFormValues } from '../beneficiaries/beneficiarySchema';

/**
 * The update to save before creating the order, or null when the record already says what was typed
 * (both compared as the form would send them: trimmed, phone digits only, unused payout fields null).
 * A Pix payout keeps the record's main key: the typed key is added to its Pix list and used by this
 * order only (the order stores that key's id).
 */
export function beneficiaryUpdate(onFile: BeneficiaryFields_BeneficiaryFragment, typed: BeneficiaryFormValues): BeneficiaryInput | null {
  const current = beneficiaryInput(beneficiaryFormValues(onFile));
  const wanted = beneficiaryInput(typed);
  if (wanted.payoutType === 'PIX' && current.payoutType === 'PIX') wanted.pix = current.pix;
  const keys = Object.keys(wanted) as (keyof BeneficiaryInput)[];
  return keys.some((key) => (wanted[key] ?? null) !== (current[key] ?? null)) ? wanted : null;
}
