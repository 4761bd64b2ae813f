/**
 * The one reading of a typed amount or count, for every money and count input of the screens
 * (docs/money-and-dates.md#typed-amounts). English takes '1,234.56' or '1234.56'; Portuguese takes
 * '1.234,56' or '1234,56'. Text in the other language's form, text that reads as two different
 * amounts in the two languages, text with blanks inside, signs or letters, and more decimals than
 * the field takes are refused with a sentence that shows how the text was read ("Did you mean
 * 1,234.56?"); nothing is ever changed silently. A read amount is a decimal string with '.' as its
 * mark and no grouping ('1234.56'), as the REST API takes it.
 */
import { groupDigits, parseDecimal } from '@agency/rules';
import { translate, type Language } from '../i18n';

/** Why a typed text was refused. */
export type AmountRefusal =
  /** In the other language's form only ('1.234,56' in English). */
  | 'otherForm'
  /** A different amount in each language ('1.000' for a 6-place rate). */
  | 'ambiguous'
  /** Blanks inside ('1 234,56'). */
  | 'blanks'
  /** More decimals than the field takes. */
  | 'decimals'
  /** A count (0 decimals) with a decimal part. */
  | 'wholeNumber'
  /** Anything but digits and the two marks (a sign, a currency symbol, letters). */
  | 'notANumber';

/** What a typed text reads as: nothing typed, an amount ('1234.56'), or a refusal with its readings in the language's form. */
export type AmountReading =
  { kind: 'empty' } | { kind: 'amount'; value: string } | { kind: 'refused'; refusal: AmountRefusal; readings: string[] };

interface Marks {
  decimal: string;
  group: string;
}

const MARKS: Record<Language, Marks> = { en: { decimal: '.', group: ',' }, 'pt-BR': { decimal: ',', group: '.' } };
const OTHER: Record<Language, Language> = { en: 'pt-BR', 'pt-BR': 'en' };

const esc = (c: string) => (c === '.' ? '\\.' : c);

/** The whole and decimal digits of `compact` read with `marks` (groups of exactly 3 after the first), or null. */
function readWith(compact: string, { decimal, group }: Marks): { whole: string; fraction: string } | null {
  const m = new RegExp(`^(\\d{1,3}(?:${esc(group)}\\d{3})+|\\d+)?(?:${esc(decimal)}(\\d*))?$`).exec(compact);
  if (!m || (m[1] === undefined && !m[2])) return null;
  return { whole: (m[1] ?? '').split(group).join(''), fraction: m[2] ?? '' };
}

/** The decimal string of a reading: no grouping, leading zeros dropped, decimals as typed ('007,50' → '7.50'). */
function valueOf({ whole, fraction }: { whole: string; fraction: string }): string {
  const w = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? w : `${w}.${fraction}`;
}

/** A decimal string as a person of `language` writes it, grouped: '1234.56' → '1,234.56' (en), '1.234,56' (pt-BR). */
export function groupedAmountText(value: string, language: Language): string {
  const grouped = groupDigits(value);
  return language === 'en' ? grouped : grouped.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
}

/** A decimal string as an input shows it in `language`, ungrouped: '1234.56' → '1234.56' (en), '1234,56' (pt-BR). */
export function amountInputText(value: string, language: Language): string {
  return language === 'en' ? value : value.replace('.', ',');
}

/**
 * Reads `text` typed into a field of `decimals` places (2 for money, 6 for a rate, 4 for a percentage,
 * 0 for a count) by a person using `language`. Never throws; never returns an amount other than the
 * one the text means in `language` (a text that means another amount in the other language is refused,
 * unless that other amount is above `max`, the most the field takes: a rate of 5.432 is not 5432).
 */
export function readAmount(text: string, language: Language, decimals: number, max?: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (/[^\d.,\s]/.test(trimmed)) return { kind: 'refused', refusal: 'notANumber', readings: [] };
  const compact = trimmed.replace(/\s+/g, '');
  const own = readWith(compact, MARKS[language]);
  const other = readWith(compact, MARKS[OTHER[language]]);
  const fits = (r: typeof own): r is NonNullable<typeof own> => r !== null && r.fraction.length <= decimals;
  const readings = [...new Set([own, other].filter(fits).map((r) => groupedAmountText(valueOf(r), language)))];
  if (compact !== trimmed) return { kind: 'refused', refusal: 'blanks', readings };
  // The other language's reading makes a text ambiguous only when the field could hold it ('5.432' is a
  // rate: 5432 is above MAX_EXCHANGE_RATE).
  const plausible = fits(other) && (max === undefined || !parseDecimal(valueOf(other))!.gt(max));
  if (fits(own) && plausible && valueOf(own) !== valueOf(other)) return { kind: 'refused', refusal: 'ambiguous', readings };
  if (fits(own)) return { kind: 'amount', value: valueOf(own) };
  if (fits(other)) return { kind: 'refused', refusal: 'otherForm', readings };
  if (own !== null || other !== null) return { kind: 'refused', refusal: decimals === 0 ? 'wholeNumber' : 'decimals', readings: [] };
  return { kind: 'refused', refusal: 'notANumber', readings: [] };
}

/**
 * The sentence of a refused reading in `language` (catalogue section amountInput), naming what the
 * text was read as: 'Did you mean 1,234.56? Type amounts as 1,234.56.'
 */
export function amountRefusalText(reading: AmountReading & { kind: 'refused' }, decimals: number, language: Language): string {
  const example = decimals === 0 ? groupedAmountText('1234', language) : groupedAmountText('1234.56', language);
  const [first = '', second = ''] = reading.readings;
  const key =
    reading.refusal === 'blanks' && reading.readings.length === 0
      ? 'amountInput.blanksOnly'
      : reading.refusal === 'blanks' && reading.readings.length > 1
        ? 'amountInput.blanksTwoReadings'
        : `amountInput.${reading.refusal}`;
  return translate(key, { first, second, example, count: decimals }, language);
}

/**
 * The value a form keeps for a refused text: the text behind REFUSED_MARK, which no decimal parser
 * reads, so a refused amount can neither count as 0 nor as another amount (isRefusedAmount).
 */
export const REFUSED_MARK = '\u2260';

/** The kept value of a refused typed text. */
export const refusedAmount = (typed: string): string => `${REFUSED_MARK}${typed}`;

/** True when a form's kept value is a refused typed text (refusedAmount). */
export const isRefusedAmount = (value: string | null | undefined): boolean => (value ?? '').startsWith(REFUSED_MARK);

/** What a form keeps for a typed text: the amount read ('1234.56'), '' when blank, or refusedAmount(text). */
export function keptAmount(text: string, language: Language, decimals: number, max?: string): string {
  const reading = readAmount(text, language, decimals, max);
  if (reading.kind === 'empty') return '';
  return reading.kind === 'amount' ? reading.value : refusedAmount(text);
}

/** What an input shows for a kept value in `language`: the refused text as typed, else amountInputText. */
export function shownAmount(value: string, language: Language): string {
  return isRefusedAmount(value) ? value.slice(REFUSED_MARK.length) : amountInputText(value, language);
}
