/**
 * Calendar dates (DESIGN §4): dates are 'YYYY-MM-DD' strings, never shifted; "today" is the
 * agency's day in AGENCY_TIME_ZONE, read from the app's clock (buildApp option `now`).
 */

/** The calendar date ('YYYY-MM-DD') of instant in timeZone (an IANA zone), e.g. the agency's today. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True for a leap year of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when value is 'YYYY-MM-DD' and names a real day (no 30 February), years 1000 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= lengths[month - 1]!;
}

/**
 * The birthdays that fall on date ('YYYY-MM-DD'): its month and the days of that month to match.
 * 29 February birthdays are celebrated on 28 February in a non-leap year (spec 02 Birthdays).
 */
export function birthdayDays(date: string): { month: number; days: number[] } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = month === 2 && day === 28 && !isLeapYear(year) ? [28, 29] : [day];
  return { month, days };
}
