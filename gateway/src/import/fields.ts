/**
 * The import's field names (docs/import.md "Mapping"): GraphQL's ImportField, in the UI's words, and the REST
 * API's mapping names (`client.<field of POST /api/client/create>`, `recipient.<field of POST
 * /api/recipient/create>`, `order.<...>`), which keep the REST contract's words (the CPF is `email`).
 */
import type { ImportField } from '../generated/resolvers-types.js';

/** Each ImportField's REST name; the first is the one sent, the others are read back as the same field. */
const REST_NAMES: Record<ImportField, readonly [string, ...string[]]> = {
  CLIENT_FULL_NAME: ['client.fullName'],
  CLIENT_BIRTHDAY: ['client.birthday'],
  CLIENT_CPF: ['client.email', 'client.cpf'],
  CLIENT_TELEPHONE: ['client.telephone'],
  CLIENT_STREET_ADDRESS: ['client.streetAddress'],
  CLIENT_ZIP_CODE: ['client.zipCode'],
  CLIENT_CITY: ['client.city'],
  CLIENT_STATE: ['client.state'],
  CLIENT_COUNTRY: ['client.country'],
  CLIENT_DOCUMENT_TYPE: ['client.documentTypeID', 'client.documentType'],
  CLIENT_DOCUMENT_NUMBER: ['client.documentNumber'],
  BENEFICIARY_FULL_NAME: ['recipient.fullName'],
  BENEFICIARY_CPF: ['recipient.email', 'recipient.cpf'],
  BENEFICIARY_TELEPHONE: ['recipient.telephone'],
  BENEFICIARY_STATE: ['recipient.state'],
  BENEFICIARY_ZIP: ['recipient.zip'],
  BENEFICIARY_CITY: ['recipient.city'],
  BENEFICIARY_PAYOUT_TYPE: ['recipient.payoutTypeID', 'recipient.payoutType'],
  BENEFICIARY_ACCOUNT_TYPE: ['recipient.accountTypeID', 'recipient.accountType'],
  BENEFICIARY_PIX_KEY: ['recipient.pix', 'recipient.pixKey'],
  BENEFICIARY_BANK_NAME: ['recipient.bankName'],
  BENEFICIARY_BRANCH: ['recipient.branch'],
  BENEFICIARY_ACCOUNT_NUMBER: ['recipient.accountNumber'],
  BENEFICIARY_DOCUMENT_TYPE: ['recipient.documentTypeID', 'recipient.documentType'],
  BENEFICIARY_DOCUMENT_NUMBER: ['recipient.documentNumber'],
  ORDER_AMOUNT_USD: ['order.amountUSD'],
  ORDER_EXCHANGE_RATE: ['order.exchangeRate'],
  ORDER_FEE: ['order.fee'],
  ORDER_CREATION_DATE: ['order.creationDate'],
  ORDER_PAYMENT_DATE: ['order.paymentDate'],
  ORDER_STATUS: ['order.status'],
  ORDER_PAID_AMOUNT: ['order.paidAmount'],
  ORDER_REFERENCE: ['order.reference'],
};

const BY_REST_NAME = new Map<string, ImportField>(
  (Object.entries(REST_NAMES) as [ImportField, readonly string[]][]).flatMap(([field, names]) => names.map((n) => [n, field] as const)),
);

/** The REST mapping name of a field (`CLIENT_CPF` → `client.email`). */
export function restFieldName(field: ImportField): string {
  return REST_NAMES[field][0];
}

/**
 * The ImportField of a REST name (`client.email` → `CLIENT_CPF`); a path inside a field (`recipient.pixKey.0`) is read as
 * the field. Null for a name no ImportField stands for (a refusal of the row as a whole, `file`).
 */
export function importFieldOf(restName: string | null | undefined): ImportField | null {
  if (!restName) return null;
  const exact = BY_REST_NAME.get(restName);
  if (exact) return exact;
  const [kind, name] = restName.split('.');
  return (kind && name && BY_REST_NAME.get(`${kind}.${name}`)) || null;
}
