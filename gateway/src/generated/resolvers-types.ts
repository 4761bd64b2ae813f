import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestEmployee, RestViewer, RestSession, RestSignIn, RestMfaEnabled, RestDeviceSession, RestAccessToken, RestAgency, RestClient, RestRecipient, RestPixEntry, RestFileDownload, RestTransaction, RestConfirmReply, RestSanctionsMatch, RestScreening, RestAlert, RestAlertDetail, RestAlertPerson, RestAlertOrder, RestRecordkeepingRow, RestCancellationRow, RestCancellation, RestCancelReply, RestPaymentLine, RestReceipt, RestReceiptOrder, RestReceiptSender, RestReceiptBeneficiary, RestDeliveryMethod, RestOrderListItem, RestWeekDay, RestDateReport, RestDateReportRow, RestDateReportStatusTotal, RestPartialRecord, RestTransferLog, RestPaymentsReport, RestInvestment, RestInvoice, RestInvestmentReport, RestConsortium, RestConsortiumRegister, RestAgreementPayload } from '../rest/types.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, 'YYYY-MM-DD' (e.g. '2026-03-15'). Never shifted by time zones: the agency's day is the day meant. */
  Date: { input: string; output: string; }
  /** An instant: ISO 8601 with an offset (e.g. '2026-03-15T14:05:00.000Z'). */
  DateTime: { input: string; output: string; }
  /** An exact decimal amount as a string (e.g. '1234.50'): USD and BRL to the cent, exchange rates to 6 places. */
  Decimal: { input: string; output: string; }
};

/** A personal access token for scripts (npm run query's QUERY_TOKEN); the token itself is never shown again after creation. */
export type AccessToken = {
  __typename?: 'AccessToken';
  /** When it was created, an instant. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working, an instant. */
  expiresAt: Scalars['DateTime']['output'];
  /** The token's id. */
  id: Scalars['ID']['output'];
  /** When it was last used, an instant; null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it (what the script is for). */
  name: Scalars['String']['output'];
  /** Read only, or everything the owner may do. */
  scope: AccessTokenScope;
};

/** What a personal access token may do. */
export type AccessTokenScope =
  /** Read only: every write is refused with TOKEN_READ_ONLY. */
  | 'READ'
  /** Everything its owner may do. */
  | 'WRITE';

/** A bank account type (REST accountTypeID 1 or 2). */
export type AccountType =
  /** A checking account; REST 2. */
  | 'CHECKING'
  /** A savings account; REST 1. */
  | 'SAVINGS';

/** The agency's name, street address and phone, from configuration (AGENCY_NAME, AGENCY_ADDRESS, AGENCY_PHONE). */
export type Agency = {
  __typename?: 'Agency';
  /** The agency's street address, one line. */
  address: Scalars['String']['output'];
  /** The agency's trading name, as receipts print it. */
  name: Scalars['String']['output'];
  /** The agency's phone, as configured. */
  phone: Scalars['String']['output'];
  /** IANA time zone that decides the agency's 'today' (e.g. 'America/New_York'). */
  timeZone: Scalars['String']['output'];
};

/** An agreement just generated, and the investment that now has it. */
export type AgreementPayload = {
  __typename?: 'AgreementPayload';
  /** The agreement PDF. */
  agreement: FileDownload;
  /** The investment, with hasOriginalAgreement true. */
  investment: Investment;
};

/** One field an audited action changed: its dotted path in the REST record (e.g. 'telephone', 'statusID', 'aggregate'), before and after. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The field's dotted path in the record's REST shape, e.g. 'telephone' or 'transactionDetail.amountUSD'. */
  field: Scalars['String']['output'];
  /** The value before: a string as it was, a number, true/false or a list as JSON text; null when the field was absent (a creation). */
  from?: Maybe<Scalars['String']['output']>;
  /** The value after, written as from; null when the field is gone (a deletion). */
  to?: Maybe<Scalars['String']['output']>;
};

/** One audited action: who did what to which record, when, the fields it changed and the reason given. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done: create, update, delete, status, cancel, renew, override, login, export... */
  action: Scalars['String']['output'];
  /** When it was done (an instant; show it in the agency's time zone). */
  at: Scalars['DateTime']['output'];
  /** The fields that differ between before and after; identical fields left out. */
  changes: Array<AuditChange>;
  /** The employee who did it; null for the system. */
  employeeId?: Maybe<Scalars['ID']['output']>;
  /** That employee's name. */
  employeeName?: Maybe<Scalars['String']['output']>;
  /** The kind of record, in the log's names: transaction (an order), partial_payment, client, recipient (a beneficiary), recipient_pix, employee, investment, invoice, consortium, compliance_alert, sanctions_screening, session, audit_log... */
  entity: Scalars['String']['output'];
  /** The record's id; null for actions on no one record (a sign-in, an export). */
  entityId?: Maybe<Scalars['String']['output']>;
  /** The log row's id. */
  id: Scalars['ID']['output'];
  /** The reason given: a sanctions override's reason, 'forced' for a forced status change; null when none. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** A page of the audit log, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries of this page, newest first. */
  items: Array<AuditEntry>;
  /** Send as after for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A recipient in Brazil who receives the reais of an order. */
export type Beneficiary = {
  __typename?: 'Beneficiary';
  /** For Bank Deposit: the account number; else null. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Savings or checking. */
  accountType: AccountType;
  /** For Bank Deposit: the bank's name; else null. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** For Bank Deposit: the branch (agência); else null. */
  branch?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** CPF or CNPJ, digits only (the REST field `email` carries it). */
  cpf: Scalars['String']['output'];
  /** The identity document's number. */
  documentNumber: Scalars['String']['output'];
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name, trimmed. */
  fullName: Scalars['String']['output'];
  /** True when a document file was uploaded (download it with beneficiaryDocument). */
  hasDocument: Scalars['Boolean']['output'];
  /** Every change to the beneficiary's record and Pix keys, newest first. */
  history: AuditPage;
  /** The beneficiary's id. */
  id: Scalars['ID']['output'];
  /** How the beneficiary is paid. */
  payoutType: PayoutType;
  /** For Pix: the main Pix key. For Zelle: the Zelle email or US phone. For Bank Deposit: null. */
  pix?: Maybe<Scalars['String']['output']>;
  /** The beneficiary's Pix keys, main first. */
  pixKeys: Array<PixKey>;
  /** Two-letter Brazilian state. */
  state: Scalars['String']['output'];
  /** Brazilian phone, digits only with the area code (10 or 11); optional. The UI shows +55 (dd) ddddd-dddd. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** The record's version: 1 at creation, +1 per change. Send it back as expectedVersion when saving. */
  version: Scalars['Int']['output'];
  /** Brazilian postal code (CEP), if given. */
  zip?: Maybe<Scalars['String']['output']>;
};


/** A recipient in Brazil who receives the reais of an order. */
export type BeneficiaryHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A beneficiary's fields. Required: fullName, cpf, city, state, documentType, documentNumber,
 * payoutType, accountType; for BANK_DEPOSIT bankName, branch and accountNumber (pix is cleared); for
 * PIX a valid Pix key in pix (bank fields cleared); for ZELLE an email or US phone in pix (bank fields
 * cleared). Names are trimmed.
 */
export type BeneficiaryInput = {
  /** BANK_DEPOSIT: the account number. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Savings or checking. */
  accountType: AccountType;
  /** BANK_DEPOSIT: the bank's name. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** BANK_DEPOSIT: the branch (agência). */
  branch?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** CPF or CNPJ, with or without punctuation; must be a valid one. */
  cpf: Scalars['String']['input'];
  /** The identity document's number. */
  documentNumber: Scalars['String']['input'];
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name; not blank. */
  fullName: Scalars['String']['input'];
  /** How the beneficiary is paid. */
  payoutType: PayoutType;
  /** PIX: the Pix key; ZELLE: the email or US phone; ignored for BANK_DEPOSIT. */
  pix?: InputMaybe<Scalars['String']['input']>;
  /** Two-letter Brazilian state. */
  state: Scalars['String']['input'];
  /** Brazilian phone with area code, any format; stored as digits. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** Brazilian postal code (CEP). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** One page of beneficiaries (12 a page by default). */
export type BeneficiaryPage = {
  __typename?: 'BeneficiaryPage';
  /** The beneficiaries of this page. */
  items: Array<Beneficiary>;
  /** How many beneficiaries match in all. */
  total: Scalars['Int']['output'];
};

/** How many pending invoices fall on a date. */
export type CalendarDay = {
  __typename?: 'CalendarDay';
  /** How many pending invoices are due that day. */
  count: Scalars['Int']['output'];
  /** The day. */
  date: Scalars['Date']['output'];
};

/** An order cancelled for a refund, and the refund. */
export type CancelOrderResult = {
  __typename?: 'CancelOrderResult';
  /** The cancellation and its refund. */
  cancellation: Cancellation;
  /** The order, now Cancelled. */
  order: Order;
};

/** A cancellation within 30 minutes of the order (12 CFR 1005.34): the refund of the total with fee. */
export type Cancellation = {
  __typename?: 'Cancellation';
  /** When the cancellation was recorded. */
  cancelledAt: Scalars['DateTime']['output'];
  /** The employee who recorded it. */
  cancelledBy: Scalars['String']['output'];
  /** USD refunded: the order's total with fee. */
  refund: Scalars['Decimal']['output'];
};

/** An order cancelled within 30 minutes, with its refund (12 CFR 1005.34). */
export type CancellationRecord = {
  __typename?: 'CancellationRecord';
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** The beneficiary's full name. */
  beneficiaryName: Scalars['String']['output'];
  /** When the cancellation was recorded. */
  cancelledAt: Scalars['DateTime']['output'];
  /** The employee who recorded the cancellation. */
  cancelledBy: Scalars['String']['output'];
  /** When the order was taken. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** USD refunded: the total with fee. */
  refund: Scalars['Decimal']['output'];
  /** The client's (sender's) full name. */
  senderName: Scalars['String']['output'];
};

/** A sender: the client in the US who pays for an order. */
export type Client = {
  __typename?: 'Client';
  /** Calendar date of birth. */
  birthday: Scalars['Date']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country code, US by default. */
  country: Scalars['String']['output'];
  /** The client's CPF or CNPJ, digits only (the REST field `email` carries it). */
  cpf: Scalars['String']['output'];
  /** The identity document's number, as written on it. */
  documentNumber: Scalars['String']['output'];
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name, trimmed. */
  fullName: Scalars['String']['output'];
  /** True when a document file was uploaded (download it with clientDocument). */
  hasDocument: Scalars['Boolean']['output'];
  /** Every change to the client's record, newest first. */
  history: AuditPage;
  /** The client's id. */
  id: Scalars['ID']['output'];
  /** Two-letter state. */
  state: Scalars['String']['output'];
  /** Street and number. */
  streetAddress: Scalars['String']['output'];
  /** US phone, digits only (10); the UI shows +1 (ddd) ddd-dddd. */
  telephone: Scalars['String']['output'];
  /** The record's version: 1 at creation, +1 per change. Send it back as expectedVersion when saving. */
  version: Scalars['Int']['output'];
  /** US ZIP code. */
  zipCode: Scalars['String']['output'];
};


/** A sender: the client in the US who pays for an order. */
export type ClientHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** An import of clients with their beneficiaries, Pix keys and open orders (docs/import.md), or its dry run. */
export type ClientImport = {
  __typename?: 'ClientImport';
  /** Rows that change a record on file. */
  changed: Scalars['Int']['output'];
  /** The file's columns and the fields they fill: the mapping used. */
  columns: Array<ImportColumn>;
  /** FAILED: why it stopped, in English. */
  error?: Maybe<Scalars['String']['output']>;
  /** The agency's first day of use (YYYY-MM-DD): an order created before it came as history (Completed or Cancelled). */
  firstDayOfUse?: Maybe<Scalars['Date']['output']>;
  /** Rows held for a possible sanctions match. */
  held: Scalars['Int']['output'];
  /** The import's id: ask for it again with clientImport(id) while it runs. */
  id: Scalars['ID']['output'];
  /** Rows that make (or made) a new client. */
  new: Scalars['Int']['output'];
  /** How far it is. */
  progress: ImportProgress;
  /** Rows refused by a rule. */
  refused: Scalars['Int']['output'];
  /**
   * A page of the rows' outcomes so far, in the file's order: the rows of `outcome` (all when left out), from `offset`
   * (0: the first), `limit` of them (at most 1,000; left out: the first 100). How many there are to page through: the
   * count of that outcome, or `progress.done` for all.
   */
  report: Array<ImportRow>;
  /** Rows in the file (the header not counted). */
  rows: Scalars['Int']['output'];
  /** Rows the records on file already match. */
  same: Scalars['Int']['output'];
  /** Where it stands. */
  status: ImportStatus;
};


/** An import of clients with their beneficiaries, Pix keys and open orders (docs/import.md), or its dry run. */
export type ClientImportReportArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  outcome?: InputMaybe<ImportOutcome>;
};

/** A sender's fields; every one is required but country. Names are trimmed. */
export type ClientInput = {
  /** Calendar date of birth, not in the future. */
  birthday: Scalars['Date']['input'];
  /** City. */
  city: Scalars['String']['input'];
  /** Defaults to US. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** CPF or CNPJ, with or without punctuation; must be a valid one. */
  cpf: Scalars['String']['input'];
  /** The identity document's number. */
  documentNumber: Scalars['String']['input'];
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name; not blank. */
  fullName: Scalars['String']['input'];
  /** Two-letter state. */
  state: Scalars['String']['input'];
  /** Street and number. */
  streetAddress: Scalars['String']['input'];
  /** US phone in any format; stored as 10 digits. */
  telephone: Scalars['String']['input'];
  /** US ZIP code. */
  zipCode: Scalars['String']['input'];
};

/** One page of clients (12 a page by default). */
export type ClientPage = {
  __typename?: 'ClientPage';
  /** The clients of this page. */
  items: Array<Client>;
  /** How many clients match in all. */
  total: Scalars['Int']['output'];
};

/** A compliance alert raised by the server. */
export type ComplianceAlert = {
  __typename?: 'ComplianceAlert';
  /** The beneficiary of a SANCTIONS alert; else null. */
  beneficiaryId?: Maybe<Scalars['ID']['output']>;
  /** The beneficiary's full name for a SANCTIONS alert; else null. */
  beneficiaryName?: Maybe<Scalars['String']['output']>;
  /** The client; null for a SANCTIONS alert about a beneficiary. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** The client's full name; null for a SANCTIONS alert about a beneficiary. */
  clientName?: Maybe<Scalars['String']['output']>;
  /** When the server raised the alert. */
  createdAt: Scalars['DateTime']['output'];
  /** The agency day: of the CTR, the last of a structuring window, of the list load. */
  date: Scalars['Date']['output'];
  /** When the last decision was made; null while OPEN. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The administrator of the last decision. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  /** The alert's id. */
  id: Scalars['ID']['output'];
  /** SANCTIONS: the SDN entries matched. */
  matches: Array<SanctionsMatch>;
  /** The administrator's note of the last decision; null while OPEN. */
  note?: Maybe<Scalars['String']['output']>;
  /** The orders added up, oldest first. */
  orderIds: Array<Scalars['ID']['output']>;
  /** Where the decision leaves the alert. */
  status: ComplianceAlertStatus;
  /** USD: 10000.00 (cash) or 3000.00 (amount sent). */
  threshold?: Maybe<Scalars['Decimal']['output']>;
  /** What total adds up, as the server says (CASH or AMOUNT_SENT); null for SANCTIONS. */
  thresholdKind?: Maybe<ComplianceThresholdKind>;
  /** USD: the cash of the day (CTR) or the sum that reached the threshold (STRUCTURING). */
  total?: Maybe<Scalars['Decimal']['output']>;
  /** What the alert is about. */
  type: ComplianceAlertType;
  /** The alert's version: 1 at creation, +1 per change (a decision, an order added). Send it back as expectedVersion. */
  version: Scalars['Int']['output'];
};

/** A compliance alert raised, reviewed or decided (docs/live-updates.md). */
export type ComplianceAlertChange = {
  __typename?: 'ComplianceAlertChange';
  /** The alert's id. */
  id: Scalars['ID']['output'];
};

