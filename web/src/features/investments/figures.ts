/**
 * The Investment form as pure functions (docs/investments.md#the-investment, #validation, #constants; docs/money-and-dates.md): the figures
 * as the inputs read them (AmountField, docs/money-and-dates.md#typed-amounts), the monthly incomes
 * shown live from the typed text by the server's own rule (monthlyIncome of @agency/rules), the
 * durations, and the InvestmentInput sent. Money stays text, never a JS number.
 */
import {
  FieldError,
  investmentAmount,
  MAX_INVESTMENT_BRL,
  MAX_INVESTMENT_USD,
  MONEY_DECIMALS,
  monthlyIncome,
  NUMBER_MONTHS,
  parseDecimal,
  PERCENT_DECIMALS,
} from '@agency/rules';
import { formatDecimal } from '../../ui/format';
import type { ClientInput, InvestmentInput, PayoutType, AccountType } from '../../generated/graphql';
import { DEFAULT_ACCOUNT_TYPE, DEFAULT_PAYOUT_TYPE } from '../beneficiaries/payout';
import { decimalText } from '../orders/transfer';
import type { InvestmentPayoutValues } from './investmentChecks';
import { translate } from '../../i18n';

/** The Duration choices: the investment durations the server takes (NUMBER_MONTHS), labelled in the chosen language. */
export function durationOptions(): ReadonlyArray<{ value: number; label: string }> {
  return NUMBER_MONTHS.map((m) => ({ value: m, label: translate('investments.months', { count: m }) }));
}

/** What the Investment section edits, as typed. */
export interface InvestmentFigures {
  amountUsd: string;
  percentageUsd: string;
  amountBrl: string;
  percentageBrl: string;
  months: number;
  creationDate: string;
}

/** Decimals each figure takes (the server's limits: amounts to the cent, percentages 4 places). */
export const FIGURE_DECIMALS = {
  amountUsd: MONEY_DECIMALS,
  percentageUsd: PERCENT_DECIMALS,
  amountBrl: MONEY_DECIMALS,
  percentageBrl: PERCENT_DECIMALS,
} as const;
export type FigureField = keyof typeof FIGURE_DECIMALS;

/** Monthly income from the typed amount and percentage (monthlyIncome, to the cent); '0.00' while either is blank. */
export function monthlyIncomeOf(amount: string, percentage: string): string {
  const a = decimalText(amount);
  const p = decimalText(percentage);
  if (a === null || p === null) return '0.00';
  return monthlyIncome(a, p);
}

/** A blank Investment form: created today, 1 month. */
export function blankFigures(today: string): InvestmentFigures {
  return { amountUsd: '', percentageUsd: '', amountBrl: '', percentageBrl: '', months: 1, creationDate: today };
}

/** True when every amount and percentage is above zero and the duration is one of the five. */
export function figuresComplete(f: InvestmentFigures): boolean {
  const positive = (t: string) => {
    const d = decimalText(t);
    return d !== null && parseDecimal(d)!.gt(0);
  };
  return positive(f.amountUsd) && positive(f.percentageUsd) && positive(f.amountBrl) && positive(f.percentageBrl);
}

/** True when the duration is one the server takes (NUMBER_MONTHS: 1, 3, 6, 9, 12). */
export function validMonths(months: number): boolean {
  return (NUMBER_MONTHS as readonly number[]).includes(months);
}

/** The payout as sent: PIX keeps only the pix; Bank Deposit only the bank fields; Zelle both (its value in pix). */
export function payoutInput(
  p: InvestmentPayoutValues,
): Pick<InvestmentInput, 'payoutType' | 'accountType' | 'pix' | 'bankName' | 'branch' | 'accountNumber' | 'paymentDescription'> {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const isPix = p.payoutType === 'PIX';
  return {
    payoutType: p.payoutType as PayoutType,
    accountType: p.accountType as AccountType,
    pix: p.payoutType === 'BANK_DEPOSIT' ? null : text(p.pix),
    bankName: isPix ? null : text(p.bankName),
    branch: isPix ? null : text(p.branch),
    accountNumber: isPix ? null : text(p.accountNumber),
    paymentDescription: text(p.paymentDescription),
  };
}

