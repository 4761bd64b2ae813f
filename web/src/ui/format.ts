/**
 * Display formats for money and calendar dates in the chosen language (docs/i18n.md). English is
 * en-US with at least 2 decimals ('$1,234.50', 'R$ 6,712.38'), the exchange rate with 3 on
 * receipts, dates MM/DD/YYYY; Portuguese is Intl's pt-BR ('US$ 1.234,56', 'R$ 1.234,56', '5,123',
 * DD/MM/YYYY). Amounts arrive as decimal strings and never go through a JavaScript number (Intl is
 * given the decimal text itself); dates are 'YYYY-MM-DD' strings rewritten as text, never parsed
 * into a Date (no time-zone shift). Every function takes the language last, the current one by default.
 */
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { currentLanguage, type Language } from '../i18n';

type Amount = string | number | null | undefined;

/**
 * A decimal as its digits: the sign, the integer part without leading zeros ('0' at least) and
 * the decimals without trailing zeros. Plain string work, so no digit goes through a JavaScript
 * number and the screens need no decimal library (docs/screens.md#weight).
 */
interface Digits {
  negative: boolean;
  integer: string;
  fraction: string;
}

function toDigits(value: Amount): Digits | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d+))?$/.exec(text);
  if (!m || (m[2] === '' && m[3] === undefined)) return null;
  return { negative: m[1] === '-', integer: m[2]!.replace(/^0+/, '') || '0', fraction: (m[3] ?? '').replace(/0+$/, '') };
}

/** The absolute value with exactly `places` decimals, rounded half-up ('1234.50', '0.13'). */
function fixedAbs(d: Digits, places: number): string {
  let fraction = d.fraction.padEnd(places, '0');
  let integer = d.integer;
  if (fraction.length > places) {
    const roundUp = fraction.charAt(places) >= '5';
    fraction = fraction.slice(0, places);
    if (roundUp) {
      // Add one in the last kept place, carrying through the digits.
      const digits = (integer + fraction).split('');
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === '9') digits[i--] = '0';
      if (i < 0) digits.unshift('1');
      else digits[i] = String(Number(digits[i]) + 1);
      integer = digits.slice(0, digits.length - places).join('');
      fraction = digits.slice(digits.length - places).join('');
    }
  }
  return places > 0 ? `${integer}.${fraction}` : integer;
}

/** The decimal as plain text without trailing zeros ('-1234.5'; zero unsigned), what Intl is given. */
function plainText(d: Digits): string {
  const zero = d.integer === '0' && d.fraction === '';
  return `${d.negative && !zero ? '-' : ''}${d.integer}${d.fraction ? `.${d.fraction}` : ''}`;
}

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A decimal in en-US style: thousands grouped with ',', at least `minDecimals` decimals (more when
 * the value has them, unless `exactDecimals` fixes the count, rounded half-up). '' when not a number.
 */
export function formatDecimal(value: Amount, minDecimals = 2, exactDecimals?: number, language: Language = currentLanguage()): string {
  const d = toDigits(value);
  if (!d) return '';
  const places = exactDecimals ?? Math.max(minDecimals, d.fraction.length);
  if (language !== 'en') return intlFormat(d, places, language);
  const fixed = fixedAbs(d, places);
  const [integer = '0', fraction] = fixed.split('.');
  const negative = d.negative && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${group(integer)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Intl's rendering of a decimal with exactly `places` decimals (rounded half-up), given the decimal
 * text so no digit goes through a JavaScript number; `currency` adds the locale's symbol.
 */
function intlFormat(d: Digits, places: number, language: Language, currency?: 'USD' | 'BRL'): string {
  const format = new Intl.NumberFormat(language, {
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: 'halfExpand',
  });
  return format.format(plainText(d) as unknown as number);
}

function withSymbol(value: Amount, symbol: string, currency: 'USD' | 'BRL', language: Language): string {
  if (language !== 'en') {
    const d = toDigits(value);
    return d ? intlFormat(d, Math.max(2, d.fraction.length), language, currency) : '';
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

/** An exchange rate with exactly 3 decimals, rounded half-up ('5.123', '5,123'); '' when not a number. */
export function formatRate3(value: Amount, language: Language = currentLanguage()): string {
  return formatDecimal(value, 3, 3, language);
}

/** An exchange rate as stored, with at least 2 decimals ('5.1234', '5,10'). */
export function formatRate(value: Amount, language: Language = currentLanguage()): string {
  return formatDecimal(value, 2, undefined, language);
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
 * An instant (ISO text) in an IANA time zone (the agency's): 'MM/DD/YYYY, hh:mm AM' in English,
 * 'DD/MM/YYYY, hh:mm' in Portuguese; '' when empty, the text as is when not an instant.
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string | null, language: Language = currentLanguage()): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const locale = language === 'en' ? 'en-US' : language;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).format(instant);
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
