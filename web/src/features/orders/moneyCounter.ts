/** The money counter of /new (docs/orders.md#the-order, #validation): counts of $1 to $100 bills and what they add up to. */
import { Decimal } from 'decimal.js';

/** The bills the counter counts, in dollars. */
export const BILLS = [1, 5, 10, 20, 50, 100] as const;
export type Bill = (typeof BILLS)[number];

/** The count typed for each bill (whole numbers of 0 or more; blank is 0). */
export type BillCounts = Partial<Record<Bill, string>>;

/** The counted total in dollars, with 2 decimals ('135.00'). */
export function countedTotal(counts: BillCounts): string {
  return BILLS.reduce((sum, bill) => {
    const text = (counts[bill] ?? '').trim();
    return /^\d+$/.test(text) ? sum.plus(new Decimal(text).times(bill)) : sum;
  }, new Decimal(0)).toFixed(2);
}
