/**
 * Money, exact: amounts are decimal strings in and decimal strings out, never a JavaScript number,
 * computed with decimal.js and rounded half-up, to the cent for USD and BRL and to 6 places for the
 * exchange rate (BRL per USD). The order's amounts (BRL from USD and the rate, the total with the
 * fee, the sum of the payment lines) are computed here for the new-order form and the REST API alike.
 */
import { Decimal } from 'decimal.js';

/** The largest order amount in USD the agency takes in one order. */
export const MAX_AMOUNT_USD = '1000000.00';

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A decimal amount as accepted on the wire: a JSON number or a decimal string. */
export type DecimalInput = string | number;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The Decimal of a wire amount (any currency, or a rate or percentage): a finite JSON number or a
 * plain decimal string ('12.50', '-3', surrounding blanks ignored); null for anything else ('1e5',
 * '12,50', '', NaN). Never throws.
 */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Dec(text);
}

/** An amount string (any currency) with its whole part grouped by thousands: '3167.27' -> '3,167.27'. */
export function groupDigits(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount in USD or BRL rounded half-up to the cent, as a string with 2 decimals ('12.5' ->
 * '12.50', '0.005' -> '0.01'). Throws decimal.js's Error for a value that is not a number.
 */
export function toCents(value: Decimal.Value): string {
  return new Dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * An exchange rate (BRL per USD) rounded half-up to 6 places, as a string with 6 decimals
 * ('5.4325' -> '5.432500'). Throws decimal.js's Error for a value that is not a number.
 */
export function toRate(value: Decimal.Value): string {
  return new Dec(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/** True when value has no more than `places` decimals ('1.50' read as 1.5 has 1). */
export function hasAtMostDecimals(value: Decimal, places: number): boolean {
  return value.decimalPlaces() <= places;
}

/** amountBRL = amountUSD x exchange rate (BRL per USD), rounded half-up to the cent: a BRL string ('543.25'). */
export function amountBrlFor(amountUsd: Decimal.Value, exchangeRate: Decimal.Value): string {
  return toCents(new Dec(amountUsd).times(exchangeRate));
}

/**
 * The USD amount for a typed BRL amount: round(BRL / rate, 2), a USD string. The form then
 * recomputes BRL from that USD with amountBrlFor, so the pair always satisfies amountBRL = USD x rate.
 * @throws RangeError when the rate is not above zero.
 */
export function amountUsdForBrl(amountBrl: Decimal.Value, exchangeRate: Decimal.Value): string {
  const rate = new Dec(exchangeRate);
  if (rate.lte(0)) throw new RangeError('exchange rate must be above zero');
  return toCents(new Dec(amountBrl).dividedBy(rate));
}

/** The order's total with fee = amountUSD + fee (both USD), to the cent: a USD string. */
export function totalWithFee(amountUsd: Decimal.Value, fee: Decimal.Value): string {
  return toCents(new Dec(amountUsd).plus(fee));
}

/** The sum of payment values (one currency, USD for an order's payment lines), to the cent; '0.00' for none. */
export function sumOfPayments(values: Decimal.Value[]): string {
  return toCents(values.reduce<Decimal>((sum, v) => sum.plus(v), new Dec(0)));
}

/** True when the USD amount and the rate give exactly amountBrl (BRL) to the cent: the server's check of a sent BRL. */
export function brlMatches(amountUsd: Decimal.Value, exchangeRate: Decimal.Value, amountBrl: Decimal.Value): boolean {
  return new Dec(amountBrlFor(amountUsd, exchangeRate)).equals(amountBrl);
}
