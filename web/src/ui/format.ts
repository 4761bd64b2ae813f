/**
 * The one display-format module (docs/money-and-dates.md#formats, docs/i18n.md) of screens, receipts,
 * CSVs and printouts: amounts, exchange rates, scores, calendar dates, instants, tax ids, phones and
 * Pix keys, in the chosen language. English is en-US with at least 2 decimals ('$1,234.50',
 * 'R$ 6,712.38'), dates MM/DD/YYYY; Portuguese is Intl's pt-BR ('US$ 1.234,56', 'R$ 1.234,56',
 * DD/MM/YYYY). An exchange rate shows the decimals it has (at least 2: '5.5306', '5.40') on every
 * screen and receipt. Instants are always written in the agency's time zone (AGENCY_TIME_ZONE, as the
 * server last said it), never the browser's. Amounts arrive as decimal strings and never go through
 * a JavaScript number (Intl is given the decimal text itself); dates are 'YYYY-MM-DD' strings
 * rewritten as text, never parsed into a Date (no time-zone shift). Every function takes the
 * language last, the current one by default.
 */
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { storedAgencyTimeZone } from './storedValues';
import { currentLanguage, type Language } from '../i18n';
import { formatBrPhone, formatUsPhone } from './phone';

type Amount = string | number | null | undefined;

/**
 * The decimal text of an amount ('-1234.5', '.5', '12'), or null when it is not a decimal. A number
 * is taken by its shortest text (String(n)); a decimal string is never turned into a number.
 */
function decimalText(value: Amount): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return /^-?(\d+(\.\d+)?|\d*\.\d+)$/.test(text) ? text : null;
}

/** How many decimals the decimal text carries, trailing zeros not counted ('1.50' → 1). */
function decimalsOf(text: string): number {
  return (/\.(\d*?)0*$/.exec(text)?.[1] ?? '').length;
}

/**
 * Intl's rendering of a decimal text with exactly `places` decimals, rounded half-up, in the
 * language's locale (en-US, pt-BR): Intl.NumberFormat reads a string as an exact decimal, so no
 * digit goes through a JavaScript number, and the screens need no decimal library for display
 * (docs/screens.md#weight). A value that rounds to zero is unsigned. `currency` adds the locale's
 * symbol.
 */
