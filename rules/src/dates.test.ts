/**
 * Calendar dates: which texts are real days (against the UTC calendar, century years included), the
 * agency's today in a time zone, month lengths, birthdays on 28 February, and the day arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, isWeekendDate } from './dateArithmetic.js';
import { birthdayDays, calendarDateIn, compareDates, daysInMonth, isCalendarDate, isLeapYear } from './dates.js';

describe('isCalendarDate', () => {
  it('takes only real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('02/29/2024')).toBe(false);
    expect(isCalendarDate(' 2024-02-29')).toBe(false);
    expect(isCalendarDate('0999-12-31')).toBe(false); // years 1000 to 9999
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });

  it('agrees with the UTC calendar on every month and day from 1899 to 2101, century years included', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (let year = 1899; year <= 2101; year += 1) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const probe = new Date(Date.UTC(year, month - 1, day));
          const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (isCalendarDate(text) !== real) throw new Error(`${text}: expected ${real}`);
        }
      }
    }
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });
});

describe('calendarDateIn', () => {
  it("gives the day of an instant in the agency's time zone", () => {
    const instant = new Date('2026-01-06T02:00:00Z');
    expect(calendarDateIn('America/New_York', instant)).toBe('2026-01-05');
    expect(calendarDateIn('Asia/Tokyo', instant)).toBe('2026-01-06');
    expect(calendarDateIn('America/Sao_Paulo', new Date('2026-11-21T02:59:59Z'))).toBe('2026-11-20');
  });

  it("gives the runtime's own day when no zone is known yet", () => {
    const local = new Date(2026, 0, 5, 23, 59);
    expect(calendarDateIn(null, local)).toBe('2026-01-05');
    expect(calendarDateIn(undefined, local)).toBe('2026-01-05');
    expect(calendarDateIn('', local)).toBe('2026-01-05');
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => calendarDateIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});

describe('months and leap years', () => {
  it('knows the Gregorian leap years and month lengths', () => {
    expect([2024, 2028, 2000].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 2100, 1900].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2026, 0)).toThrow(RangeError);
  });

  it('celebrates 29 February birthdays on 28 February in a non-leap year', () => {
    expect(birthdayDays('2027-02-28')).toEqual({ month: 2, days: [28, 29] });
    expect(birthdayDays('2028-02-28')).toEqual({ month: 2, days: [28] });
    expect(birthdayDays('2028-02-29')).toEqual({ month: 2, days: [29] });
    expect(birthdayDays('2026-11-16')).toEqual({ month: 11, days: [16] });
  });
});

describe('day arithmetic', () => {
  it('moves by days and months without a time-zone shift', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09'); // a US daylight-saving change
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(isWeekendDate('2026-11-21')).toBe(true);
    expect(isWeekendDate('2026-11-23')).toBe(false);
  });

  it('compares dates as text and refuses what is not one', () => {
    expect(compareDates('2026-11-16', '2026-11-17')).toBeLessThan(0);
    expect(compareDates('2026-11-17', '2026-11-17')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
    expect(() => compareDates('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => addCalendarDays('11/16/2026', 1)).toThrow(RangeError);
  });
});
