/**
 * The limits of every amount the agency takes, as the form and the REST API both check them. An
 * amount arrives as a JSON number or a decimal string and is kept as an exact decimal string:
 * USD and BRL to the cent (MONEY_DECIMALS), the exchange rate to 6 places (RATE_DECIMALS), monthly
 * investment percentages to 4 (PERCENT_DECIMALS). Each check throws a FieldError naming the field.
 */
import type { Decimal } from 'decimal.js';
import { FieldError } from './errors.js';
import { hasAtMostDecimals, MAX_AMOUNT_USD, parseDecimal, toCents, toRate, type DecimalInput } from './money.js';

/** Decimals of USD and BRL amounts, fees and payments: the cent. */
export const MONEY_DECIMALS = 2;
/** Decimals of an exchange rate. */
export const RATE_DECIMALS = 6;
/** Decimals of an investment's monthly percentage. */
export const PERCENT_DECIMALS = 4;

/** The largest exchange rate taken (a guard for the NUMERIC columns; a real rate is near 5). */
export const MAX_EXCHANGE_RATE = '1000';
/** The largest fee taken, in USD. */
export const MAX_FEE_USD = MAX_AMOUNT_USD;
/** The largest investment, in USD. */
export const MAX_INVESTMENT_USD = '1000000000.00';
/** The largest investment, in BRL. */
export const MAX_INVESTMENT_BRL = '10000000000.00';

/**
 * How a decimal string is written on the wire (docs/money-and-dates.md#amounts): digits with no leading
 * zero (but '0.50'), a '.' before the decimals, an optional '-', no blanks: '100.00', '5.4325'.
 */
const WIRE_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** True when text is a decimal string as written on the wire (WIRE_DECIMAL): '100.00', not '010.00' or ' 10.00'. */
export function isWireDecimal(text: string): boolean {
  return WIRE_DECIMAL.test(text);
}

/**
 * The Decimal of a wire amount: a JSON number, or a decimal string written as WIRE_DECIMAL says
 * ('010.00' and ' 10.00' are refused, not read as 10).
 * @throws FieldError 'is required' or 'must be a decimal number, ...'.
 */
export function decimalField(value: DecimalInput | null | undefined, field: string): Decimal {
  if (value === null || value === undefined) throw FieldError.of(field, 'required');
  if (typeof value === 'string' && !isWireDecimal(value)) throw FieldError.of(field, 'decimal');
  const parsed = parseDecimal(value);
  if (!parsed) throw FieldError.of(field, 'decimal');
  return parsed;
}

/** How an amount is bounded: above 0 or from 0, at most `max`, with at most `decimals` places. */
interface Bounds {
  min: 'positive' | 'zero';
  max: string | null;
  decimals: number;
}

function bounded(value: DecimalInput | null | undefined, field: string, { min, max, decimals }: Bounds): Decimal {
  const d = decimalField(value, field);
  if (min === 'positive' && d.lte(0)) throw FieldError.of(field, 'positive');
  if (min === 'zero' && d.lt(0)) throw FieldError.of(field, 'notNegative');
  if (max !== null && d.gt(max)) throw FieldError.of(field, 'atMost', { max });
  if (!hasAtMostDecimals(d, decimals)) throw FieldError.of(field, 'atMostDecimals', { decimals });
  return d;
}

/** An order amount in USD: > 0, <= MAX_AMOUNT_USD, to the cent; '100.00'. @throws FieldError. */
export function usdAmount(value: DecimalInput | null | undefined, field: string): string {
  return toCents(bounded(value, field, { min: 'positive', max: MAX_AMOUNT_USD, decimals: MONEY_DECIMALS }));
}

/** A fee in USD: >= 0, <= MAX_FEE_USD, to the cent; '5.00'. @throws FieldError. */
export function feeAmount(value: DecimalInput | null | undefined, field: string): string {
  return toCents(bounded(value, field, { min: 'zero', max: MAX_FEE_USD, decimals: MONEY_DECIMALS }));
}

/** An exchange rate (BRL per USD): > 0, <= MAX_EXCHANGE_RATE, at most 6 places; '5.432500'. @throws FieldError. */
export function exchangeRate(value: DecimalInput | null | undefined, field: string): string {
  return toRate(bounded(value, field, { min: 'positive', max: MAX_EXCHANGE_RATE, decimals: RATE_DECIMALS }));
}

/** A payment line of an order in USD: >= 0, <= MAX_AMOUNT_USD, to the cent; '50.00'. @throws FieldError. */
export function lineValue(value: DecimalInput | null | undefined, field: string): string {
  return toCents(bounded(value, field, { min: 'zero', max: MAX_AMOUNT_USD, decimals: MONEY_DECIMALS }));
}

/** A partial payment (paid out) in BRL: > 0, to the cent; '150.00'. @throws FieldError. */
export function paidAmount(value: DecimalInput | null | undefined, field: string): string {
  return toCents(bounded(value, field, { min: 'positive', max: null, decimals: MONEY_DECIMALS }));
}

/** An investment amount (USD or BRL): > 0, <= max, to the cent; '1000.00'. @throws FieldError. */
export function investmentAmount(value: DecimalInput | null | undefined, field: string, max: string): string {
  return toCents(bounded(value, field, { min: 'positive', max, decimals: MONEY_DECIMALS }));
}

/** An investment's monthly percentage: > 0, <= 100, at most 4 places; '1.5000'. @throws FieldError. */
export function monthlyPercentage(value: DecimalInput | null | undefined, field: string): string {
  return bounded(value, field, { min: 'positive', max: '100', decimals: PERCENT_DECIMALS }).toFixed(PERCENT_DECIMALS);
}

/** An amount the client was shown that must equal `expected` (computed by the rules). @throws FieldError `${problem}, ${expected}`. */
export function mustEqual(value: DecimalInput | null | undefined, expected: string, field: string, problem: string): string {
  const d = decimalField(value, field);
  if (!d.equals(expected)) throw FieldError.of(field, 'mustEqual', { problem, expected });
  return expected;
}
