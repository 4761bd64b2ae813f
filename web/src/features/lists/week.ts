/**
 * The dashboard's week (docs/lists-and-reports.md, #dashboard): each weekday links to its
 * orders (/orders/date/{date}) for administrators only; employees see plain text.
 */
import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
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
 * The weekday of a calendar date: the server's English name in English ('Monday'), date-fns'
 * ptBR name in Portuguese ('Segunda-feira').
 */
export function weekdayName(date: string, englishName: string, language: Language = currentLanguage()): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return englishName;
  const name = format(parseISO(date), 'EEEE', { locale: ptBR });
  return name.charAt(0).toUpperCase() + name.slice(1);
}
