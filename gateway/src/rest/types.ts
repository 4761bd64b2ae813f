/**
 * The REST reply shapes the gateway reads (docs/ARCHITECTURE.md#contracts). These are the mapper types of
 * codegen.ts: a resolver receives exactly what the REST API returned, and GraphQL fields that differ
 * (role, profileImage as a data: URL, ids as strings) are resolved from them.
 */
import type { Cancellation as RestCancellation } from '@agency/rest-api';

/** A role as the REST API lists it: 1 Administrator, 2 Employee (docs/employees-and-access.md#employees). */
export interface RestRole {
  id: number;
  name: string;
}

/** POST /api/employee/ items, and the reply of every employee write ("not shown" = the changed object). */
export interface RestEmployee {
  id: number;
  fullName: string;
  email: string;
  roles: RestRole[];
  /** Base64 image content, or null. */
  profileImage: string | null;
  /** 'png', 'jpeg', 'webp' or 'gif', or null. */
  fileExtension: string | null;
  /** The staff app's language: 'en', 'pt-BR', or null until chosen (absent on a host without it). */
  language?: string | null;
}

/** POST /api/employee/ reply. */
export interface RestEmployeePage {
  size: number;
  employees: RestEmployee[];
}

/** POST /api/auth/authenticate reply. */
export interface RestSession {
  token: string;
  fullName: string;
  /** 'Administrator' or 'Employee'. */
  highestRole: string;
  profileImage: string | null;
  fileExtension: string | null;
  employeeID: number;
  /** The staff app's language: 'en', 'pt-BR', or null until chosen (absent on a host without it). */
  language?: string | null;
}

/** GET /api/auth/me reply (extension): the token's employee and whether they are an administrator. */
export interface RestViewer {
  employee: RestEmployee;
  isAdministrator: boolean;
}

/** GET /api/configuration/agency reply (extension). */
export interface RestAgency {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
}

/** The error body of every REST failure (docs/ARCHITECTURE.md#contracts). */
export interface RestError {
  statusCode: number;
  error: string;
  message: string;
}

/**
 * A client as the REST API answers it (docs/clients-and-beneficiaries.md#clients). `email` carries the CPF or CNPJ
 * (digits); `telephone` is digits; `birthday` a calendar date.
 */
export interface RestClient {
  id: number;
  fullName: string;
  birthday: string;
  email: string;
  telephone: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
  documentTypeID: number;
  documentNumber: string;
  /** Extension: whether a document file was uploaded. */
  hasDocument: boolean;
}

/** A Pix entry (docs/clients-and-beneficiaries.md#clients): id, the key, whether it is the main one. */
export interface RestPixEntry {
  id: number;
  pix: string;
  main: boolean;
}

/** A recipient as the REST API answers it (docs/clients-and-beneficiaries.md#beneficiaries). */
export interface RestRecipient {
  id: number;
  fullName: string;
  email: string;
  telephone: string | null;
  state: string;
  zip: string | null;
  city: string;
  payoutTypeID: number;
  accountTypeID: number;
  pix: string | null;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  documentTypeID: number;
  documentNumber: string;
  /** Extension: whether a document file was uploaded. */
  hasDocument: boolean;
  /** Extension: the Pix keys, main first; absent from hosts without it (then GET /api/recipient/pix/{id}). */
  pixList?: RestPixEntry[];
}

/** GET /api/client/document/{id} and /api/recipient/document/{id}. */
export interface RestDocument {
  /** Base64 content. */
  document: string;
  fileExtension: string;
}

/** A payment line (valueAggregates / aggregate): paymentID 1 Cash, 2 Check, 3 Zelle, 4 Credit; value in USD. */
export interface RestPaymentLine {
  paymentID: number;
  value: string;
}

/** transactionDetail of the transaction model (docs/orders.md#the-order), with our extension fields. */
export interface RestTransactionDetail {
  id: number;
  amountUSD: string;
  exchangeRate: string;
  amountBRL: string;
  fee: string;
  totalFee: string;
  paymentDate: string;
  creationDate: string;
  /** Instant the order was stored. */
  createdAt: string;
  statusID: number;
  transactionTypeID: number;
  originalTransactionID: number | null;
  isRenew: boolean;
  days: number;
  /** BRL still to pay out: amountBRL minus partial payments. */
  remainingValue: string;
}

