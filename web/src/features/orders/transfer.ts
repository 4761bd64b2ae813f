/**
 * The Transfer Details form of /new and /renew as pure functions (docs/orders.md#renewal, #amounts; docs/money-and-dates.md):
 * the amounts linked both ways, the payment-in days and the dates, and the payment lines. Every
 * computation is one of the order rules the REST API applies ('@agency/rules'), so
 * the form and the server never disagree. Money stays text (decimal strings), never a JS number.
 */
import {
  amountBrlFor,
  amountUsdForBrl,
  brlMatches,
  CUSTOM_DAYS,
  daysForTypedDate,
  isCalendarDate,
  MAX_PAYMENT_LINES,
  MONEY_DECIMALS,
  parseDecimal,
  RATE_DECIMALS,
  paymentDateFor,
  PAYMENT_IN_DAYS,
  sumOfPayments,
  toCents,
  totalWithFee,
  addCalendarDays,
} from '@agency/rules';
import type { CreateOrderInput, OrderType, PaymentMethod } from '../../generated/graphql';
import { currentLanguage, translate, type Language } from '../../i18n';
import { amountInputText, isRefusedAmount } from '../../ui/amountText';

export { CUSTOM_DAYS, MAX_PAYMENT_LINES, PAYMENT_IN_DAYS };

/** One payment line as typed: the method and the value in USD (blank counts as 0). */
export interface PaymentLineValues {
  method: PaymentMethod;
  value: string;
}

/** The amounts of an order as typed. */
export interface AmountValues {
  amountUsd: string;
  exchangeRate: string;
  amountBrl: string;
  fee: string;
}

/** Everything the Transfer Details section edits. */
export interface TransferValues extends AmountValues {
  type: OrderType;
  /** 1, 5, 10, 15, 20, 30, or CUSTOM_DAYS (-1) for a typed payment date. */
  days: number;
  creationDate: string;
  paymentDate: string;
  payments: PaymentLineValues[];
}

/** The payment methods; `label` is the catalogue key of the name shown ('Cash', 'Check'...). */
export const PAYMENT_METHOD_OPTIONS: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'CASH', label: 'paymentMethod.CASH' },
  { value: 'CHECK', label: 'paymentMethod.CHECK' },
  { value: 'ZELLE', label: 'paymentMethod.ZELLE' },
  { value: 'CREDIT', label: 'paymentMethod.CREDIT' },
];

/** The order types; `label` is the catalogue key of the name shown ('Normal', 'Special', 'Premium'). */
export const ORDER_TYPE_OPTIONS: ReadonlyArray<{ value: OrderType; label: string }> = [
  { value: 'NORMAL', label: 'orderType.NORMAL' },
  { value: 'SPECIAL', label: 'orderType.SPECIAL' },
  { value: 'PREMIUM', label: 'orderType.PREMIUM' },
];

/** The 'Payment In' choices ('1 day', '5 days', then Custom), in the chosen language. */
export function paymentInOptions(): ReadonlyArray<{ value: number; label: string }> {
  return [
    ...PAYMENT_IN_DAYS.map((d) => ({ value: d, label: translate('orders.days', { count: d }) })),
    { value: CUSTOM_DAYS, label: translate('orders.custom') },
  ];
}

/** The name of a payment method, in the chosen language unless `language` is given (receipts keep English). */
export const paymentMethodLabel = (m: PaymentMethod, language?: Language): string => {
  const key = PAYMENT_METHOD_OPTIONS.find((o) => o.value === m)?.label;
  return key ? translate(key, {}, language) : m;
};
/** The name of an order type, in the chosen language. */
export const orderTypeLabel = (t: OrderType): string => {
  const key = ORDER_TYPE_OPTIONS.find((o) => o.value === t)?.label;
  return key ? translate(key) : t;
};

/** Decimals each amount takes, as the server's amount rules: cents for money, 6 places for the rate. */
export const AMOUNT_DECIMALS: Readonly<Record<keyof AmountValues, number>> = {
  amountUsd: MONEY_DECIMALS,
  exchangeRate: RATE_DECIMALS,
  amountBrl: MONEY_DECIMALS,
  fee: MONEY_DECIMALS,
};

/**
 * An amount kept with a '.' ('1234.56') as its input shows it in `language`: with a decimal comma in
 * Portuguese ('1234,56'), as is in English (amountInputText; inputs read typed text with readAmount).
 */
