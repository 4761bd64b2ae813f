import { isCalendarDate } from '@agency/rules';
import { Decimal } from 'decimal.js';
import * as yup from 'yup';
import { currentLanguage, translate, type Language } from '../../i18n';
import { typedDecimalMark } from './transfer';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The typed value without spaces or thousands separators, with '.' as its decimal mark: '1,250.50' →
 * '1250.50' in English, '1.250,50' → '1250.50' in Portuguese (typedDecimalMark).
 */
export function normalizeAmount(text: string, language: Language = currentLanguage()): string {
  return typedDecimalMark(text, language);
}

/**
 * The partial payment form of the transfer log (docs/orders.md#validation): the value (BRL, to the cent, above 0)
 * is required; the date is optional (the server takes today when blank). The REST API checks the
 * same, and refuses a value that would take the remainder below 0.
 */
export const partialPaymentSchema = yup.object({
  value: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeAmount(v) : v))
    .required(() => translate('orders.valueRequired'))
    .matches(AMOUNT, { message: () => translate('orders.enterBrl'), excludeEmptyString: true })
    .test(
      'positive',
      () => translate('orders.valuePositive'),
      (v) => !v || !AMOUNT.test(v) || new Decimal(v).gt(0),
    ),
  date: yup
    .string()
    .trim()
    .default('')
    .test(
      'date',
      () => translate('common.validDate'),
      (v) => !v || isCalendarDate(v),
    ),
});

export type PartialPaymentValues = yup.InferType<typeof partialPaymentSchema>;
