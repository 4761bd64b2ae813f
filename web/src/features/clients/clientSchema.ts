/**
 * The client (sender) form: its values, the yup schema with the required fields of docs/clients-and-beneficiaries.md#validation
 * (fullName, birthday, CPF, telephone, streetAddress, zipCode, city, state, doc type, doc number;
 * country defaults to US), and the conversions from a Client and to a ClientInput.
 */
import { canonicalTaxId, canonicalUsZip, isCalendarDate, usPhoneDigits } from '@agency/rules';
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

/** The fields the form marks as required (docs/clients-and-beneficiaries.md#validation, sender). */
export const CLIENT_REQUIRED_FIELDS: ReadonlySet<keyof ClientFormValues> = new Set<keyof ClientFormValues>([
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
]);

/** Default country of a client (docs/clients-and-beneficiaries.md#clients). */
export const DEFAULT_COUNTRY = 'US';

/** A required text; `label` is the catalogue key of the field's name ('Full Name is required'). */
const required = (label: string) =>
  yup
    .string()
    .trim()
    .required(() => translate('validation.required', { field: translate(label) }));

/** The client form's schema (docs/clients-and-beneficiaries.md#validation). */
export const clientSchema = yup.object({
  fullName: required('people.fullName').test(visibleNameTest('people.fullName')),
  birthday: required('people.birthday').test(
    'date',
    () => translate('common.validDate'),
    (v) => !v || isCalendarDate(v),
  ),
  cpf: required('people.cpf').test('cpf', TAX_ID_PROBLEM, (v) => !v?.trim() || canonicalTaxId(v) !== null),
  telephone: required('people.telephone').test(
    'phone',
    () => translate('validation.usPhone'),
    (v) => !v || usPhoneDigits(v) !== null,
  ),
  streetAddress: required('people.streetAddress'),
  zipCode: required('people.zipCode').test(
    'zip',
    () => translate('validation.usZip'),
    (v) => !v || canonicalUsZip(v) !== null,
  ),
  city: required('people.city'),
  state: required('people.state'),
  country: yup.string().trim().default(DEFAULT_COUNTRY),
  documentType: yup
    .string()
    .required(() => translate('validation.required', { field: translate('people.documentType') }))
    .oneOf(
      DOCUMENT_TYPE_OPTIONS.map((o) => o.value),
      () => translate('validation.required', { field: translate('people.documentType') }),
    ),
  documentNumber: required('people.documentNumber'),
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