export function decimalInputText(value: string, language: Language = currentLanguage()): string {
  return amountInputText(value, language);
}

/** The decimal string of a typed amount ('5.' → '5', '.5' → '0.5'), or null when blank or not a number. */
export function decimalText(text: string | null | undefined): string | null {
  let t = (text ?? '').trim();
  if (t === '' || t === '.') return null;
  if (t.endsWith('.')) t = t.slice(0, -1);
  if (t.startsWith('.')) t = `0${t}`;
  const d = parseDecimal(t);
  return d ? d.toString() : null;
}

/** A typed amount as a decimal string, blank (or not a number) counting as 0 (docs/orders.md#validation). */
export function amountOrZero(text: string | null | undefined): string {
  return decimalText(text) ?? '0';
}

/**
 * The amounts after the user types `text` into `field`. USD or the rate set BRL = USD x rate
 * (amountBrlFor); BRL and the fee are only stored (BRL is linked back on blur: commitBrl).
 */
export function editAmount<T extends AmountValues>(values: T, field: keyof AmountValues, text: string): T {
  const next = { ...values, [field]: text };
  if (field === 'amountUsd' || field === 'exchangeRate') {
    const usd = decimalText(next.amountUsd);
    const rate = decimalText(next.exchangeRate);
    if (usd !== null && rate !== null) next.amountBrl = amountBrlFor(usd, rate);
    else if (usd === null && next.amountUsd.trim() === '') next.amountBrl = '';
  }
  return next;
}

/**
 * The amounts once a typed BRL is done (blur, or before submitting): USD = round(BRL / rate, 2),
 * then BRL = USD x rate again (docs/orders.md), so the pair always agrees. Unchanged when BRL already
 * matches USD x rate, when BRL or the rate is missing (a rate of 0 cannot be divided by), or when the
 * typed USD was refused (docs/money-and-dates.md#typed-amounts).
 */
export function commitBrl<T extends AmountValues>(values: T): T {
  const brl = decimalText(values.amountBrl);
  const rate = decimalText(values.exchangeRate);
  // A refused Amount USD stays as typed: it is never replaced by one computed from BRL.
  if (brl === null || rate === null || parseDecimal(rate)!.lte(0) || isRefusedAmount(values.amountUsd)) return values;
  const usd = decimalText(values.amountUsd);
  if (usd !== null && brlMatches(usd, rate, brl)) return values;
  const amountUsd = amountUsdForBrl(brl, rate);
  return { ...values, amountUsd, amountBrl: amountBrlFor(amountUsd, rate) };
}

/** Total With Fee = USD + fee, to the cent (blank counts as 0). */
export function totalWithFeeOf(values: AmountValues): string {
  return totalWithFee(amountOrZero(values.amountUsd), amountOrZero(values.fee));
}

/** The sum of the payment lines, to the cent (blank counts as 0). */
export function paidTotal(payments: readonly PaymentLineValues[]): string {
  return sumOfPayments(payments.map((p) => amountOrZero(p.value)));
}

/** True when the payment lines add up to Total With Fee (docs/orders.md check 5). */
export function paymentsMatchTotal(values: AmountValues & { payments: readonly PaymentLineValues[] }): boolean {
  return paidTotal(values.payments) === totalWithFeeOf(values);
}

/** The transfer after choosing 'Payment In': a days value sets the payment date (paymentDateFor). */
export function chooseDays<T extends TransferValues>(values: T, days: number): T {
  if (days === CUSTOM_DAYS || !isCalendarDate(values.creationDate)) return { ...values, days };
  return { ...values, days, paymentDate: paymentDateFor(values.creationDate, days) };
}

/** The transfer after editing the creation date: a days choice moves the payment date along. */
export function setCreationDate<T extends TransferValues>(values: T, creationDate: string): T {
  const next = { ...values, creationDate };
  if (values.days !== CUSTOM_DAYS && isCalendarDate(creationDate)) next.paymentDate = paymentDateFor(creationDate, values.days);
  return next;
}

/** The transfer after typing a payment date: the selector shows Custom (docs/orders.md#the-new-order-form). */
export function setPaymentDate<T extends TransferValues>(values: T, paymentDate: string): T {
  return { ...values, paymentDate, days: CUSTOM_DAYS };
}

