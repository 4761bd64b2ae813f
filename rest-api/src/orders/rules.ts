/**
 * The order rules both the REST API and the new-order form apply (spec 01 §5, §9; DESIGN §4, §5,
 * §8), in one pure module with no Node or browser dependency, so the form's instant feedback and
 * the server's final word can never disagree. The web app imports it as '@agency/rest-api/order-rules'.
 *
 * Money is never a JavaScript number: amounts are decimal strings in, decimal strings out, computed
 * with decimal.js and rounded half-up to the cent (USD and BRL) or to 6 places (exchange rate).
 * Dates are calendar dates 'YYYY-MM-DD', never shifted through a time zone.
 */
import { addBusinessDays, addDays, addMonths, format, getDaysInMonth, isValid, isWeekend, parseISO, setDate } from 'date-fns';
import { Decimal } from 'decimal.js';

/** The "payment in N days" choices of the new-order form (spec 01 §9). -1 means a typed date. */
export const PAYMENT_IN_DAYS = [1, 5, 10, 15, 20, 30] as const;

/** The days value of a payment date typed by hand (spec 01 §4: the selector shows custom). */
export const CUSTOM_DAYS = -1;

/** At most this many payment lines on an order (spec 01 §5). */
export const MAX_PAYMENT_LINES = 3;

/** The largest order amount in USD the agency takes in one order. */
export const MAX_AMOUNT_USD = '1000000.00';

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A decimal amount as accepted on the wire: a JSON number or a decimal string. */
export type DecimalInput = string | number;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** The Decimal of a wire amount, or null when it is not a plain decimal number. */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Dec(text);
}

/** An amount string with its whole part grouped by thousands: '3167.27' -> '3,167.27'. */
export function groupDigits(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A non-negative amount rounded half-up to the cent, as a string with 2 decimals ('12.50'). */
export function toCents(value: Decimal.Value): string {
  return new Dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** An exchange rate rounded half-up to 6 places, as a string with 6 decimals ('5.432500'; DESIGN §4). */
export function toRate(value: Decimal.Value): string {
  return new Dec(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/** True when value has no more than `places` decimals. */
export function hasAtMostDecimals(value: Decimal, places: number): boolean {
  return value.decimalPlaces() <= places;
}

/** amountBRL = amountUSD x exchange rate, rounded half-up to the cent (DESIGN §4). */
export function amountBrlFor(amountUsd: Decimal.Value, exchangeRate: Decimal.Value): string {
  return toCents(new Dec(amountUsd).times(exchangeRate));
}

/**
 * The USD amount for a typed BRL amount (DESIGN §8): round(BRL / rate, 2). The form then recomputes
 * BRL from that USD with amountBrlFor, so the pair always satisfies amountBRL = USD x rate.
 * @throws RangeError when the rate is not above zero.
 */
export function amountUsdForBrl(amountBrl: Decimal.Value, exchangeRate: Decimal.Value): string {
  const rate = new Dec(exchangeRate);
  if (rate.lte(0)) throw new RangeError('exchange rate must be above zero');
  return toCents(new Dec(amountBrl).dividedBy(rate));
}

/** totalFee = amountUSD + fee, to the cent (spec 01 §3 "total with fee"). */
export function totalWithFee(amountUsd: Decimal.Value, fee: Decimal.Value): string {
  return toCents(new Dec(amountUsd).plus(fee));
}

/** The sum of payment-line values, to the cent (spec 01 §5 check 5). */
export function sumOfPayments(values: Decimal.Value[]): string {
  return toCents(values.reduce<Decimal>((sum, v) => sum.plus(v), new Dec(0)));
}

/** True when amount and rate give exactly amountBrl to the cent (the server's check, DESIGN §8). */
export function brlMatches(amountUsd: Decimal.Value, exchangeRate: Decimal.Value, amountBrl: Decimal.Value): boolean {
  return new Dec(amountBrlFor(amountUsd, exchangeRate)).equals(amountBrl);
}

// ---- calendar dates: 'YYYY-MM-DD' read as a local midnight and written back the same way ----

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

function day(date: string): Date {
  const parsed = parseISO(date);
  if (!DATE_TEXT.test(date) || !isValid(parsed)) throw new RangeError(`not a calendar date 'YYYY-MM-DD': ${date}`);
  return parsed;
}

const text = (date: Date): string => format(date, 'yyyy-MM-dd');

/** True when the calendar date is a Saturday or a Sunday. */
export function isWeekendDate(date: string): boolean {
  return isWeekend(day(date));
}

/** The calendar date `days` days after `date` (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  return text(addDays(day(date), days));
}

/**
 * The calendar date `months` months after `date`, its day clamped to the length of the month it
 * lands in (date-fns addMonths): 2027-01-31 + 1 = 2027-02-28, 2028-01-31 + 1 = 2028-02-29,
 * 2027-01-31 + 2 = 2027-03-31. Always count from the same start date, never chain.
 */
export function addCalendarMonths(date: string, months: number): string {
  return text(addMonths(day(date), months));
}

/** The date of `date`'s own month whose day is `dayOfMonth` (1..31), clamped to that month's length. */
export function withDayOfMonth(date: string, dayOfMonth: number): string {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) throw new RangeError('dayOfMonth must be 1 to 31');
  const d = day(date);
  return text(setDate(d, Math.min(dayOfMonth, getDaysInMonth(d))));
}

/** The date `count` weekdays (Monday to Friday) after `date`; from a weekend, Monday is the first. */
export function addWeekdays(date: string, count: number): string {
  return text(addBusinessDays(day(date), count));
}

/** How many weekdays lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function weekdaysBetween(from: string, to: string): number {
  let count = 0;
  for (let d = addDays(day(from), 1), end = day(to); d <= end; d = addDays(d, 1)) {
    if (!isWeekend(d)) count += 1;
  }
  return count;
}

/**
 * The payment date of an order created on `creationDate` with "payment in `days` days"
 * (spec 01 §9, DESIGN §5, §8): 1 is the next calendar day; 5, 10, 15, 20 and 30 count weekdays
 * only; a weekend creation date with 5 counts 6.
 * @throws RangeError for a days value that is not one of PAYMENT_IN_DAYS.
 */
export function paymentDateFor(creationDate: string, days: number): string {
  if (!(PAYMENT_IN_DAYS as readonly number[]).includes(days)) {
    throw new RangeError(`days must be one of ${PAYMENT_IN_DAYS.join(', ')}`);
  }
  if (days === 1) return addCalendarDays(creationDate, 1);
  const count = days === 5 && isWeekendDate(creationDate) ? 6 : days;
  return addWeekdays(creationDate, count);
}

/** The days value to store for a payment date typed by hand (DESIGN §8): its weekday count. */
export function daysForTypedDate(creationDate: string, paymentDate: string): number {
  return weekdaysBetween(creationDate, paymentDate);
}

/** Compares two calendar dates: negative, 0 or positive ('YYYY-MM-DD' sorts as text). */
export function compareDates(a: string, b: string): number {
  day(a);
  day(b);
  return a < b ? -1 : a > b ? 1 : 0;
}
