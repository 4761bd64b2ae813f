/**
 * The beneficiary form: its values, the yup schema with the required fields of spec 01 §5 (fullName,
 * CPF, city, state, doc type, doc number, payout type, account type; the Pix key for PIX, the Zelle
 * value for Zelle, bank name, branch and account number for Bank Deposit; telephone optional), the
 * Pix add rule, and the conversions from a Beneficiary and to a BeneficiaryInput.
 */
import { brazilianPhoneDigits, canonicalTaxId, canonicalZelle } from '@agency/rules';
import { TAX_ID_PROBLEM } from '../../ui/taxId';
import * as yup from 'yup';
import type { AccountType, BeneficiaryFields_BeneficiaryFragment, BeneficiaryInput, DocumentType, PayoutType } from '../../generated/graphql';
import { formatBrPhone } from '../../ui/phone';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPE_OPTIONS } from '../clients/documentTypes';
import { ACCOUNT_TYPE_OPTIONS, DEFAULT_ACCOUNT_TYPE, DEFAULT_PAYOUT_TYPE, PAYOUT_TYPE_OPTIONS, type PayoutFields } from './payout';

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

/** The fields marked as required for a payout type (spec 01 §5, beneficiary). */
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

const required = (label: string) => yup.string().trim().required(`${label} is required`);
const requiredFor = (payoutType: PayoutType, label: string) =>
  yup
    .string()
    .trim()
    .default('')
    .when('payoutType', {
      is: payoutType,
      then: (s) => s.required(`${label} is required`),
    });

/** The beneficiary form's schema (spec 01 §5, 02 §4). */
export const beneficiarySchema = yup.object({
  fullName: required('Full Name'),
  cpf: required('CPF').test('cpf', TAX_ID_PROBLEM, (v) => !v?.trim() || canonicalTaxId(v) !== null),
  telephone: yup
    .string()
    .trim()
    .default('')
    .test('phone', 'Enter a Brazilian phone: +55 (dd) ddddd-dddd', (v) => !v || brazilianPhoneDigits(v) !== null),
  state: required('State'),
  zip: yup.string().trim().default(''),
  city: required('City'),
  payoutType: yup
    .string()
    .required('Payout Type is required')
    .oneOf(
      PAYOUT_TYPE_OPTIONS.map((o) => o.value),
      'Payout Type is required',
    ),
  accountType: yup
    .string()
    .required('Account Type is required')
    .oneOf(
      ACCOUNT_TYPE_OPTIONS.map((o) => o.value),
      'Account Type is required',
    ),
  pix: yup
    .string()
    .trim()
    .default('')
    .when('payoutType', {
      is: 'PIX',
      then: (s) => s.required('PIX is required'),
    })
    .when('payoutType', {
      is: 'ZELLE',
      then: (s) => s.required('Zelle is required').test('zelle', 'Enter an email or a US phone', (v) => !v || canonicalZelle(v) !== null),
    }),
  bankName: requiredFor('BANK_DEPOSIT', 'Bank Name'),
  branch: requiredFor('BANK_DEPOSIT', 'Branch'),
  accountNumber: requiredFor('BANK_DEPOSIT', 'Account Number'),
  documentType: yup
    .string()
    .required('Document Type is required')
    .oneOf(
      DOCUMENT_TYPE_OPTIONS.map((o) => o.value),
      'Document Type is required',
    ),
  documentNumber: required('Document Number'),
});

/** The Pix add rule (spec 01 §5): a Pix can be added only when its text is non-empty. */
export const pixKeySchema = yup.object({
  key: yup.string().trim().required('Enter a PIX key'),
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
