/**
 * Calendar date arithmetic on 'YYYY-MM-DD' texts: a date is read as a local midnight (date-fns),
 * moved by whole days or months and written back the same way, so the zone of the machine never
 * changes the answer. Apart from dates.ts so that screens which only need today or a comparison
 * do not load date-fns (docs/screens.md#weight).
 */
import { addBusinessDays, addDays, addMonths, format, getDaysInMonth, isWeekend, parseISO, setDate } from 'date-fns';
import { isDayText } from './dates.js';

/** The local midnight of a calendar date. @throws RangeError when date is not 'YYYY-MM-DD' naming a real day. */
function day(date: string): Date {
  if (!isDayText(date)) throw new RangeError(`not a calendar date 'YYYY-MM-DD': ${date}`);
  return parseISO(date);
}

const text = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * True when the calendar date 'YYYY-MM-DD' is a Saturday or a Sunday.
 * @throws RangeError when date is not a calendar date.
 */
export function isWeekendDate(date: string): boolean {
  return isWeekend(day(date));
}

/**
 * The calendar date 'YYYY-MM-DD' `days` days after `date` (negative goes back).
 * @throws RangeError when date is not a calendar date.
 */
export function addCalendarDays(date: string, days: number): string {
  return text(addDays(day(date), days));
}

/**
 * The calendar date `months` months after `date`, its day clamped to the length of the month it
 * lands in (date-fns addMonths): 2027-01-31 + 1 = 2027-02-28, 2028-01-31 + 1 = 2028-02-29,
 * 2027-01-31 + 2 = 2027-03-31. Always count from the same start date, never chain.
 * @throws RangeError when date is not a calendar date.
 */
export function addCalendarMonths(date: string, months: number): string {
  return text(addMonths(day(date), months));
}

/**
 * The date of `date`'s own month whose day is `dayOfMonth` (1..31), clamped to that month's length:
 * ('2027-02-10', 31) gives '2027-02-28'.
 * @throws RangeError when dayOfMonth is not 1 to 31 or date is not a calendar date.
 */
export function withDayOfMonth(date: string, dayOfMonth: number): string {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) throw new RangeError('dayOfMonth must be 1 to 31');
  const d = day(date);
  return text(setDate(d, Math.min(dayOfMonth, getDaysInMonth(d))));
}

/**
 * The calendar date `count` weekdays (Monday to Friday, the agency's business days) after `date`;
 * from a weekend, Monday is the first.
 * @throws RangeError when date is not a calendar date.
 */
export function addWeekdays(date: string, count: number): string {
  return text(addBusinessDays(day(date), count));
}

/**
 * How many weekdays lie after `from` up to and including `to` (0 when `to` is not after `from`).
 * @throws RangeError when either is not a calendar date.
 */
export function weekdaysBetween(from: string, to: string): number {
  let count = 0;
  for (let d = addDays(day(from), 1), end = day(to); d <= end; d = addDays(d, 1)) {
    if (!isWeekend(d)) count += 1;
  }
  return count;
}
