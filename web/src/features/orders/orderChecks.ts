/**
 * The order creation checks of docs/orders.md#validation, in their order; the first failure is shown in a modal
 * titled 'Error!' (docs/orders.md: the CPF belongs to checks 1 and 2). Pure: the form hands in its
 * values, the check hands back the catalogue key of its message (CHECK_MESSAGES) or null; after them,
 * amountLimitMessage says an amount over the REST API's limits in the chosen language.
 */
import {
  compareDates,
  exchangeRate,
  feeAmount,
  FieldError,
  isCalendarDate,
  lineValue,
  parseDecimal,
  usdAmount,
  visibleText,
} from '@agency/rules';
import { translate } from '../../i18n';
import { formatDecimal } from '../../ui/format';
import { CLIENT_REQUIRED_FIELDS, type ClientFormValues } from '../clients/clientSchema';
import type { BeneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import type { PayoutFields } from '../beneficiaries/payout';
import { isRefusedAmount } from '../../ui/amountText';
import { decimalText, paymentsMatchTotal, type TransferValues } from './transfer';

/** The catalogue key of the title of the modal a failed check shows ('Error!'). */
export const CHECK_ERROR_TITLE = 'errors.titleUnknown';

/** The catalogue keys of the checks' messages (the English texts are the specs' words). */

export const CHECK_MESSAGES = {
  sender: 'checks.sender',
  beneficiary: 'checks.beneficiary',
  dates: 'checks.dates',
  bank: 'checks.bank',
  pix: 'checks.pix',
  zelle: 'checks.zelle',
  payments: 'checks.payments',
  /** Not in the spec's list: a date left blank or not a real date (before check 3's comparison). */
  missingDates: 'checks.missingDates',
  /** Not in the spec's list, after check 5: an order needs an amount and a rate above zero. */
  amounts: 'checks.amounts',
  /** Not in the spec's list: an amount typed in a form the language does not read (docs/money-and-dates.md#typed-amounts). */
  refusedAmount: 'checks.refusedAmount',
} as const;

/** Beneficiary fields that must be filled (check 2). */
export const BENEFICIARY_CHECKED_FIELDS = [
  'fullName',
  'cpf',
  'city',
  'state',
  'documentType',
  'documentNumber',
  'payoutType',
  'accountType',
] as const satisfies ReadonlyArray<keyof BeneficiaryFormValues>;

/**
 * Filled: something visible (not blank, not only invisible characters such as a zero-width space:
 * docs/clients-and-beneficiaries.md#names) and not the old product's -1 "nothing chosen".
 */
const filled = (value: string | null | undefined): boolean => {
  const t = visibleText(value ?? '');
  return t !== '' && t !== '-1';
};

/** Check 1: the sender's required fields (the client form's, CLIENT_REQUIRED_FIELDS). */
export function checkSender(sender: ClientFormValues): string | null {
  return CLIENT_REQUIRED_FIELDS.every((f) => filled(sender[f])) ? null : CHECK_MESSAGES.sender;
}

/** Check 2: the beneficiary's required fields. */
export function checkBeneficiary(beneficiary: BeneficiaryFormValues): string | null {
  return BENEFICIARY_CHECKED_FIELDS.every((f) => filled(beneficiary[f])) ? null : CHECK_MESSAGES.beneficiary;
}

/** Check 3: the payment date is not before the creation date. */
export function checkDates(transfer: Pick<TransferValues, 'creationDate' | 'paymentDate'>): string | null {
  if (!isCalendarDate(transfer.creationDate) || !isCalendarDate(transfer.paymentDate)) return CHECK_MESSAGES.missingDates;
  return compareDates(transfer.paymentDate, transfer.creationDate) < 0 ? CHECK_MESSAGES.dates : null;
}

/** Check 4: the payout details of the beneficiary's payout type. */
export function checkPayout(payout: PayoutFields): string | null {
  switch (payout.payoutType) {
    case 'BANK_DEPOSIT':
      return filled(payout.bankName) && filled(payout.branch) && filled(payout.accountNumber) ? null : CHECK_MESSAGES.bank;
    case 'PIX':
      return filled(payout.pix) ? null : CHECK_MESSAGES.pix;
    case 'ZELLE':
      return filled(payout.pix) ? null : CHECK_MESSAGES.zelle;
    default:
      return CHECK_MESSAGES.beneficiary;
  }
}

/** Check 5: the payment lines add up to Total With Fee. */
export function checkPayments(transfer: TransferValues): string | null {
  return paymentsMatchTotal(transfer) ? null : CHECK_MESSAGES.payments;
}

/**
 * Before check 3: no amount left refused as typed (docs/money-and-dates.md#typed-amounts): a refused
 * fee or payment line must not count as 0 in check 5.
 */
export function checkTypedAmounts(transfer: TransferValues): string | null {
  const typed = [transfer.amountUsd, transfer.exchangeRate, transfer.amountBrl, transfer.fee, ...transfer.payments.map((p) => p.value)];
  return typed.some(isRefusedAmount) ? CHECK_MESSAGES.refusedAmount : null;
}

/** After check 5: an amount and a rate above zero (the server would refuse them). */
export function checkAmounts(transfer: TransferValues): string | null {
  const usd = decimalText(transfer.amountUsd);
  const rate = decimalText(transfer.exchangeRate);
  const positive = (t: string | null) => t !== null && parseDecimal(t)!.gt(0);
  return positive(usd) && positive(rate) ? null : CHECK_MESSAGES.amounts;
}

/** The amounts bounded by the REST API's limits, each with its rule (@agency/rules) and the catalogue key of its name. */
const BOUNDED_AMOUNTS: ReadonlyArray<{
  label: string;
  value: (t: TransferValues) => string | null;
  rule: (v: string) => unknown;
  cents: boolean;
}> = [
  { label: 'orders.amountUsd', value: (t) => decimalText(t.amountUsd), rule: (v) => usdAmount(v, 'amountUsd'), cents: true },
  { label: 'orders.exchangeRate', value: (t) => decimalText(t.exchangeRate), rule: (v) => exchangeRate(v, 'exchangeRate'), cents: false },
  { label: 'orders.fee', value: (t) => decimalText(t.fee), rule: (v) => feeAmount(v, 'fee'), cents: true },
];

/**
 * After every check (docs/money-and-dates.md#limits, issue 30 item 7): an amount over what the agency
 * takes in one order, by the same rules as the REST API (@agency/rules usdAmount, exchangeRate,
 * feeAmount, lineValue: MAX_AMOUNT_USD, MAX_EXCHANGE_RATE, MAX_FEE_USD), as the sentence the 'Error!'
 * modal shows, naming the field and the limit in the language's form ('Amount USD must be at most
 * 1,000,000.00'); null when every amount is within its limit. Other problems (blank, zero, too many
 * decimals) are the checks' and the amount fields' business.
 */
export function amountLimitMessage(transfer: TransferValues): string | null {
  const amounts = [
    ...BOUNDED_AMOUNTS.map((a) => ({ name: translate(a.label), value: a.value(transfer), rule: a.rule, cents: a.cents })),
    ...transfer.payments.map((p, i) => ({
      name: translate('orders.paymentValueN', { n: i + 1 }),
      value: decimalText(p.value),
      rule: (v: string) => lineValue(v, 'value'),
      cents: true,
    })),
  ];
  for (const { name, value, rule, cents } of amounts) {
    if (value === null) continue;
    try {
      rule(value);
    } catch (error) {
      if (error instanceof FieldError && error.rule === 'atMost') {
        const max = formatDecimal(String(error.params.max), cents ? 2 : 0);
        return translate('errors.fieldProblem', { field: name, problem: translate('rules.atMost', { max }) });
      }
    }
  }
  return null;
}

/** The checks of /renew (docs/orders.md#screens): 3 to 5 (and the amounts), the payout from the beneficiary on file. */
export function checkRenewal(input: { payout: PayoutFields; transfer: TransferValues }): string | null {
  return (
    checkTypedAmounts(input.transfer) ??
    checkDates(input.transfer) ??
    checkPayout(input.payout) ??
    checkPayments(input.transfer) ??
    checkAmounts(input.transfer)
  );
}

/** Every check of /new in order; the first failure's message, or null when the order may go to preview. */
export function checkOrder(input: {
  sender: ClientFormValues;
  beneficiary: BeneficiaryFormValues;
  transfer: TransferValues;
}): string | null {
  return (
    checkSender(input.sender) ??
    checkBeneficiary(input.beneficiary) ??
    checkRenewal({ payout: input.beneficiary, transfer: input.transfer })
  );
}
