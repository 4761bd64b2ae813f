/**
 * Typed calendar dates: the text of a date field as staff type it ('MM/DD/YYYY' in English,
 * 'DD/MM/YYYY' in Portuguese, slashes added as the digits come) and the calendar date 'YYYY-MM-DD'
 * it stands for. No Date object in between.
 */
import { currentLanguage, type Language } from '../i18n';

/** The pattern of a typed date as a reader of the language writes it ('MM/DD/YYYY'; 'DD/MM/AAAA': ano, not year). */
export function datePattern(language: Language = currentLanguage()): string {
  return language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/AAAA';
}

/** The longest each part may be: month, day, year. */
const PART_LENGTHS = [2, 2, 4] as const;

const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * The field's text for what was typed or pasted: digits fill month, day and year in turn (a full
 * part moves on to the next), a separator ('/', '-', '.', space) after one digit pads it ('4/' is
 * '04/'), anything else is dropped; a pasted 'YYYY-MM-DD' becomes 'MM/DD/YYYY'. Idempotent.
 */
export function maskDateText(raw: string, language: Language = currentLanguage()): string {
  const iso = ISO_DATE.exec(raw);
  if (iso) return textOfDate(raw, language);
  const parts = ['', '', ''];
  let i = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (parts[i]!.length === PART_LENGTHS[i]) {
        if (i === 2) continue;
        i += 1;
      }
      parts[i] += ch;
    } else if ('/-. '.includes(ch) && i < 2 && parts[i]!.length > 0) {
      parts[i] = parts[i]!.padStart(2, '0');
      i += 1;
    }
  }
  return parts.slice(0, i + 1).join('/');
}

/**
 * The calendar date 'YYYY-MM-DD' of a field's text (datePattern's, or a typed 'YYYY-MM-DD'); ''
 * while it is incomplete or not a real date (02/30/1981).
 */
export function dateFromText(text: string, language: Language = currentLanguage()): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(maskDateText(text, language));
  if (!m) return '';
  const english = language === 'en';
  const [month, day, year] = english ? [Number(m[1]), Number(m[2]), Number(m[3])] : [Number(m[2]), Number(m[1]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day or month over into the next; a real date comes back unchanged.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || year < 1000) return '';
  return english ? `${m[3]}-${m[1]}-${m[2]}` : `${m[3]}-${m[2]}-${m[1]}`;
}

/**
 * What is wrong with a date field's text, if anything: 'incomplete' while digits are missing,
 * 'notADate' for a complete text no calendar has (02/31/2026), null for a real date or no text.
 */
export function dateTextProblem(text: string, language: Language = currentLanguage()): 'incomplete' | 'notADate' | null {
  if (text.trim() === '' || dateFromText(text, language) !== '') return null;
  return /^\d{2}\/\d{2}\/\d{4}$/.test(maskDateText(text, language)) ? 'notADate' : 'incomplete';
}

/** The field's text for a calendar date 'YYYY-MM-DD' ('' for ''; other text as it is). */
export function textOfDate(value: string, language: Language = currentLanguage()): string {
  const iso = ISO_DATE.exec(value);
  if (!iso) return value;
  return language === 'en' ? `${iso[2]}/${iso[3]}/${iso[1]}` : `${iso[3]}/${iso[2]}/${iso[1]}`;
}
