import { isCalendarDate, MONEY_DECIMALS } from '@agency/rules';
import { Decimal } from 'decimal.js';
import * as yup from 'yup';
import { currentLanguage, translate, type Language } from '../../i18n';
import { amountRefusalText, readAmount } from '../../ui/amountText';

/**
 * The typed value as the REST API takes it ('1.250,50' → '1250.50' in Portuguese, '1,250.50' →
 * '1250.50' in English: readAmount, docs/money-and-dates.md#typed-amounts), or '' when it does not
 * read as an amount (the schema has refused it then).
 */
export function normalizeAmount(text: string, language: Language = currentLanguage()): string {
  const reading = readAmount(text, language, MONEY_DECIMALS);
  return reading.kind === 'amount' ? reading.value : '';
}

/**
 * The partial payment form of the transfer log (docs/orders.md#validation): the value (BRL, to the cent, above 0)
 * is required and must read as an amount in the screen's language (a refusal says how it was read);
 * the date is optional (the server takes today when blank). The REST API checks the same, and
 * refuses a value that would take the remainder below 0.
 */
export const partialPaymentSchema = yup.object({
  value: yup
    .string()
    .trim()
    .required(() => translate('orders.valueRequired'))
    .test('amount', (value, context) => {
      const language = currentLanguage();
      const reading = readAmount(value ?? '', language, MONEY_DECIMALS);
      if (reading.kind === 'refused') return context.createError({ message: amountRefusalText(reading, MONEY_DECIMALS, language) });
      if (reading.kind === 'amount' && !new Decimal(reading.value).gt(0))
        return context.createError({ message: translate('orders.valuePositive') });
      return true;
    }),
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
