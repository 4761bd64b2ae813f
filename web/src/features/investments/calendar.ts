/**
 * The investment dashboard's month calendar (docs/investments.md#calendar, #constants): the weeks of a
 * month as rows of 7 days (Sunday first) with the leading and trailing days of the months around
 * it, the year choices (current year - 6 to + 6) and the month steps. Dates are 'YYYY-MM-DD' text.
 */
import { daysInMonth } from '@agency/rules';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { currentLanguage, type Language } from '../../i18n';

/** How far the Year selector reaches either side of the current year (docs/investments.md#constants). */
export const YEAR_SPAN = 6;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The name of month 1 to 12 in the chosen language: MONTH_NAMES in English, date-fns' ptBR ('Janeiro') in Portuguese. */
export function monthName(month: number, language: Language = currentLanguage()): string {
  if (language === 'en') return MONTH_NAMES[month - 1] ?? String(month);
  const name = format(new Date(2000, month - 1, 1), 'LLLL', { locale: ptBR });
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The short name of weekday 0 (Sunday) to 6: WEEKDAY_NAMES in English, date-fns' ptBR ('Dom') in Portuguese. */
export function weekdayShortName(day: number, language: Language = currentLanguage()): string {
  if (language === 'en') return WEEKDAY_NAMES[day] ?? String(day);
  // 2000-01-02 was a Sunday.
  const name = format(new Date(2000, 0, 2 + day), 'EEE', { locale: ptBR });
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A month: year and month 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** One cell of the calendar. */
export interface CalendarCell {
  date: string;
  day: number;
  /** False for the leading and trailing days of the months before and after. */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a year, month (1-12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The weekday (0 Sunday .. 6 Saturday) of a date, computed in UTC so no time zone moves it. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The month before (December of the year before January). */
export function previousMonth({ year, month }: YearMonth): YearMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The month after (January of the next year after December). */
export function nextMonth({ year, month }: YearMonth): YearMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * The month's weeks, Sunday to Saturday: the first row starts with the last days of the month
 * before, the last row ends with the first days of the month after; every row has 7 cells.
 */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const prev = previousMonth({ year, month });
  const next = nextMonth({ year, month });
  const leading = weekdayOf(year, month, 1);
  const length = daysInMonth(year, month);
  const prevLength = daysInMonth(prev.year, prev.month);
  const cells: CalendarCell[] = [];
  for (let i = leading; i > 0; i -= 1) {
    const day = prevLength - i + 1;
    cells.push({ date: isoDate(prev.year, prev.month, day), day, inMonth: false });
  }
  for (let day = 1; day <= length; day += 1) cells.push({ date: isoDate(year, month, day), day, inMonth: true });
  for (let day = 1; cells.length % 7 !== 0; day += 1) cells.push({ date: isoDate(next.year, next.month, day), day, inMonth: false });
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The Year selector's choices: `current` - 6 to `current` + 6 (docs/investments.md#constants). */
export function yearChoices(current: number, span: number = YEAR_SPAN): number[] {
  return Array.from({ length: span * 2 + 1 }, (_, i) => current - span + i);
}

/** The month of a 'YYYY-MM-DD' date. */
export function monthOf(date: string): YearMonth {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { year: y, month: m };
}

/** Reads ?year=&month= (month 1-12, year within reach of `current`), else the fallback month. */
export function monthFromParams(params: URLSearchParams, fallback: YearMonth): YearMonth {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  if (Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12 && year >= 1900 && year <= 9999)
    return { year, month };
  return fallback;
}
