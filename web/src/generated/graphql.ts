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

/**
 * A beneficiary's fields. Required: fullName, cpf, city, state, documentType, documentNumber,
 * payoutType, accountType; for BANK_DEPOSIT bankName, branch and accountNumber (pix is cleared); for
 * PIX a valid Pix key in pix (bank fields cleared); for ZELLE an email or US phone in pix (bank fields
 * cleared). Names are trimmed.
 */
export type BeneficiaryInput = {
  /** BANK_DEPOSIT: the account number. */
  accountNumber?: string | null | undefined;
  /** Savings or checking. */
  accountType: AccountType;
  /** BANK_DEPOSIT: the bank's name. */
  bankName?: string | null | undefined;
  /** BANK_DEPOSIT: the branch (agência). */
  branch?: string | null | undefined;
  /** City. */
  city: string;
  /** CPF or CNPJ, with or without punctuation; must be a valid one. */
  cpf: string;
  /** The identity document's number. */
  documentNumber: string;
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name; not blank. */
  fullName: string;
  /** How the beneficiary is paid. */
  payoutType: PayoutType;
  /** PIX: the Pix key; ZELLE: the email or US phone; ignored for BANK_DEPOSIT. */
  pix?: string | null | undefined;
  /** Two-letter Brazilian state. */
  state: string;
  /** Brazilian phone with area code, any format; stored as digits. */
  telephone?: string | null | undefined;
  /** Brazilian postal code (CEP). */
  zip?: string | null | undefined;
};

