/**
 * The consortium forms (docs/consortiums.md): a title that is not empty, and a register entry with
 * a client name, an amount in USD (only digits and a dot accepted as typed, to the cent) and a date.
 */
import { isCalendarDate, parseDecimal } from '@agency/rules';
import { decimalText } from '../orders/transfer';
import { translate } from '../../i18n';

/** The forms' messages, each read in the chosen language. */
export const CONSORTIUM_MESSAGES = {
  get title() {
    return translate('consortium.titleRequired');
  },
  get clientName() {
    return translate('consortium.clientNameRequired');
  },
  get amount() {
    return translate('consortium.amountRequired');
  },
  get date() {
    return translate('consortium.dateRequired');
  },
};

/** The message for a consortium title, or null when it may be saved. */
export function checkConsortiumTitle(title: string): string | null {
  return title.trim() === '' ? CONSORTIUM_MESSAGES.title : null;
}

export interface ConsortiumPaymentValues {
  clientName: string;
  amount: string;
  date: string;
}

/** The field errors of a register entry (empty when it may be saved). */
export function consortiumPaymentErrors(v: ConsortiumPaymentValues): Partial<Record<keyof ConsortiumPaymentValues, string>> {
  const errors: Partial<Record<keyof ConsortiumPaymentValues, string>> = {};
  if (v.clientName.trim() === '') errors.clientName = CONSORTIUM_MESSAGES.clientName;
  const amount = decimalText(v.amount);
  if (amount === null || !parseDecimal(amount)!.gt(0)) errors.amount = CONSORTIUM_MESSAGES.amount;
  if (!isCalendarDate(v.date.trim())) errors.date = CONSORTIUM_MESSAGES.date;
  return errors;
}
