/**
 * The compliance alerts' rules (docs/compliance.md "Alerts"), pure: what each rule adds up and when it
 * hits. alerts.ts raises the alerts they find, alert-review.ts lists them and records the decisions.
 *
 * - CTR (31 CFR 1010.311, 1010.313): one client's Cash payment lines on one agency calendar day
 *   (the day of each order's creation instant in AGENCY_TIME_ZONE) add up to more than
 *   $10,000.00. Several orders are added up.
 * - STRUCTURING (31 CFR 1010.100(xx)): two or more orders of one client within 3 agency days, each
 *   under a threshold, whose sum reaches it: $3,000.00 on the amount sent (the recordkeeping
 *   threshold of 31 CFR 1010.410(e)), or $10,000.00 on the cash paid in (the CTR threshold).
 * - SANCTIONS: a new sanctions list matches a client or beneficiary on file (see rescreen.ts).
 *
 * Orders deleted by an administrator do not count; cancelled ones do (their cash was received).
 * Amounts are USD decimal strings to the cent and are summed exactly (decimal.js).
 */
import { Decimal } from 'decimal.js';
import { PAYMENT_METHOD } from '@agency/rules';

/** The alert types. */
export type AlertType = 'CTR' | 'STRUCTURING' | 'SANCTIONS';
/** Where an administrator's decision leaves an alert. */
export type AlertStatus = 'OPEN' | 'CLEARED' | 'REPORTED';

/** CTR: cash of one client on one agency day strictly above this, USD. */
export const CTR_THRESHOLD = new Decimal('10000.00');
/** The recordkeeping threshold of a transmittal of funds (31 CFR 1010.410(e)), USD: at or above. */
export const RECORDKEEPING_THRESHOLD = new Decimal('3000.00');
/** How many agency calendar days a structuring window spans (the day of the order and the 2 before). */
export const STRUCTURING_WINDOW_DAYS = 3;

/** Payment line type of cash (transaction_payments.payment_type_id). */
export const CASH = PAYMENT_METHOD.CASH;

/** One order of a client as the rules read it: its agency day, amount sent and cash paid in (USD). */
export interface OrderAmounts {
  id: number;
  /** The agency calendar day of its creation instant, 'YYYY-MM-DD'. */
  day: string;
  amountUSD: Decimal;
  cash: Decimal;
}

/** What a rule found: the orders it adds up and their sum (USD). */
export interface RuleHit {
  transactionIds: number[];
  total: Decimal;
  threshold: Decimal;
}

/** CTR: the orders of `day` with cash, when their cash adds up to more than $10,000.00; else null. */
export function ctrHit(orders: readonly OrderAmounts[], day: string): RuleHit | null {
  const withCash = orders.filter((o) => o.day === day && o.cash.gt(0));
  const total = withCash.reduce((sum, o) => sum.plus(o.cash), new Decimal(0));
  return total.gt(CTR_THRESHOLD)
    ? { transactionIds: withCash.map((o) => o.id).sort((a, b) => a - b), total, threshold: CTR_THRESHOLD }
    : null;
}

/**
 * STRUCTURING within the orders given (one client's, within one 3-day window): the cash rule
 * (each order's cash above 0 and under $10,000.00, together at least $10,000.00) first, then the
 * amount rule (each amount under $3,000.00, together at least $3,000.00). Two orders at least.
 */
export function structuringHit(orders: readonly OrderAmounts[]): RuleHit | null {
  const rules: { threshold: Decimal; amount: (o: OrderAmounts) => Decimal; counts: (o: OrderAmounts) => boolean }[] = [
    { threshold: CTR_THRESHOLD, amount: (o) => o.cash, counts: (o) => o.cash.gt(0) && o.cash.lt(CTR_THRESHOLD) },
    { threshold: RECORDKEEPING_THRESHOLD, amount: (o) => o.amountUSD, counts: (o) => o.amountUSD.lt(RECORDKEEPING_THRESHOLD) },
  ];
  for (const rule of rules) {
    const under = orders.filter(rule.counts);
    if (under.length < 2) continue;
    const total = under.reduce((sum, o) => sum.plus(rule.amount(o)), new Decimal(0));
    if (total.gte(rule.threshold))
      return { transactionIds: under.map((o) => o.id).sort((a, b) => a - b), total, threshold: rule.threshold };
  }
  return null;
}