/** A sender's fields; every one is required but country. Names are trimmed. */
export type ClientInput = {
  /** Calendar date of birth, not in the future. */
  birthday: string;
  /** City. */
  city: string;
  /** Defaults to US. */
  country?: string | null | undefined;
  /** CPF or CNPJ, with or without punctuation; must be a valid one. */
  cpf: string;
  /** The identity document's number. */
  documentNumber: string;
  /** The kind of identity document. */
  documentType: DocumentType;
  /** The full name; not blank. */
  fullName: string;
  /** Two-letter state. */
  state: string;
  /** Street and number. */
  streetAddress: string;
  /** US phone in any format; stored as 10 digits. */
  telephone: string;
  /** US ZIP code. */
  zipCode: string;
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

/**
 * A whole Confirm of the new-order form in one server transaction. Give each party by id (picked
 * with Select Sender / Select Beneficiary) or by its details: found by exact full name (case and
 * accents aside), else created. A beneficiary on file takes the details confirmed when they differ,
 * never another person's record.
 */
export type ConfirmOrderInput = {
  /** Take the order although the client already has one today (after POSSIBLE_DUPLICATE). */
  acceptDuplicate?: boolean | null | undefined;
  /** The beneficiary's details: required without beneficiaryId; with it, they update the record. */
  beneficiary?: BeneficiaryInput | null | undefined;
  /** The beneficiary on file. */
  beneficiaryId?: string | number | null | undefined;
  /** The sender's details, used when clientId is not set. */
  client?: ClientInput | null | undefined;
  /** The sender on file; when set, `client` is not needed. */
  clientId?: string | number | null | undefined;
  /** Administrators: delete this possible duplicate of the client's first (after POSSIBLE_DUPLICATE). */
  deleteDuplicateId?: string | number | null | undefined;
  /** The order's amounts, payment lines and dates. */
  order: OrderDetailsInput;
  /** Payout Pix: the key to pay to, added to the beneficiary's keys when new; the main key when absent. */
  pixKey?: string | null | undefined;
  /** Administrators: go on despite a possible sanctions match (after SANCTIONS_MATCH), with the reason; audited. */
  sanctionsOverride?: SanctionsOverrideInput | null | undefined;
};

/** A new employee: every field is required. */
export type CreateEmployeeInput = {
  /** The sign-in email; must not belong to another employee. */
  email: string;
  /** The full name; not blank. */
  fullName: string;
  /** At least 8 characters. */
  password: string;
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
  amountBrl: string;
  /** USD sent, greater than 0, to the cent. */
  amountUsd: string;
  /** The beneficiary. */
  beneficiaryId: string | number;
  /** The sender. */
  clientId: string | number;
  /** The agency day the order is taken (today). */
  creationDate: string;
  /** 1, 5, 10, 15, 20 or 30; -1 for a typed payment date. */
  days: number;
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: string;
  /** USD, 0 or more, to the cent. */
  fee: string;
  /** Set to renew that order: the new order is a renewal and the original becomes Renewed. */
  originalOrderId?: string | number | null | undefined;
  /** Not before creationDate. */
  paymentDate: string;
  /** How the client paid: 1 to 3 lines adding up to totalWithFee. */
  paymentLines: Array<PaymentLineInput>;
  /** Required when the beneficiary is paid by Pix: one of their keys. */
  pixKeyId?: string | number | null | undefined;
  /** Administrators: go on despite a possible sanctions match of either party (after SANCTIONS_MATCH), with the reason; audited. */
  sanctionsOverride?: SanctionsOverrideInput | null | undefined;
  /** Must equal amountUsd + fee. */
  totalWithFee: string;
  /** Normal unless given. */
  type?: OrderType | null | undefined;
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

/**
 * A file travelling through GraphQL as base64, so CSRF prevention stays on (no multipart requests).
 * At most 10 MB once decoded.
 */
export type FileInput = {
  /** The content, base64-encoded. */
  data: string;
  /** The file's name as the user picked it. */
  name: string;
  /** The MIME type the browser reported; the server checks the content itself. */
  type: string;
};

/** A column's field, as the administrator chose it. */
export type ImportColumnInput = {
  /** The field it fills; null leaves the column out. */
  field?: ImportField | null | undefined;
  /** The column's header as written in the file (as ImportColumn.header gave it). */
  header: string;
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

/** A new investment. Monthly incomes are computed by the server. */
export type InvestmentInput = {
  /** BANK_DEPOSIT: the account number. */
  accountNumber?: string | null | undefined;
  /** Savings or checking. */
  accountType: AccountType;
  /** BRL invested, at most 2 decimals. */
  amountBrl: string;
  /** USD invested, at most 2 decimals. */
  amountUsd: string;
  /** BANK_DEPOSIT: the bank's name. */
  bankName?: string | null | undefined;
  /** BANK_DEPOSIT: the branch. */
  branch?: string | null | undefined;
  /** The sender's details, used when clientId is not set (SENDER_AMBIGUOUS when several clients share the name). */
  client?: ClientInput | null | undefined;
  /** The client on file; when not set, `client` is found by full name or created with the investment. */
  clientId?: string | number | null | undefined;
  /** Defaults to today. */
  creationDate?: string | null | undefined;
  /** 1, 3, 6, 9 or 12. */
  months: number;
  /** Set to renew that investment: it becomes Renewed. */
  originalInvestmentId?: string | number | null | undefined;
  /** A free note on how the client is paid. */
  paymentDescription?: string | null | undefined;
  /** How the client receives the monthly income. */
  payoutType: PayoutType;
  /** Monthly percentage on the BRL amount. */
  percentageBrl: string;
  /** Monthly percentage on the USD amount. */
  percentageUsd: string;
  /** PIX: the Pix key; ZELLE: the email or US phone. */
  pix?: string | null | undefined;
};

/** The investment list's Search modal. Null means no filter. */
export type InvestmentSearch = {
  /** Part of the client's name, case- and accent-insensitive. */
  clientName?: string | null | undefined;
  /** Finalized on or before. */
  endDate?: string | null | undefined;
  /** One investment's id. */
  investmentId?: string | number | null | undefined;
  /** Created on or after. */
  startDate?: string | null | undefined;
  /** Only investments with this status. */
  status?: InvestmentStatus | null | undefined;
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

/**
 * The order of a Confirm, without its parties: amounts, payment lines and dates as on
 * CreateOrderInput, checked the same way.
 */
export type OrderDetailsInput = {
  /** Must equal amountUsd x exchangeRate rounded half up to the cent. */
  amountBrl: string;
  /** USD sent, greater than 0, to the cent. */
  amountUsd: string;
  /** The agency day the order is taken (today). */
  creationDate: string;
  /** 1, 5, 10, 15, 20 or 30; -1 for a typed payment date. */
  days: number;
  /** BRL per USD, up to 6 decimals. */
  exchangeRate: string;
  /** USD, 0 or more, to the cent. */
  fee: string;
  /** Set to renew that order: no duplicate check, and the original becomes Renewed. */
  originalOrderId?: string | number | null | undefined;
  /** Not before creationDate. */
  paymentDate: string;
  /** How the client paid: 1 to 3 lines adding up to totalWithFee. */
  paymentLines: Array<PaymentLineInput>;
  /** Must equal amountUsd + fee. */
  totalWithFee: string;
  /** Normal unless given. */
  type?: OrderType | null | undefined;
};

/**
 * Filters of the order searches. A null or blank filter
 * means none. Names match case- and accent-insensitively anywhere in the client's or beneficiary's
 * name; the payment dates bound the payment date, inclusive.
 */
export type OrderSearch = {
  /** Part of the beneficiary's name. */
  beneficiaryName?: string | null | undefined;
  /** One order by id. */
  orderId?: string | number | null | undefined;
  /** Payment date on or after. */
  paymentFrom?: string | null | undefined;
  /** Payment date on or before. */
  paymentTo?: string | null | undefined;
  /** Part of the client's name. */
  senderName?: string | null | undefined;
  /** Only orders with this status. */
  status?: OrderStatus | null | undefined;
  /** Digits contained in the client's phone. */
  telephone?: string | null | undefined;
  /** Only orders of this type. */
  type?: OrderType | null | undefined;
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

/** One payment line of a new order. */
export type PaymentLineInput = {
  /** How the client paid. */
  method: PaymentMethod;
  /** USD, to the cent. */
  value: string;
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

/** How a beneficiary is paid (REST payoutTypeID 1 to 3). */
export type PayoutType =
  /** A deposit into a Brazilian bank account (bankName, branch, accountNumber); REST 1. */
  | 'BANK_DEPOSIT'
  /** A Brazilian instant payment to a Pix key; REST 2. */
  | 'PIX'
  /** A Zelle transfer to an email or US phone; REST 3. */
  | 'ZELLE';

/** A staff role: what an employee may do. */
export type Role =
  /** Everything, including staff, investments, consortiums, reports and deletions (REST roleID 1). */
  | 'ADMINISTRATOR'
  /** Clients, beneficiaries and orders, without deletions or administrators' reports (REST roleID 2). */
  | 'EMPLOYEE';

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
  reason: string;
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

/** An edit: every field is optional; what is left out stays as it is. */
export type UpdateEmployeeInput = {
  /** A new sign-in email; must not belong to another employee. */
  email?: string | null | undefined;
  /** A new full name; not blank. */
  fullName?: string | null | undefined;
  /** Sets a new password, at least 8 characters (how an administrator answers 'Forgot Password?'). */
  password?: string | null | undefined;
  /** A new role; the last administrator keeps theirs. */
  role?: Role | null | undefined;
};
