/**
 * The investment rules (spec 02 §3, §4, §5, §9; DESIGN §4, §5, §8 "Investments and consortiums"),
 * pure: monthly income, the invoice schedule and the finalization date. Money is decimal.js through
 * the order rules (parseDecimal, toCents), dates are 'YYYY-MM-DD' calendar dates moved with the
 * order rules' date helpers (date-fns, no time-zone shift).
 */
import type { Decimal } from 'decimal.js';
import { addCalendarMonths, parseDecimal, toCents } from '@agency/rules';

/** The investment durations, in months (spec 02 §3, §9). */
export const NUMBER_MONTHS = [1, 3, 6, 9, 12] as const;

/** Investment status ids (spec 02 §4): 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed (only by a renewal). */
export const INVESTMENT_STATUS = { PENDING: 1, COMPLETED: 2, CANCELLED: 3, RENEWED: 4 } as const;

/** Invoice status ids (spec 02 §4): 1 pending, 2 paid. */
export const INVOICE_STATUS = { PENDING: 1, PAID: 2 } as const;

/**
 * Monthly income (spec 02 §5, DESIGN §8) = amount x percentage / 100, rounded half-up to the cent:
 * '1000.00' x '1.5' gives '15.00', '333.33' x '2.5' gives '8.33'. One currency at a time.
 * @throws RangeError when amount or percentage is not a decimal number.
 */
export function monthlyIncome(amount: Decimal.Value, percentage: Decimal.Value): string {
  const a = parseDecimal(String(amount));
  const p = parseDecimal(String(percentage));
  if (!a || !p) throw new RangeError('amount and percentage must be decimal numbers');
  return toCents(a.times(p).dividedBy(100));
}

/**
 * The invoice dates of an investment created on `createdDate` for `numberMonths` months (DESIGN §5,
 * §8): one a month, the first a month after the creation date, each on the creation day clamped to
 * its month's length (2027-01-31 with 3 gives 2027-02-28, 2027-03-31, 2027-04-30).
 */
export function invoiceDates(createdDate: string, numberMonths: number): string[] {
  return Array.from({ length: numberMonths }, (_, i) => addCalendarMonths(createdDate, i + 1));
}

/** The finalization date (DESIGN §5): creation + numberMonths months, the day clamped the same way. */
export function finalizedDate(createdDate: string, numberMonths: number): string {
  return addCalendarMonths(createdDate, numberMonths);
}
