/**
 * The REST reply shapes the gateway reads (docs/ARCHITECTURE.md#contracts), written once: each is the
 * `Static` type of the REST API's own TypeBox schema (a type-only import of `@agency/rest-api/schemas`:
 * nothing of the REST API is loaded at run time). These are the mapper types of codegen.ts: a resolver
 * receives exactly what the REST API returned, and GraphQL fields that differ (role, profileImage as a
 * data: URL, ids as strings) are resolved from them. Where the gateway's shape differs from the reply
 * (an extension field absent from other REST hosts, a field the gateway adds), it is derived here.
 */
import type { Static } from 'typebox';
import type {
  AgencyReply,
  Alert,
  AlertDetail,
  Cancellation,
  CancellationRow,
  CancelReply,
  Client,
  ConfirmReply,
  Consortium,
  ConsortiumRegister,
  DateReport,
  DateReportRow,
  DateReportStatusTotal,
  DeliveryMethod,
  DocumentReply,
  Employee,
  EmployeePage,
  Investment,
  Invoice,
  InvoiceReport,
  MeReply,
  OrderListItem,
  PartialLog,
  PartialRecord,
  PartialReport,
  PaymentLine,
  PixEntry,
  Receipt,
  Recipient,
  RecordkeepingRow,
  Role,
  SanctionsMatch,
  SanctionsSummary,
  Screening,
  SessionReply,
  Transaction,
  TransactionDetail,
  WeekDay,
} from '@agency/rest-api/schemas';