/** The transaction model (docs/orders.md#the-order): GET /api/transaction/search/{id}. */
export interface RestTransaction {
  transactionDetail: RestTransactionDetail;
  client: RestClient;
  recipient: RestRecipient;
  pix: RestPixEntry | null;
  pixID: number | null;
  aggregate: RestPaymentLine[];
  employeeName: string;
  /** Where the money goes, as recorded when the order was taken (extension; the receipt's). */
  deliveryMethod: RestDeliveryMethod;
  /** The one-order replies (extension): the alerts that add it up. */
  complianceFlags?: ('CTR' | 'STRUCTURING' | 'SANCTIONS')[];
  /** The one-order replies (extension): its cancellation within 30 minutes, or null. */
  cancellation?: RestCancellation | null;
}

/** POST /api/transaction/confirm reply (extension): the order, the ids it used and what it created. */
export interface RestConfirmReply {
  transaction: RestTransaction;
  clientID: number;
  recipientID: number;
  pixID: number | null;
  created: { client: boolean; recipient: boolean; pix: boolean };
}

/** The receipt's sender (docs/orders.md#receipts). */
export interface RestReceiptSender {
  fullName: string;
  streetAddress: string;
  city: string;
  state: string;
  country: string;
  telephone: string;
  cpf: string;
}

/** The receipt's beneficiary. */
export interface RestReceiptBeneficiary {
  fullName: string;
  city: string;
  state: string;
  telephone: string | null;
  cpf: string;
}

/** The receipt's transaction information. */
export interface RestReceiptOrder {
  id: number;
  creationDate: string;
  paymentDate: string;
  amountUSD: string;
  fee: string;
  totalFee: string;
  exchangeRate: string;
  amountBRL: string;
  statusID: number;
}

/** An order's delivery method (receipt and order): payout type and where the money goes, as recorded with the order. */
export interface RestDeliveryMethod {
  payoutTypeID: number;
  /** 'Bank Deposit', 'Pix' or 'Zelle'. */
  method: string;
  /** 1 Savings, 2 Checking (extension). */
  accountTypeID: number;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  pix: string | null;
}

/** GET /api/transaction/receipt/{id} (docs/orders.md#receipts, plus the agency). */
export interface RestReceipt {
  agency: RestAgency;
  sender: RestReceiptSender;
  beneficiary: RestReceiptBeneficiary;
  transactionInformation: RestReceiptOrder;
  paymentDetail: { typesAggregate: RestPaymentLine[] };
  deliveryMethod: RestDeliveryMethod;
  employeeName: string;
  /** A cancelled order's refund (extension). */
  cancellation?: RestCancellation | null;
}

/** An order as the REST lists answer it (docs/orders.md "Transaction in a list", extended). */
export interface RestOrderListItem {
  id: number;
  senderName: string;
  beneficiary: string;
  clientID: number;
  recipientID: number;
  telephone: string;
  amountUSD: string;
  amountBRL: string;
  remainingValue: string;
  createdAt: string;
  creationDate: string;
  paymentDate: string;
  statusID: number;
  transactionTypeID: number;
}

/** A weekday of GET /api/transaction/search/week/{date}. */
export interface RestWeekDay {
  dayName: string;
  date: string;
  PENDING: number;
  COMPLETED: number;
  CANCELLED: number;
}

/** A row of POST /api/transaction/date/report/. */
export interface RestDateReportRow {
  id: number;
  clientName: string;
  telephone: string;
  recipientName: string;
  paymentDate: string;
  totalUSD: string;
  totalBRL: string;
  remaining: string;
  statusID: number;
}

/** POST /api/transaction/date/report/ reply, with the range asked for. */
export interface RestDateReport {
  start: string;
  end: string;
  transactions: RestDateReportRow[];
  totalUSD: string;
  totalBRL: string;
  totalRemaining: string;
}

