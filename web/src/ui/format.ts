/**
 * Display formats for money and calendar dates (spec 01 §9, DESIGN §4): amounts in en-US with at
 * least 2 decimals ('$1,234.50', 'R$ 6,712.38'), the exchange rate with 3 on receipts, dates
 * MM/DD/YYYY. Amounts arrive as decimal strings and never go through a JavaScript number; dates are
 * 'YYYY-MM-DD' strings rewritten as text, never parsed into a Date (no time-zone shift).
 */
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { Decimal } from 'decimal.js';

type Amount = string | number | null | undefined;

function toDecimal(value: Amount): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text) && !/^-?\d*\.\d+$/.test(text)) return null;
  return new Decimal(text);
}

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A decimal in en-US style: thousands grouped with ',', at least `minDecimals` decimals (more when
 * the value has them, unless `exactDecimals` fixes the count, rounded half-up). '' when not a number.
 */
export function formatDecimal(value: Amount, minDecimals = 2, exactDecimals?: number): string {
  const d = toDecimal(value);
  if (!d) return '';
  const places = exactDecimals ?? Math.max(minDecimals, d.decimalPlaces());
  const fixed = d.abs().toFixed(places, Decimal.ROUND_HALF_UP);
  const [integer = '0', fraction] = fixed.split('.');
  const negative = d.isNegative() && !new Decimal(fixed).isZero();
  return `${negative ? '-' : ''}${group(integer)}${fraction ? `.${fraction}` : ''}`;
}

function withSymbol(value: Amount, symbol: string): string {
  const text = formatDecimal(value, 2);
  if (text === '') return '';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** '$1,234.50' (at least 2 decimals); '' when not a number. */
export function formatUsd(value: Amount): string {
  return withSymbol(value, '$');
}

/** 'R$ 6,712.38' (en-US digits, at least 2 decimals); '' when not a number. */
export function formatBrl(value: Amount): string {
  return withSymbol(value, 'R$ ');
}

/** An exchange rate with exactly 3 decimals, rounded half-up ('5.123'); '' when not a number. */
export function formatRate3(value: Amount): string {
  return formatDecimal(value, 3, 3);
}

/** An exchange rate as stored, with at least 2 decimals ('5.1234', '5.10'). */
export function formatRate(value: Amount): string {
  return formatDecimal(value, 2);
}

/** 'MM/DD/YYYY' from a calendar date 'YYYY-MM-DD' (or an ISO instant's date part); other text as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/** 'MM/DD/YYYY, hh:mm AM' of an instant (ISO text) in an IANA time zone (the agency's); '' when not one. */
export function formatDateTime(value: string | null | undefined, timeZone?: string | null): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options).format(instant);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(instant);
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
