/**
 * The import screen's words for the schema's enumerations (docs/screens.md "Import"): each field a column can fill, each
 * row outcome, and a refused row's sentence in the language in use.
 */
import { problemOf } from '@agency/rules';
import type { ImportField, ImportOutcome } from '../../generated/graphql';
import { currentLanguage, translate } from '../../i18n';
import { localParams } from '../../ui/errorMessages';

/** Every ImportField, in the order the mapping's select lists them: the client's, the beneficiary's, an open order's. */
export const IMPORT_FIELDS = [
  'CLIENT_FULL_NAME',
  'CLIENT_BIRTHDAY',
  'CLIENT_CPF',
  'CLIENT_TELEPHONE',
  'CLIENT_STREET_ADDRESS',
  'CLIENT_ZIP_CODE',
  'CLIENT_CITY',
  'CLIENT_STATE',
  'CLIENT_COUNTRY',
  'CLIENT_DOCUMENT_TYPE',
  'CLIENT_DOCUMENT_NUMBER',
  'BENEFICIARY_FULL_NAME',
  'BENEFICIARY_CPF',
  'BENEFICIARY_TELEPHONE',
  'BENEFICIARY_STATE',
  'BENEFICIARY_ZIP',
  'BENEFICIARY_CITY',
  'BENEFICIARY_PAYOUT_TYPE',
  'BENEFICIARY_ACCOUNT_TYPE',
  'BENEFICIARY_PIX_KEY',
  'BENEFICIARY_BANK_NAME',
  'BENEFICIARY_BRANCH',
  'BENEFICIARY_ACCOUNT_NUMBER',
  'BENEFICIARY_DOCUMENT_TYPE',
  'BENEFICIARY_DOCUMENT_NUMBER',
  'ORDER_AMOUNT_USD',
  'ORDER_EXCHANGE_RATE',
  'ORDER_FEE',
  'ORDER_CREATION_DATE',
  'ORDER_PAYMENT_DATE',
  'ORDER_STATUS',
  'ORDER_PAID_AMOUNT',
  'ORDER_REFERENCE',
] as const satisfies readonly ImportField[];

// Every value of the schema's enumeration is listed: a new one fails the type-check here.
type Missing = Exclude<ImportField, (typeof IMPORT_FIELDS)[number]>;
const everyFieldListed: Missing extends never ? true : Missing = true;
void everyFieldListed;

/** The outcomes, in the order the filter shows them. */
export const IMPORT_OUTCOMES = ['NEW', 'SAME', 'CHANGED', 'REFUSED', 'HELD'] as const satisfies readonly ImportOutcome[];

/** A field's label, with what it belongs to ('Client: CPF/CNPJ'). */
export function importFieldLabel(field: ImportField): string {
  return translate(`import.fields.${field}`);
}

/** An outcome's label (New, Same, Changed, Refused, Held). */
export function importOutcomeLabel(outcome: ImportOutcome): string {
  return translate(`import.outcomes.${outcome}`);
}

/**
 * A problem's calendar dates (YYYY-MM-DD, e.g. an open order's first day of use) as the language in use writes a
 * day ('27/11/2026' in Portuguese), never shifted by a time zone; other parameters as they are. Here rather than in
 * ui/errorMessages' localParams: only the import's sentences carry a date, and that module is in /login's weight.
 */
function localDays(params: Record<string, string | number>): Record<string, string | number> {
  const days = new Intl.DateTimeFormat(currentLanguage(), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? new Date(`${value}T00:00:00Z`) : null;
      return [name, day && !Number.isNaN(day.getTime()) ? days.format(day) : value];
    }),
  );
}

/**
 * A refused or held row's sentence: the field's label and the server's problem ('client.email: must be a valid CPF or
 * CNPJ' → 'Client: CPF/CNPJ: must be a valid CPF or CNPJ'). In Portuguese the problem is read by the shared rules' key
 * (docs/i18n.md "Shared rules"), else said as an invalid value, so no English reaches the screen.
 */
export function rowSentence(field: ImportField | null, message: string | null): string {
  const problem = (message ?? '').replace(/^\s*[A-Za-z]\w*(?:\.\w+)*\s*:\s*/, '').trim();
  // A shared rule's problem is said from the catalogue in either language, its dates and amounts in the
  // language's forms; another is the server's sentence in English and an invalid value in Portuguese.
  const known = problemOf(problem);
  const said = known
    ? translate(`rules.${known.rule}`, localParams(localDays(known.params), currentLanguage()))
    : currentLanguage() === 'en'
      ? problem
      : translate('import.invalidValue');
  return field ? translate('import.fieldSentence', { field: importFieldLabel(field), sentence: said }) : said;
}
