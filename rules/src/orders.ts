/**
 * The order rules of the new-order form and the REST API: the "payment in N days" choices and the
 * payment date each gives (1 is the next calendar day; the others count weekdays), the days stored
 * for a typed payment date, and how many payment lines an order has.
 */
import { ORDER_STATUS } from './enumerations.js';
import { addCalendarDays, addWeekdays, isWeekendDate, weekdaysBetween } from './dateArithmetic.js';

/** The "payment in N days" choices of the new-order form. -1 means a typed date. */
export const PAYMENT_IN_DAYS = [1, 5, 10, 15, 20, 30] as const;

/** The days value of a payment date typed by hand (the form's selector then shows custom). */
export const CUSTOM_DAYS = -1;

/** At most this many payment lines on an order. */
export const MAX_PAYMENT_LINES = 3;

/**
 * The payment date 'YYYY-MM-DD' of an order created on `creationDate` ('YYYY-MM-DD') with "payment
 * in `days` days": 1 is the next calendar day; 5, 10, 15, 20 and 30 count weekdays only; a weekend
 * creation date with 5 counts 6.
 * @throws RangeError for a days value that is not one of PAYMENT_IN_DAYS, or a creation date that
 * is not a calendar date.
 */
export function paymentDateFor(creationDate: string, days: number): string {
  if (!(PAYMENT_IN_DAYS as readonly number[]).includes(days)) {
    throw new RangeError(`days must be one of ${PAYMENT_IN_DAYS.join(', ')}`);
  }
  if (days === 1) return addCalendarDays(creationDate, 1);
  const count = days === 5 && isWeekendDate(creationDate) ? 6 : days;
  return addWeekdays(creationDate, count);
}

/**
 * The days value to store for a payment date typed by hand: the weekdays after the creation date
 * up to and including the payment date (both 'YYYY-MM-DD').
 * @throws RangeError when either is not a calendar date.
 */
export function daysForTypedDate(creationDate: string, paymentDate: string): number {
  return weekdaysBetween(creationDate, paymentDate);
}

/**
 * How long after an order's creation instant its sender may cancel it for a full refund of the
 * total with fee (Regulation E, 12 CFR 1005.34: at least 30 minutes after payment). The receipt's
 * cancellation-rights text and the order page's 'Cancel and refund' button use the same figure.
 */
export const CANCELLATION_WINDOW_MINUTES = 30;

/**
 * The last instant (milliseconds since the epoch) an order created at `createdAt` (an ISO instant
 * or epoch milliseconds) may be cancelled: its creation plus CANCELLATION_WINDOW_MINUTES, inclusive.
 */
export function cancellableUntil(createdAt: string | number): number {
  const created = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  return created + CANCELLATION_WINDOW_MINUTES * 60_000;
}

/**
 * The order status ids a report's or list's money totals count (docs/lists-and-reports.md#which-orders-a-total-counts):
 * 1 Pending, 2 Completed and 5 Standby. A Cancelled order (3) pays nothing out and a Renewed one's
 * (4) money went on in its renewal, so the reports sum those apart and never in a total.
 */
export const COUNTED_ORDER_STATUS_IDS: readonly number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.COMPLETED, ORDER_STATUS.STANDBY];
