/**
 * The client (sender) form: its values, the yup schema with the required fields of docs/clients-and-beneficiaries.md#validation
 * (fullName, birthday, CPF, telephone, streetAddress, zipCode, city, state, doc type, doc number;
 * country defaults to US), the server's limits (each text at most CLIENT_FIELD_LIMITS long, the birthday
 * not in the future nor more than MAX_AGE_YEARS ago: @agency/rules, docs/money-and-dates.md#limits), and
 * the conversions from a Client and to a ClientInput.
 */
import {
  calendarDateIn,
  canonicalTaxId,
  canonicalUsZip,
  CLIENT_TEXT_LIMITS,
  earliestBirthday,
  isCalendarDate,
  MAX_AGE_YEARS,
  usPhoneDigits,
} from '@agency/rules';
import { storedAgencyTimeZone } from '../auth/session';
import { TAX_ID_PROBLEM } from '../../ui/taxId';
import { visibleNameTest } from '../../ui/visibleName';
import * as yup from 'yup';
import type { ClientFields_ClientFragment } from './ClientFields.generated';
import type { ClientInput, DocumentType } from '../../generated/graphql';
import { formatUsPhone } from '../../ui/phone';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPE_OPTIONS } from './documentTypes';
import { translate } from '../../i18n';

/** What the client form edits; telephone holds the formatted text. */
export interface ClientFormValues {
  fullName: string;
  birthday: string;
  cpf: string;
  telephone: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
  documentType: DocumentType | '';
  documentNumber: string;
}

/**
 * The sender's required fields (docs/clients-and-beneficiaries.md#validation, sender): the ones the form
 * marks as required, and the ones the new-order form's check 1 wants filled (orderChecks.ts).
 */
export const CLIENT_REQUIRED_FIELDS = [
  'fullName',
  'birthday',
  'cpf',
  'telephone',
  'streetAddress',
  'zipCode',
  'city',
  'state',
  'documentType',
  'documentNumber',
] as const satisfies ReadonlyArray<keyof ClientFormValues>;

/** Default country of a client (docs/clients-and-beneficiaries.md#clients). */
export const DEFAULT_COUNTRY = 'US';

/**
 * The longest text of each field of the form: the REST API's limits (@agency/rules CLIENT_TEXT_LIMITS,
 * whose `email` is the CPF/CNPJ), which the inputs stop at and the schema checks.
 */
export const CLIENT_FIELD_LIMITS = {
  fullName: CLIENT_TEXT_LIMITS.fullName,
  cpf: CLIENT_TEXT_LIMITS.email,
  telephone: CLIENT_TEXT_LIMITS.telephone,
  streetAddress: CLIENT_TEXT_LIMITS.streetAddress,
  zipCode: CLIENT_TEXT_LIMITS.zipCode,
  city: CLIENT_TEXT_LIMITS.city,
  state: CLIENT_TEXT_LIMITS.state,
  country: CLIENT_TEXT_LIMITS.country,
  documentNumber: CLIENT_TEXT_LIMITS.documentNumber,
} as const satisfies Partial<Record<keyof ClientFormValues, number>>;

/** A text of at most `max` characters; `label` is the catalogue key of the field's name ('Full Name is longer than 200 characters'). */
export const capped = (label: string, max: number) =>
  yup
    .string()
    .trim()
    .max(max, () => translate('validation.tooLong', { field: translate(label), max }));

/** A required text of at most `max` characters; `label` is the catalogue key of the field's name ('Full Name is required'). */
const required = (label: string, max: number) =>
  capped(label, max).required(() => translate('validation.required', { field: translate(label) }));

/** The agency's today as this browser last heard its zone (the browser's own before that): the birthday's bound. */
function agencyToday(): string {
  return calendarDateIn(storedAgencyTimeZone(), new Date());
}

/** The birthday's rule problem ('notInFuture', 'tooOld') for a real date, else null (the server's birthdayDate). */
function birthdayProblem(date: string): 'notInFuture' | 'tooOld' | null {
  const today = agencyToday();
  if (date > today) return 'notInFuture';
  return date < earliestBirthday(today) ? 'tooOld' : null;
}

