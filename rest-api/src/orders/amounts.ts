/**
 * Wire amounts (DESIGN §3, §4): an amount arrives as a JSON number or a decimal string, is read with
 * the order rules' parseDecimal, checked here (400 naming the field), and kept as an exact decimal
 * string: USD, BRL and fees to the cent, the exchange rate to 6 places. Shared by order creation
 * (spec 01 §5, DESIGN §8) and the configuration calls (spec 02 §7).
 */
import type { Decimal } from 'decimal.js';
import { badRequest } from '../http-errors.js';
import { hasAtMostDecimals, MAX_AMOUNT_USD, parseDecimal, toCents, toRate, type DecimalInput } from '@agency/rules';

/** The largest exchange rate taken (a guard for the NUMERIC columns; a real rate is near 5). */
export const MAX_EXCHANGE_RATE = '1000';

/** The largest fee taken, in USD. */
export const MAX_FEE_USD = MAX_AMOUNT_USD;

/** The Decimal of a wire amount; 400 `${field}: must be a decimal number` otherwise. */
export function decimalField(value: DecimalInput | null | undefined, field: string): Decimal {
  if (value === null || value === undefined) throw badRequest(field, 'is required');
  const parsed = parseDecimal(value);
  if (!parsed) throw badRequest(field, "must be a decimal number, e.g. 100.00 or '100.00'");
  return parsed;
}

function atMostDecimals(value: Decimal, places: number, field: string): void {
  if (!hasAtMostDecimals(value, places)) throw badRequest(field, `must have at most ${places} decimals`);
}

/** An order amount in USD (spec 01 §3): > 0, <= MAX_AMOUNT_USD, at most 2 decimals; '100.00'. */
export function usdAmount(value: DecimalInput | null | undefined, field: string): string {
  const d = decimalField(value, field);
  if (d.lte(0)) throw badRequest(field, 'must be greater than 0');
  if (d.gt(MAX_AMOUNT_USD)) throw badRequest(field, `must be at most ${MAX_AMOUNT_USD}`);
  atMostDecimals(d, 2, field);
  return toCents(d);
}

/** A fee in USD (spec 01 §9): >= 0, <= MAX_FEE_USD, at most 2 decimals; '5.00'. */
export function feeAmount(value: DecimalInput | null | undefined, field: string): string {
  const d = decimalField(value, field);
  if (d.lt(0)) throw badRequest(field, 'must be 0 or more');
  if (d.gt(MAX_FEE_USD)) throw badRequest(field, `must be at most ${MAX_FEE_USD}`);
  atMostDecimals(d, 2, field);
  return toCents(d);
}

/** An exchange rate (DESIGN §4): > 0, <= MAX_EXCHANGE_RATE, at most 6 decimals; '5.432500'. */
export function exchangeRate(value: DecimalInput | null | undefined, field: string): string {
  const d = decimalField(value, field);
  if (d.lte(0)) throw badRequest(field, 'must be greater than 0');
  if (d.gt(MAX_EXCHANGE_RATE)) throw badRequest(field, `must be at most ${MAX_EXCHANGE_RATE}`);
  atMostDecimals(d, 6, field);
  return toRate(d);
}

/** A payment-line value in USD (spec 01 §5): >= 0, at most 2 decimals; '50.00'. */
export function lineValue(value: DecimalInput | null | undefined, field: string): string {
  const d = decimalField(value, field);
  if (d.lt(0)) throw badRequest(field, 'must be 0 or more');
  if (d.gt(MAX_AMOUNT_USD)) throw badRequest(field, `must be at most ${MAX_AMOUNT_USD}`);
  atMostDecimals(d, 2, field);
  return toCents(d);
}

/** A 2-decimal amount that must equal `expected` ('...' to the cent); 400 `${field}: ${problem}, ${expected}`. */
export function mustEqual(value: DecimalInput | null | undefined, expected: string, field: string, problem: string): string {
  const d = decimalField(value, field);
  if (!d.equals(expected)) throw badRequest(field, `${problem}, ${expected}`);
  return expected;
}