function intlFormat(text: string, places: number, language: Language, currency?: 'USD' | 'BRL'): string {
  // A formatter is costly to build and a table formats hundreds of amounts: one per kind, kept.
  const key = `${language} ${places} ${currency ?? ''}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    FORMATS.set(key, format);
  }
  return format.format(text as unknown as number);
}

/** The formatters intlFormat built, by language, decimals and currency (a few dozen at most). */
const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * A decimal in the language's style (en-US: thousands grouped with ',', '.' before the decimals;
 * pt-BR: '.' and ','), at least `minDecimals` decimals (more when the value has them, unless
 * `exactDecimals` fixes the count, rounded half-up). '' when not a number.
 */
export function formatDecimal(value: Amount, minDecimals = 2, exactDecimals?: number, language: Language = currentLanguage()): string {
  const text = decimalText(value);
  if (text === null) return '';
  return intlFormat(text, exactDecimals ?? Math.max(minDecimals, decimalsOf(text)), language);
}

function withSymbol(value: Amount, symbol: string, currency: 'USD' | 'BRL', language: Language): string {
  if (language !== 'en') {
    const text = decimalText(value);
    return text === null ? '' : intlFormat(text, Math.max(2, decimalsOf(text)), language, currency);
  }
  const text = formatDecimal(value, 2, undefined, language);
  if (text === '') return '';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** '$1,234.50' in English, 'US$ 1.234,50' in Portuguese (at least 2 decimals); '' when not a number. */
export function formatUsd(value: Amount, language: Language = currentLanguage()): string {
  return withSymbol(value, '$', 'USD', language);
}

/** 'R$ 6,712.38' in English, 'R$ 6.712,38' in Portuguese (at least 2 decimals); '' when not a number. */
export function formatBrl(value: Amount, language: Language = currentLanguage()): string {
  return withSymbol(value, 'R$ ', 'BRL', language);
}

/**
 * A sanctions screening's similarity score (0 to 1) as a percentage with at most one decimal,
 * rounded half-up, in the language's format: 0.97 gives '97%', 0.925 '92.5%' in English and
 * '92,5%' in Portuguese ('1.000' would read as a thousand there); '' when not a number.
 */
export function formatScore(score: number | null | undefined, language: Language = currentLanguage()): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return '';
  const key = `${language} score`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
      style: 'percent',
      maximumFractionDigits: 1,
      roundingMode: 'halfExpand',
    });
    FORMATS.set(key, format);
  }
  return format.format(score);
}

/**
 * An exchange rate (BRL per USD) with the decimals it has, trailing zeros dropped, at least 2
 * ('5.530600' → '5.5306', '5,5306' in Portuguese; '5.400000' → '5.40'): the one rule of the order
 * page, the preview and the receipt (docs/money-and-dates.md#formats). '' when not a number.
 */
export function formatRate(value: Amount, language: Language = currentLanguage()): string {
  return formatDecimal(value, 2, undefined, language);
}

/**
 * A stored exchange rate as the text an input starts with: the decimal text with trailing zeros
 * dropped, at least 2 decimals ('5.400000' → '5.40', '5.530600' → '5.5306'); other text as is.
 */
export function rateInputText(value: string): string {
  const text = decimalText(value);
  if (text === null) return value;
  const [whole = '0', decimals = ''] = text.split('.');
  return `${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * A calendar date 'YYYY-MM-DD' (or an ISO instant's date part) as 'MM/DD/YYYY' in English and
 * 'DD/MM/YYYY' in Portuguese; other text as is.
 */
export function formatDate(value: string | null | undefined, language: Language = currentLanguage()): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return language === 'en' ? `${m[2]}/${m[3]}/${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * An instant (ISO text) in the agency's time zone: 'MM/DD/YYYY, hh:mm AM' in English, 'DD/MM/YYYY,
 * hh:mm' in Portuguese; '' when empty, the text as is when not an instant. `timeZone` is the
 * agency's IANA zone when the screen has it from the server; without it, the zone the server last
 * said (kept by the signed-in frame, docs/money-and-dates.md#formats), and only when neither is
 * known (never signed in on this browser) the browser's.
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string | null, language: Language = currentLanguage()): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const locale = language === 'en' ? 'en-US' : language;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  const zone = timeZone || storedAgencyTimeZone();
  try {
    return new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options).format(instant);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(instant);
  }
}

/**
 * A CPF or CNPJ as stored (digits, or the alphanumeric CNPJ) in its usual punctuation:
 * 000.000.000-00 or 00.000.000/0000-00; anything else as it is.
 */
export function formatTaxId(value: string): string {
  const bare = value.replace(/[.\-/\s]/g, '').toUpperCase();
  if (/^\d{11}$/.test(bare)) return formatCpf(bare);
  if (/^[0-9A-Z]{14}$/.test(bare)) return formatCnpj(bare, { version: /^\d{14}$/.test(bare) ? 1 : 2 });
  return value;
}

/**
 * A phone kept as digits, as staff read it: a client's US phone '+1 (908) 970-2883' (10 digits),
 * a beneficiary's Brazilian one '+55 (11) 98765-4321' (`country` 'BR'); '' when empty.
 */
export function formatPhone(value: string | null | undefined, country: 'US' | 'BR' = 'US'): string {
  return country === 'BR' ? formatBrPhone(value) : formatUsPhone(value);
}

/**
 * A phone in a CSV cell: the digits grouped with spaces, no leading '+' (a spreadsheet would take
 * '+1 (908)...' for a formula and the CSV guard would prefix it with "'"): '1 908 970 2883' for a
 * US phone, '55 11 98765 4321' for a Brazilian one (docs/lists-and-reports.md#csv-export); '' when empty.
 */
export function csvPhone(value: string | null | undefined, country: 'US' | 'BR' = 'US'): string {
  const formatted = formatPhone(value, country);
  return formatted.replace(/^\+/, '').replace(/[()]/g, '').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A Pix key as staff read it (docs/clients-and-beneficiaries.md#pix-keys): a CPF key '123.456.789-09', a CNPJ
 * key '12.345.678/0001-95', a phone key '+55 (11) 98765-4321'; an e-mail or a random key as stored.
 */
export function formatPixKey(value: string | null | undefined): string {
  const key = (value ?? '').trim();
  if (key.includes('@')) return key;
  if (/^\+55\d{10,11}$/.test(key.replace(/[\s()-]/g, ''))) return formatBrPhone(key);
  if (/^[\d.\-/]+$/.test(key)) {
    const digits = key.replace(/\D/g, '');
    if (digits.length === 11 || digits.length === 14) return formatTaxId(digits);
  }
  return key;
}

/**
 * An instant (ISO text) in a CSV cell: 'YYYY-MM-DD HH:mm' (24 hours) in the agency's time zone, as
 * formatDateTime picks it (docs/lists-and-reports.md#csv-export): sortable, read by spreadsheets, and the
 * same wall-clock time the screen shows. '' when empty, the text as is when not an instant.
 */
export function csvDateTime(value: string | null | undefined, timeZone?: string | null): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const zone = timeZone || storedAgencyTimeZone();
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', zone ? { ...options, timeZone: zone } : options).formatToParts(instant);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', options).formatToParts(instant);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