/** A partial payment record (BRL). */
export interface RestPartialRecord {
  id: number;
  value: string;
  date: string;
}

/** GET /api/transaction/partial/{id} and the partial writes, with the order's id. */
export interface RestTransferLog {
  transactionID: number;
  amountBRL: string;
  total: string;
  missing: string;
  partialRecord: RestPartialRecord[];
}

/** GET /api/transaction/partial/report/{id}. */
export interface RestPaymentsReport {
  transactionID: number;
  createdAt: string;
  clientName: string;
  employeeName: string;
  amountBRL: string;
  total: string;
  missing: string;
  partialPayments: RestPartialRecord[];
}

/** An investment as the REST API answers it (docs/investments.md#the-investment, with our extensions). */
export interface RestInvestment {
  id: number;
  clientID: number;
  client: RestClient;
  investmentAmountUSD: string;
  investmentPercentageUSD: string;
  monthlyIncomeUSD: string;
  investmentAmountBRL: string;
  investmentPercentageBRL: string;
  monthlyIncomeBRL: string;
  numberMonths: number;
  createdAt: string;
  finalizedAt: string;
  investmentStatus: number;
  isRenew: boolean;
  originalInvestment: number | null;
  paymentDescription: string | null;
  payoutTypeID: number;
  accountTypeID: number;
  pix: string | null;
  accountNumber: string | null;
  bankName: string | null;
  branch: string | null;
  employeeName: string;
  hasOriginalAgreement: boolean;
  hasCompletedAgreement: boolean;
  /** Filled by the gateway from the same reply when the REST API sends them. */
  invoices?: RestInvoice[];
}

/** An invoice (docs/investments.md#invoices). */
export interface RestInvoice {
  id: number;
  investmentID: number;
  clientName: string;
  invoiceAmountUSD: string;
  invoiceAmountBRL: string;
  invoiceDate: string;
  invoiceStatus: number;
  wasReturned: boolean;
}

/** GET /api/investment/search/report/{date}, with the date asked for. */
export interface RestInvestmentReport {
  date: string;
  today: RestInvoice[];
  oneDay: RestInvoice[];
  threeDays: RestInvoice[];
}

/** A consortium and, when read with its register, its payments. */
export interface RestConsortium {
  id: number;
  title: string;
  registers?: RestConsortiumRegister[];
}

/** A consortium register row (docs/consortiums.md). */
export interface RestConsortiumRegister {
  id: number;
  consortiumID: number;
  clientName: string;
  amount: string;
  date: string;
}

/** generateAgreement's reply: the investment and the new agreement. */
export interface RestAgreementPayload {
  investment: RestInvestment;
  agreement: RestDocument;
}

/** GET and POST /api/compliance/sanctions reply (extension): the list in force. */
export interface RestSanctionsList {
  entries: number;
  loadedAt: string | null;
}

/** One possible sanctions match. */
export interface RestSanctionsMatch {
  entNum: number;
  name: string;
  program: string;
  score: number;
}

/** One logged screening (GET /api/compliance/screenings). */
export interface RestScreening {
  id: number;
  screenedAt: string;
  employeeID: number | null;
  employeeName: string | null;
  name: string;
  role: 'client' | 'recipient';
  listID: number | null;
  listLoadedAt: string | null;
  matches: RestSanctionsMatch[];
  outcome: 'clear' | 'match' | 'overridden';
  overrideReason: string | null;
}

/**
 * The compliance and cancellation replies, as the REST API's own TypeBox schemas type them
 * (type-only: nothing of the REST API is loaded at run time).
 */
export type { RestCancellation };
export type {
  Alert as RestAlert,
  AlertDetail as RestAlertDetail,
  AlertOrder as RestAlertOrder,
  AlertPerson as RestAlertPerson,
  CancellationRow as RestCancellationRow,
  RecordkeepingRow as RestRecordkeepingRow,
} from '@agency/rest-api';

/** POST /api/transaction/cancel/{id} reply (extension): the order as the gateway reads orders, and its refund. */
export interface RestCancelReply {
  transaction: RestTransaction;
  cancellation: RestCancellation;
}
