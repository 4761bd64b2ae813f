/**
 * The checks of /investments/new and /investments/renew (docs/investments.md#validation), in their order; the first
 * failure is shown in the 'Error!' modal (CHECK_ERROR_TITLE, as on /new). Pure: the form hands in
 * its values, the check hands back the message or null. The sender check is the order's (the same
 * required fields and message; docs/investments.md adds the CPF).
 */
import type { PayoutType } from '../../generated/graphql';
import type { ClientFormValues } from '../clients/clientSchema';
import { checkSender } from '../orders/orderChecks';

export { CHECK_ERROR_TITLE } from '../orders/orderChecks';

/** The catalogue keys of the investment checks' messages. */
export const INVESTMENT_CHECK_MESSAGES = {
  sender: 'investmentChecks.sender',
  payout: 'investmentChecks.payout',
  pix: 'investmentChecks.pix',
  banking: 'investmentChecks.banking',
  /** Not in the spec's list: the server refuses an investment without amounts and percentages above zero. */
  figures: 'investmentChecks.figures',
  /** Not in the spec's list: the duration is one of 1, 3, 6, 9 or 12 months. */
  months: 'investmentChecks.months',
} as const;

/** The Additional Information form (the investment's payout). */
export interface InvestmentPayoutValues {
  payoutType: PayoutType | '';
  accountType: string;
  /** The Pix key (PIX) or the Zelle value (ZELLE). */
  pix: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  paymentDescription: string;
}

const filled = (value: string | null | undefined): boolean => {
  const t = (value ?? '').trim();
  return t !== '' && t !== '-1';
};

/** Check 2: payout type and account type. */
export function checkPayoutChoice(payout: Pick<InvestmentPayoutValues, 'payoutType' | 'accountType'>): string | null {
  return filled(payout.payoutType) && filled(payout.accountType) ? null : INVESTMENT_CHECK_MESSAGES.payout;
}

/** Check 3: PIX needs the pix; otherwise (Bank Deposit and Zelle) the bank name, branch and account number. */
export function checkPayoutDetails(payout: InvestmentPayoutValues): string | null {
  if (payout.payoutType === 'PIX') return filled(payout.pix) ? null : INVESTMENT_CHECK_MESSAGES.pix;
  return filled(payout.bankName) && filled(payout.branch) && filled(payout.accountNumber) ? null : INVESTMENT_CHECK_MESSAGES.banking;
}

/** The payout checks (2 and 3), which a renewal runs too (docs/investments.md#validation). */
export function checkInvestmentPayout(payout: InvestmentPayoutValues): string | null {
  return checkPayoutChoice(payout) ?? checkPayoutDetails(payout);
}

/** Every check of /investments/new in order: the sender, then the payout. */
export function checkInvestment(input: { sender: ClientFormValues; payout: InvestmentPayoutValues }): string | null {
  return checkSender(input.sender) ?? checkInvestmentPayout(input.payout);
}
