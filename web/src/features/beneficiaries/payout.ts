/**
 * Payout types and account types with their labels, and the payout switches (docs/clients-and-beneficiaries.md#payout,
 * docs/clients-and-beneficiaries.md): PIX or Zelle clears the bank fields; Bank Deposit clears the pix value; Zelle clears
 * the pix value and the same input then holds the Zelle value. The pix input is enabled only for
 * PIX and Zelle, the bank fields only for Bank Deposit.
 */
import type { AccountType, PayoutType } from '../../generated/graphql';
import { translate, type Language } from '../../i18n';

/** The payout types; `label` is the catalogue key of the name shown ('Bank Deposit', 'PIX', 'Zelle'). */
export const PAYOUT_TYPE_OPTIONS: ReadonlyArray<{ value: PayoutType; label: string }> = [
  { value: 'BANK_DEPOSIT', label: 'payout.BANK_DEPOSIT' },
  { value: 'PIX', label: 'payout.PIX' },
  { value: 'ZELLE', label: 'payout.ZELLE' },
];

/** The account types; `label` is the catalogue key of the name shown. */
export const ACCOUNT_TYPE_OPTIONS: ReadonlyArray<{ value: AccountType; label: string }> = [
  { value: 'SAVINGS', label: 'accountType.SAVINGS' },
  { value: 'CHECKING', label: 'accountType.CHECKING' },
];

/** The label of a payout type ('Bank Deposit', 'PIX', 'Zelle'), in the chosen language unless `language` is given. */
export function payoutTypeLabel(value: PayoutType, language?: Language): string {
  const key = PAYOUT_TYPE_OPTIONS.find((o) => o.value === value)?.label;
  return key ? translate(key, {}, language) : value;
}

/** The label of an account type ('Savings Account', 'Checking Account'), in the chosen language. */
export function accountTypeLabel(value: AccountType): string {
  const key = ACCOUNT_TYPE_OPTIONS.find((o) => o.value === value)?.label;
  return key ? translate(key) : value;
}

/** Defaults of a new beneficiary form (docs/clients-and-beneficiaries.md#constants: payout type 1, account type 1). */
export const DEFAULT_PAYOUT_TYPE: PayoutType = 'BANK_DEPOSIT';
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'SAVINGS';

/** The payout part of a beneficiary form. */
export interface PayoutFields {
  payoutType: PayoutType | '';
  pix: string;
  bankName: string;
  branch: string;
  accountNumber: string;
}

/** Whether the pix input (the Pix key or the Zelle value) is enabled. */
export function pixInputEnabled(payoutType: PayoutType | ''): boolean {
  return payoutType === 'PIX' || payoutType === 'ZELLE';
}

/** Whether the bank fields (bank name, branch, account number) are enabled. */
export function bankFieldsEnabled(payoutType: PayoutType | ''): boolean {
  return payoutType === 'BANK_DEPOSIT';
}

/** The label of the pix input for a payout type. */
export function pixInputLabel(payoutType: PayoutType | ''): string {
  return payoutType === 'ZELLE' ? translate('people.zelleInput') : 'PIX';
}

/**
 * The payout fields after the user picks `next`. Picking the current type changes nothing.
 * - PIX: bank fields cleared; the pix value becomes the main Pix key when one is known, else blank
 *   (a Zelle value is not a Pix key);
 * - ZELLE: bank fields and the pix value cleared (the input now takes the Zelle value);
 * - BANK_DEPOSIT: the pix value cleared.
 */
export function applyPayoutType<T extends PayoutFields>(values: T, next: PayoutType | '', opts: { mainPixKey?: string | null } = {}): T {
  if (next === values.payoutType) return values;
  switch (next) {
    case 'PIX':
      return { ...values, payoutType: next, pix: opts.mainPixKey ?? '', bankName: '', branch: '', accountNumber: '' };
    case 'ZELLE':
      return { ...values, payoutType: next, pix: '', bankName: '', branch: '', accountNumber: '' };
    case 'BANK_DEPOSIT':
      return { ...values, payoutType: next, pix: '' };
    default:
      return { ...values, payoutType: next };
  }
}