/** T with the keys K optional: extension fields a REST host without the extension leaves out. */
type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A role as the REST API lists it: 1 Administrator, 2 Employee (docs/employees-and-access.md#employees). */
export type RestRole = Static<typeof Role>;

/** POST /api/employee/ items, and the reply of every employee write; `language` is absent on a host without it. */
export type RestEmployee = WithOptional<Static<typeof Employee>, 'language'>;

/** POST /api/employee/ reply. */
export type RestEmployeePage = Omit<Static<typeof EmployeePage>, 'employees'> & { employees: RestEmployee[] };

/** GET /api/auth/me reply (extension): the token's employee and whether they are an administrator. */
export type RestViewer = Omit<Static<typeof MeReply>, 'employee'> & { employee: RestEmployee };

/** GET /api/configuration/agency reply (extension). */
export type RestAgency = Static<typeof AgencyReply>;

/**
 * A client as the REST API answers it (docs/clients-and-beneficiaries.md#clients). `email` carries the CPF or CNPJ
 * (digits); `telephone` is digits; `birthday` a calendar date.
 */
export type RestClient = Static<typeof Client>;

/** A Pix entry (docs/clients-and-beneficiaries.md#clients): id, the key, whether it is the main one. */
export type RestPixEntry = Static<typeof PixEntry>;

/**
 * A recipient as the REST API answers it (docs/clients-and-beneficiaries.md#beneficiaries); `pixList` is absent
 * from hosts without it (then GET /api/recipient/pix/{id}).
 */
export type RestRecipient = WithOptional<Static<typeof Recipient>, 'pixList'>;

/** GET /api/client/document/{id} and /api/recipient/document/{id}. */
export type RestDocument = Static<typeof DocumentReply>;

/** What GraphQL's FileDownload is resolved from: a stored document, or a CSV the REST API wrote (an import's refused rows). */
export type RestFileDownload = RestDocument | { document: string; fileExtension: 'csv' };

/** A payment line (valueAggregates / aggregate): paymentID 1 Cash, 2 Check, 3 Zelle, 4 Credit; value in USD. */
export type RestPaymentLine = Static<typeof PaymentLine>;

/** transactionDetail of the transaction model (docs/orders.md#the-order), with our extension fields. */
export type RestTransactionDetail = Static<typeof TransactionDetail>;

/** The transaction model (docs/orders.md#the-order): GET /api/transaction/search/{id}. */
export type RestTransaction = Omit<Static<typeof Transaction>, 'recipient'> & { recipient: RestRecipient };

/** POST /api/transaction/confirm reply (extension): the order, the ids it used and what it created. */
export type RestConfirmReply = Omit<Static<typeof ConfirmReply>, 'transaction'> & { transaction: RestTransaction };

/** GET /api/transaction/receipt/{id} (docs/orders.md#receipts, plus the agency). */
export type RestReceipt = Static<typeof Receipt>;

/** The receipt's sender (docs/orders.md#receipts). */
export type RestReceiptSender = RestReceipt['sender'];

/** The receipt's beneficiary. */
export type RestReceiptBeneficiary = RestReceipt['beneficiary'];

/** The receipt's transaction information. */
export type RestReceiptOrder = RestReceipt['transactionInformation'];

/** An order's delivery method (receipt and order): payout type and where the money goes, as recorded with the order. */
export type RestDeliveryMethod = Static<typeof DeliveryMethod>;

/** An order as the REST lists answer it (docs/lists-and-reports.md#calls, a list row, extended). */
export type RestOrderListItem = Static<typeof OrderListItem>;

/** A weekday of GET /api/transaction/search/week/{date}. */
export type RestWeekDay = Static<typeof WeekDay>;

/** A row of POST /api/transaction/date/report/. */
export type RestDateReportRow = Static<typeof DateReportRow>;

/** The sums of one status in POST /api/transaction/date/report/. */
export type RestDateReportStatusTotal = Static<typeof DateReportStatusTotal>;

/** POST /api/transaction/date/report/ reply, with the range asked for (added by the gateway). */
export type RestDateReport = Static<typeof DateReport> & { start: string; end: string };

/** A partial payment record (BRL). */
export type RestPartialRecord = Static<typeof PartialRecord>;

/** GET /api/transaction/partial/{id} and the partial writes, with the order's id (added by the gateway). */
export type RestTransferLog = Static<typeof PartialLog> & { transactionID: number };

/** GET /api/transaction/partial/report/{id}. */
export type RestPaymentsReport = Static<typeof PartialReport>;

/** An invoice (docs/investments.md#invoices). */
export type RestInvoice = Static<typeof Invoice>;

/**
 * An investment as the REST API answers it (docs/investments.md#the-investment, with our extensions); `invoices`
 * filled by the gateway from the same reply when the REST API sends them.
 */
export type RestInvestment = Static<typeof Investment> & { invoices?: RestInvoice[] };

/** GET /api/investment/search/report/{date}, with the date asked for (added by the gateway). */
export type RestInvestmentReport = Static<typeof InvoiceReport> & { date: string };

/** A consortium register row (docs/consortiums.md). */
export type RestConsortiumRegister = Static<typeof ConsortiumRegister>;

/** A consortium and, when read with its register, its payments (added by the gateway from the same reply). */
export type RestConsortium = Static<typeof Consortium> & { registers?: RestConsortiumRegister[] };

/** generateAgreement's reply: the investment and the new agreement (put together by the gateway). */
export interface RestAgreementPayload {
  investment: RestInvestment;
  agreement: RestDocument;
}

/** GET and POST /api/compliance/sanctions reply (extension): the list in force. */
export type RestSanctionsList = Static<typeof SanctionsSummary>;

/**
 * One possible sanctions match. `reason`, `dateOfBirth` and `nationality` (docs/compliance.md
 * "Reviewing a possible match") are optional here: a REST host that predates them answers without.
 */
export type RestSanctionsMatch = Static<typeof SanctionsMatch> & {
  reason?: readonly string[];
  dateOfBirth?: string | null;
  nationality?: string | null;
};

/** One logged screening (GET /api/compliance/screenings). */
export type RestScreening = Static<typeof Screening>;

/** A cancellation within 30 minutes: the refund of the total with fee, USD. */
export type RestCancellation = Static<typeof Cancellation>;

/** GET /api/compliance/alerts items and POST /api/compliance/alerts/{id} reply. */
export type RestAlert = Static<typeof Alert>;

/** GET /api/compliance/alerts/{id}. */
export type RestAlertDetail = Static<typeof AlertDetail>;

/** The person of an alert. */
export type RestAlertPerson = RestAlertDetail['person'];

/** An order of an alert. */
export type RestAlertOrder = RestAlertDetail['orders'][number];

/** A row of GET /api/compliance/recordkeeping. */
export type RestRecordkeepingRow = Static<typeof RecordkeepingRow>;

/** A row of GET /api/compliance/cancellations. */
export type RestCancellationRow = Static<typeof CancellationRow>;

/** POST /api/transaction/cancel/{id} reply (extension): the order as the gateway reads orders, and its refund. */
export type RestCancelReply = Omit<Static<typeof CancelReply>, 'transaction'> & { transaction: RestTransaction };

/**
 * POST /api/auth/authenticate and POST /api/auth/mfa's session reply (docs/employees-and-access.md#sign-in):
 * `mustChangePassword` is absent on a host without the password policy.
 */
export type RestSession = WithOptional<Static<typeof SessionReply>, 'language'> & { mustChangePassword?: boolean };

/** POST /api/auth/authenticate for an employee with a second factor, or who must enrol one: no token. */
export interface RestSecondStep {
  mfaRequired: true;
  challenge: string;
  enrol: boolean;
  mustChangePassword?: boolean;
}

/** POST /api/auth/authenticate reply: the session, or the second step. */
export type RestSignIn = RestSession | RestSecondStep;

/** POST /api/auth/mfa/setup reply: a TOTP secret (base32) not yet in force, and its otpauth:// URI. */
export interface RestMfaSetup {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/auth/mfa/enable reply: the ten recovery codes; with a challenge, the session's fields too. */
export type RestMfaEnabled = { recoveryCodes: string[] } & Partial<RestSession>;

/** GET /api/auth/sessions and GET /api/employee/{id}/sessions items; instants ISO 8601. */
export interface RestDeviceSession {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  address: string | null;
  userAgent: string | null;
  current: boolean;
}

/** GET /api/auth/tokens items (never the token itself); instants ISO 8601. */
export interface RestAccessToken {
  id: number;
  name: string;
  scope: 'READ' | 'WRITE';
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

/** POST /api/auth/tokens reply: the token, shown this once, with its listing. */
export type RestCreatedToken = RestAccessToken & { token: string };
