/**
 * The limits of what the agency stores, once for the REST API and the forms (docs/money-and-dates.md#limits,
 * issue 30 item 7): the longest text of each field of a client, a beneficiary and an investment's payout
 * (characters; the REST API's schemas refuse a longer one with 400 INVALID_FIELD '{field}: must have at
 * most N characters', FIELD_PROBLEMS.atMostCharacters, and the forms' inputs stop at it: a browser counts
 * UTF-16 units, the API code points, so the form is never the looser), and the oldest birthday taken (MAX_AGE_YEARS
 * before the agency's today). The amounts' limits are in amounts.ts (MAX_AMOUNT_USD, MAX_FEE_USD,
 * MAX_EXCHANGE_RATE), checked by the same functions on both sides.
 */
import { addCalendarMonths } from './dateArithmetic.js';
import { FieldError } from './errors.js';
import { pastDate } from './fields.js';

/** A person's or a company's name, a street address, a city or a bank's name: at most this many characters. */
export const MAX_NAME_LENGTH = 200;

/** The longest text of each field of a client (the sender), by the REST API's names (`email` is the CPF/CNPJ). */
export const CLIENT_TEXT_LIMITS = {
  fullName: MAX_NAME_LENGTH,
  email: 30,
  telephone: 30,
  streetAddress: MAX_NAME_LENGTH,
  zipCode: 20,
  city: MAX_NAME_LENGTH,
  state: 10,
  country: 60,
  documentNumber: 60,
} as const;

/** The longest text of each field of a beneficiary (REST: recipient), by the REST API's names (`email` is the CPF/CNPJ). */
export const RECIPIENT_TEXT_LIMITS = {
  fullName: MAX_NAME_LENGTH,
  email: 30,
  telephone: 30,
  state: 10,
  zip: 20,
  city: MAX_NAME_LENGTH,
  pix: 100,
  bankName: MAX_NAME_LENGTH,
  branch: 60,
  accountNumber: 60,
  documentNumber: 60,
} as const;

/** The longest text of each payout field of an investment, and of its free payment description. */
export const INVESTMENT_TEXT_LIMITS = {
  pix: 200,
  accountNumber: 200,
  bankName: 200,
  branch: 200,
  paymentDescription: 2000,
} as const;

/** The oldest client taken: a birthday more than this many years before today is a typing mistake. */
export const MAX_AGE_YEARS = 120;

/**
 * The earliest birthday taken on `today` ('YYYY-MM-DD', the agency's day): MAX_AGE_YEARS before it,
 * as a calendar date ('2026-11-27' gives '1906-11-27'; 2028-02-29 gives 1908-02-29).
 * @throws RangeError when today is not a calendar date.
 */
export function earliestBirthday(today: string): string {
  // An import checks thousands of birthdays against the same day: the last answer is kept.
  if (today !== lastToday.today) lastToday = { today, earliest: addCalendarMonths(today, -12 * MAX_AGE_YEARS) };
  return lastToday.earliest;
}

let lastToday = { today: '', earliest: '' };

/**
 * A client's birthday as stored: a real date 'YYYY-MM-DD', not after `today` (the agency's day) and not
 * more than MAX_AGE_YEARS before it.
 * @throws FieldError `${field}: must not be more than 120 years ago`, or pastDate's (required, real
 * date, not in the future).
 */
export function birthdayDate(value: string | null | undefined, field: string, today: string): string {
  const date = pastDate(value, field, today);
  if (date < earliestBirthday(today)) throw FieldError.of(field, 'tooOld', { years: MAX_AGE_YEARS });
  return date;
}
