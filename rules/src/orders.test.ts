/**
 * The payment date of every "payment in N days" choice, the weekend rule for 5, typed dates, and
 * the weekday count checked as a property against addWeekdays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWeekdays, weekdaysBetween } from './dateArithmetic.js';
import { daysForTypedDate, paymentDateFor } from './orders.js';

describe('payment date from "payment in N days"', () => {
  // 2026-11-16 is a Monday; 2026-11-21 a Saturday; 2026-11-22 a Sunday.
  it.each([
    ['2026-11-16', 1, '2026-11-17'],
    ['2026-11-16', 5, '2026-11-23'],
    ['2026-11-16', 10, '2026-11-30'],
    ['2026-11-16', 15, '2026-12-07'],
    ['2026-11-16', 20, '2026-12-14'],
    ['2026-11-16', 30, '2026-12-28'],
    ['2026-11-20', 1, '2026-11-21'], // 1 counts calendar days: Friday -> Saturday
    ['2026-11-20', 5, '2026-11-27'], // Friday + 5 weekdays
    ['2026-11-21', 1, '2026-11-22'], // Saturday + 1 calendar day
    ['2026-11-21', 5, '2026-11-30'], // Saturday with 5 counts 6 weekdays: Mon..Fri, Mon
    ['2026-11-22', 5, '2026-11-30'], // Sunday likewise
    ['2026-11-21', 10, '2026-12-04'], // the weekend rule is for 5 only
    ['2026-12-31', 1, '2027-01-01'], // across a year
    ['2028-02-28', 1, '2028-02-29'], // leap day
    ['2027-02-26', 5, '2027-03-05'],
  ])('created %s with %i days pays on %s', (creation, days, expected) => {
    expect(paymentDateFor(creation, days)).toBe(expected);
  });

  it('refuses a days value that is not a choice', () => {
    expect(() => paymentDateFor('2026-11-16', 7)).toThrow(RangeError);
    expect(() => paymentDateFor('2026-11-16', -1)).toThrow(RangeError);
  });

  it('stores the weekday count for a typed date', () => {
    expect(daysForTypedDate('2026-11-16', '2026-11-16')).toBe(0);
    expect(daysForTypedDate('2026-11-16', '2026-11-20')).toBe(4);
    expect(daysForTypedDate('2026-11-20', '2026-11-23')).toBe(1); // Fri -> Mon skips the weekend
    expect(daysForTypedDate('2026-11-21', '2026-11-22')).toBe(0); // Sat -> Sun
    expect(daysForTypedDate('2026-11-16', '2026-12-28')).toBe(30);
  });

  it('counts weekdays both ways consistently (property)', () => {
    const dates = fc
      .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 400 }), (start, n) => {
        expect(weekdaysBetween(start, addWeekdays(start, n))).toBe(n);
      }),
    );
  });
});
