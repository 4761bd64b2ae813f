/**
 * The investment rules: monthly income to the cent, the invoice schedule for every duration with
 * month ends and leap years, the finalization date, and the clamped day of an invoice date update.
 */
import { describe, expect, it } from 'vitest';
import { withDayOfMonth } from './dateArithmetic.js';
import { finalizedDate, invoiceDates, monthlyIncome, NUMBER_MONTHS } from './investments.js';

describe('investment rules', () => {
  it('computes the monthly income as amount x percentage / 100, half-up to the cent', () => {
    expect(monthlyIncome('1000.00', '1.5')).toBe('15.00');
    expect(monthlyIncome('333.33', '2.5')).toBe('8.33'); // 8.33325
    expect(monthlyIncome('333.33', '2.5000')).toBe('8.33');
    expect(monthlyIncome('100.10', '5')).toBe('5.01'); // 5.005 rounds up
    expect(monthlyIncome('0.10', '100')).toBe('0.10');
    expect(monthlyIncome('5432.10', '1.2345')).toBe('67.06'); // 67.0592745
    expect(monthlyIncome('999999.99', '0.0001')).toBe('1.00'); // 0.999999
    expect(() => monthlyIncome('abc', '1')).toThrow(RangeError);
  });

  it('gives one invoice a month for every duration, the first a month after the creation date', () => {
    for (const months of NUMBER_MONTHS) {
      const dates = invoiceDates('2026-11-16', months);
      expect(dates).toHaveLength(months);
      expect(dates[0]).toBe('2026-12-16');
      expect(dates.at(-1)).toBe(finalizedDate('2026-11-16', months));
    }
    expect(invoiceDates('2026-11-16', 12)).toEqual([
      '2026-12-16',
      '2027-01-16',
      '2027-02-16',
      '2027-03-16',
      '2027-04-16',
      '2027-05-16',
      '2027-06-16',
      '2027-07-16',
      '2027-08-16',
      '2027-09-16',
      '2027-10-16',
      '2027-11-16',
    ]);
  });

  it("clamps each invoice's day to its month's length, from the creation day every time", () => {
    expect(invoiceDates('2027-01-31', 3)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(invoiceDates('2028-01-31', 3)).toEqual(['2028-02-29', '2028-03-31', '2028-04-30']);
    expect(invoiceDates('2026-08-31', 6)).toEqual(['2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28']);
    expect(invoiceDates('2028-02-29', 12).slice(-1)).toEqual(['2029-02-28']);
    expect(invoiceDates('2027-03-31', 1)).toEqual(['2027-04-30']);
    expect(invoiceDates('2099-12-31', 9)).toEqual([
      '2100-01-31',
      '2100-02-28',
      '2100-03-31',
      '2100-04-30',
      '2100-05-31',
      '2100-06-30',
      '2100-07-31',
      '2100-08-31',
      '2100-09-30',
    ]);
  });

  it('finalizes numberMonths months after the creation date, clamped the same way', () => {
    expect(finalizedDate('2026-11-16', 1)).toBe('2026-12-16');
    expect(finalizedDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(finalizedDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(finalizedDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(finalizedDate('2026-05-31', 9)).toBe('2027-02-28');
    expect(finalizedDate('2027-05-31', 9)).toBe('2028-02-29');
    expect(finalizedDate('2026-03-31', 12)).toBe('2027-03-31');
  });

  it('moves a date to a day of its own month, clamped', () => {
    expect(withDayOfMonth('2027-02-10', 31)).toBe('2027-02-28');
    expect(withDayOfMonth('2028-02-10', 30)).toBe('2028-02-29');
    expect(withDayOfMonth('2027-03-10', 31)).toBe('2027-03-31');
    expect(withDayOfMonth('2027-04-30', 1)).toBe('2027-04-01');
    expect(() => withDayOfMonth('2027-04-30', 32)).toThrow(RangeError);
  });
});