/** The investment's client: the one on file by id, or the details typed (found by full name or created by the server). */
export type InvestmentSender = { clientId: string } | { client: ClientInput };

/** The InvestmentInput for a checked form (a renewal passes originalInvestmentId). */
export function investmentInput(
  sender: InvestmentSender,
  payout: InvestmentPayoutValues,
  f: InvestmentFigures,
  originalInvestmentId?: string | null,
): InvestmentInput {
  return {
    ...sender,
    amountUsd: decimalText(f.amountUsd) ?? '0',
    percentageUsd: decimalText(f.percentageUsd) ?? '0',
    amountBrl: decimalText(f.amountBrl) ?? '0',
    percentageBrl: decimalText(f.percentageBrl) ?? '0',
    months: f.months,
    creationDate: f.creationDate.trim() === '' ? null : f.creationDate,
    ...payoutInput(payout),
    ...(originalInvestmentId ? { originalInvestmentId } : {}),
  };
}

/** The payout form of an investment on file (renew), or a blank one (Bank Deposit, Savings: docs/investments.md defaults). */
export function payoutValues(
  from?: {
    payoutType: PayoutType;
    accountType: AccountType;
    pix?: string | null;
    bankName?: string | null;
    branch?: string | null;
    accountNumber?: string | null;
    paymentDescription?: string | null;
  } | null,
  defaults: { payoutType: PayoutType; accountType: AccountType } = { payoutType: DEFAULT_PAYOUT_TYPE, accountType: DEFAULT_ACCOUNT_TYPE },
): InvestmentPayoutValues {
  return {
    payoutType: from?.payoutType ?? defaults.payoutType,
    accountType: from?.accountType ?? defaults.accountType,
    pix: from?.pix ?? '',
    bankName: from?.bankName ?? '',
    branch: from?.branch ?? '',
    accountNumber: from?.accountNumber ?? '',
    paymentDescription: from?.paymentDescription ?? '',
  };
}

/** A renewal's figures (docs/investments.md#renewal): the original's amounts, percentages and duration, created `today`. */
export function renewalFigures(
  original: { amountUsd: string; percentageUsd: string; amountBrl: string; percentageBrl: string; months: number },
  today: string,
): InvestmentFigures {
  return {
    amountUsd: original.amountUsd,
    percentageUsd: original.percentageUsd,
    amountBrl: original.amountBrl,
    percentageBrl: original.percentageBrl,
    months: validMonths(original.months) ? original.months : 1,
    creationDate: today,
  };
}

/**
 * An investment amount over what the agency takes (docs/money-and-dates.md#limits, issue 30 item 7),
 * by the REST API's own rule (@agency/rules investmentAmount: MAX_INVESTMENT_USD, MAX_INVESTMENT_BRL),
 * as the sentence the 'Error!' modal shows ('Amount USD must be at most 1,000,000,000.00'); null when
 * both amounts are within their limits or not yet readable (the form's other checks say that).
 */
export function figuresLimitMessage(figures: InvestmentFigures): string | null {
  const amounts = [
    { value: figures.amountUsd, max: MAX_INVESTMENT_USD, currency: 'USD' },
    { value: figures.amountBrl, max: MAX_INVESTMENT_BRL, currency: 'BRL' },
  ];
  for (const { value, max, currency } of amounts) {
    const text = decimalText(value);
    if (text === null) continue;
    try {
      investmentAmount(text, 'amount', max);
    } catch (error) {
      if (error instanceof FieldError && error.rule === 'atMost') {
        return translate('errors.fieldProblem', {
          field: translate('investments.amountIn', { currency }),
          problem: translate('rules.atMost', { max: formatDecimal(max, 2) }),
        });
      }
    }
  }
  return null;
}
