/**
 * Calendar dates: a date is the text 'YYYY-MM-DD', never a JavaScript Date carried around and never
 * shifted through a time zone; "today" is the agency's day in its time zone, read from a clock the
 * caller passes. What needs no arithmetic is here, without date-fns, so a screen that only asks
 * for today or compares dates (the dashboard) does not load it (docs/screens.md#weight); moving a
 * date by days or months is in dateArithmetic.ts.
 */

/**
 * The calendar date 'YYYY-MM-DD' of an instant in an IANA time zone: the agency's "today" is
 * calendarDateIn(its zone, the clock's now). With no zone (null, undefined or '') it is the day in
 * the runtime's own zone (the browser's, while the agency's zone is not known yet).
 * @throws RangeError for a time zone Intl does not know.
 */
export function calendarDateIn(timeZone: string | null | undefined, instant: Date): string {
  const parts = dayFormat(timeZone || undefined).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * One 'YYYY-MM-DD' formatter per time zone (undefined: the runtime's), built at first use: an
 * Intl.DateTimeFormat costs tens of microseconds to build, and lists ask for today per row.
 */
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** True for a leap year of the Gregorian calendar (2028, 2000; not 2100). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The number of days (28 to 31) of a month, year and month 1 to 12.
 * @throws RangeError when month is not 1 to 12.
 */
export function daysInMonth(year: number, month: number): number {
  const length = MONTH_LENGTHS[month - 1];
  if (!Number.isInteger(month) || length === undefined) throw new RangeError('month must be 1 to 12');
  return month === 2 && isLeapYear(year) ? 29 : length;
}

/**
 * True when value is a calendar date 'YYYY-MM-DD' that names a real day (no 30 February, 29 February
 * only in a leap year), years 1000 to 9999; false for anything else, null and undefined included.
 */
export function isCalendarDate(value: string | null | undefined): boolean {
  const text = value ?? '';
  return isDayText(text) && Number(text.slice(0, 4)) >= 1000;
}

/**
 * The birthdays that fall on date ('YYYY-MM-DD'): its month (1 to 12) and the days of that month
 * to match. 29 February birthdays are celebrated on 28 February in a non-leap year.
 */
export function birthdayDays(date: string): { month: number; days: number[] } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = month === 2 && day === 28 && !isLeapYear(year) ? [28, 29] : [day];
  return { month, days };
}

/**
 * Compares two calendar dates: negative, 0 or positive ('YYYY-MM-DD' sorts as text).
 * @throws RangeError when either is not a calendar date.
 */
export function compareDates(a: string, b: string): number {
  for (const date of [a, b]) if (!isDayText(date)) throw new RangeError(`not a calendar date 'YYYY-MM-DD': ${date}`);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when `date` is 'YYYY-MM-DD' naming a real day, in any year from 0000 (as date-fns reads dates). */
export function isDayText(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
