/**
 * The dashboard's week (docs/lists-and-reports.md, #dashboard): each weekday links to its
 * orders (/orders/date/{date}) for administrators only; employees see plain text.
 */
import { currentLanguage, type Language } from '../../i18n';

/** Where a day of the week links, or null for plain text. */
export function weekDayLink(date: string, isAdministrator: boolean): string | null {
  return isAdministrator ? `/orders/date/${date}` : null;
}

/** 'MM/DD' of a calendar date 'YYYY-MM-DD' in English, 'DD/MM' in Portuguese. */
export function monthDay(date: string, language: Language = currentLanguage()): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  return language === 'en' ? `${m[1]}/${m[2]}` : `${m[2]}/${m[1]}`;
}

/**
 * The weekday of a calendar date: the server's English name in English ('Monday'), Intl's pt-BR
 * name in Portuguese ('Segunda-feira'), without a date library on the dashboard (docs/screens.md#weight).
 */
export function weekdayName(date: string, englishName: string, language: Language = currentLanguage()): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return englishName;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