/** The weekday count a typed payment date stands for (shown next to Custom), or null. */
export function typedDays(values: Pick<TransferValues, 'creationDate' | 'paymentDate'>): number | null {
  if (!isCalendarDate(values.creationDate) || !isCalendarDate(values.paymentDate)) return null;
  return daysForTypedDate(values.creationDate, values.paymentDate);
}

/** The text of the days to payment ('1 day', '5 days', 'Custom (3 weekdays)'). */
export function daysLabel(values: Pick<TransferValues, 'days' | 'creationDate' | 'paymentDate'>): string {
  if (values.days !== CUSTOM_DAYS) return translate('orders.days', { count: values.days });
  const n = typedDays(values);
  return n === null ? translate('orders.custom') : translate('orders.customWeekdays', { count: n });
}

/** A new payment line (Cash, blank). */
export const blankPaymentLine = (): PaymentLineValues => ({ method: 'CASH', value: '' });

/** The lines with one more (at most MAX_PAYMENT_LINES). */
export function addPaymentLine<T extends { payments: PaymentLineValues[] }>(values: T): T {
  if (values.payments.length >= MAX_PAYMENT_LINES) return values;
  return { ...values, payments: [...values.payments, blankPaymentLine()] };
}

/** The lines without line `index` (one line always stays). */
export function removePaymentLine<T extends { payments: PaymentLineValues[] }>(values: T, index: number): T {
  if (values.payments.length <= 1) return values;
  return { ...values, payments: values.payments.filter((_, i) => i !== index) };
}

/** The lines with line `index` changed. */
export function setPaymentLine<T extends { payments: PaymentLineValues[] }>(
  values: T,
  index: number,
  patch: Partial<PaymentLineValues>,
): T {
  return { ...values, payments: values.payments.map((p, i) => (i === index ? { ...p, ...patch } : p)) };
}

/** A blank transfer: the given fee and rate, Normal, 1 day (payment tomorrow), one Cash line. */
export function initialTransfer(defaults: { fee: string; exchangeRate: string; today: string }): TransferValues {
  return {
    amountUsd: '',
    exchangeRate: defaults.exchangeRate,
    amountBrl: '',
    fee: defaults.fee,
    type: 'NORMAL',
    days: 1,
    creationDate: defaults.today,
    paymentDate: paymentDateFor(defaults.today, 1),
    payments: [blankPaymentLine()],
  };
}

/** The transfer of a renewal (docs/orders.md#screens): the original's amounts, type and lines; created tomorrow, 1 day. */
export function renewalTransfer(
  original: Pick<AmountValues, 'amountUsd' | 'exchangeRate' | 'fee'> & {
    type: OrderType;
    paymentLines: ReadonlyArray<{ method: PaymentMethod; value: string }>;
  },
  today: string,
): TransferValues {
  const creationDate = addCalendarDays(today, 1);
  const lines = original.paymentLines.slice(0, MAX_PAYMENT_LINES).map((l) => ({ method: l.method, value: l.value }));
  return {
    amountUsd: original.amountUsd,
    exchangeRate: original.exchangeRate,
    amountBrl: amountBrlFor(original.amountUsd, original.exchangeRate),
    fee: original.fee,
    type: original.type,
    days: 1,
    creationDate,
    paymentDate: paymentDateFor(creationDate, 1),
    payments: lines.length > 0 ? lines : [blankPaymentLine()],
  };
}

/**
 * The amounts, dates and lines of CreateOrderInput for a transfer that passed the checks: money to
 * the cent, BRL and the total recomputed by the rules, blank lines left out (one line always kept).
 */
export function transferInput(
  values: TransferValues,
): Omit<CreateOrderInput, 'clientId' | 'beneficiaryId' | 'pixKeyId' | 'originalOrderId'> {
  const amountUsd = toCents(amountOrZero(values.amountUsd));
  const exchangeRate = amountOrZero(values.exchangeRate);
  const fee = toCents(amountOrZero(values.fee));
  const lines = values.payments.map((p) => ({ method: p.method, value: toCents(amountOrZero(p.value)) }));
  const nonZero = lines.filter((l) => !parseDecimal(l.value)!.isZero());
  return {
    amountUsd,
    exchangeRate,
    amountBrl: amountBrlFor(amountUsd, exchangeRate),
    fee,
    totalWithFee: totalWithFee(amountUsd, fee),
    paymentLines: nonZero.length > 0 ? nonZero : lines.slice(0, 1),
    days: values.days,
    creationDate: values.creationDate,
    paymentDate: values.paymentDate,
    type: values.type,
  };
}
