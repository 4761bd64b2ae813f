import { isCalendarDate } from '@agency/rules';
import { Decimal } from 'decimal.js';
import * as yup from 'yup';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The typed value without spaces or thousands separators ('1,250.50' → '1250.50'). */
export function normalizeAmount(text: string): string {
  return text.replace(/[\s,]/g, '');
}

/**
 * The partial payment form of the transfer log (spec 02 §5): the value (BRL, to the cent, above 0)
 * is required; the date is optional (the server takes today when blank). The REST API checks the
 * same, and refuses a value that would take the remainder below 0.
 */
export const partialPaymentSchema = yup.object({
  value: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeAmount(v) : v))
    .required('Value is required')
    .matches(AMOUNT, { message: 'Enter an amount in BRL, such as 150.00', excludeEmptyString: true })
    .test('positive', 'The value must be more than 0', (v) => !v || !AMOUNT.test(v) || new Decimal(v).gt(0)),
  date: yup
    .string()
    .trim()
    .default('')
    .test('date', 'Enter a valid date', (v) => !v || isCalendarDate(v)),
});

export type PartialPaymentValues = yup.InferType<typeof partialPaymentSchema>;
