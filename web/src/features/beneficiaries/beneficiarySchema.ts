/**
 * The beneficiary form: its values, the yup schema with the required fields of docs/clients-and-beneficiaries.md#validation (fullName,
 * CPF, city, state, doc type, doc number, payout type, account type; the Pix key for PIX, the Zelle
 * value for Zelle, bank name, branch and account number for Bank Deposit; telephone optional), the
 * Pix add rule, each text at most BENEFICIARY_FIELD_LIMITS long (the server's, docs/money-and-dates.md#limits),
 * and the conversions from a Beneficiary and to a BeneficiaryInput.
 */
import { brazilianPhoneDigits, canonicalTaxId, canonicalZelle, RECIPIENT_TEXT_LIMITS } from '@agency/rules';
import { TAX_ID_PROBLEM } from '../../ui/taxId';
import { visibleNameTest } from '../../ui/visibleName';
import * as yup from 'yup';
import type { BeneficiaryFields_BeneficiaryFragment } from './BeneficiaryFields.generated';
import type { AccountType, BeneficiaryInput, DocumentType, PayoutType } from '../../generated/graphql';
import { formatBrPhone } from '../../ui/phone';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPE_OPTIONS } from '../clients/documentTypes';
import { ACCOUNT_TYPE_OPTIONS, DEFAULT_ACCOUNT_TYPE, DEFAULT_PAYOUT_TYPE, PAYOUT_TYPE_OPTIONS, type PayoutFields } from './payout';
import { translate } from '../../i18n';

/** What the beneficiary form edits; telephone holds the formatted text. */
export interface BeneficiaryFormValues extends PayoutFields {
  fullName: string;
  cpf: string;
  telephone: string;
  state: string;
  zip: string;
  city: string;
  accountType: AccountType | '';
  documentType: DocumentType | '';
  documentNumber: string;
}

/** The fields marked as required for a payout type (docs/clients-and-beneficiaries.md#validation, beneficiary). */
export function beneficiaryRequiredFields(payoutType: PayoutType | ''): ReadonlySet<keyof BeneficiaryFormValues> {
  const fields: Array<keyof BeneficiaryFormValues> = [
    'fullName',
    'cpf',
    'city',
    'state',
    'documentType',
    'documentNumber',
    'payoutType',
    'accountType',
  ];
  if (payoutType === 'PIX' || payoutType === 'ZELLE') fields.push('pix');
  if (payoutType === 'BANK_DEPOSIT') fields.push('bankName', 'branch', 'accountNumber');
  return new Set(fields);
}

/**
 * The longest text of each field of the form: the REST API's limits (@agency/rules RECIPIENT_TEXT_LIMITS,
 * whose `email` is the CPF/CNPJ), which the inputs stop at and the schema checks.
 */
export const BENEFICIARY_FIELD_LIMITS = {
  fullName: RECIPIENT_TEXT_LIMITS.fullName,
  cpf: RECIPIENT_TEXT_LIMITS.email,
  telephone: RECIPIENT_TEXT_LIMITS.telephone,
  state: RECIPIENT_TEXT_LIMITS.state,
  zip: RECIPIENT_TEXT_LIMITS.zip,
  city: RECIPIENT_TEXT_LIMITS.city,
  pix: RECIPIENT_TEXT_LIMITS.pix,
  bankName: RECIPIENT_TEXT_LIMITS.bankName,
  branch: RECIPIENT_TEXT_LIMITS.branch,
  accountNumber: RECIPIENT_TEXT_LIMITS.accountNumber,
  documentNumber: RECIPIENT_TEXT_LIMITS.documentNumber,
} as const satisfies Partial<Record<keyof BeneficiaryFormValues, number>>;

const L = BENEFICIARY_FIELD_LIMITS;

/** A text of at most `max` characters; `label` is the catalogue key of the field's name. */
const capped = (label: string, max: number) =>
  yup
    .string()
    .trim()
    .max(max, () => translate('validation.tooLong', { field: translate(label), max }));

/** A required text; `label` is the catalogue key of the field's name. */
const requiredMessage = (label: string) => () => translate('validation.required', { field: translate(label) });
const required = (label: string, max: number) => capped(label, max).required(requiredMessage(label));
const requiredFor = (payoutType: PayoutType, label: string, max: number) =>
  capped(label, max)
    .default('')
    .when('payoutType', {
      is: payoutType,
      then: (s) => s.required(requiredMessage(label)),
    });

