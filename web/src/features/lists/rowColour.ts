/**
 * The order table's row colours (docs/lists-and-reports.md), only while the order is Pending: a payment date
 * before today is colour 2 ('overdue', a light red), tomorrow is colour 1 ('due-tomorrow', a light
 * amber); otherwise none. "Today" is the agency's calendar date (docs/money-and-dates.md).
 */
import { addCalendarDays, compareDates } from '@agency/rules';
import type { OrderStatus } from '../../generated/graphql';

export type RowColour = 'overdue' | 'due-tomorrow';

/** The background of each colour. */
export const ROW_COLOURS: Record<RowColour, string> = {
  overdue: '#fbe0e0',
  'due-tomorrow': '#fff1cc',
};

/** The colour of a row, or null. */
export function orderRowColour(status: OrderStatus, paymentDate: string, today: string): RowColour | null {
  if (status !== 'PENDING') return null;
  try {
    if (compareDates(paymentDate, today) < 0) return 'overdue';
    if (compareDates(paymentDate, addCalendarDays(today, 1)) === 0) return 'due-tomorrow';
  } catch {
    // A malformed date colours nothing.
  }
  return null;
}
