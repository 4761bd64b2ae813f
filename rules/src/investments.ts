/**
 * The investment rules: the durations, the status ids, the monthly income (amount x percentage / 100,
 * to the cent, half-up, one currency at a time), the invoice schedule (one a month, the first a month
 * after the creation date) and the finalization date. Money is decimal text through money.ts; dates
 * are 'YYYY-MM-DD' calendar dates moved with dates.ts.
 */
import type { Decimal } from 'decimal.js';
import { addCalendarMonths } from './dateArithmetic.js';
import { parseDecimal, toCents } from './money.js';

/** The investment durations the agency offers, in months. */
export const NUMBER_MONTHS = [1, 3, 6, 9, 12] as const;

/** Investment status ids: 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed (only by a renewal). */
export const INVESTMENT_STATUS = { PENDING: 1, COMPLETED: 2, CANCELLED: 3, RENEWED: 4 } as const;

/** Invoice status ids: 1 pending, 2 paid. */
export const INVOICE_STATUS = { PENDING: 1, PAID: 2 } as const;

/**
 * Monthly income = amount x percentage / 100, rounded half-up to the cent, in the amount's currency
 * (USD or BRL; the percentage is a plain number, 1.5 for 1.5 %): '1000.00' x '1.5' gives '15.00',
 * '333.33' x '2.5' gives '8.33'.
 * @throws RangeError when amount or percentage is not a decimal number.
 */
export function monthlyIncome(amount: Decimal.Value, percentage: Decimal.Value): string {
  const a = parseDecimal(String(amount));
  const p = parseDecimal(String(percentage));
  if (!a || !p) throw new RangeError('amount and percentage must be decimal numbers');
  return toCents(a.times(p).dividedBy(100));
}

/**
 * The invoice dates ('YYYY-MM-DD') of an investment created on `createdDate` ('YYYY-MM-DD') for
 * `numberMonths` months: one a month, the first a month after the creation date, each on the
 * creation day clamped to its month's length (2027-01-31 with 3 gives 2027-02-28, 2027-03-31,
 * 2027-04-30).
 * @throws RangeError when createdDate is not a calendar date.
 */
export function invoiceDates(createdDate: string, numberMonths: number): string[] {
  return Array.from({ length: numberMonths }, (_, i) => addCalendarMonths(createdDate, i + 1));
}

/**
 * The finalization date 'YYYY-MM-DD': creation date + numberMonths months, the day clamped to the
 * month's length as for the invoices.
 * @throws RangeError when createdDate is not a calendar date.
 */
export function finalizedDate(createdDate: string, numberMonths: number): string {
  return addCalendarMonths(createdDate, numberMonths);
}