/** The beneficiary form's schema (docs/clients-and-beneficiaries.md#validation, #payout). */
export const beneficiarySchema = yup.object({
  fullName: required('people.fullName', L.fullName).test(visibleNameTest('people.fullName')),
  cpf: required('people.cpf', L.cpf).test('cpf', TAX_ID_PROBLEM, (v) => !v?.trim() || canonicalTaxId(v) !== null),
  telephone: capped('people.telephone', L.telephone)
    .default('')
    .test(
      'phone',
      () => translate('validation.brazilianPhone'),
      (v) => !v || brazilianPhoneDigits(v) !== null,
    ),
  state: required('people.state', L.state),
  zip: capped('people.zip', L.zip).default(''),
  city: required('people.city', L.city),
  payoutType: yup
    .string()
    .required(requiredMessage('people.payoutType'))
    .oneOf(
      PAYOUT_TYPE_OPTIONS.map((o) => o.value),
      requiredMessage('people.payoutType'),
    ),
  accountType: yup
    .string()
    .required(requiredMessage('people.accountType'))
    .oneOf(
      ACCOUNT_TYPE_OPTIONS.map((o) => o.value),
      requiredMessage('people.accountType'),
    ),
  pix: capped('payout.PIX', L.pix)
    .default('')
    .when('payoutType', {
      is: 'PIX',
      then: (s) => s.required(requiredMessage('payout.PIX')),
    })
    .when('payoutType', {
      is: 'ZELLE',
      then: (s) =>
        s.required(requiredMessage('payout.ZELLE')).test(
          'zelle',
          () => translate('validation.zelle'),
          (v) => !v || canonicalZelle(v) !== null,
        ),
    }),
  bankName: requiredFor('BANK_DEPOSIT', 'people.bankName', L.bankName),
  branch: requiredFor('BANK_DEPOSIT', 'people.branch', L.branch),
  accountNumber: requiredFor('BANK_DEPOSIT', 'people.accountNumber', L.accountNumber),
  documentType: yup
    .string()
    .required(requiredMessage('people.documentType'))
    .oneOf(
      DOCUMENT_TYPE_OPTIONS.map((o) => o.value),
      requiredMessage('people.documentType'),
    ),
  documentNumber: required('people.documentNumber', L.documentNumber),
});

/** The Pix add rule (docs/clients-and-beneficiaries.md#validation): a Pix can be added only when its text is non-empty. */
export const pixKeySchema = yup.object({
  key: yup
    .string()
    .trim()
    .required(() => translate('validation.pixKey')),
});

/** Whether 'Add' is enabled for the typed Pix key: not empty, not only blanks. */
export function canAddPixKey(text: string): boolean {
  return pixKeySchema.isValidSync({ key: text });
}

/** The form's values for a beneficiary, or a blank form (Bank Deposit, Savings, CNH). */
export function beneficiaryFormValues(beneficiary?: BeneficiaryFields_BeneficiaryFragment | null): BeneficiaryFormValues {
  return {
    fullName: beneficiary?.fullName ?? '',
    cpf: beneficiary?.cpf ?? '',
    telephone: formatBrPhone(beneficiary?.telephone ?? ''),
    state: beneficiary?.state ?? '',
    zip: beneficiary?.zip ?? '',
    city: beneficiary?.city ?? '',
    payoutType: beneficiary?.payoutType ?? DEFAULT_PAYOUT_TYPE,
    accountType: beneficiary?.accountType ?? DEFAULT_ACCOUNT_TYPE,
    pix: beneficiary?.pix ?? '',
    bankName: beneficiary?.bankName ?? '',
    branch: beneficiary?.branch ?? '',
    accountNumber: beneficiary?.accountNumber ?? '',
    documentType: beneficiary?.documentType ?? DEFAULT_DOCUMENT_TYPE,
    documentNumber: beneficiary?.documentNumber ?? '',
  };
}

const orNull = (text: string): string | null => {
  const t = text.trim();
  return t === '' ? null : t;
};

/**
 * The BeneficiaryInput for valid form values: texts trimmed, the phone as the server stores it (its
 * national digits; null when blank), and only the payout fields of the chosen type (the others null).
 */
export function beneficiaryInput(values: BeneficiaryFormValues): BeneficiaryInput {
  const bank = values.payoutType === 'BANK_DEPOSIT';
  const phone = values.telephone.trim();
  return {
    fullName: values.fullName.trim(),
    cpf: values.cpf.trim(),
    telephone: phone === '' ? null : (brazilianPhoneDigits(phone) ?? phone),
    state: values.state.trim(),
    zip: orNull(values.zip),
    city: values.city.trim(),
    payoutType: values.payoutType as PayoutType,
    accountType: values.accountType as AccountType,
    pix: bank ? null : orNull(values.pix),
    bankName: bank ? orNull(values.bankName) : null,
    branch: bank ? orNull(values.branch) : null,
    accountNumber: bank ? orNull(values.accountNumber) : null,
    documentType: values.documentType as DocumentType,
    documentNumber: values.documentNumber.trim(),
  };
}

/** Server field names (REST and GraphQL) → beneficiary form fields, for BAD_USER_INPUT messages. */
export const BENEFICIARY_SERVER_FIELDS: Readonly<Record<string, keyof BeneficiaryFormValues>> = {
  fullName: 'fullName',
  email: 'cpf',
  cpf: 'cpf',
  telephone: 'telephone',
  state: 'state',
  zip: 'zip',
  zipCode: 'zip',
  city: 'city',
  payoutTypeID: 'payoutType',
  payoutType: 'payoutType',
  accountTypeID: 'accountType',
  accountType: 'accountType',
  pix: 'pix',
  zelle: 'pix',
  bankName: 'bankName',
  branch: 'branch',
  accountNumber: 'accountNumber',
  documentTypeID: 'documentType',
  documentType: 'documentType',
  documentNumber: 'documentNumber',
};