const birthdayMessage = (rule: 'notInFuture' | 'tooOld') => () =>
  translate('errors.fieldProblem', { field: translate('people.birthday'), problem: translate(`rules.${rule}`, { years: MAX_AGE_YEARS }) });

/** The client form's schema (docs/clients-and-beneficiaries.md#validation). */
export const clientSchema = yup.object({
  fullName: required('people.fullName', CLIENT_FIELD_LIMITS.fullName).test(visibleNameTest('people.fullName')),
  birthday: required('people.birthday', 10)
    .test(
      'date',
      () => translate('common.validDate'),
      (v) => !v || isCalendarDate(v),
    )
    .test('notInFuture', birthdayMessage('notInFuture'), (v) => !v || !isCalendarDate(v) || birthdayProblem(v) !== 'notInFuture')
    .test('tooOld', birthdayMessage('tooOld'), (v) => !v || !isCalendarDate(v) || birthdayProblem(v) !== 'tooOld'),
  cpf: required('people.cpf', CLIENT_FIELD_LIMITS.cpf).test('cpf', TAX_ID_PROBLEM, (v) => !v?.trim() || canonicalTaxId(v) !== null),
  telephone: required('people.telephone', CLIENT_FIELD_LIMITS.telephone).test(
    'phone',
    () => translate('validation.usPhone'),
    (v) => !v || usPhoneDigits(v) !== null,
  ),
  streetAddress: required('people.streetAddress', CLIENT_FIELD_LIMITS.streetAddress),
  zipCode: required('people.zipCode', CLIENT_FIELD_LIMITS.zipCode).test(
    'zip',
    () => translate('validation.usZip'),
    (v) => !v || canonicalUsZip(v) !== null,
  ),
  city: required('people.city', CLIENT_FIELD_LIMITS.city),
  state: required('people.state', CLIENT_FIELD_LIMITS.state),
  country: capped('people.country', CLIENT_FIELD_LIMITS.country).default(DEFAULT_COUNTRY),
  documentType: yup
    .string()
    .required(() => translate('validation.required', { field: translate('people.documentType') }))
    .oneOf(
      DOCUMENT_TYPE_OPTIONS.map((o) => o.value),
      () => translate('validation.required', { field: translate('people.documentType') }),
    ),
  documentNumber: required('people.documentNumber', CLIENT_FIELD_LIMITS.documentNumber),
});

/** The form's values for a client, or a blank form (country US, document type CNH). */
export function clientFormValues(client?: ClientFields_ClientFragment | null): ClientFormValues {
  return {
    fullName: client?.fullName ?? '',
    birthday: client?.birthday ?? '',
    cpf: client?.cpf ?? '',
    telephone: formatUsPhone(client?.telephone ?? ''),
    streetAddress: client?.streetAddress ?? '',
    zipCode: client?.zipCode ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    country: client?.country || DEFAULT_COUNTRY,
    documentType: client?.documentType ?? DEFAULT_DOCUMENT_TYPE,
    documentNumber: client?.documentNumber ?? '',
  };
}

/** The ClientInput for valid form values: texts trimmed, the phone as the server stores it (its 10 digits), country US if blank. */
export function clientInput(values: ClientFormValues): ClientInput {
  return {
    fullName: values.fullName.trim(),
    birthday: values.birthday.trim(),
    cpf: values.cpf.trim(),
    telephone: usPhoneDigits(values.telephone) ?? values.telephone.trim(),
    streetAddress: values.streetAddress.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    country: values.country.trim().toUpperCase() || DEFAULT_COUNTRY,
    documentType: values.documentType as DocumentType,
    documentNumber: values.documentNumber.trim(),
  };
}

/** Server field names (REST and GraphQL) → client form fields, for BAD_USER_INPUT messages. */
export const CLIENT_SERVER_FIELDS: Readonly<Record<string, keyof ClientFormValues>> = {
  fullName: 'fullName',
  birthday: 'birthday',
  email: 'cpf',
  cpf: 'cpf',
  telephone: 'telephone',
  streetAddress: 'streetAddress',
  zipCode: 'zipCode',
  zip: 'zipCode',
  city: 'city',
  state: 'state',
  country: 'country',
  documentTypeID: 'documentType',
  documentType: 'documentType',
  documentNumber: 'documentNumber',
};