/** An alert with its person and orders. */
export type ComplianceAlertDetail = {
  __typename?: 'ComplianceAlertDetail';
  /** The alert. */
  alert: ComplianceAlert;
  /** The orders the alert adds up, oldest first; empty for SANCTIONS. */
  orders: Array<ComplianceAlertOrder>;
  /** The client or beneficiary the alert is about. */
  person: ComplianceAlertPerson;
};

/** One order an alert adds up. */
export type ComplianceAlertOrder = {
  __typename?: 'ComplianceAlertOrder';
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** The beneficiary's full name. */
  beneficiaryName: Scalars['String']['output'];
  /** USD paid in cash. */
  cash: Scalars['Decimal']['output'];
  /** When the order was taken (the server clock). */
  createdAt: Scalars['DateTime']['output'];
  /** The full name of the employee who took the order. */
  createdBy: Scalars['String']['output'];
  /** The agency day the order was taken. */
  creationDate: Scalars['Date']['output'];
  /** True when the order was deleted after the alert was raised. */
  deleted: Scalars['Boolean']['output'];
  /** The agency's fee, in USD. */
  fee: Scalars['Decimal']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** How the client paid. */
  paymentLines: Array<PaymentLine>;
  /** The order's status now. */
  status: OrderStatus;
  /** What the client pays, in USD: amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['output'];
};

/** The person an alert is about, with what a CTR (FinCEN Form 112) asks of them. */
export type ComplianceAlertPerson = {
  __typename?: 'ComplianceAlertPerson';
  /** Calendar date of birth (clients); null for a beneficiary. */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country code (clients); null for a beneficiary. */
  country?: Maybe<Scalars['String']['output']>;
  /** The identity document's number. */
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** The kind of identity document. */
  documentType?: Maybe<DocumentType>;
  /** The full name. */
  fullName: Scalars['String']['output'];
  /** The client's or beneficiary's id. */
  id: Scalars['ID']['output'];
  /** CLIENT or BENEFICIARY. */
  role: ScreeningRole;
  /** Two-letter state. */
  state?: Maybe<Scalars['String']['output']>;
  /** Street and number (clients); null for a beneficiary. */
  streetAddress?: Maybe<Scalars['String']['output']>;
  /** CPF or CNPJ. */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Phone, digits only, when on file. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** ZIP code or CEP, when on file. */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** Where an administrator's decision leaves an alert. */
export type ComplianceAlertStatus =
  /** Looked at and found not reportable (with a note). */
  | 'CLEARED'
  /** Waiting for an administrator to decide. */
  | 'OPEN'
  /** Reported to the authority (with a note). */
  | 'REPORTED';

/** What a compliance alert is about (docs/compliance.md "Alerts"). */
export type ComplianceAlertType =
  /** Currency Transaction Report: one client's cash on one agency day above $10,000.00 (31 CFR 1010.311, 1010.313). */
  | 'CTR'
  /** A client or beneficiary on file matches a newly loaded sanctions list. */
  | 'SANCTIONS'
  /** Possible structuring: two or more orders within 3 agency days, each under $3,000.00 (or cash under $10,000.00), that reach it together. */
  | 'STRUCTURING';

/** What a CTR or structuring alert's total adds up. */
export type ComplianceThresholdKind =
  /** The amount sent: structuring under the $3,000.00 recordkeeping threshold. */
  | 'AMOUNT_SENT'
  /** The cash paid in: a CTR, or structuring under the $10,000.00 CTR threshold. */
  | 'CASH';

/** Which parts of a Confirm were new. */
export type ConfirmOrderCreated = {
  __typename?: 'ConfirmOrderCreated';
  /** True when the Confirm created the beneficiary. */
  beneficiary: Scalars['Boolean']['output'];
  /** True when the Confirm created the sender. */
  client: Scalars['Boolean']['output'];
  /** True when the Confirm added the Pix key to the beneficiary's keys. */
  pixKey: Scalars['Boolean']['output'];
};

/**
 * A whole Confirm of the new-order form in one server transaction. Give each party by id (picked
 * with Select Sender / Select Beneficiary) or by its details: found by exact full name (case and
 * accents aside), else created. A beneficiary on file takes the details confirmed when they differ,
 * never another person's record.
 */
export type ConfirmOrderInput = {
  /** Take the order although the client already has one today (after POSSIBLE_DUPLICATE). */
  acceptDuplicate?: InputMaybe<Scalars['Boolean']['input']>;
  /** The beneficiary's details: required without beneficiaryId; with it, they update the record. */
  beneficiary?: InputMaybe<BeneficiaryInput>;
  /** The beneficiary on file. */
  beneficiaryId?: InputMaybe<Scalars['ID']['input']>;
  /** The sender's details, used when clientId is not set. */
  client?: InputMaybe<ClientInput>;
  /** The sender on file; when set, `client` is not needed. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Administrators: delete this possible duplicate of the client's first (after POSSIBLE_DUPLICATE). */
  deleteDuplicateId?: InputMaybe<Scalars['ID']['input']>;
  /** The order's amounts, payment lines and dates. */
  order: OrderDetailsInput;
  /** Payout Pix: the key to pay to, added to the beneficiary's keys when new; the main key when absent. */
  pixKey?: InputMaybe<Scalars['String']['input']>;
  /** Administrators: go on despite a possible sanctions match (after SANCTIONS_MATCH), with the reason; audited. */
  sanctionsOverride?: InputMaybe<SanctionsOverrideInput>;
};

/** What a Confirm took: the order, its parties and Pix key, and which of them it created. */
export type ConfirmOrderResult = {
  __typename?: 'ConfirmOrderResult';
  /** Its beneficiary, as confirmed. */
  beneficiary: Beneficiary;
  /** Its sender. */
  client: Client;
  /** Which parts the Confirm created. */
  created: ConfirmOrderCreated;
  /** The order taken. */
  order: Order;
  /** The Pix key paid to; null unless paid by Pix. */
  pixKey?: Maybe<PixKey>;
};

/** A consortium: a title and the payments registered in it. */
export type Consortium = {
  __typename?: 'Consortium';
  /** The consortium's id. */
  id: Scalars['ID']['output'];
  /** The payments registered in it, by date. */
  payments: Array<ConsortiumPayment>;
  /** The consortium's title; not blank. */
  title: Scalars['String']['output'];
};

/** A payment registered in a consortium: always labelled Paid. */
export type ConsortiumPayment = {
  __typename?: 'ConsortiumPayment';
  /** USD, to the cent. */
  amount: Scalars['Decimal']['output'];
  /** The name of the client who paid, as typed. */
  clientName: Scalars['String']['output'];
  /** The day it was paid. */
  date: Scalars['Date']['output'];
  /** The payment's id. */
  id: Scalars['ID']['output'];
};

/** A new employee: every field is required. */
export type CreateEmployeeInput = {
  /** The sign-in email; must not belong to another employee. */
  email: Scalars['String']['input'];
  /** The full name; not blank. */
  fullName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** What the employee may do. */
  role: Role;
};

/**
 * A new order. The server repeats every check of the form:
 * amountBrl = round-half-up(amountUsd x exchangeRate, 2), totalWithFee = amountUsd + fee, 1 to 3
 * payment lines adding up to totalWithFee, paymentDate not before creationDate and, for a days choice,
 * the date that choice gives. The employee is the signed-in one.
 */
export type CreateOrderInput = {
  /** Must equal amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['input'];
  /** USD sent, greater than 0, to the cent. */
  amountUsd: Scalars['Decimal']['input'];
  /** The beneficiary. */
  beneficiaryId: Scalars['ID']['input'];
  /** The sender. */
  clientId: Scalars['ID']['input'];
  /** The agency day the order is taken (today). */
  creationDate: Scalars['Date']['input'];
  /** 1, 5, 10, 15, 20 or 30; -1 for a typed payment date. */
  days: Scalars['Int']['input'];
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: Scalars['Decimal']['input'];
  /** USD, 0 or more, to the cent. */
  fee: Scalars['Decimal']['input'];
  /** Set to renew that order: the new order is a renewal and the original becomes Renewed. */
  originalOrderId?: InputMaybe<Scalars['ID']['input']>;
  /** Not before creationDate. */
  paymentDate: Scalars['Date']['input'];
  /** How the client paid: 1 to 3 lines adding up to totalWithFee. */
  paymentLines: Array<PaymentLineInput>;
  /** Required when the beneficiary is paid by Pix: one of their keys. */
  pixKeyId?: InputMaybe<Scalars['ID']['input']>;
  /** Administrators: go on despite a possible sanctions match of either party (after SANCTIONS_MATCH), with the reason; audited. */
  sanctionsOverride?: InputMaybe<SanctionsOverrideInput>;
  /** Must equal amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['input'];
  /** Normal unless given. */
  type?: InputMaybe<OrderType>;
};

/** A personal access token just created. */
export type CreatedAccessToken = {
  __typename?: 'CreatedAccessToken';
  /** The token's listing. */
  accessToken: AccessToken;
  /** The token to send as `Authorization: Bearer <token>`; shown this once, stored hashed. */
  token: Scalars['String']['output'];
};

/** The orders (any status) whose payment date lies in [start, end], the sums of the counted ones and of each status apart (docs/lists-and-reports.md#which-orders-a-total-counts). */
export type DateReport = {
  __typename?: 'DateReport';
  /** The sums of each status apart, every status. */
  byStatus: Array<DateReportStatusTotal>;
  /** The statuses the totals count: Pending, Completed and Standby (Cancelled and Renewed orders pay nothing out). */
  countedStatuses: Array<OrderStatus>;
  /** Last payment date, inclusive. */
  end: Scalars['Date']['output'];
  /** The orders, by payment date. */
  rows: Array<DateReportRow>;
  /** First payment date, inclusive. */
  start: Scalars['Date']['output'];
  /** Sum of the counted rows' totalBrl, in BRL. */
  totalBrl: Scalars['Decimal']['output'];
  /** Sum of the counted rows' remaining, in BRL. */
  totalRemaining: Scalars['Decimal']['output'];
  /** Sum of the counted rows' totalUsd, in USD. */
  totalUsd: Scalars['Decimal']['output'];
};

/** A row of the date report table. */
export type DateReportRow = {
  __typename?: 'DateReportRow';
  /** The beneficiary's full name. */
  beneficiaryName: Scalars['String']['output'];
  /** The client's (sender's) full name. */
  clientName: Scalars['String']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** The agency day the reais are due to the beneficiary. */
  paymentDate: Scalars['Date']['output'];
  /** BRL still to pay out. */
  remaining: Scalars['Decimal']['output'];
  /** The order's status. */
  status: OrderStatus;
  /** The client's phone, digits only. */
  telephone: Scalars['String']['output'];
  /** The order's amount in BRL. */
  totalBrl: Scalars['Decimal']['output'];
  /** The order's total with fee, USD. */
  totalUsd: Scalars['Decimal']['output'];
};

/** The sums of the date report's rows of one status. */
export type DateReportStatusTotal = {
  __typename?: 'DateReportStatusTotal';
  /** How many rows have it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: OrderStatus;
  /** Sum of the rows' totalBrl, in BRL. */
  totalBrl: Scalars['Decimal']['output'];
  /** Sum of the rows' remaining, in BRL. */
  totalRemaining: Scalars['Decimal']['output'];
  /** Sum of the rows' totalUsd, in USD. */
  totalUsd: Scalars['Decimal']['output'];
};

/** How the reais reach the beneficiary. */
export type DeliveryMethod = {
  __typename?: 'DeliveryMethod';
  /** Bank deposit: the account number; else null. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Savings or checking, as recorded with the order. */
  accountType: AccountType;
  /** Bank deposit: the bank's name; else null. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** Bank deposit: the branch (agência); else null. */
  branch?: Maybe<Scalars['String']['output']>;
  /** Bank deposit, Pix or Zelle. */
  method: PayoutType;
  /** The Pix key, or the Zelle email or phone. */
  pix?: Maybe<Scalars['String']['output']>;
};

/** The kind of identity document on file (REST documentTypeID 1 to 6). */
export type DocumentType =
  /** Brazilian driver's licence (Carteira Nacional de Habilitação); REST 1. */
  | 'CNH'
  /** Brazilian company taxpayer number; REST 5. */
  | 'CNPJ'
  /** Brazilian individual taxpayer number; REST 4. */
  | 'CPF'
  /** An identity card; REST 2. */
  | 'ID'
  /** A passport; REST 3. */
  | 'PASSPORT'
  /** Brazilian identity card (Registro Geral); REST 6. */
  | 'RG';

/** A staff member who signs in to the back office. */
export type Employee = {
  __typename?: 'Employee';
  /** The sign-in email, unique among employees. */
  email: Scalars['String']['output'];
  /** The employee's full name, trimmed. */
  fullName: Scalars['String']['output'];
  /** The employee's id. */
  id: Scalars['ID']['output'];
  /** The language the employee chose for the staff app; null until they choose. */
  language?: Maybe<Language>;
  /** True when the employee's second factor (an authenticator app) is on; its secret is never answered. */
  mfaEnabled: Scalars['Boolean']['output'];
  /** The profile picture as a data: URL, or null when none was uploaded. */
  profileImage?: Maybe<Scalars['String']['output']>;
  /** What the employee may do. */
  role: Role;
  /** The record's version: 1 at creation, +1 per change. Send it back as expectedVersion when saving or deleting. */
  version: Scalars['Int']['output'];
};

/** One page of employees, sorted by name A to Z (4 a page by default). */
export type EmployeePage = {
  __typename?: 'EmployeePage';
  /** The employees of this page. */
  items: Array<Employee>;
  /** How many employees there are in all. */
  total: Scalars['Int']['output'];
};

/** A downloadable file: base64 content and its extension. */
export type FileDownload = {
  __typename?: 'FileDownload';
  /** The content, base64-encoded. */
  data: Scalars['String']['output'];
  /** The extension without a dot, from the content (e.g. 'pdf', 'png'). */
  fileExtension: Scalars['String']['output'];
  /** The MIME type of the content (e.g. 'application/pdf'). */
  mimeType: Scalars['String']['output'];
};

/**
 * A file travelling through GraphQL as base64, so CSRF prevention stays on (no multipart requests).
 * At most 10 MB once decoded.
 */
export type FileInput = {
  /** The content, base64-encoded. */
  data: Scalars['String']['input'];
  /** The file's name as the user picked it. */
  name: Scalars['String']['input'];
  /** The MIME type the browser reported; the server checks the content itself. */
  type: Scalars['String']['input'];
};

/** A field a CHANGED row would change: the value on file and the file's. */
export type ImportChange = {
  __typename?: 'ImportChange';
  /** The field that differs; null for a field no column of the import fills. */
  field?: Maybe<ImportField>;
  /** The value on file. */
  from?: Maybe<Scalars['String']['output']>;
  /** The file's value. */
  to?: Maybe<Scalars['String']['output']>;
};

/** One column of the file and the field it fills. */
export type ImportColumn = {
  __typename?: 'ImportColumn';
  /** The field the column fills; null: the column is left out. */
  field?: Maybe<ImportField>;
  /** True when the field was guessed from the header (English or Portuguese); false when it was sent, or saved for files with these headers. */
  guessed: Scalars['Boolean']['output'];
  /** The column's header as written in the file (or 'Column 3' for a file without a header). */
  header: Scalars['String']['output'];
};

/** A column's field, as the administrator chose it. */
export type ImportColumnInput = {
  /** The field it fills; null leaves the column out. */
  field?: InputMaybe<ImportField>;
  /** The column's header as written in the file (as ImportColumn.header gave it). */
  header: Scalars['String']['input'];
};

/**
 * A field a column of the file can fill (docs/import.md "Mapping"): a field of the client, of the beneficiary
 * (recipient) or of an open order. Each is a field of the create screens.
 */
export type ImportField =
  /** Bank deposit: the account number. */
  | 'BENEFICIARY_ACCOUNT_NUMBER'
  /** Savings or checking. */
  | 'BENEFICIARY_ACCOUNT_TYPE'
  /** Bank deposit: the bank's name. */
  | 'BENEFICIARY_BANK_NAME'
  /** Bank deposit: the branch (agência). */
  | 'BENEFICIARY_BRANCH'
  /** The beneficiary's city. */
  | 'BENEFICIARY_CITY'
  /** The beneficiary's CPF or CNPJ. */
  | 'BENEFICIARY_CPF'
  /** The number of the beneficiary's identity document. */
  | 'BENEFICIARY_DOCUMENT_NUMBER'
  /** The kind of the beneficiary's identity document. */
  | 'BENEFICIARY_DOCUMENT_TYPE'
  /** The beneficiary's full name. */
  | 'BENEFICIARY_FULL_NAME'
  /** How the beneficiary is paid (bank deposit, Pix, Zelle). */
  | 'BENEFICIARY_PAYOUT_TYPE'
  /** The beneficiary's Pix key (or the Zelle email or phone). */
  | 'BENEFICIARY_PIX_KEY'
  /** The beneficiary's two-letter Brazilian state. */
  | 'BENEFICIARY_STATE'
  /** The beneficiary's Brazilian phone. */
  | 'BENEFICIARY_TELEPHONE'
  /** The beneficiary's CEP. */
  | 'BENEFICIARY_ZIP'
  /** The client's calendar date of birth. */
  | 'CLIENT_BIRTHDAY'
  /** The client's city. */
  | 'CLIENT_CITY'
  /** The client's country (US when left out). */
  | 'CLIENT_COUNTRY'
  /** The client's CPF or CNPJ. */
  | 'CLIENT_CPF'
  /** The number of the client's identity document. */
  | 'CLIENT_DOCUMENT_NUMBER'
  /** The kind of the client's identity document. */
  | 'CLIENT_DOCUMENT_TYPE'
  /** The client's full name. */
  | 'CLIENT_FULL_NAME'
  /** The client's two-letter state. */
  | 'CLIENT_STATE'
  /** The client's street and number. */
  | 'CLIENT_STREET_ADDRESS'
  /** The client's US phone. */
  | 'CLIENT_TELEPHONE'
  /** The client's US ZIP code. */
  | 'CLIENT_ZIP_CODE'
  /** An open order's amount in USD. */
  | 'ORDER_AMOUNT_USD'
  /** The calendar date an open order was taken. */
  | 'ORDER_CREATION_DATE'
  /** An open order's exchange rate (BRL per USD). */
  | 'ORDER_EXCHANGE_RATE'
  /** An open order's fee in USD. */
  | 'ORDER_FEE'
  /** What was already paid out of an open order to the beneficiary, in BRL (partial payments made): one partial payment line. */
  | 'ORDER_PAID_AMOUNT'
  /** An open order's calendar payment date. */
  | 'ORDER_PAYMENT_DATE'
  /** The old system's number of an open order (Pedido, Nº do pedido, Order): the same number is the same order at the next import. */
  | 'ORDER_REFERENCE'
  /** An open order's status. */
  | 'ORDER_STATUS';

/** What an import found, or will do, for one row of the file (docs/import.md). */
export type ImportOutcome =
  /** A record on file matches but some fields differ: `changes` lists them. */
  | 'CHANGED'
  /** A possible sanctions match: never imported until an administrator decides, as on Confirm. */
  | 'HELD'
  /** No record on file matches: the row makes a new client (and its beneficiary and Pix key). */
  | 'NEW'
  /** The row breaks a rule of the create screens (`field` and `message` say which): nothing is written for it. */
  | 'REFUSED'
  /** The record on file already says the same (matched by CPF/CNPJ or document number, else full name and date of birth): nothing is written. */
  | 'SAME';

/** How far a running import is, in rows. */
export type ImportProgress = {
  __typename?: 'ImportProgress';
  /** Rows handled so far. */
  done: Scalars['Int']['output'];
  /** Rows in the file. */
  total: Scalars['Int']['output'];
};

/** One row's outcome. */
export type ImportRow = {
  __typename?: 'ImportRow';
  /** CHANGED: what differs. */
  changes: Array<ImportChange>;
  /** SAME, CHANGED, and NEW once written: the client's id. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** REFUSED: the field that breaks a rule; null when the row as a whole is refused. */
  field?: Maybe<ImportField>;
  /** The row's line in the file (1 is the first line, the header's when there is one). */
  line: Scalars['Int']['output'];
  /** REFUSED and HELD: the sentence the create screen would give, in English (the screen translates by field). */
  message?: Maybe<Scalars['String']['output']>;
  /** The row's open order: the one on file (SAME) or the one made (NEW, once written); null without an order. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** What the import found or did for the row. */
  outcome: ImportOutcome;
};

/** Where an import stands. */
export type ImportStatus =
  /** Every row was handled; the report is final. */
  | 'DONE'
  /** A dry run: every row's outcome, nothing written. A large file's dry run answers at once and goes on: `progress` says how far it is. */
  | 'DRY_RUN'
  /** The import stopped on an error; the batches written before it stay. */
  | 'FAILED'
  /** The import is writing its batches; `progress` says how far it is. */
  | 'RUNNING';

/**
 * A client's investment, paid back in monthly invoices. Every field of this area is for administrators
 * only. Monthly income = amount x percentage / 100 to the cent, for USD and BRL apart.
 */
export type Investment = {
  __typename?: 'Investment';
  /** BANK_DEPOSIT: the account number; else null. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Savings or checking. */
  accountType: AccountType;
  /** The amount invested in BRL. */
  amountBrl: Scalars['Decimal']['output'];
  /** The amount invested in USD. */
  amountUsd: Scalars['Decimal']['output'];
  /** BANK_DEPOSIT: the bank's name; else null. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** BANK_DEPOSIT: the branch; else null. */
  branch?: Maybe<Scalars['String']['output']>;
  /** The client who invested. */
  client: Client;
  /** The full name of the employee who created it. */
  createdBy: Scalars['String']['output'];
  /** The day the investment starts. */
  creationDate: Scalars['Date']['output'];
  /** The creation date plus the term. */
  finalizationDate: Scalars['Date']['output'];
  /** True once the signed agreement was uploaded (download it with completedAgreement). */
  hasCompletedAgreement: Scalars['Boolean']['output'];
  /** True once the agreement PDF was generated (download it with originalAgreement). */
  hasOriginalAgreement: Scalars['Boolean']['output'];
  /** The investment's id. */
  id: Scalars['ID']['output'];
  /** The monthly invoices, by date. */
  invoices: Array<Invoice>;
  /** True when this investment renews another (originalInvestment). */
  isRenewal: Scalars['Boolean']['output'];
  /** BRL paid each month: amountBrl x percentageBrl / 100, to the cent. */
  monthlyIncomeBrl: Scalars['Decimal']['output'];
  /** USD paid each month: amountUsd x percentageUsd / 100, to the cent. */
  monthlyIncomeUsd: Scalars['Decimal']['output'];
  /** The term: 1, 3, 6, 9 or 12 months. */
  months: Scalars['Int']['output'];
  /** The investment this one renews, if any. */
  originalInvestment?: Maybe<Investment>;
  /** A free note on how the client is paid, as typed. */
  paymentDescription?: Maybe<Scalars['String']['output']>;
  /** How the client receives the monthly income. */
  payoutType: PayoutType;
  /** Monthly percentage on the BRL amount. */
  percentageBrl: Scalars['Decimal']['output'];
  /** Monthly percentage on the USD amount (e.g. '1.5' for 1.5 %). */
  percentageUsd: Scalars['Decimal']['output'];
  /** PIX: the Pix key; ZELLE: the email or US phone; else null. */
  pix?: Maybe<Scalars['String']['output']>;
  /** Where the investment stands. */
  status: InvestmentStatus;
  /** The record's version: 1 at creation, +1 per change (a status, a renewal, an agreement generated or uploaded). Send it back as expectedVersion. */
  version: Scalars['Int']['output'];
};

/** A new investment. Monthly incomes are computed by the server. */
export type InvestmentInput = {
  /** BANK_DEPOSIT: the account number. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Savings or checking. */
  accountType: AccountType;
  /** BRL invested, at most 2 decimals. */
  amountBrl: Scalars['Decimal']['input'];
  /** USD invested, at most 2 decimals. */
  amountUsd: Scalars['Decimal']['input'];
  /** BANK_DEPOSIT: the bank's name. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** BANK_DEPOSIT: the branch. */
  branch?: InputMaybe<Scalars['String']['input']>;
  /** The sender's details, used when clientId is not set (SENDER_AMBIGUOUS when several clients share the name). */
  client?: InputMaybe<ClientInput>;
  /** The client on file; when not set, `client` is found by full name or created with the investment. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to today. */
  creationDate?: InputMaybe<Scalars['Date']['input']>;
  /** 1, 3, 6, 9 or 12. */
  months: Scalars['Int']['input'];
  /** Set to renew that investment: it becomes Renewed. */
  originalInvestmentId?: InputMaybe<Scalars['ID']['input']>;
  /** A free note on how the client is paid. */
  paymentDescription?: InputMaybe<Scalars['String']['input']>;
  /** How the client receives the monthly income. */
  payoutType: PayoutType;
  /** Monthly percentage on the BRL amount. */
  percentageBrl: Scalars['Decimal']['input'];
  /** Monthly percentage on the USD amount. */
  percentageUsd: Scalars['Decimal']['input'];
  /** PIX: the Pix key; ZELLE: the email or US phone. */
  pix?: InputMaybe<Scalars['String']['input']>;
};

/** One page of investments (6 a page by default). */
export type InvestmentPage = {
  __typename?: 'InvestmentPage';
  /** The investments of this page, newest first. */
  items: Array<Investment>;
  /** How many investments match in all. */
  total: Scalars['Int']['output'];
};

/** The investment report: invoices due on the picked date, the next day and three days after it. */
export type InvestmentReport = {
  __typename?: 'InvestmentReport';
  /** The picked date. */
  date: Scalars['Date']['output'];
  /** The invoices due three days after. */
  inThreeDays: Array<Invoice>;
  /** The invoices due on the picked date. */
  today: Array<Invoice>;
  /** The invoices due the day after. */
  tomorrow: Array<Invoice>;
};

/** The investment list's Search modal. Null means no filter. */
export type InvestmentSearch = {
  /** Part of the client's name, case- and accent-insensitive. */
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** Finalized on or before. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** One investment's id. */
  investmentId?: InputMaybe<Scalars['ID']['input']>;
  /** Created on or after. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Only investments with this status. */
  status?: InputMaybe<InvestmentStatus>;
};

/** An investment's status (REST statusID 1 to 4). */
export type InvestmentStatus =
  /** Stopped before its end; REST 3. */
  | 'CANCELLED'
  /** Finished and paid back; REST 2. */
  | 'COMPLETED'
  /** Running: invoices are being paid; REST 1. */
  | 'PENDING'
  /** Replaced by a renewal; set only by creating the renewal; REST 4. */
  | 'RENEWED';

/** One monthly payment of an investment to its client. */
export type Invoice = {
  __typename?: 'Invoice';
  /** BRL to pay: the investment's monthly income in BRL. */
  amountBrl: Scalars['Decimal']['output'];
  /** USD to pay: the investment's monthly income in USD. */
  amountUsd: Scalars['Decimal']['output'];
  /** The investing client's full name. */
  clientName: Scalars['String']['output'];
  /** The day it is due. */
  date: Scalars['Date']['output'];
  /** The invoice's id. */
  id: Scalars['ID']['output'];
  /** The investment it pays. */
  investmentId: Scalars['ID']['output'];
  /** Pending or paid. */
  status: InvoiceStatus;
  /** Marked once by Return; a returned invoice cannot be returned again. */
  wasReturned: Scalars['Boolean']['output'];
};

/** An invoice's status (REST statusID 1 or 2). */
export type InvoiceStatus =
  /** Paid to the client; REST 2. */
  | 'PAID'
  /** Not paid yet; REST 1. */
  | 'PENDING';

/** A language of the staff app (docs/i18n.md). */
export type Language =
  /** English: the specs' words (REST 'en'). */
  | 'EN'
  /** Brazilian Portuguese (REST 'pt-BR'). */
  | 'PT_BR';

/**
 * What the password step of a sign-in returns (docs/employees-and-access.md#sign-in): the session, or, for an employee
 * with a second factor or who must enrol one, no token and a challenge for verifyLogin (or for setupSecondFactor and
 * enableSecondFactor when enrol is true).
 */
export type LoginResult = {
  __typename?: 'LoginResult';
  /** Single-use proof of the password step, valid 5 minutes; null when a token was given. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** The signed-in employee's id; null when mfaRequired is true. */
  employeeId?: Maybe<Scalars['ID']['output']>;
  /** True when the employee must set up a second factor now (an administrator without one, as MFA_REQUIRED says). */
  enrol: Scalars['Boolean']['output'];
  /** The signed-in employee's full name; null when mfaRequired is true. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The language the employee chose for the staff app; null until they choose, or when mfaRequired is true. */
  language?: Maybe<Language>;
  /** True when a code is needed: token and the employee's fields are then null, and challenge is set. */
  mfaRequired: Scalars['Boolean']['output'];
  /** True when an administrator set the password: it must be changed (changePassword) before anything else opens. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** The signed-in employee's role; null when mfaRequired is true. */
  role?: Maybe<Role>;
  /** Bearer token for every later call; null when mfaRequired is true. */
  token?: Maybe<Scalars['String']['output']>;
};

/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Records a payment of value BRL (date defaults to today). BAD_USER_INPUT when it would take the remaining value below zero. */
  addPartialPayment: TransferLog;
  /** Adds a Pix key (a non-empty, valid key); the first key becomes main. Returns the beneficiary. */
  addPixKey: Beneficiary;
  /**
   * Cancels an order within 30 minutes of its creation for a full refund of its total with fee (any
   * signed-in user; 12 CFR 1005.34). CANCELLATION_WINDOW_CLOSED after the 30 minutes.
   */
  cancelOrder: CancelOrderResult;
  /**
   * Changes the signed-in employee's own password after checking the current one.
   * Revokes their other sessions and keeps this one.
   */
  changePassword: Employee;
  /**
   * Confirms an order in one atomic call: the sender, the duplicate check, the beneficiary, the Pix
   * key and the order, or nothing at all. Refusals carry extensions.code: SENDER_AMBIGUOUS and
   * BENEFICIARY_AMBIGUOUS (with `candidates`), POSSIBLE_DUPLICATE (with `transactionID`),
   * BENEFICIARY_CPF_MISMATCH, SANCTIONS_MATCH (with `matches`: entNum, name, program, score, reason, dateOfBirth, nationality),
   * BAD_USER_INPUT (with `field`), FORBIDDEN (deleteDuplicateId or sanctionsOverride by an employee). The same idempotencyKey returns the first result; with another input it is
   * IDEMPOTENCY_KEY_REUSED.
   */
  confirmOrder: ConfirmOrderResult;
  /**
   * Creates a personal access token for scripts (sent as `Authorization: Bearer <token>`); the token is answered this
   * once. Any signed-in employee, for themself.
   */
  createAccessToken: CreatedAccessToken;
  /** Creates a beneficiary. BAD_USER_INPUT names the field of a bad value. */
  createBeneficiary: Beneficiary;
  /** Creates a client. BAD_USER_INPUT names the field of a bad value (an invalid CPF, say). */
  createClient: Client;
  /** Creates a consortium with a title that is not blank. Administrators only. */
  createConsortium: Consortium;
  /** Creates an employee. Administrators only. CONFLICT when the email is taken. */
  createEmployee: Employee;
  /** Creates an investment and its invoices (a renewal when originalInvestmentId is set). */
  createInvestment: Investment;
  /**
   * Creates an order, remembering its fee and rate as the next defaults. A repeated idempotencyKey
   * returns the order the first call created instead of a second one. Both parties are screened
   * against the sanctions list: SANCTIONS_MATCH (with `matches`) unless an administrator's
   * sanctionsOverride (FORBIDDEN from an employee).
   */
  createOrder: Order;
  /** Decides an alert (administrators): CLEARED or REPORTED need a note. Audited. */
  decideComplianceAlert: ComplianceAlert;
  /** Deletes an employee. Administrators only. Returns the deleted employee. CONFLICT for the last administrator. */
  deleteEmployee: Employee;
  /** Deletes an investment (a soft delete) and returns it as it was. */
  deleteInvestment: Investment;
  /**
   * Soft-deletes an order (administrators only); it leaves every list. Returns it as it was. Deleting
   * a renewal gives its original back the status it had before it was renewed, unless another renewal
   * of it remains: ask for originalOrder { id status } to get the original as it is now.
   */
  deleteOrder: Order;
  /** Deletes a payment of the order. */
  deletePartialPayment: TransferLog;
  /** Deletes a key; when it was main, the oldest remaining key becomes main. Returns the beneficiary. */
  deletePixKey: Beneficiary;
  /**
   * Turns the signed-in employee's own second factor off with a current code (MFA_CODE_INVALID otherwise);
   * MFA_REQUIRED_BY_POLICY when MFA_REQUIRED asks one of them.
   */
  disableSecondFactor: Scalars['Boolean']['output'];
  /**
   * Puts the factor set up by setupSecondFactor in force once a first code from the app is right (MFA_CODE_INVALID
   * otherwise); answers the ten recovery codes, and the session when enrolling during a sign-in.
   */
  enableSecondFactor: SecondFactorEnabled;
  /** Signs out one session of an employee; answers their sessions left. Administrators only. */
  endEmployeeSession: Array<SignedInDevice>;
  /** Signs out every session of an employee (the caller's own current one stays); answers the sessions left. Administrators only. */
  endEmployeeSessions: Array<SignedInDevice>;
  /** Signs out every session of the signed-in employee but this one; answers the sessions left (this one). */
  endOtherSessions: Array<SignedInDevice>;
  /** Signs one of the signed-in employee's own sessions out; answers the sessions left. Any signed-in employee. */
  endSession: Array<SignedInDevice>;
  /** Generates (again) the agreement PDF from the investment. */
  generateAgreement: AgreementPayload;
  /**
   * Imports clients with their beneficiaries, Pix keys and open orders from a CSV or XLSX file (docs/import.md).
   * With dryRun every row's outcome is answered and nothing is written; without it the import starts and runs
   * in batches: ask clientImport(id) for its progress. The same file twice adds nothing. Administrators only.
   */
  importClients: ClientImport;
  /**
   * Replaces the sanctions list with OFAC's published files (administrators): the text of sdn.csv and,
   * optionally, alt.csv (aliases). A malformed file is refused (BAD_USER_INPUT naming the file and the
   * line), a file with no entry with SANCTIONS_LIST_EMPTY, and a list with fewer than half the entries
   * in force with SANCTIONS_LIST_SHRINKS (extensions entries and inForce) unless allowShrink; on any
   * refusal the list in force stays.
   */
  loadSanctionsList: SanctionsList;
  /**
   * The password step of a sign-in; no token needed. A wrong email or password gives UNAUTHENTICATED with 'Wrong email
   * or password'. Answers the session, or mfaRequired with a challenge for verifyLogin (enrol: set a factor up first).
   */
  login: LoginResult;
  /** Revokes the current token. Any signed-in employee. */
  logout: Scalars['Boolean']['output'];
  /** Moves every pending invoice of the investment to that day of its own month (clamped to the month's end). */
  moveInvoiceDay: Investment;
  /** Marks a pending invoice paid. */
  payInvoice: Invoice;
  /** Registers a payment in a consortium and returns the consortium with it. Administrators only. */
  registerConsortiumPayment: Consortium;
  /** Removes an employee's second factor (a lost phone): they enrol again at their next sign-in. Audited. Administrators only. */
  resetSecondFactor: Scalars['Boolean']['output'];
  /** Marks a pending invoice returned, once. */
  returnInvoice: Invoice;
  /** Revokes one of the signed-in employee's own access tokens at once; answers the tokens left. */
  revokeAccessToken: Array<AccessToken>;
  /** Keeps the staff app's language on the signed-in employee's own record, so it follows them to another browser. Any signed-in employee. */
  setLanguage: Viewer;
  /** Makes this key the main one (the beneficiary's pix follows it). Returns the beneficiary. */
  setMainPixKey: Beneficiary;
  /**
   * Starts setting up the second factor: a new secret, not yet in force. Signed in, or with the challenge of a sign-in
   * that answered enrol.
   */
  setupSecondFactor: SecondFactorSetup;
  /** Replaces a beneficiary's fields. With expectedVersion, a beneficiary changed meanwhile is refused with EDITED_ELSEWHERE (extensions: currentVersion, editedBy, editedAt) and nothing is written. */
  updateBeneficiary: Beneficiary;
  /** Replaces a client's fields. With expectedVersion, a client changed meanwhile is refused with EDITED_ELSEWHERE (extensions: currentVersion, editedBy, editedAt) and nothing is written. */
  updateClient: Client;
  /** Changes an employee. Administrators only. CONFLICT when it would leave no administrator. */
  updateEmployee: Employee;
  /** Sets the status to Pending, Completed or Cancelled (Renewed comes only from a renewal). */
  updateInvestmentStatus: Investment;
  /**
   * Sets the status. COMPLETED while money is still owed is refused with
   * PAYMENTS_INCOMPLETE unless force is true; RENEWED is set only by a renewal; a renewed or deleted
   * order refuses changes (CONFLICT).
   */
  updateOrderStatus: Order;
  /** Changes a payment of the order. */
  updatePartialPayment: TransferLog;
  /** Stores the beneficiary's document: PDF, JPEG, PNG or WebP, 10 MB at most, checked by content. */
  uploadBeneficiaryDocument: Beneficiary;
  /** Stores the client's document: PDF, JPEG, PNG or WebP, 10 MB at most, checked by content. */
  uploadClientDocument: Client;
  /** Stores the signed agreement: PDF, JPEG, PNG or WebP, 10 MB at most. */
  uploadCompletedAgreement: Investment;
  /** Sets the profile picture: an image (PNG, JPEG, WebP or GIF, checked by content), 10 MB at most. Any signed-in employee. */
  uploadEmployeeImage: Employee;
  /**
   * The code step of a sign-in: a 6-digit code of the authenticator app, or one of the recovery codes. No token needed.
   * MFA_CHALLENGE_INVALID when the challenge expired (5 minutes) or was used; MFA_CODE_INVALID for a wrong or reused code.
   * Wrong codes count toward the sign-in limits (RATE_LIMITED).
   */
  verifyLogin: Session;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationAddPartialPaymentArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  orderId: Scalars['ID']['input'];
  value: Scalars['Decimal']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationAddPixKeyArgs = {
  beneficiaryId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCancelOrderArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationConfirmOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ConfirmOrderInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateAccessTokenArgs = {
  expiresInDays: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  scope: AccessTokenScope;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateBeneficiaryArgs = {
  input: BeneficiaryInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateClientArgs = {
  input: ClientInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateConsortiumArgs = {
  title: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateEmployeeArgs = {
  input: CreateEmployeeInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateInvestmentArgs = {
  input: InvestmentInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationCreateOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CreateOrderInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDecideComplianceAlertArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: ComplianceAlertStatus;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDeleteEmployeeArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDeleteInvestmentArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDeleteOrderArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDeletePartialPaymentArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDeletePixKeyArgs = {
  pixKeyId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationDisableSecondFactorArgs = {
  code: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationEnableSecondFactorArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationEndEmployeeSessionArgs = {
  employeeID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationEndEmployeeSessionsArgs = {
  employeeID: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationGenerateAgreementArgs = {
  investmentId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationImportClientsArgs = {
  dryRun: Scalars['Boolean']['input'];
  file: FileInput;
  firstDayOfUse?: InputMaybe<Scalars['Date']['input']>;
  mapping?: InputMaybe<Array<ImportColumnInput>>;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationLoadSanctionsListArgs = {
  allowShrink?: Scalars['Boolean']['input'];
  altCsv?: InputMaybe<Scalars['String']['input']>;
  sdnCsv: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationMoveInvoiceDayArgs = {
  dayOfMonth: Scalars['Int']['input'];
  investmentId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationPayInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationRegisterConsortiumPaymentArgs = {
  amount: Scalars['Decimal']['input'];
  clientName: Scalars['String']['input'];
  consortiumId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationResetSecondFactorArgs = {
  employeeID: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationReturnInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationSetLanguageArgs = {
  language: Language;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationSetMainPixKeyArgs = {
  pixKeyId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationSetupSecondFactorArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdateBeneficiaryArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: BeneficiaryInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdateClientArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: ClientInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdateEmployeeArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: UpdateEmployeeInput;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdateInvestmentStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  status: InvestmentStatus;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdateOrderStatusArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  status: OrderStatus;
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUpdatePartialPaymentArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
  value: Scalars['Decimal']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUploadBeneficiaryDocumentArgs = {
  file: FileInput;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUploadClientDocumentArgs = {
  file: FileInput;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUploadCompletedAgreementArgs = {
  file: FileInput;
  investmentId: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationUploadEmployeeImageArgs = {
  file: FileInput;
  id: Scalars['ID']['input'];
};


/** The write operations. Every field needs a signed-in employee unless its description says otherwise (login does not). */
export type MutationVerifyLoginArgs = {
  challenge: Scalars['String']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A transfer order: the client's dollars and
 * the reais promised to the beneficiary. Amounts are exact decimals: USD and BRL to the cent, the
 * exchange rate to 6 places.
 */
export type Order = {
  __typename?: 'Order';
  /** What the signed-in caller may do with this order now, as the server decides it (docs/orders.md#what-may-be-done-with-an-order): show exactly these. */
  allowedActions: Array<OrderAction>;
  /** The amount the beneficiary receives, in BRL: amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['output'];
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** The beneficiary, who receives BRL. */
  beneficiary: Beneficiary;
  /** Until when 'Cancel and refund' may be used: 30 minutes after createdAt (12 CFR 1005.34). */
  cancellableUntil: Scalars['DateTime']['output'];
  /** The cancellation within 30 minutes and its refund; null when not cancelled that way. */
  cancellation?: Maybe<Cancellation>;
  /** The sender, who pays in USD. */
  client: Client;
  /** The compliance alerts that name this order (CTR, STRUCTURING, SANCTIONS after an override), for the order page's marks. */
  complianceFlags: Array<ComplianceAlertType>;
  /** When the order was taken (the server clock). */
  createdAt: Scalars['DateTime']['output'];
  /** The employee who took the order (Created By). */
  createdBy: Scalars['String']['output'];
  /** The agency day the order was taken. */
  creationDate: Scalars['Date']['output'];
  /** The 'payment in N days' choice (1, 5, 10, 15, 20, 30), or the weekday count of a typed date. */
  days: Scalars['Int']['output'];
  /** Where this order's money goes, as recorded when it was taken: what its receipt prints. */
  deliveryMethod: DeliveryMethod;
  /** The orders that renew this one. */
  derivativeOrders: Array<Order>;
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Fee in USD. */
  fee: Scalars['Decimal']['output'];
  /** Every change to the order, its payment lines and partial payments, its status and cancellation, newest first (any employee who may open it). */
  history: AuditPage;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** True when this order renews another (originalOrder). */
  isRenewal: Scalars['Boolean']['output'];
  /** The order this one renews, if any; null also when that order has been deleted. */
  originalOrder?: Maybe<Order>;
  /** The agency day the reais are due to the beneficiary. */
  paymentDate: Scalars['Date']['output'];
  /** How the client paid: 1 to 3 lines adding up to totalWithFee. */
  paymentLines: Array<PaymentLine>;
  /** The Pix key the payout goes to (payout Pix), as it was when the order was taken. */
  pixKey?: Maybe<PixKey>;
  /** BRL still to pay out: amountBrl minus the partial payments paid out. */
  remainingValue: Scalars['Decimal']['output'];
  /** The order's status. */
  status: OrderStatus;
  /** What the client pays, in USD: amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['output'];
  /** The order's type. */
  type: OrderType;
  /** The order's version: 1 at creation, +1 per change (status, partial payment, cancellation). Send it back as expectedVersion. */
  version: Scalars['Int']['output'];
};


/**
 * A transfer order: the client's dollars and
 * the reais promised to the beneficiary. Amounts are exact decimals: USD and BRL to the cent, the
 * exchange rate to 6 places.
 */
export type OrderHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** Something a caller may do with one order (Order.allowedActions); the REST API decides each with the same check its route makes. */
export type OrderAction =
  /** Record a partial payment (addPartialPayment): while BRL remains to pay out. */
  | 'ADD_PARTIAL_PAYMENT'
  /** Cancel for a refund of the total with fee (cancelOrder): within 30 minutes, Pending or Standby, nothing paid out. */
  | 'CANCEL'
  /** Set its status (updateOrderStatus): not Renewed. */
  | 'CHANGE_STATUS'
  /** Delete it (deleteOrder): administrators, while no renewal of it remains. */
  | 'DELETE'
  /** Change or delete a recorded partial payment (updatePartialPayment, deletePartialPayment): once one is recorded. */
  | 'EDIT'
  /** Renew it (createOrder with originalOrderId): not Renewed or Cancelled. */
  | 'RENEW';

/** One order's change, announced after its transaction committed (docs/live-updates.md). */
export type OrderChange = {
  __typename?: 'OrderChange';
  /** When it committed. */
  editedAt: Scalars['DateTime']['output'];
  /** Who made the change (the employee's full name); null for a system change. */
  editedBy?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** What happened to it. */
  kind: OrderChangeKind;
  /** The order's version after the change (null when deleted). */
  version?: Maybe<Scalars['Int']['output']>;
};

/** What happened to an order (docs/live-updates.md). */
export type OrderChangeKind =
  /** Cancelled. */
  | 'CANCELLED'
  /** Edited, its status changed, or replaced by a renewal. */
  | 'CHANGED'
  /** Taken (or created by a renewal). */
  | 'CREATED'
  /** Deleted. */
  | 'DELETED'
  /** A (partial) payment was recorded. */
  | 'PAID';

/** The fee and exchange rate the new-order form starts with: the last ones used (5 and 1 before the first order). */
export type OrderDefaults = {
  __typename?: 'OrderDefaults';
  /** BRL per USD; 1 before the first order. */
  exchangeRate: Scalars['Decimal']['output'];
  /** USD; 5 before the first order. */
  fee: Scalars['Decimal']['output'];
};

/**
 * The order of a Confirm, without its parties: amounts, payment lines and dates as on
 * CreateOrderInput, checked the same way.
 */
export type OrderDetailsInput = {
  /** Must equal amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['input'];
  /** USD sent, greater than 0, to the cent. */
  amountUsd: Scalars['Decimal']['input'];
  /** The agency day the order is taken (today). */
  creationDate: Scalars['Date']['input'];
  /** 1, 5, 10, 15, 20 or 30; -1 for a typed payment date. */
  days: Scalars['Int']['input'];
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: Scalars['Decimal']['input'];
  /** USD, 0 or more, to the cent. */
  fee: Scalars['Decimal']['input'];
  /** Set to renew that order: no duplicate check, and the original becomes Renewed. */
  originalOrderId?: InputMaybe<Scalars['ID']['input']>;
  /** Not before creationDate. */
  paymentDate: Scalars['Date']['input'];
  /** How the client paid: 1 to 3 lines adding up to totalWithFee. */
  paymentLines: Array<PaymentLineInput>;
  /** Must equal amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['input'];
  /** Normal unless given. */
  type?: InputMaybe<OrderType>;
};

/** An order as the lists show it. The names come with it; client and beneficiary are fetched in one batch when asked for. */
export type OrderListItem = {
  __typename?: 'OrderListItem';
  /** The amount the beneficiary receives, in BRL: amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['output'];
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** The beneficiary, fetched in one batch for the page. */
  beneficiary: Beneficiary;
  /** The beneficiary's full name. */
  beneficiaryName: Scalars['String']['output'];
  /** The sender, fetched in one batch for the page. */
  client: Client;
  /** When the order was taken (the server clock). */
  createdAt: Scalars['DateTime']['output'];
  /** The agency day the order was taken. */
  creationDate: Scalars['Date']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** The agency day the reais are due to the beneficiary. */
  paymentDate: Scalars['Date']['output'];
  /** BRL still to pay out. */
  remainingValue: Scalars['Decimal']['output'];
  /** The client's (sender's) full name. */
  senderName: Scalars['String']['output'];
  /** The order's status. */
  status: OrderStatus;
  /** The client's phone, digits only. */
  telephone: Scalars['String']['output'];
  /** The order's type. */
  type: OrderType;
};

/** One page of orders and how many match. */
export type OrderListPage = {
  __typename?: 'OrderListPage';
  /** The orders of this page. */
  items: Array<OrderListItem>;
  /**
   * For orders and pendingOrders: pass it as after (same search and sort) for the next page, read from
   * the index at this page's last row, as fast at page 5,000 as at page 1. Null on the last page and in
   * the daily lists.
   */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** For orders and pendingOrders: pass it as before for the previous page. Null on the first page and in the daily lists. */
  previousCursor?: Maybe<Scalars['String']['output']>;
  /** How many orders match in all. */
  total: Scalars['Int']['output'];
};

/**
 * Filters of the order searches. A null or blank filter
 * means none. Names match case- and accent-insensitively anywhere in the client's or beneficiary's
 * name; the payment dates bound the payment date, inclusive.
 */
export type OrderSearch = {
  /** Part of the beneficiary's name. */
  beneficiaryName?: InputMaybe<Scalars['String']['input']>;
  /** One order by id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Payment date on or after. */
  paymentFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Payment date on or before. */
  paymentTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the client's name. */
  senderName?: InputMaybe<Scalars['String']['input']>;
  /** Only orders with this status. */
  status?: InputMaybe<OrderStatus>;
  /** Digits contained in the client's phone. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** Only orders of this type. */
  type?: InputMaybe<OrderType>;
};

/**
 * How an order table is sorted: a column, ascending (_ASC) or descending (_DESC). Orders that tie are
 * always in order id, so pages are stable.
 */
export type OrderSort =
  /** Amount in BRL, smallest first. */
  | 'AMOUNT_BRL_ASC'
  /** Amount in BRL, largest first. */
  | 'AMOUNT_BRL_DESC'
  /** Amount in USD, smallest first. */
  | 'AMOUNT_USD_ASC'
  /** Amount in USD, largest first. */
  | 'AMOUNT_USD_DESC'
  /** Beneficiary's full name, A to Z. */
  | 'BENEFICIARY_ASC'
  /** Beneficiary's full name, Z to A. */
  | 'BENEFICIARY_DESC'
  /** Order id, lowest first. */
  | 'ID_ASC'
  /** Order id, highest first. */
  | 'ID_DESC'
  /** Payment date, oldest first. */
  | 'PAYMENT_DATE_ASC'
  /** Payment date, latest first. */
  | 'PAYMENT_DATE_DESC'
  /** Client's (sender's) full name, A to Z. */
  | 'SENDER_ASC'
  /** Client's (sender's) full name, Z to A. */
  | 'SENDER_DESC'
  /** Status in the order Pending, Completed, Cancelled, Renewed, Standby. */
  | 'STATUS_ASC'
  /** Status in the order Standby, Renewed, Cancelled, Completed, Pending. */
  | 'STATUS_DESC';

/** An order's status (REST statusID 1 to 5). */
export type OrderStatus =
  /** Cancelled; REST 3. */
  | 'CANCELLED'
  /** Paid out in full (labelled Paid on receipts); REST 2. */
  | 'COMPLETED'
  /** Taken, the reais not all paid out yet; REST 1. */
  | 'PENDING'
  /** Replaced by a renewal; set only by creating the renewal; REST 4. */
  | 'RENEWED'
  /** On hold; REST 5. */
  | 'STANDBY';

/** An order's type (REST transactionTypeID 0 to 2). */
export type OrderType =
  /** A normal order; REST 0. */
  | 'NORMAL'
  /** A premium order; REST 2. */
  | 'PREMIUM'
  /** A special order; REST 1. */
  | 'SPECIAL';

/** A partial payment of an order: BRL paid out to the beneficiary on a date. */
export type PartialPayment = {
  __typename?: 'PartialPayment';
  /** The day it was paid out. */
  date: Scalars['Date']['output'];
  /** The payment's id. */
  id: Scalars['ID']['output'];
  /** BRL paid out, greater than 0. */
  value: Scalars['Decimal']['output'];
};

/** One payment line of an order: how the client paid and how much, in USD. */
export type PaymentLine = {
  __typename?: 'PaymentLine';
  /** How the client paid. */
  method: PaymentMethod;
  /** USD, to the cent. */
  value: Scalars['Decimal']['output'];
};

/** One payment line of a new order. */
export type PaymentLineInput = {
  /** How the client paid. */
  method: PaymentMethod;
  /** USD, to the cent. */
  value: Scalars['Decimal']['input'];
};

/** How the client paid a payment line (REST paymentID 1 to 4). */
export type PaymentMethod =
  /** Cash; REST 1. */
  | 'CASH'
  /** Check; REST 2. */
  | 'CHECK'
  /** Credit card; REST 4. */
  | 'CREDIT'
  /** Zelle; REST 3. */
  | 'ZELLE';

/** The payment-today list's totals: the sums of its rows whose status is one of countedStatuses (docs/lists-and-reports.md#which-orders-a-total-counts). */
export type PaymentTodayTotals = {
  __typename?: 'PaymentTodayTotals';
  /** The statuses the totals count: Pending, Completed and Standby (the list's Renewed orders are not counted). */
  countedStatuses: Array<OrderStatus>;
  /** Sum of the counted orders' amounts, in BRL. */
  totalBrl: Scalars['Decimal']['output'];
  /** Sum of the counted orders' amounts (without fee), in USD. */
  totalUsd: Scalars['Decimal']['output'];
};

/** The receipt-of-payments page of an order. */
export type PaymentsReport = {
  __typename?: 'PaymentsReport';
  /** The order's amount in BRL. */
  amountBrl: Scalars['Decimal']['output'];
  /** The client's (sender's) full name. */
  clientName: Scalars['String']['output'];
  /** When the order was taken (the server clock). */
  createdAt: Scalars['DateTime']['output'];
  /** The full name of the employee who took the order. */
  employeeName: Scalars['String']['output'];
  /** BRL still to pay out. */
  missing: Scalars['Decimal']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** The payments, by date. */
  payments: Array<PartialPayment>;
  /** BRL paid out so far. */
  total: Scalars['Decimal']['output'];
};

/** How a beneficiary is paid (REST payoutTypeID 1 to 3). */
export type PayoutType =
  /** A deposit into a Brazilian bank account (bankName, branch, accountNumber); REST 1. */
  | 'BANK_DEPOSIT'
  /** A Brazilian instant payment to a Pix key; REST 2. */
  | 'PIX'
  /** A Zelle transfer to an email or US phone; REST 3. */
  | 'ZELLE';

/** One of a beneficiary's Pix keys. Exactly one is main when there are any. */
export type PixKey = {
  __typename?: 'PixKey';
  /** The key's id. */
  id: Scalars['ID']['output'];
  /** The key: a CPF, a CNPJ, an email, a +55 phone or a random key (UUID). */
  key: Scalars['String']['output'];
  /** True for the key payouts go to by default. */
  main: Scalars['Boolean']['output'];
};

/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in employee's own personal access tokens (never the tokens themselves). Any signed-in employee. */
  accessTokens: Array<AccessToken>;
  /** The agency's own details, shown in the sidebar and on receipts. Any signed-in employee. */
  agency: Agency;
  /**
   * The audit log, newest first (administrators; FORBIDDEN for other employees). Dates are agency
   * calendar days, inclusive. Reading it is not audited; the CSV export (GET /api/audit.csv) is.
   */
  auditLog: AuditPage;
  /** Beneficiaries, 12 a page; `search` matches names, case- and accent-insensitively. */
  beneficiaries: BeneficiaryPage;
  /** Beneficiaries whose name contains `name` (the 'Select Beneficiary' selector); empty when none. */
  beneficiariesByName: Array<Beneficiary>;
  /** The beneficiaries a client has sent orders to, the most recent first. */
  beneficiariesOfClient: Array<Beneficiary>;
  /** One beneficiary. NOT_FOUND for an unknown id. */
  beneficiary: Beneficiary;
  /** The beneficiary whose whole name is fullName, or null. CONFLICT when several share it. */
  beneficiaryByFullName?: Maybe<Beneficiary>;
  /** The beneficiary's uploaded document. NOT_FOUND ('No file on system') when none was uploaded. */
  beneficiaryDocument: FileDownload;
  /** How many clients have their birthday today in the agency's time zone (29 February counts on 28 February in other years). */
  birthdayCount: Scalars['Int']['output'];
  /** The clients whose birthday is today. Administrators only. */
  birthdaysToday: Array<Client>;
  /** The cancellations with refund recorded on agency days start to end (administrators). */
  cancellations: Array<CancellationRecord>;
  /** One client. NOT_FOUND for an unknown id. */
  client: Client;
  /** The client whose whole name is fullName (case- and accent-insensitive), or null. CONFLICT when several share it (pick with Select Sender). */
  clientByFullName?: Maybe<Client>;
  /** The client's uploaded document. NOT_FOUND ('No file on system') when none was uploaded. */
  clientDocument: FileDownload;
  /** An import or dry run, with its progress while it runs; null for an unknown id. Administrators only. */
  clientImport?: Maybe<ClientImport>;
  /** The refused rows of an import as a CSV (the file's columns and a reason), to fix and import again. Administrators only. */
  clientImportRefusedRows: FileDownload;
  /** Clients, 12 a page; `search` matches names, case- and accent-insensitively (João finds joao). */
  clients: ClientPage;
  /** Clients whose name contains `name` (the 'Select Sender' selector); empty when none. */
  clientsByName: Array<Client>;
  /** The signed agreement staff uploaded. NOT_FOUND ('No file on system') when none. */
  completedAgreement: FileDownload;
  /** One alert with its person and orders (administrators). NOT_FOUND for an unknown id. */
  complianceAlert: ComplianceAlertDetail;
  /** Compliance alerts, newest day first, filtered by agency days, type and status (administrators). */
  complianceAlerts: Array<ComplianceAlert>;
  /** One consortium with its payments. Administrators only. NOT_FOUND for an unknown id. */
  consortium: Consortium;
  /** Every consortium, with its title. Administrators only. */
  consortiums: Array<Consortium>;
  /** The orders with a payment date in [start, end] (administrators); BAD_USER_INPUT when start is after end. */
  dateReport: DateReport;
  /** A possible duplicate of a new order for this client: the newest order of theirs created today and not cancelled, or null. */
  duplicateOrder?: Maybe<Order>;
  /** An employee's sessions. Administrators only. */
  employeeSessions: Array<SignedInDevice>;
  /** Employees, 4 per page by default. Administrators only. */
  employees: EmployeePage;
  /** How many orders are on hold (Standby). */
  holdCount: Scalars['Int']['output'];
  /** Orders on hold (Standby), 8 a page. */
  holdOrders: OrderListPage;
  /** One investment with its invoices. Administrators only, like everything in this area. */
  investment: Investment;
  /** The invoices due on a date, the day after and three days after. */
  investmentReport: InvestmentReport;
  /** Investments, 6 a page, newest first. */
  investments: InvestmentPage;
  /** Pending invoices per date of a month. */
  invoiceCalendar: Array<CalendarDay>;
  /** The pending invoices of one day. */
  invoicesDue: Array<Invoice>;
  /** The signed-in employee's own sessions, newest first, the current one marked. Any signed-in employee. */
  mySessions: Array<SignedInDevice>;
  /** How many alerts wait for a decision (administrators). */
  openComplianceAlerts: Scalars['Int']['output'];
  /** One order. NOT_FOUND for an unknown or deleted id. */
  order: Order;
  /** The fee and rate /new starts with. */
  orderDefaults: OrderDefaults;
  /** The complex search table (administrators), 18 a page by default, newest first unless sorted. */
  orders: OrderListPage;
  /** Orders created today, 8 a page. */
  ordersCreatedToday: OrderListPage;
  /** Orders to pay today and not cancelled, 8 a page. */
  ordersPaymentToday: OrderListPage;
  /** The generated agreement. NOT_FOUND ('No file on system') before one is generated. */
  originalAgreement: FileDownload;
  /** Pending orders past their payment date (administrators), 8 a page. */
  overOrders: OrderListPage;
  /** USD and BRL totals of the orders to pay today. */
  paymentTodayTotals: PaymentTodayTotals;
  /** An order's receipt of payments (administrators). */
  paymentsReport: PaymentsReport;
  /** Pending orders matching the search, by payment date unless sorted (the dashboard shows the first 5). */
  pendingOrders: OrderListPage;
  /** What the receipt of an order prints. */
  receipt: Receipt;
  /** The orders of $3,000.00 or more created on agency days start to end (administrators). */
  recordkeepingReport: Array<RecordkeepingRecord>;
  /** The sanctions list in force (administrators). */
  sanctionsList: SanctionsList;
  /** The screening log, newest first, optionally within calendar days start to end (administrators). */
  sanctionsScreenings: SanctionsScreeningPage;
  /** An order's partial payments. */
  transferLog: TransferLog;
  /** Who the current token belongs to. UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
  /** Monday to Friday of the week holding date. */
  week: Array<WeekDay>;
  /** City and state for a US ZIP code, from an embedded dataset. NOT_FOUND for an unknown ZIP. */
  zipLookup: ZipLookup;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  end?: InputMaybe<Scalars['Date']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiariesArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiariesByNameArgs = {
  name: Scalars['String']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiariesOfClientArgs = {
  clientId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiaryArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiaryByFullNameArgs = {
  fullName: Scalars['String']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryBeneficiaryDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryCancellationsArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientByFullNameArgs = {
  fullName: Scalars['String']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientImportArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientImportRefusedRowsArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientsArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryClientsByNameArgs = {
  name: Scalars['String']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryCompletedAgreementArgs = {
  investmentId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryComplianceAlertArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryComplianceAlertsArgs = {
  end?: InputMaybe<Scalars['Date']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<ComplianceAlertStatus>;
  type?: InputMaybe<ComplianceAlertType>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryConsortiumArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryDateReportArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryDuplicateOrderArgs = {
  clientId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryEmployeeSessionsArgs = {
  employeeID: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryEmployeesArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryHoldOrdersArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryInvestmentArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryInvestmentReportArgs = {
  date: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryInvestmentsArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<InvestmentSearch>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryInvoiceCalendarArgs = {
  month: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryInvoicesDueArgs = {
  date: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<OrderSearch>;
  sort?: InputMaybe<OrderSort>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOrdersCreatedTodayArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOrdersPaymentTodayArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOriginalAgreementArgs = {
  investmentId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryOverOrdersArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryPaymentsReportArgs = {
  orderId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryPendingOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<OrderSearch>;
  sort?: InputMaybe<OrderSort>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryReceiptArgs = {
  orderId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryRecordkeepingReportArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QuerySanctionsScreeningsArgs = {
  end?: InputMaybe<Scalars['Date']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  start?: InputMaybe<Scalars['Date']['input']>;
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryTransferLogArgs = {
  orderId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryWeekArgs = {
  date: Scalars['Date']['input'];
};


/** The read operations. Every field needs a signed-in employee unless its description says otherwise. */
export type QueryZipLookupArgs = {
  zipCode: Scalars['String']['input'];
};

/** Receipt data: what one printed receipt shows. */
export type Receipt = {
  __typename?: 'Receipt';
  /** The agency's name, address and phone. */
  agency: Agency;
  /** The beneficiary, as on file. */
  beneficiary: ReceiptBeneficiary;
  /** A cancelled order's refund: the receipt becomes a cancellation receipt. */
  cancellation?: Maybe<Cancellation>;
  /** Where the reais go, as recorded with the order. */
  deliveryMethod: DeliveryMethod;
  /** The full name of the employee who took the order. */
  employeeName: Scalars['String']['output'];
  /** The order's figures. */
  order: ReceiptOrder;
  /** How the client paid. */
  paymentLines: Array<PaymentLine>;
  /** The sender, as on file. */
  sender: ReceiptSender;
};

/** The beneficiary as a receipt prints them. */
export type ReceiptBeneficiary = {
  __typename?: 'ReceiptBeneficiary';
  /** City. */
  city: Scalars['String']['output'];
  /** CPF or CNPJ, digits only. */
  cpf: Scalars['String']['output'];
  /** The full name. */
  fullName: Scalars['String']['output'];
  /** Two-letter state. */
  state: Scalars['String']['output'];
  /** Brazilian phone, digits only; null when none. */
  telephone?: Maybe<Scalars['String']['output']>;
};

/** The order's figures as a receipt prints them. */
export type ReceiptOrder = {
  __typename?: 'ReceiptOrder';
  /** The amount the beneficiary receives, in BRL: amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['output'];
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** The agency day the order was taken. */
  creationDate: Scalars['Date']['output'];
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The agency's fee, in USD. */
  fee: Scalars['Decimal']['output'];
  /** The order's id (the receipt number). */
  id: Scalars['ID']['output'];
  /** The agency day the reais are due to the beneficiary. */
  paymentDate: Scalars['Date']['output'];
  /** The order's status. */
  status: OrderStatus;
  /** What the client pays, in USD: amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['output'];
};

/** The sender as a receipt prints them. */
export type ReceiptSender = {
  __typename?: 'ReceiptSender';
  /** City. */
  city: Scalars['String']['output'];
  /** Country code. */
  country: Scalars['String']['output'];
  /** CPF or CNPJ, digits only. */
  cpf: Scalars['String']['output'];
  /** The full name. */
  fullName: Scalars['String']['output'];
  /** Two-letter state. */
  state: Scalars['String']['output'];
  /** Street and number. */
  streetAddress: Scalars['String']['output'];
  /** US phone, digits only. */
  telephone: Scalars['String']['output'];
};

/** One order of $3,000.00 or more with what 31 CFR 1010.410(e) keeps. */
export type RecordkeepingRecord = {
  __typename?: 'RecordkeepingRecord';
  /** Bank deposit: the account number; else null. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** The amount the beneficiary receives, in BRL: amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: Scalars['Decimal']['output'];
  /** The amount sent, in USD, without the fee. */
  amountUsd: Scalars['Decimal']['output'];
  /** Bank deposit: the bank's name; else null. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The beneficiary's city. */
  beneficiaryCity: Scalars['String']['output'];
  /** The beneficiary's id. */
  beneficiaryId: Scalars['ID']['output'];
  /** The beneficiary's full name. */
  beneficiaryName: Scalars['String']['output'];
  /** The beneficiary's two-letter state. */
  beneficiaryState: Scalars['String']['output'];
  /** The beneficiary's CPF or CNPJ, digits only. */
  beneficiaryTaxId: Scalars['String']['output'];
  /** Bank deposit: the branch (agência); else null. */
  branch?: Maybe<Scalars['String']['output']>;
  /** The sender's id. */
  clientId: Scalars['ID']['output'];
  /** When the order was taken (the server clock). */
  createdAt: Scalars['DateTime']['output'];
  /** The full name of the employee who took the order. */
  createdBy: Scalars['String']['output'];
  /** The agency day of the order's creation. */
  date: Scalars['Date']['output'];
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The agency's fee, in USD. */
  fee: Scalars['Decimal']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** How the beneficiary was paid. */
  payout: PayoutType;
  /** The Pix key or Zelle address paid to. */
  pixOrZelle?: Maybe<Scalars['String']['output']>;
  /** The sender's calendar date of birth. */
  senderBirthday: Scalars['Date']['output'];
  /** The sender's city. */
  senderCity: Scalars['String']['output'];
  /** The sender's country code. */
  senderCountry: Scalars['String']['output'];
  /** The sender's identity document number. */
  senderDocumentNumber: Scalars['String']['output'];
  /** The kind of the sender's identity document. */
  senderDocumentType: DocumentType;
  /** The client's (sender's) full name. */
  senderName: Scalars['String']['output'];
  /** The sender's two-letter state. */
  senderState: Scalars['String']['output'];
  /** The sender's street and number. */
  senderStreetAddress: Scalars['String']['output'];
  /** The sender's CPF or CNPJ, digits only. */
  senderTaxId: Scalars['String']['output'];
  /** The sender's phone, digits only. */
  senderTelephone: Scalars['String']['output'];
  /** The sender's ZIP code. */
  senderZipCode: Scalars['String']['output'];
  /** The order's status now. */
  status: OrderStatus;
  /** What the client pays, in USD: amountUsd + fee. */
  totalWithFee: Scalars['Decimal']['output'];
};

/** A staff role: what an employee may do. */
export type Role =
  /** Everything, including staff, investments, consortiums, reports and deletions (REST roleID 1). */
  | 'ADMINISTRATOR'
  /** Clients, beneficiaries and orders, without deletions or administrators' reports (REST roleID 2). */
  | 'EMPLOYEE';

/** The OFAC sanctions list in force (31 CFR 501): how many SDN entries, when it was loaded, and whether it is too old to rely on. */
export type SanctionsList = {
  __typename?: 'SanctionsList';
  /** Whole days (24 hours) since the list was loaded; null before any load. */
  ageDays?: Maybe<Scalars['Int']['output']>;
  /** SDN entries (ent_num); aliases are not counted. */
  entries: Scalars['Int']['output'];
  /** When the list in force was loaded; null before any load. */
  loadedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when no list is loaded (no one is screened) or it is older than SANCTIONS_LIST_MAX_AGE_DAYS (default 7). */
  stale: Scalars['Boolean']['output'];
};

/** A possible match of a name with an SDN entry or one of its aliases. */
export type SanctionsMatch = {
  __typename?: 'SanctionsMatch';
  /** The listed party's date of birth as the SDN remarks publish it, several joined with '; ' (e.g. '10 Dec 1948; alt. 1967'); null when the remarks give none. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** The SDN entry's ent_num. */
  entNum: Scalars['Int']['output'];
  /** The SDN name as published. */
  name: Scalars['String']['output'];
  /** The listed party's nationality as the SDN remarks publish it (e.g. 'Russia'); null when the remarks give none. */
  nationality?: Maybe<Scalars['String']['output']>;
  /** The sanctions programs, e.g. 'SDNT' or 'SDGT, IRGC'. */
  program: Scalars['String']['output'];
  /** Which forms of the name matched, one or more (docs/compliance.md "Reviewing a possible match"); empty from a server that does not say. */
  reason: Array<SanctionsMatchReason>;
  /** Similarity from 0 to 1 (3 decimals); a match is at or above SANCTIONS_MATCH_THRESHOLD. */
  score: Scalars['Float']['output'];
};

/** Why a name was taken for an SDN entry: which of its forms matched. */
export type SanctionsMatchReason =
  /** One of the entry's published aliases (OFAC's alt.csv). */
  | 'ALIAS'
  /** The same name once case, accents, spaces and punctuation are set aside. */
  | 'EXACT'
  /** Words joined into one or split in two (e.g. 'Aero Caribbean' for 'AEROCARIBBEAN'). */
  | 'JOINED_WORDS'
  /** A company's legal form written another way (e.g. 'SA' for 'S.A.', 'Company Limited' for 'CO., LTD.'). */
  | 'LEGAL_FORM'
  /** Letters of other alphabets that look like Latin ones (e.g. a Cyrillic A). */
  | 'LOOKALIKE'
  /** A rare listed name with one given, middle or patronymic name left out. */
  | 'MISSING_WORD'
  /** The name written in another alphabet (e.g. Cyrillic), or another common transliteration of it. */
  | 'TRANSLITERATION'
  /** A small difference in spelling. */
  | 'TYPO';

/** An administrator's written decision to go on despite a possible sanctions match. */
export type SanctionsOverrideInput = {
  /** Why the match is not the person (e.g. 'Different date of birth and nationality per passport'). */
  reason: Scalars['String']['input'];
};

/** One logged screening of a name against the sanctions list. */
export type SanctionsScreening = {
  __typename?: 'SanctionsScreening';
  /** The employee whose request was screened. */
  employeeName?: Maybe<Scalars['String']['output']>;
  /** The screening's id. */
  id: Scalars['ID']['output'];
  /** When the list it was screened against was loaded; null when no list was loaded. */
  listLoadedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The possible matches, best first; empty for CLEAR. */
  matches: Array<SanctionsMatch>;
  /** The name screened, as typed or on file. */
  name: Scalars['String']['output'];
  /** What the screening decided. */
  outcome: ScreeningOutcome;
  /** The administrator's reason, for an OVERRIDDEN screening. */
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** Whether the name was a client or a beneficiary. */
  role: ScreeningRole;
  /** When the name was screened. */
  screenedAt: Scalars['DateTime']['output'];
};

/** A page of screenings, newest first. */
export type SanctionsScreeningPage = {
  __typename?: 'SanctionsScreeningPage';
  /** The screenings of this page, newest first. */
  items: Array<SanctionsScreening>;
  /** How many screenings match in all. */
  total: Scalars['Int']['output'];
};

/** What a screening decided. */
export type ScreeningOutcome =
  /** No entry came near the name. */
  | 'CLEAR'
  /** A possible match: the request was refused. */
  | 'MATCH'
  /** A possible match an administrator overrode, with a reason. */
  | 'OVERRIDDEN';

/** Whose name was screened. */
export type ScreeningRole =
  /** The beneficiary. */
  | 'BENEFICIARY'
  /** The sender (a client). */
  | 'CLIENT';

/** A second factor put in force. */
export type SecondFactorEnabled = {
  __typename?: 'SecondFactorEnabled';
  /** Ten one-time recovery codes, shown this once: each signs in once in place of a code. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The session, when the factor was enrolled during a sign-in (with a challenge); null when enrolled while signed in. */
  session?: Maybe<Session>;
};

/** A new second factor, not yet in force: the TOTP secret to put in an authenticator app (RFC 6238: 6 digits, 30 s, SHA-1). */
export type SecondFactorSetup = {
  __typename?: 'SecondFactorSetup';
  /** The otpauth:// URI the QR code carries. */
  otpauthUrl: Scalars['String']['output'];
  /** The secret in base32, the text to type into the app when the QR code cannot be scanned. */
  secret: Scalars['String']['output'];
};

/** What a successful sign-in returns. */
export type Session = {
  __typename?: 'Session';
  /** The signed-in employee's id. */
  employeeId: Scalars['ID']['output'];
  /** The signed-in employee's full name. */
  fullName: Scalars['String']['output'];
  /** The language the employee chose for the staff app, kept on their record; null until they choose. */
  language?: Maybe<Language>;
  /** True when an administrator set the password: every call but changePassword is refused with PASSWORD_CHANGE_REQUIRED until it is changed. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** The signed-in employee's role. */
  role: Role;
  /** Bearer token for every later call (header `Authorization: Bearer <token>`). Expires after 12 h idle. */
  token: Scalars['String']['output'];
};

/** One signed-in browser or script session of an employee (docs/employees-and-access.md#sessions). */
export type SignedInDevice = {
  __typename?: 'SignedInDevice';
  /** The browser's network address as the REST API saw it; null when unknown. */
  address?: Maybe<Scalars['String']['output']>;
  /** When the session was opened (sign-in), an instant. */
  createdAt: Scalars['DateTime']['output'];
  /** True for the session making this request. */
  current: Scalars['Boolean']['output'];
  /** The session's id (not its token). */
  id: Scalars['ID']['output'];
  /** When the session was last used, an instant. */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The browser's User-Agent header as sent at sign-in; null when none was sent. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/**
 * The live updates, over the graphql-ws protocol at /graphql (docs/live-updates.md). Every field needs
 * a signed-in employee (the token in connectionParams.authorization) unless its description says otherwise.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Compliance alerts raised or decided (administrators only). */
  complianceAlertsChanged: ComplianceAlertChange;
  /** One order's changes (any signed-in employee who may read it). */
  orderChanged: OrderChange;
  /** Every order created, changed, paid, cancelled or deleted. */
  ordersChanged: OrderChange;
};


/**
 * The live updates, over the graphql-ws protocol at /graphql (docs/live-updates.md). Every field needs
 * a signed-in employee (the token in connectionParams.authorization) unless its description says otherwise.
 */
export type SubscriptionOrderChangedArgs = {
  id: Scalars['ID']['input'];
};

/** The transfer log of an order: what was paid (total), what is missing, and each payment, in BRL. */
export type TransferLog = {
  __typename?: 'TransferLog';
  /** The order's amount in BRL. */
  amountBrl: Scalars['Decimal']['output'];
  /** BRL still to pay out: amountBrl - total. */
  missing: Scalars['Decimal']['output'];
  /** The order. */
  order: Order;
  /** The payments, by date. */
  payments: Array<PartialPayment>;
  /** BRL paid out so far: the sum of the payments. */
  total: Scalars['Decimal']['output'];
  /** The order's version after this log (send it back as expectedVersion with the next payment). */
  version: Scalars['Int']['output'];
};

/** An edit: every field is optional; what is left out stays as it is. */
export type UpdateEmployeeInput = {
  /** A new sign-in email; must not belong to another employee. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A new full name; not blank. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Sets a new password, at least 8 characters (how an administrator answers 'Forgot Password?'). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** A new role; the last administrator keeps theirs. */
  role?: InputMaybe<Role>;
};

/** The signed-in employee, as the server sees the current token. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The employee the token belongs to. */
  employee: Employee;
  /** True when the employee holds the Administrator role. */
  isAdministrator: Scalars['Boolean']['output'];
  /** True when an administrator set the password and it must be changed before anything else. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** True when MFA_REQUIRED asks this employee for a second factor (it cannot be turned off). */
  secondFactorRequired: Scalars['Boolean']['output'];
};

/** One weekday of the dashboard's week: orders by payment date, per status. */
export type WeekDay = {
  __typename?: 'WeekDay';
  /** Orders with this payment date Cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Orders with this payment date Completed. */
  completed: Scalars['Int']['output'];
  /** The day. */
  date: Scalars['Date']['output'];
  /** The weekday's English name, e.g. 'Monday'. */
  dayName: Scalars['String']['output'];
  /** Orders with this payment date still Pending. */
  pending: Scalars['Int']['output'];
};

/** City and state of a US ZIP code. */
export type ZipLookup = {
  __typename?: 'ZipLookup';
  /** Its city. */
  city: Scalars['String']['output'];
  /** Its two-letter state. */
  state: Scalars['String']['output'];
  /** The ZIP code asked for. */
  zipCode: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessToken: ResolverTypeWrapper<RestAccessToken>;
  AccessTokenScope: AccessTokenScope;
  AccountType: AccountType;
  Agency: ResolverTypeWrapper<RestAgency>;
  AgreementPayload: ResolverTypeWrapper<RestAgreementPayload>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  Beneficiary: ResolverTypeWrapper<RestRecipient>;
  BeneficiaryInput: BeneficiaryInput;
  BeneficiaryPage: ResolverTypeWrapper<Omit<BeneficiaryPage, 'items'> & { items: Array<ResolversTypes['Beneficiary']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarDay: ResolverTypeWrapper<CalendarDay>;
  CancelOrderResult: ResolverTypeWrapper<RestCancelReply>;
  Cancellation: ResolverTypeWrapper<RestCancellation>;
  CancellationRecord: ResolverTypeWrapper<RestCancellationRow>;
  Client: ResolverTypeWrapper<RestClient>;
  ClientImport: ResolverTypeWrapper<ClientImport>;
  ClientInput: ClientInput;
  ClientPage: ResolverTypeWrapper<Omit<ClientPage, 'items'> & { items: Array<ResolversTypes['Client']> }>;
  ComplianceAlert: ResolverTypeWrapper<RestAlert>;
  ComplianceAlertChange: ResolverTypeWrapper<ComplianceAlertChange>;
  ComplianceAlertDetail: ResolverTypeWrapper<RestAlertDetail>;
  ComplianceAlertOrder: ResolverTypeWrapper<RestAlertOrder>;
  ComplianceAlertPerson: ResolverTypeWrapper<RestAlertPerson>;
  ComplianceAlertStatus: ComplianceAlertStatus;
  ComplianceAlertType: ComplianceAlertType;
  ComplianceThresholdKind: ComplianceThresholdKind;
  ConfirmOrderCreated: ResolverTypeWrapper<ConfirmOrderCreated>;
  ConfirmOrderInput: ConfirmOrderInput;
  ConfirmOrderResult: ResolverTypeWrapper<RestConfirmReply>;
  Consortium: ResolverTypeWrapper<RestConsortium>;
  ConsortiumPayment: ResolverTypeWrapper<RestConsortiumRegister>;
  CreateEmployeeInput: CreateEmployeeInput;
  CreateOrderInput: CreateOrderInput;
  CreatedAccessToken: ResolverTypeWrapper<Omit<CreatedAccessToken, 'accessToken'> & { accessToken: ResolversTypes['AccessToken'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateReport: ResolverTypeWrapper<RestDateReport>;
  DateReportRow: ResolverTypeWrapper<RestDateReportRow>;
  DateReportStatusTotal: ResolverTypeWrapper<RestDateReportStatusTotal>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeliveryMethod: ResolverTypeWrapper<RestDeliveryMethod>;
  DocumentType: DocumentType;
  Employee: ResolverTypeWrapper<RestEmployee>;
  EmployeePage: ResolverTypeWrapper<Omit<EmployeePage, 'items'> & { items: Array<ResolversTypes['Employee']> }>;
  FileDownload: ResolverTypeWrapper<RestFileDownload>;
  FileInput: FileInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportChange: ResolverTypeWrapper<ImportChange>;
  ImportColumn: ResolverTypeWrapper<ImportColumn>;
  ImportColumnInput: ImportColumnInput;
  ImportField: ImportField;
  ImportOutcome: ImportOutcome;
  ImportProgress: ResolverTypeWrapper<ImportProgress>;
  ImportRow: ResolverTypeWrapper<ImportRow>;
  ImportStatus: ImportStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Investment: ResolverTypeWrapper<RestInvestment>;
  InvestmentInput: InvestmentInput;
  InvestmentPage: ResolverTypeWrapper<Omit<InvestmentPage, 'items'> & { items: Array<ResolversTypes['Investment']> }>;
  InvestmentReport: ResolverTypeWrapper<RestInvestmentReport>;
  InvestmentSearch: InvestmentSearch;
  InvestmentStatus: InvestmentStatus;
  Invoice: ResolverTypeWrapper<RestInvoice>;
  InvoiceStatus: InvoiceStatus;
  Language: Language;
  LoginResult: ResolverTypeWrapper<RestSignIn>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<RestTransaction>;
  OrderAction: OrderAction;
  OrderChange: ResolverTypeWrapper<OrderChange>;
  OrderChangeKind: OrderChangeKind;
  OrderDefaults: ResolverTypeWrapper<OrderDefaults>;
  OrderDetailsInput: OrderDetailsInput;
  OrderListItem: ResolverTypeWrapper<RestOrderListItem>;
  OrderListPage: ResolverTypeWrapper<Omit<OrderListPage, 'items'> & { items: Array<ResolversTypes['OrderListItem']> }>;
  OrderSearch: OrderSearch;
  OrderSort: OrderSort;
  OrderStatus: OrderStatus;
  OrderType: OrderType;
  PartialPayment: ResolverTypeWrapper<RestPartialRecord>;
  PaymentLine: ResolverTypeWrapper<RestPaymentLine>;
  PaymentLineInput: PaymentLineInput;
  PaymentMethod: PaymentMethod;
  PaymentTodayTotals: ResolverTypeWrapper<PaymentTodayTotals>;
  PaymentsReport: ResolverTypeWrapper<RestPaymentsReport>;
  PayoutType: PayoutType;
  PixKey: ResolverTypeWrapper<RestPixEntry>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receipt: ResolverTypeWrapper<RestReceipt>;
  ReceiptBeneficiary: ResolverTypeWrapper<RestReceiptBeneficiary>;
  ReceiptOrder: ResolverTypeWrapper<RestReceiptOrder>;
  ReceiptSender: ResolverTypeWrapper<RestReceiptSender>;
  RecordkeepingRecord: ResolverTypeWrapper<RestRecordkeepingRow>;
  Role: Role;
  SanctionsList: ResolverTypeWrapper<SanctionsList>;
  SanctionsMatch: ResolverTypeWrapper<RestSanctionsMatch>;
  SanctionsMatchReason: SanctionsMatchReason;
  SanctionsOverrideInput: SanctionsOverrideInput;
  SanctionsScreening: ResolverTypeWrapper<RestScreening>;
  SanctionsScreeningPage: ResolverTypeWrapper<Omit<SanctionsScreeningPage, 'items'> & { items: Array<ResolversTypes['SanctionsScreening']> }>;
  ScreeningOutcome: ScreeningOutcome;
  ScreeningRole: ScreeningRole;
  SecondFactorEnabled: ResolverTypeWrapper<RestMfaEnabled>;
  SecondFactorSetup: ResolverTypeWrapper<SecondFactorSetup>;
  Session: ResolverTypeWrapper<RestSession>;
  SignedInDevice: ResolverTypeWrapper<RestDeviceSession>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TransferLog: ResolverTypeWrapper<RestTransferLog>;
  UpdateEmployeeInput: UpdateEmployeeInput;
  Viewer: ResolverTypeWrapper<RestViewer>;
  WeekDay: ResolverTypeWrapper<RestWeekDay>;
  ZipLookup: ResolverTypeWrapper<ZipLookup>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessToken: RestAccessToken;
  Agency: RestAgency;
  AgreementPayload: RestAgreementPayload;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditPage: AuditPage;
  Beneficiary: RestRecipient;
  BeneficiaryInput: BeneficiaryInput;
  BeneficiaryPage: Omit<BeneficiaryPage, 'items'> & { items: Array<ResolversParentTypes['Beneficiary']> };
  Boolean: Scalars['Boolean']['output'];
  CalendarDay: CalendarDay;
  CancelOrderResult: RestCancelReply;
  Cancellation: RestCancellation;
  CancellationRecord: RestCancellationRow;
  Client: RestClient;
  ClientImport: ClientImport;
  ClientInput: ClientInput;
  ClientPage: Omit<ClientPage, 'items'> & { items: Array<ResolversParentTypes['Client']> };
  ComplianceAlert: RestAlert;
  ComplianceAlertChange: ComplianceAlertChange;
  ComplianceAlertDetail: RestAlertDetail;
  ComplianceAlertOrder: RestAlertOrder;
  ComplianceAlertPerson: RestAlertPerson;
  ConfirmOrderCreated: ConfirmOrderCreated;
  ConfirmOrderInput: ConfirmOrderInput;
  ConfirmOrderResult: RestConfirmReply;
  Consortium: RestConsortium;
  ConsortiumPayment: RestConsortiumRegister;
  CreateEmployeeInput: CreateEmployeeInput;
  CreateOrderInput: CreateOrderInput;
  CreatedAccessToken: Omit<CreatedAccessToken, 'accessToken'> & { accessToken: ResolversParentTypes['AccessToken'] };
  Date: Scalars['Date']['output'];
  DateReport: RestDateReport;
  DateReportRow: RestDateReportRow;
  DateReportStatusTotal: RestDateReportStatusTotal;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeliveryMethod: RestDeliveryMethod;
  Employee: RestEmployee;
  EmployeePage: Omit<EmployeePage, 'items'> & { items: Array<ResolversParentTypes['Employee']> };
  FileDownload: RestFileDownload;
  FileInput: FileInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportChange: ImportChange;
  ImportColumn: ImportColumn;
  ImportColumnInput: ImportColumnInput;
  ImportProgress: ImportProgress;
  ImportRow: ImportRow;
  Int: Scalars['Int']['output'];
  Investment: RestInvestment;
  InvestmentInput: InvestmentInput;
  InvestmentPage: Omit<InvestmentPage, 'items'> & { items: Array<ResolversParentTypes['Investment']> };
  InvestmentReport: RestInvestmentReport;
  InvestmentSearch: InvestmentSearch;
  Invoice: RestInvoice;
  LoginResult: RestSignIn;
  Mutation: Record<PropertyKey, never>;
  Order: RestTransaction;
  OrderChange: OrderChange;
  OrderDefaults: OrderDefaults;
  OrderDetailsInput: OrderDetailsInput;
  OrderListItem: RestOrderListItem;
  OrderListPage: Omit<OrderListPage, 'items'> & { items: Array<ResolversParentTypes['OrderListItem']> };
  OrderSearch: OrderSearch;
  PartialPayment: RestPartialRecord;
  PaymentLine: RestPaymentLine;
  PaymentLineInput: PaymentLineInput;
  PaymentTodayTotals: PaymentTodayTotals;
  PaymentsReport: RestPaymentsReport;
  PixKey: RestPixEntry;
  Query: Record<PropertyKey, never>;
  Receipt: RestReceipt;
  ReceiptBeneficiary: RestReceiptBeneficiary;
  ReceiptOrder: RestReceiptOrder;
  ReceiptSender: RestReceiptSender;
  RecordkeepingRecord: RestRecordkeepingRow;
  SanctionsList: SanctionsList;
  SanctionsMatch: RestSanctionsMatch;
  SanctionsOverrideInput: SanctionsOverrideInput;
  SanctionsScreening: RestScreening;
  SanctionsScreeningPage: Omit<SanctionsScreeningPage, 'items'> & { items: Array<ResolversParentTypes['SanctionsScreening']> };
  SecondFactorEnabled: RestMfaEnabled;
  SecondFactorSetup: SecondFactorSetup;
  Session: RestSession;
  SignedInDevice: RestDeviceSession;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TransferLog: RestTransferLog;
  UpdateEmployeeInput: UpdateEmployeeInput;
  Viewer: RestViewer;
  WeekDay: RestWeekDay;
  ZipLookup: ZipLookup;
}>;

export type AccessTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['AccessTokenScope'], ParentType, ContextType>;
}>;

export type AgencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agency'] = ResolversParentTypes['Agency']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgreementPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgreementPayload'] = ResolversParentTypes['AgreementPayload']> = ResolversObject<{
  agreement?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType>;
  investment?: Resolver<ResolversTypes['Investment'], ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  employeeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  employeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BeneficiaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Beneficiary'] = ResolversParentTypes['Beneficiary']> = ResolversObject<{
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<BeneficiaryHistoryArgs, 'perPage'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutType?: Resolver<ResolversTypes['PayoutType'], ParentType, ContextType>;
  pix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pixKeys?: Resolver<Array<ResolversTypes['PixKey']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BeneficiaryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryPage'] = ResolversParentTypes['BeneficiaryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Beneficiary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CalendarDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type CancelOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = ResolversObject<{
  cancellation?: Resolver<ResolversTypes['Cancellation'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type CancellationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cancellation'] = ResolversParentTypes['Cancellation']> = ResolversObject<{
  cancelledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cancelledBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type CancellationRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationRecord'] = ResolversParentTypes['CancellationRecord']> = ResolversObject<{
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cancelledBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  birthday?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<ClientHistoryArgs, 'perPage'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientImport'] = ResolversParentTypes['ClientImport']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ImportColumn']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstDayOfUse?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['ImportProgress'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  report?: Resolver<Array<ResolversTypes['ImportRow']>, ParentType, ContextType, Partial<ClientImportReportArgs>>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  same?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
}>;

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComplianceAlertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplianceAlert'] = ResolversParentTypes['ComplianceAlert']> = ResolversObject<{
  beneficiaryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  beneficiaryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['SanctionsMatch']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplianceAlertStatus'], ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  thresholdKind?: Resolver<Maybe<ResolversTypes['ComplianceThresholdKind']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ComplianceAlertType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComplianceAlertChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplianceAlertChange'] = ResolversParentTypes['ComplianceAlertChange']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ComplianceAlertDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplianceAlertDetail'] = ResolversParentTypes['ComplianceAlertDetail']> = ResolversObject<{
  alert?: Resolver<ResolversTypes['ComplianceAlert'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['ComplianceAlertOrder']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['ComplianceAlertPerson'], ParentType, ContextType>;
}>;

export type ComplianceAlertOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplianceAlertOrder'] = ResolversParentTypes['ComplianceAlertOrder']> = ResolversObject<{
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cash?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentLines?: Resolver<Array<ResolversTypes['PaymentLine']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalWithFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ComplianceAlertPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplianceAlertPerson'] = ResolversParentTypes['ComplianceAlertPerson']> = ResolversObject<{
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ScreeningRole'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConfirmOrderCreatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmOrderCreated'] = ResolversParentTypes['ConfirmOrderCreated']> = ResolversObject<{
  beneficiary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pixKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConfirmOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmOrderResult'] = ResolversParentTypes['ConfirmOrderResult']> = ResolversObject<{
  beneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['ConfirmOrderCreated'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  pixKey?: Resolver<Maybe<ResolversTypes['PixKey']>, ParentType, ContextType>;
}>;

export type ConsortiumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Consortium'] = ResolversParentTypes['Consortium']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ConsortiumPayment']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsortiumPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsortiumPayment'] = ResolversParentTypes['ConsortiumPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreatedAccessTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedAccessToken'] = ResolversParentTypes['CreatedAccessToken']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DateReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateReport'] = ResolversParentTypes['DateReport']> = ResolversObject<{
  byStatus?: Resolver<Array<ResolversTypes['DateReportStatusTotal']>, ParentType, ContextType>;
  countedStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DateReportRow']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalRemaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type DateReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateReportRow'] = ResolversParentTypes['DateReportRow']> = ResolversObject<{
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type DateReportStatusTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateReportStatusTotal'] = ResolversParentTypes['DateReportStatusTotal']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalRemaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeliveryMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryMethod'] = ResolversParentTypes['DeliveryMethod']> = ResolversObject<{
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PayoutType'], ParentType, ContextType>;
  pix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmployeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmployeePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FileDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileDownload'] = ResolversParentTypes['FileDownload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileExtension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportChange'] = ResolversParentTypes['ImportChange']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['ImportField']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportColumn'] = ResolversParentTypes['ImportColumn']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['ImportField']>, ParentType, ContextType>;
  guessed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportProgress'] = ResolversParentTypes['ImportProgress']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportRow'] = ResolversParentTypes['ImportRow']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['ImportChange']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['ImportField']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ImportOutcome'], ParentType, ContextType>;
}>;

export type InvestmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Investment'] = ResolversParentTypes['Investment']> = ResolversObject<{
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalizationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hasCompletedAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOriginalAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  isRenewal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyIncomeBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  monthlyIncomeUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalInvestment?: Resolver<Maybe<ResolversTypes['Investment']>, ParentType, ContextType>;
  paymentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutType?: Resolver<ResolversTypes['PayoutType'], ParentType, ContextType>;
  percentageBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  percentageUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvestmentStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvestmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvestmentPage'] = ResolversParentTypes['InvestmentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Investment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvestmentReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvestmentReport'] = ResolversParentTypes['InvestmentReport']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  inThreeDays?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  today?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  tomorrow?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  investmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  wasReturned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  enrol?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  mfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addPartialPayment?: Resolver<ResolversTypes['TransferLog'], ParentType, ContextType, RequireFields<MutationAddPartialPaymentArgs, 'orderId' | 'value'>>;
  addPixKey?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationAddPixKeyArgs, 'beneficiaryId' | 'key'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmOrder?: Resolver<ResolversTypes['ConfirmOrderResult'], ParentType, ContextType, RequireFields<MutationConfirmOrderArgs, 'input'>>;
  createAccessToken?: Resolver<ResolversTypes['CreatedAccessToken'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'expiresInDays' | 'name' | 'scope'>>;
  createBeneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationCreateBeneficiaryArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createConsortium?: Resolver<ResolversTypes['Consortium'], ParentType, ContextType, RequireFields<MutationCreateConsortiumArgs, 'title'>>;
  createEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationCreateEmployeeArgs, 'input'>>;
  createInvestment?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<MutationCreateInvestmentArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  decideComplianceAlert?: Resolver<ResolversTypes['ComplianceAlert'], ParentType, ContextType, RequireFields<MutationDecideComplianceAlertArgs, 'id' | 'status'>>;
  deleteEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeArgs, 'id'>>;
  deleteInvestment?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<MutationDeleteInvestmentArgs, 'id'>>;
  deleteOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  deletePartialPayment?: Resolver<ResolversTypes['TransferLog'], ParentType, ContextType, RequireFields<MutationDeletePartialPaymentArgs, 'id' | 'orderId'>>;
  deletePixKey?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationDeletePixKeyArgs, 'pixKeyId'>>;
  disableSecondFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableSecondFactorArgs, 'code'>>;
  enableSecondFactor?: Resolver<ResolversTypes['SecondFactorEnabled'], ParentType, ContextType, RequireFields<MutationEnableSecondFactorArgs, 'code'>>;
  endEmployeeSession?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType, RequireFields<MutationEndEmployeeSessionArgs, 'employeeID' | 'id'>>;
  endEmployeeSessions?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType, RequireFields<MutationEndEmployeeSessionsArgs, 'employeeID'>>;
  endOtherSessions?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType>;
  endSession?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  generateAgreement?: Resolver<ResolversTypes['AgreementPayload'], ParentType, ContextType, RequireFields<MutationGenerateAgreementArgs, 'investmentId'>>;
  importClients?: Resolver<ResolversTypes['ClientImport'], ParentType, ContextType, RequireFields<MutationImportClientsArgs, 'dryRun' | 'file'>>;
  loadSanctionsList?: Resolver<ResolversTypes['SanctionsList'], ParentType, ContextType, RequireFields<MutationLoadSanctionsListArgs, 'allowShrink' | 'sdnCsv'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moveInvoiceDay?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<MutationMoveInvoiceDayArgs, 'dayOfMonth' | 'investmentId'>>;
  payInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationPayInvoiceArgs, 'id'>>;
  registerConsortiumPayment?: Resolver<ResolversTypes['Consortium'], ParentType, ContextType, RequireFields<MutationRegisterConsortiumPaymentArgs, 'amount' | 'clientName' | 'consortiumId' | 'date'>>;
  resetSecondFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetSecondFactorArgs, 'employeeID'>>;
  returnInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationReturnInvoiceArgs, 'id'>>;
  revokeAccessToken?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'id'>>;
  setLanguage?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationSetLanguageArgs, 'language'>>;
  setMainPixKey?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationSetMainPixKeyArgs, 'pixKeyId'>>;
  setupSecondFactor?: Resolver<ResolversTypes['SecondFactorSetup'], ParentType, ContextType, Partial<MutationSetupSecondFactorArgs>>;
  updateBeneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationUpdateBeneficiaryArgs, 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input'>>;
  updateEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input'>>;
  updateInvestmentStatus?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<MutationUpdateInvestmentStatusArgs, 'id' | 'status'>>;
  updateOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'force' | 'id' | 'status'>>;
  updatePartialPayment?: Resolver<ResolversTypes['TransferLog'], ParentType, ContextType, RequireFields<MutationUpdatePartialPaymentArgs, 'id' | 'orderId' | 'value'>>;
  uploadBeneficiaryDocument?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<MutationUploadBeneficiaryDocumentArgs, 'file' | 'id'>>;
  uploadClientDocument?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUploadClientDocumentArgs, 'file' | 'id'>>;
  uploadCompletedAgreement?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<MutationUploadCompletedAgreementArgs, 'file' | 'investmentId'>>;
  uploadEmployeeImage?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUploadEmployeeImageArgs, 'file' | 'id'>>;
  verifyLogin?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationVerifyLoginArgs, 'challenge'>>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  allowedActions?: Resolver<Array<ResolversTypes['OrderAction']>, ParentType, ContextType>;
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  beneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType>;
  cancellableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  complianceFlags?: Resolver<Array<ResolversTypes['ComplianceAlertType']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryMethod?: Resolver<ResolversTypes['DeliveryMethod'], ParentType, ContextType>;
  derivativeOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<OrderHistoryArgs, 'perPage'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRenewal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  paymentLines?: Resolver<Array<ResolversTypes['PaymentLine']>, ParentType, ContextType>;
  pixKey?: Resolver<Maybe<ResolversTypes['PixKey']>, ParentType, ContextType>;
  remainingValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalWithFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderChange'] = ResolversParentTypes['OrderChange']> = ResolversObject<{
  editedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderChangeKind'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OrderDefaultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderDefaults'] = ResolversParentTypes['OrderDefaults']> = ResolversObject<{
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type OrderListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderListItem'] = ResolversParentTypes['OrderListItem']> = ResolversObject<{
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  beneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType>;
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  remainingValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
}>;

export type OrderListPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderListPage'] = ResolversParentTypes['OrderListPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OrderListItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PartialPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartialPayment'] = ResolversParentTypes['PartialPayment']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type PaymentLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentLine'] = ResolversParentTypes['PaymentLine']> = ResolversObject<{
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type PaymentTodayTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTodayTotals'] = ResolversParentTypes['PaymentTodayTotals']> = ResolversObject<{
  countedStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  totalBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type PaymentsReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentsReport'] = ResolversParentTypes['PaymentsReport']> = ResolversObject<{
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PartialPayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type PixKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PixKey'] = ResolversParentTypes['PixKey']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  main?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  agency?: Resolver<ResolversTypes['Agency'], ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'perPage'>>;
  beneficiaries?: Resolver<ResolversTypes['BeneficiaryPage'], ParentType, ContextType, RequireFields<QueryBeneficiariesArgs, 'page' | 'perPage'>>;
  beneficiariesByName?: Resolver<Array<ResolversTypes['Beneficiary']>, ParentType, ContextType, RequireFields<QueryBeneficiariesByNameArgs, 'name'>>;
  beneficiariesOfClient?: Resolver<Array<ResolversTypes['Beneficiary']>, ParentType, ContextType, RequireFields<QueryBeneficiariesOfClientArgs, 'clientId'>>;
  beneficiary?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType, RequireFields<QueryBeneficiaryArgs, 'id'>>;
  beneficiaryByFullName?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType, RequireFields<QueryBeneficiaryByFullNameArgs, 'fullName'>>;
  beneficiaryDocument?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType, RequireFields<QueryBeneficiaryDocumentArgs, 'id'>>;
  birthdayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthdaysToday?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  cancellations?: Resolver<Array<ResolversTypes['CancellationRecord']>, ParentType, ContextType, RequireFields<QueryCancellationsArgs, 'end' | 'start'>>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientByFullName?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientByFullNameArgs, 'fullName'>>;
  clientDocument?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType, RequireFields<QueryClientDocumentArgs, 'id'>>;
  clientImport?: Resolver<Maybe<ResolversTypes['ClientImport']>, ParentType, ContextType, RequireFields<QueryClientImportArgs, 'id'>>;
  clientImportRefusedRows?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType, RequireFields<QueryClientImportRefusedRowsArgs, 'id'>>;
  clients?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'page' | 'perPage'>>;
  clientsByName?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientsByNameArgs, 'name'>>;
  completedAgreement?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType, RequireFields<QueryCompletedAgreementArgs, 'investmentId'>>;
  complianceAlert?: Resolver<ResolversTypes['ComplianceAlertDetail'], ParentType, ContextType, RequireFields<QueryComplianceAlertArgs, 'id'>>;
  complianceAlerts?: Resolver<Array<ResolversTypes['ComplianceAlert']>, ParentType, ContextType, Partial<QueryComplianceAlertsArgs>>;
  consortium?: Resolver<ResolversTypes['Consortium'], ParentType, ContextType, RequireFields<QueryConsortiumArgs, 'id'>>;
  consortiums?: Resolver<Array<ResolversTypes['Consortium']>, ParentType, ContextType>;
  dateReport?: Resolver<ResolversTypes['DateReport'], ParentType, ContextType, RequireFields<QueryDateReportArgs, 'end' | 'start'>>;
  duplicateOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryDuplicateOrderArgs, 'clientId'>>;
  employeeSessions?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType, RequireFields<QueryEmployeeSessionsArgs, 'employeeID'>>;
  employees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'page' | 'perPage'>>;
  holdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdOrders?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryHoldOrdersArgs, 'page' | 'perPage'>>;
  investment?: Resolver<ResolversTypes['Investment'], ParentType, ContextType, RequireFields<QueryInvestmentArgs, 'id'>>;
  investmentReport?: Resolver<ResolversTypes['InvestmentReport'], ParentType, ContextType, RequireFields<QueryInvestmentReportArgs, 'date'>>;
  investments?: Resolver<ResolversTypes['InvestmentPage'], ParentType, ContextType, RequireFields<QueryInvestmentsArgs, 'page' | 'perPage'>>;
  invoiceCalendar?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<QueryInvoiceCalendarArgs, 'month' | 'year'>>;
  invoicesDue?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesDueArgs, 'date'>>;
  mySessions?: Resolver<Array<ResolversTypes['SignedInDevice']>, ParentType, ContextType>;
  openComplianceAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderDefaults?: Resolver<ResolversTypes['OrderDefaults'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage'>>;
  ordersCreatedToday?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryOrdersCreatedTodayArgs, 'page' | 'perPage'>>;
  ordersPaymentToday?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryOrdersPaymentTodayArgs, 'page' | 'perPage'>>;
  originalAgreement?: Resolver<ResolversTypes['FileDownload'], ParentType, ContextType, RequireFields<QueryOriginalAgreementArgs, 'investmentId'>>;
  overOrders?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryOverOrdersArgs, 'page' | 'perPage'>>;
  paymentTodayTotals?: Resolver<ResolversTypes['PaymentTodayTotals'], ParentType, ContextType>;
  paymentsReport?: Resolver<ResolversTypes['PaymentsReport'], ParentType, ContextType, RequireFields<QueryPaymentsReportArgs, 'orderId'>>;
  pendingOrders?: Resolver<ResolversTypes['OrderListPage'], ParentType, ContextType, RequireFields<QueryPendingOrdersArgs, 'page' | 'perPage'>>;
  receipt?: Resolver<ResolversTypes['Receipt'], ParentType, ContextType, RequireFields<QueryReceiptArgs, 'orderId'>>;
  recordkeepingReport?: Resolver<Array<ResolversTypes['RecordkeepingRecord']>, ParentType, ContextType, RequireFields<QueryRecordkeepingReportArgs, 'end' | 'start'>>;
  sanctionsList?: Resolver<ResolversTypes['SanctionsList'], ParentType, ContextType>;
  sanctionsScreenings?: Resolver<ResolversTypes['SanctionsScreeningPage'], ParentType, ContextType, RequireFields<QuerySanctionsScreeningsArgs, 'page' | 'perPage'>>;
  transferLog?: Resolver<ResolversTypes['TransferLog'], ParentType, ContextType, RequireFields<QueryTransferLogArgs, 'orderId'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  week?: Resolver<Array<ResolversTypes['WeekDay']>, ParentType, ContextType, RequireFields<QueryWeekArgs, 'date'>>;
  zipLookup?: Resolver<ResolversTypes['ZipLookup'], ParentType, ContextType, RequireFields<QueryZipLookupArgs, 'zipCode'>>;
}>;

export type ReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = ResolversObject<{
  agency?: Resolver<ResolversTypes['Agency'], ParentType, ContextType>;
  beneficiary?: Resolver<ResolversTypes['ReceiptBeneficiary'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<ResolversTypes['DeliveryMethod'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['ReceiptOrder'], ParentType, ContextType>;
  paymentLines?: Resolver<Array<ResolversTypes['PaymentLine']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['ReceiptSender'], ParentType, ContextType>;
}>;

export type ReceiptBeneficiaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptBeneficiary'] = ResolversParentTypes['ReceiptBeneficiary']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReceiptOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptOrder'] = ResolversParentTypes['ReceiptOrder']> = ResolversObject<{
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalWithFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ReceiptSenderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptSender'] = ResolversParentTypes['ReceiptSender']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecordkeepingRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordkeepingRecord'] = ResolversParentTypes['RecordkeepingRecord']> = ResolversObject<{
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountUsd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beneficiaryCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beneficiaryState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beneficiaryTaxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['PayoutType'], ParentType, ContextType>;
  pixOrZelle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  senderBirthday?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  senderCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderDocumentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderDocumentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderStreetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderTaxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderTelephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderZipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalWithFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SanctionsListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SanctionsList'] = ResolversParentTypes['SanctionsList']> = ResolversObject<{
  ageDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SanctionsMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SanctionsMatch'] = ResolversParentTypes['SanctionsMatch']> = ResolversObject<{
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Array<ResolversTypes['SanctionsMatchReason']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SanctionsScreeningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SanctionsScreening'] = ResolversParentTypes['SanctionsScreening']> = ResolversObject<{
  employeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listLoadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['SanctionsMatch']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ScreeningOutcome'], ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ScreeningRole'], ParentType, ContextType>;
  screenedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SanctionsScreeningPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SanctionsScreeningPage'] = ResolversParentTypes['SanctionsScreeningPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SanctionsScreening']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SecondFactorEnabledResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactorEnabled'] = ResolversParentTypes['SecondFactorEnabled']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
}>;

export type SecondFactorSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactorSetup'] = ResolversParentTypes['SecondFactorSetup']> = ResolversObject<{
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignedInDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignedInDevice'] = ResolversParentTypes['SignedInDevice']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  complianceAlertsChanged?: SubscriptionResolver<ResolversTypes['ComplianceAlertChange'], "complianceAlertsChanged", ParentType, ContextType>;
  orderChanged?: SubscriptionResolver<ResolversTypes['OrderChange'], "orderChanged", ParentType, ContextType, RequireFields<SubscriptionOrderChangedArgs, 'id'>>;
  ordersChanged?: SubscriptionResolver<ResolversTypes['OrderChange'], "ordersChanged", ParentType, ContextType>;
}>;

export type TransferLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferLog'] = ResolversParentTypes['TransferLog']> = ResolversObject<{
  amountBrl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PartialPayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  isAdministrator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WeekDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekDay'] = ResolversParentTypes['WeekDay']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ZipLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZipLookup'] = ResolversParentTypes['ZipLookup']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AccessToken?: AccessTokenResolvers<ContextType>;
  Agency?: AgencyResolvers<ContextType>;
  AgreementPayload?: AgreementPayloadResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  Beneficiary?: BeneficiaryResolvers<ContextType>;
  BeneficiaryPage?: BeneficiaryPageResolvers<ContextType>;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  Cancellation?: CancellationResolvers<ContextType>;
  CancellationRecord?: CancellationRecordResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientImport?: ClientImportResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  ComplianceAlert?: ComplianceAlertResolvers<ContextType>;
  ComplianceAlertChange?: ComplianceAlertChangeResolvers<ContextType>;
  ComplianceAlertDetail?: ComplianceAlertDetailResolvers<ContextType>;
  ComplianceAlertOrder?: ComplianceAlertOrderResolvers<ContextType>;
  ComplianceAlertPerson?: ComplianceAlertPersonResolvers<ContextType>;
  ConfirmOrderCreated?: ConfirmOrderCreatedResolvers<ContextType>;
  ConfirmOrderResult?: ConfirmOrderResultResolvers<ContextType>;
  Consortium?: ConsortiumResolvers<ContextType>;
  ConsortiumPayment?: ConsortiumPaymentResolvers<ContextType>;
  CreatedAccessToken?: CreatedAccessTokenResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateReport?: DateReportResolvers<ContextType>;
  DateReportRow?: DateReportRowResolvers<ContextType>;
  DateReportStatusTotal?: DateReportStatusTotalResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeliveryMethod?: DeliveryMethodResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  FileDownload?: FileDownloadResolvers<ContextType>;
  ImportChange?: ImportChangeResolvers<ContextType>;
  ImportColumn?: ImportColumnResolvers<ContextType>;
  ImportProgress?: ImportProgressResolvers<ContextType>;
  ImportRow?: ImportRowResolvers<ContextType>;
  Investment?: InvestmentResolvers<ContextType>;
  InvestmentPage?: InvestmentPageResolvers<ContextType>;
  InvestmentReport?: InvestmentReportResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderChange?: OrderChangeResolvers<ContextType>;
  OrderDefaults?: OrderDefaultsResolvers<ContextType>;
  OrderListItem?: OrderListItemResolvers<ContextType>;
  OrderListPage?: OrderListPageResolvers<ContextType>;
  PartialPayment?: PartialPaymentResolvers<ContextType>;
  PaymentLine?: PaymentLineResolvers<ContextType>;
  PaymentTodayTotals?: PaymentTodayTotalsResolvers<ContextType>;
  PaymentsReport?: PaymentsReportResolvers<ContextType>;
  PixKey?: PixKeyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptBeneficiary?: ReceiptBeneficiaryResolvers<ContextType>;
  ReceiptOrder?: ReceiptOrderResolvers<ContextType>;
  ReceiptSender?: ReceiptSenderResolvers<ContextType>;
  RecordkeepingRecord?: RecordkeepingRecordResolvers<ContextType>;
  SanctionsList?: SanctionsListResolvers<ContextType>;
  SanctionsMatch?: SanctionsMatchResolvers<ContextType>;
  SanctionsScreening?: SanctionsScreeningResolvers<ContextType>;
  SanctionsScreeningPage?: SanctionsScreeningPageResolvers<ContextType>;
  SecondFactorEnabled?: SecondFactorEnabledResolvers<ContextType>;
  SecondFactorSetup?: SecondFactorSetupResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignedInDevice?: SignedInDeviceResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TransferLog?: TransferLogResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WeekDay?: WeekDayResolvers<ContextType>;
  ZipLookup?: ZipLookupResolvers<ContextType>;
}>;

