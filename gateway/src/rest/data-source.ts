/**
 * The data-source interface resolvers use (`ctx.rest.clients.byId(7)`), one per request, bound to
 * the caller's token (docs/ARCHITECTURE.md#conventions: an interface, not a concrete class, so tests can inject faults).
 * `createRestDataSource` is the real one, over RestClient and the per-request DataLoaders.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Caller, RestClient, UploadFile } from './client.js';
import { unlessMissing } from './extensions.js';
import { createLoaders } from './loaders.js';
import type {
  RestAgency,
  RestAlert,
  RestAlertDetail,
  RestCancelReply,
  RestRecordkeepingRow,
  RestCancellationRow,
  RestConfirmReply,
  RestSanctionsList,
  RestScreening,
  RestClient as RestClientRecord,
  RestConsortium,
  RestConsortiumRegister,
  RestDateReport,
  RestInvestment,
  RestInvestmentReport,
  RestInvoice,
  RestOrderListItem,
  RestPaymentsReport,
  RestTransferLog,
  RestWeekDay,
  RestDocument,
  RestEmployee,
  RestEmployeePage,
  RestPaymentLine,
  RestPixEntry,
  RestRole,
  RestReceipt,
  RestRecipient,
  RestTransaction,
  RestSession,
  RestViewer,
} from './types.js';

/** Employee fields the REST API takes on create (docs/employees-and-access.md POST /api/employee/create). */
export interface RestEmployeeCreate {
  fullName: string;
  email: string;
  password: string;
  roleID: number;
}

/** Employee fields the REST API takes on update; each optional (docs/employees-and-access.md POST /api/employee/update/{id}). */
export type RestEmployeeUpdate = Partial<RestEmployeeCreate>;

/** Client fields for create and update (docs/clients-and-beneficiaries.md#calls): `email` carries the CPF or CNPJ. */
export type RestClientInput = Omit<RestClientRecord, 'id' | 'hasDocument'>;

/** Recipient fields for create and update (docs/clients-and-beneficiaries.md#calls). */
export type RestRecipientInput = Omit<RestRecipient, 'id' | 'hasDocument' | 'pixList'>;

/** The reply of the Pix main and delete calls: whose keys, and the keys after the change. */
export interface RestPixChange {
  recipientID: number;
  pixList: RestPixEntry[];
}

/** The creation payload of POST /api/transaction/create (docs/orders.md#the-order; employeeID comes from the token). */
export interface RestTransactionCreate {
  clientID: number;
  recipientID: number;
  pixID: number | null;
  amountUSD: string;
  exchangeRate: string;
  amountBRL: string;
  fee: string;
  totalFee: string;
  valueAggregates: RestPaymentLine[];
  days: number;
  creationDate: string;
  paymentDate: string;
  transactionTypeID: number;
  isRenew: boolean;
  originalTransactionID: number | null;
}

/** POST /api/transaction/confirm body (extension): the parties by id or fields, the Pix key, the order. */
export interface RestConfirmBody {
  client: { id: number } | RestClientInput;
  recipient: { id: number } | RestRecipientInput | ({ id: number } & RestRecipientInput);
  pix: string | null;
  transaction: Omit<RestTransactionCreate, 'clientID' | 'recipientID' | 'pixID'>;
  acceptDuplicate: boolean;
  deleteDuplicateID: number | null;
  /** An administrator's override of a possible sanctions match (extension of our REST API). */
  sanctionsOverride?: { reason: string };
}

/** The complex search's filters as the REST API takes them ('' or -1 = no filter, docs/ARCHITECTURE.md#contracts). */
export interface RestOrderSearch {
  senderName: string;
  recipientName: string;
  transactionID: number;
  statusID: number;
  start: string;
  end: string;
  transactionTypeID: number;
  telephone: string;
  /** 'id', 'sender', 'beneficiary', 'amountUSD', 'amountBRL', 'paymentDate', 'status', '-' before for descending; absent: the list's own order. */
  sort?: string;
}

/** POST /api/investment/create body (docs/investments.md#calls); the employee comes from the token. */
export interface RestInvestmentCreate {
  /** The client on file; or, on our REST API, `client`: found by full name or created with the investment. */
  clientID: number | null;
  client?: RestClientInput;
  investmentAmountUSD: string;
  investmentPercentageUSD: string;
  investmentAmountBRL: string;
  investmentPercentageBRL: string;
  numberMonths: number;
  createdAt?: string;
  paymentDescription: string | null;
  payoutTypeID: number;
  accountTypeID: number;
  pix: string | null;
  accountNumber: string | null;
  bankName: string | null;
  branch: string | null;
  isRenew: boolean;
  originalInvestment: number | null;
}

/** POST /api/investment/search/complex filters ('' or -1 = none). */
export interface RestInvestmentSearch {
  clientName: string;
  investmentID: number;
  statusID: number;
  startDate: string;
  endDate: string;
}

/** A page of records and the total count. */
export interface RestPage<T> {
  size: number;
  items: T[];
}

export interface RestDataSource {
  auth: {
    /** POST /api/auth/authenticate. @throws UNAUTHENTICATED 'Wrong email or password', RATE_LIMITED. */
    authenticate(email: string, password: string): Promise<RestSession>;
    /** POST /api/auth/logout: revokes the caller's token. */
    logout(): Promise<void>;
    /**
     * GET /api/auth/me (extension): the caller and whether they are an administrator (memoised per
     * request). On a host without it: POST /api/auth/has for the role and the employee of the
     * sign-in this gateway answered for the token. @throws UNAUTHENTICATED when it saw none.
     */
    me(): Promise<RestViewer>;
    /** POST /api/auth/language (extension): keeps 'en' or 'pt-BR' on the caller's own record; returns the viewer. */
    setLanguage(language: 'en' | 'pt-BR'): Promise<RestViewer>;
  };
  employees: {
    /** POST /api/employee/ with 1-based page. */
    page(page: number, perPage: number): Promise<RestEmployeePage>;
    create(input: RestEmployeeCreate): Promise<RestEmployee>;
    update(id: number, input: RestEmployeeUpdate): Promise<RestEmployee>;
    uploadImage(id: number, file: UploadFile): Promise<RestEmployee>;
    /** DELETE /api/employee/delete/{id}; returns the deleted employee. */
    remove(id: number): Promise<RestEmployee>;
    /** POST /api/employee/update/password for the caller's own account. */
    changePassword(employeeID: number, actualPassword: string, newPassword: string): Promise<RestEmployee>;
  };
  configuration: {
    /** GET /api/configuration/agency (extension, memoised per request); the gateway's own AGENCY_* settings on a host without it. */
    agency(): Promise<RestAgency>;
  };
  orders: {
    /** GET /api/transaction/search/{id} (memoised per request). @throws NOT_FOUND. */
    byId(id: number): Promise<RestTransaction>;
    /** POST /api/transaction/create with an optional Idempotency-Key. */
    create(input: RestTransactionCreate, idempotencyKey: string | null): Promise<RestTransaction>;
    /**
     * POST /api/transaction/confirm (extension) with an optional Idempotency-Key; null when the
     * REST host has no such route (remembered per host), so the caller takes the steps itself.
     */
    confirm(body: RestConfirmBody, idempotencyKey: string | null): Promise<RestConfirmReply | null>;
    /** GET /api/transaction/duplicate/{clientId}: the id of a possible duplicate, or null. */
    duplicateOf(clientId: number): Promise<number | null>;
    /** GET /api/transaction/search/derivative/{id}: the orders that renew this one. */
    derivatives(id: number): Promise<RestTransaction[]>;
    /** POST /api/transaction/status/. @throws PAYMENTS_INCOMPLETE (422), CONFLICT. */
    setStatus(id: number, statusID: number, force: boolean): Promise<RestTransaction>;
    /**
     * DELETE /api/transaction/{id} (administrators): the order as it was. A deleted renewal's
     * original is read again afterwards (its status may have been restored).
     */
    remove(id: number): Promise<RestTransaction>;
    /** GET /api/transaction/receipt/{id}. */
    receipt(id: number): Promise<RestReceipt>;
    /**
     * GET /api/transaction/search/{id} read for its one-order fields (complianceFlags, cancellation),
     * which orders from lists lack (memoised per request). @throws NOT_FOUND.
     */
    detail(id: number): Promise<RestTransaction>;
    /** POST /api/transaction/cancel/{id} (extension). @throws CANCELLATION_WINDOW_CLOSED and other 409s. */
    cancel(id: number): Promise<RestCancelReply>;
    /** GET /api/configuration/fee/ and /exchange/: the defaults of the new-order form. */
    defaults(): Promise<{ fee: string; exchangeRate: string }>;
  };
  lists: {
    /** POST /api/transaction/search/complex/table (administrators). */
    search(filters: RestOrderSearch, page: number, perPage: number): Promise<RestPage<RestOrderListItem>>;
    /** POST /api/transaction/search/pending/: Pending orders by payment date. */
    pending(filters: RestOrderSearch, page: number, perPage: number): Promise<RestPage<RestOrderListItem>>;
    /** GET /api/transaction/hold: how many orders are on hold. */
    holdCount(): Promise<number>;
    /** The daily card lists (docs/screens.md): hold, created today, payment today, over (administrators). */
    daily(list: 'hold' | 'created' | 'payment' | 'over', page: number, perPage: number): Promise<RestPage<RestOrderListItem>>;
    /** GET /api/transaction/today/total. */
    paymentTodayTotals(): Promise<{ totalUSD: string; totalBRL: string }>;
    /** GET /api/transaction/search/week/{date}. */
    week(date: string): Promise<RestWeekDay[]>;
    /** POST /api/transaction/date/report/ (administrators). */
    dateReport(start: string, end: string): Promise<RestDateReport>;
  };
  partials: {
    /** GET /api/transaction/partial/{orderId}. */
    log(orderId: number): Promise<RestTransferLog>;
    add(orderId: number, value: string, date: string | null): Promise<RestTransferLog>;
    update(orderId: number, id: number, value: string, date: string | null): Promise<RestTransferLog>;
    remove(orderId: number, id: number): Promise<RestTransferLog>;
    /** GET /api/transaction/partial/report/{orderId} (administrators). */
    report(orderId: number): Promise<RestPaymentsReport>;
  };
  investments: {
    /** GET /api/investment/{id}: the investment with its invoices (memoised per request). */
    byId(id: number): Promise<RestInvestment>;
    search(filters: RestInvestmentSearch, page: number, perPage: number): Promise<RestPage<RestInvestment>>;
    create(input: RestInvestmentCreate): Promise<RestInvestment>;
    setStatus(id: number, status: number): Promise<RestInvestment>;
    remove(id: number): Promise<RestInvestment>;
    calendar(year: number, month: number): Promise<{ date: string; count: number }[]>;
    invoicesDue(date: string): Promise<RestInvoice[]>;
    report(date: string): Promise<RestInvestmentReport>;
    payInvoice(id: number): Promise<RestInvoice>;
    returnInvoice(id: number): Promise<RestInvoice>;
    /** POST /api/investment/invoice/date; returns the investment again, with its invoices. */
    moveInvoiceDay(investmentId: number, dayOfMonth: number): Promise<RestInvestment>;
    generateAgreement(id: number): Promise<RestDocument>;
    agreement(id: number, kind: 'original' | 'completed'): Promise<RestDocument>;
    uploadAgreement(id: number, file: UploadFile): Promise<RestInvestment>;
  };
  compliance: {
    /** GET /api/compliance/sanctions (administrators): the list in force. */
    sanctionsList(): Promise<RestSanctionsList>;
    /** POST /api/compliance/sanctions (administrators). @throws BAD_USER_INPUT naming the file and line. */
    loadSanctionsList(sdnCsv: string, altCsv: string | null): Promise<RestSanctionsList>;
    /** GET /api/compliance/screenings (administrators), newest first. */
    screenings(page: number, perPage: number, start: string | null, end: string | null): Promise<RestPage<RestScreening>>;
    /** GET /api/compliance/alerts (administrators): filters by agency days, type and status. */
    alerts(filter: { start?: string | null; end?: string | null; type?: string | null; status?: string | null }): Promise<RestAlert[]>;
    /** GET /api/compliance/alerts/{id} (administrators). @throws NOT_FOUND. */
    alert(id: number): Promise<RestAlertDetail>;
    /** GET /api/compliance/alerts/open (administrators): how many wait for a decision. */
    openAlerts(): Promise<number>;
    /** POST /api/compliance/alerts/{id} (administrators). @throws BAD_USER_INPUT without a note. */
    decideAlert(id: number, status: string, note: string | null): Promise<RestAlert>;
    /** GET /api/compliance/recordkeeping (administrators): orders of $3,000.00 or more. */
    recordkeeping(start: string, end: string): Promise<RestRecordkeepingRow[]>;
    /** GET /api/compliance/cancellations (administrators): cancellations with refund. */
    cancellations(start: string, end: string): Promise<RestCancellationRow[]>;
  };
  consortiums: {
    list(): Promise<RestConsortium[]>;
    /** GET /api/consortium/register/{id}: the consortium with its payments. */
    byId(id: number): Promise<RestConsortium>;
    create(title: string): Promise<RestConsortium>;
    register(consortiumId: number, clientName: string, amount: string, date: string): Promise<RestConsortiumRegister>;
  };
  clients: {
    /** One client, through the batching loader. @throws NOT_FOUND. */
    byId(id: number): Promise<RestClientRecord>;
    /** POST /api/client/search/pagination[/{term}]. */
    page(term: string | null, page: number, perPage: number): Promise<RestPage<RestClientRecord>>;
    /** GET /api/client/search/name/{name}; empty when none (the REST 404). */
    byName(name: string): Promise<RestClientRecord[]>;
    /** GET /api/client/search/name/full/{name}: the id, or null when none. @throws CONFLICT when several. */
    idByFullName(fullName: string): Promise<number | null>;
    /** GET /api/client/document/{id}. @throws NOT_FOUND 'No file on system'. */
    document(id: number): Promise<RestDocument>;
    create(input: RestClientInput): Promise<RestClientRecord>;
    update(id: number, input: RestClientInput): Promise<RestClientRecord>;
    uploadDocument(id: number, file: UploadFile): Promise<RestClientRecord>;
    /** GET /api/client/birthday/count. */
    birthdayCount(): Promise<number>;
    /** GET /api/client/birthday/list (administrators). */
    birthdaysToday(): Promise<RestClientRecord[]>;
  };
  recipients: {
    /** One recipient, through the batching loader. @throws NOT_FOUND. */
    byId(id: number): Promise<RestRecipient>;
    page(term: string | null, page: number, perPage: number): Promise<RestPage<RestRecipient>>;
    /** GET /api/recipient/search/name/{name}; empty when none. */
    byName(name: string): Promise<RestRecipient[]>;
    /** GET /api/recipient/search/name/full/{name}: the id, or null when none. @throws CONFLICT when several. */
    idByFullName(fullName: string): Promise<number | null>;
    /** GET /api/transaction/search/beneficiary/{clientId}: most recent first. */
    ofClient(clientId: number): Promise<RestRecipient[]>;
    document(id: number): Promise<RestDocument>;
    create(input: RestRecipientInput): Promise<RestRecipient>;
    update(id: number, input: RestRecipientInput): Promise<RestRecipient>;
    uploadDocument(id: number, file: UploadFile): Promise<RestRecipient>;
    /** GET /api/recipient/pix/{id}. */
    pixList(recipientId: number): Promise<RestPixEntry[]>;
    /** POST /api/recipient/pix; returns the recipient's id. */
    addPix(recipientId: number, pix: string): Promise<number>;
    setMainPix(pixId: number): Promise<RestPixChange>;
    deletePix(pixId: number): Promise<RestPixChange>;
  };
}

const DAILY_PATHS = {
  hold: '/api/transaction/hold/list',
  created: '/api/transaction/today/created',
  payment: '/api/transaction/today/payment',
  over: '/api/transaction/over',
} as const;

/** The promise's value, or null when it fails with NOT_FOUND (a REST 404); other errors pass through. */
export function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: GraphQLError) => {
    if (error?.extensions?.code === 'NOT_FOUND') return null;
    throw error;
  });
}

function emptyWhenNotFound<T>(promise: Promise<T[]>): Promise<T[]> {
  return promise.catch((error: GraphQLError) => {
    if (error?.extensions?.code === 'NOT_FOUND') return [];
    throw error;
  });
}

/**
 * Text as one URL path segment. @throws GraphQLError BAD_USER_INPUT naming `field` for text with an
 * unpaired UTF-16 surrogate, which no URL can carry (and PostgreSQL could not store).
 */
function pathSegment(text: string, field: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // URIError: the only text encodeURIComponent refuses is an unpaired surrogate.
    throw new GraphQLError(`${field}: must not contain a NUL character or an unpaired surrogate`, {
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  }
}

/** How many sign-ins the gateway remembers for hosts without /api/auth/me. */
const SESSIONS_KEPT = 10_000;
/** The sign-in replies this gateway passed on, by sha256 of the token, per REST host. */
const sessions = new WeakMap<RestClient, LRUCache<string, Omit<RestSession, 'token'>>>();

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');
const bearerToken = (authorization: string | null) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** The viewer on a host without /api/auth/me: POST /api/auth/has, and the remembered sign-in. */
async function viewerFallback(client: RestClient, caller: Caller): Promise<RestViewer> {
  const token = bearerToken(caller.authorization);
  const session = token ? sessions.get(client)?.get(tokenKey(token)) : undefined;
  const { hasPosition } = await client.json<{ hasPosition: boolean }>('POST', '/api/auth/has', caller, {
    position: 'Administrator',
    token,
  });
  if (!session)
    throw new GraphQLError('Your session is not known to this server. Sign in again.', { extensions: { code: 'UNAUTHENTICATED' } });
  const role: RestRole = hasPosition ? { id: 1, name: 'Administrator' } : { id: 2, name: 'Employee' };
  return {
    employee: {
      id: session.employeeID,
      fullName: session.fullName,
      email: '',
      roles: [role],
      profileImage: session.profileImage,
      fileExtension: session.fileExtension,
    },
    isAdministrator: hasPosition,
  };
}

/** Options of the real data source. */
export interface DataSourceOptions {
  /** The agency's details for a REST host without GET /api/configuration/agency. */
  agency: RestAgency;
}

/** The real data source: every call goes to the REST API with the caller's token. */
export function createRestDataSource(client: RestClient, caller: Caller, options: DataSourceOptions): RestDataSource {
  let me: Promise<RestViewer> | undefined;
  let agency: Promise<RestAgency> | undefined;
  const loaders = createLoaders(client, caller);
  const primeClients = (rows: RestClientRecord[]) => {
    for (const row of rows) loaders.client.clear(row.id).prime(row.id, row);
    return rows;
  };
  const primeRecipients = (rows: RestRecipient[]) => {
    for (const row of rows) loaders.recipient.clear(row.id).prime(row.id, row);
    return rows;
  };
  const pagePath = (base: string, term: string | null) => (term ? `${base}/${pathSegment(term, 'search')}` : base);
  const orders = new Map<number, Promise<RestTransaction>>();
  const investments = new Map<number, Promise<RestInvestment>>();
  const withInvoices = (investment: RestInvestment, invoices: RestInvoice[]): RestInvestment => {
    const full = { ...investment, invoices };
    investments.set(investment.id, Promise.resolve(full));
    primeClients([investment.client]);
    return full;
  };
  /** An investment reply without invoices: forget the cached one so its invoices are read again if asked for. */
  const forgetInvestment = (investment: RestInvestment): RestInvestment => {
    investments.delete(investment.id);
    primeClients([investment.client]);
    return investment;
  };
  const listPage = async (method: 'POST', path: string, body: unknown): Promise<RestPage<RestOrderListItem>> => {
    const reply = await client.json<{ size: number; transactions: RestOrderListItem[] }>(method, path, caller, body);
    return { size: reply.size, items: reply.transactions };
  };
  /** A transfer log, tagged with its order; the order is fetched again afterwards (its remaining value changed). */
  const partialLog = async (orderId: number, reply: Promise<Omit<RestTransferLog, 'transactionID'>>): Promise<RestTransferLog> => {
    const log = await reply;
    orders.delete(orderId);
    return { ...log, transactionID: orderId };
  };
  /** Remembers an order and the client and recipient it carries, so later lookups need no call. */
  /** Orders read for their one-order fields, by id. */
  const details = new Map<number, Promise<RestTransaction>>();
  const primeOrder = (order: RestTransaction) => {
    orders.set(order.transactionDetail.id, Promise.resolve(order));
    primeClients([order.client]);
    primeRecipients([order.recipient]);
    return order;
  };

  const dataSource: RestDataSource = {
    auth: {
      authenticate: async (email, password) => {
        const session = await client.json<RestSession>('POST', '/api/auth/authenticate', caller, { email, password });
        // A host without /api/auth/me needs the gateway to remember who signed in (bounded, by token hash).
        if (!sessions.has(client)) sessions.set(client, new LRUCache({ max: SESSIONS_KEPT }));
        const { token, ...rest } = session;
        sessions.get(client)!.set(tokenKey(token), rest);
        return session;
      },
      logout: async () => {
        await client.json('POST', '/api/auth/logout', caller, {});
      },
      me: () =>
        (me ??= unlessMissing(client, '/api/auth/me', () => client.json<RestViewer>('GET', '/api/auth/me', caller)).then(
          (viewer) => viewer ?? viewerFallback(client, caller),
        )),
      setLanguage: (language) => client.json<RestViewer>('POST', '/api/auth/language', caller, { language }),
    },
    employees: {
      page: (page, perPage) => client.json('POST', '/api/employee/', caller, { page, perPage }),
      create: (input) => client.json('POST', '/api/employee/create', caller, input),
      update: (id, input) => client.json('POST', `/api/employee/update/${id}`, caller, input),
      uploadImage: (id, file) => client.upload(`/api/employee/upload/${id}`, caller, file),
      remove: (id) => client.json('DELETE', `/api/employee/delete/${id}`, caller),
      changePassword: (employeeID, actualPassword, newPassword) =>
        client.json('POST', '/api/employee/update/password', caller, { employeeID, actualPassword, newPassword }),
    },
    configuration: {
      agency: () =>
        (agency ??= unlessMissing(client, '/api/configuration/agency', () =>
          client.json<RestAgency>('GET', '/api/configuration/agency', caller),
        ).then((reply) => reply ?? options.agency)),
    },
    orders: {
      byId: (id) => {
        let order = orders.get(id);
        if (!order) {
          order = client.json<RestTransaction>('GET', `/api/transaction/search/${id}`, caller).then(primeOrder);
          orders.set(id, order);
        }
        return order;
      },
      create: (input, idempotencyKey) =>
        client
          .json<{ transaction: RestTransaction }>(
            'POST',
            '/api/transaction/create',
            caller,
            input,
            idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
          )
          .then((r) => primeOrder(r.transaction)),
      confirm: (body, idempotencyKey) =>
        unlessMissing(client, '/api/transaction/confirm', () =>
          client.json<RestConfirmReply>(
            'POST',
            '/api/transaction/confirm',
            caller,
            body,
            idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
          ),
        ).then((reply) => {
          if (reply) primeOrder(reply.transaction);
          return reply;
        }),
      duplicateOf: (clientId) =>
        nullWhenNotFound(client.json<{ transactionID: number }>('GET', `/api/transaction/duplicate/${clientId}`, caller)).then(
          (r) => r?.transactionID ?? null,
        ),
      derivatives: (id) =>
        client
          .json<{ size: number; transactions: RestTransaction[] }>('GET', `/api/transaction/search/derivative/${id}`, caller)
          .then((r) => r.transactions.map(primeOrder)),
      setStatus: (id, statusID, force) =>
        client
          .json<{ transaction: RestTransaction }>('POST', '/api/transaction/status/', caller, { transactionID: id, statusID, force })
          .then((r) => primeOrder(r.transaction)),
      remove: (id) =>
        client.json<{ transaction: RestTransaction }>('DELETE', `/api/transaction/${id}`, caller).then((r) => {
          orders.delete(id);
          // Deleting a renewal can give its original back its former status: read it again if asked for.
          const original = r.transaction.transactionDetail.originalTransactionID;
          if (original !== null) orders.delete(original);
          return r.transaction;
        }),
      receipt: (id) => client.json<RestReceipt>('GET', `/api/transaction/receipt/${id}`, caller),
      detail: (id) => {
        let order = details.get(id);
        if (!order) {
          order = client.json<RestTransaction>('GET', `/api/transaction/search/${id}`, caller);
          details.set(id, order);
        }
        return order;
      },
      cancel: (id) =>
        client.json<RestCancelReply>('POST', `/api/transaction/cancel/${id}`, caller, {}).then((r) => {
          details.set(id, Promise.resolve(r.transaction));
          primeOrder({ ...r.transaction, cancellation: r.cancellation });
          return r;
        }),
      defaults: async () => {
        const [fee, exchange] = await Promise.all([
          client.json<{ value: string }>('GET', '/api/configuration/fee/', caller),
          client.json<{ value: string }>('GET', '/api/configuration/exchange/', caller),
        ]);
        return { fee: String(fee.value), exchangeRate: String(exchange.value) };
      },
    },
    lists: {
      search: (filters, page, perPage) =>
        listPage('POST', '/api/transaction/search/complex/table', { ...filters, pagination: { page, perPage } }),
      pending: (filters, page, perPage) =>
        listPage('POST', '/api/transaction/search/pending/', { ...filters, pagination: { page, perPage } }),
      holdCount: () => client.json<{ size: number }>('GET', '/api/transaction/hold', caller).then((r) => r.size),
      daily: (list, page, perPage) => listPage('POST', DAILY_PATHS[list], { page, perPage }),
      paymentTodayTotals: () => client.json('GET', '/api/transaction/today/total', caller),
      week: (date) => client.json<{ metrics: RestWeekDay[] }>('GET', `/api/transaction/search/week/${date}`, caller).then((r) => r.metrics),
      dateReport: (start, end) =>
        client
          .json<Omit<RestDateReport, 'start' | 'end'>>('POST', '/api/transaction/date/report/', caller, { start, end })
          .then((r) => ({ ...r, start, end })),
    },
    partials: {
      log: (orderId) => partialLog(orderId, client.json('GET', `/api/transaction/partial/${orderId}`, caller)),
      add: (orderId, value, date) =>
        partialLog(orderId, client.json('POST', `/api/transaction/partial/${orderId}`, caller, date ? { value, date } : { value })),
      update: (orderId, id, value, date) =>
        partialLog(orderId, client.json('POST', `/api/transaction/partial/update/${id}`, caller, date ? { value, date } : { value })),
      remove: (orderId, id) => partialLog(orderId, client.json('DELETE', `/api/transaction/partial/${id}`, caller)),
      report: (orderId) => client.json('GET', `/api/transaction/partial/report/${orderId}`, caller),
    },
    investments: {
      byId: (id) => {
        let found = investments.get(id);
        if (!found) {
          found = client
            .json<{ investment: RestInvestment; invoices: RestInvoice[] }>('GET', `/api/investment/${id}`, caller)
            .then((r) => withInvoices(r.investment, r.invoices));
          investments.set(id, found);
        }
        return found;
      },
      search: async (filters, page, perPage) => {
        const reply = await client.json<{ totalSize: number; result: RestInvestment[] }>('POST', '/api/investment/search/complex', caller, {
          ...filters,
          page,
          perPage,
        });
        return { size: reply.totalSize, items: reply.result.map((i) => (primeClients([i.client]), i)) };
      },
      create: (input) =>
        client
          .json<{ investment: RestInvestment; invoices: RestInvoice[] }>('POST', '/api/investment/create', caller, input)
          .then((r) => withInvoices(r.investment, r.invoices)),
      setStatus: (id, status) =>
        client
          .json<{ investment: RestInvestment }>('POST', '/api/investment/status', caller, { id, status })
          .then((r) => forgetInvestment(r.investment)),
      remove: (id) =>
        client.json<{ investment: RestInvestment }>('DELETE', `/api/investment/${id}`, caller).then((r) => forgetInvestment(r.investment)),
      calendar: (year, month) => client.json('GET', `/api/investment/search/calendar?year=${year}&month=${month}`, caller),
      invoicesDue: (date) => client.json('GET', `/api/investment/search/calendar/${date}`, caller),
      report: (date) =>
        client
          .json<Omit<RestInvestmentReport, 'date'>>('GET', `/api/investment/search/report/${date}`, caller)
          .then((r) => ({ ...r, date })),
      payInvoice: (id) => client.json<{ invoice: RestInvoice }>('POST', `/api/investment/invoice/${id}`, caller, {}).then((r) => r.invoice),
      returnInvoice: (id) =>
        client.json<{ invoice: RestInvoice }>('POST', `/api/investment/invoice/return/${id}`, caller, {}).then((r) => r.invoice),
      moveInvoiceDay: async (investmentId, dayOfMonth) => {
        await client.json('POST', '/api/investment/invoice/date', caller, { investmentID: investmentId, dayOfMonth });
        investments.delete(investmentId);
        return dataSource.investments.byId(investmentId);
      },
      generateAgreement: async (id) => {
        const document = await client.json<RestDocument>('POST', `/api/investment/document/agreement/original/${id}`, caller, {});
        investments.delete(id);
        return document;
      },
      agreement: (id, kind) => client.json('GET', `/api/investment/document/agreement/${kind}/${id}`, caller),
      uploadAgreement: (id, file) =>
        client
          .upload<{ investment: RestInvestment }>(`/api/investment/upload/${id}`, caller, file)
          .then((r) => forgetInvestment(r.investment)),
    },
    compliance: {
      sanctionsList: () => client.json('GET', '/api/compliance/sanctions', caller),
      loadSanctionsList: (sdnCsv, altCsv) =>
        client.json('POST', '/api/compliance/sanctions', caller, altCsv ? { sdnCsv, altCsv } : { sdnCsv }),
      screenings: async (page, perPage, start, end) => {
        const query = new URLSearchParams({
          page: String(page),
          perPage: String(perPage),
          ...(start ? { start } : {}),
          ...(end ? { end } : {}),
        });
        const reply = await client.json<{ size: number; screenings: RestScreening[] }>(
          'GET',
          `/api/compliance/screenings?${query.toString()}`,
          caller,
        );
        return { size: reply.size, items: reply.screenings };
      },
      alerts: (filter) => {
        const query = new URLSearchParams(
          Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
        );
        return client.json<RestAlert[]>('GET', `/api/compliance/alerts?${query.toString()}`, caller);
      },
      alert: (id) => client.json<RestAlertDetail>('GET', `/api/compliance/alerts/${id}`, caller),
      openAlerts: () => client.json<{ open: number }>('GET', '/api/compliance/alerts/open', caller).then((r) => r.open),
      decideAlert: (id, status, note) => client.json<RestAlert>('POST', `/api/compliance/alerts/${id}`, caller, { status, note }),
      recordkeeping: (start, end) =>
        client.json<RestRecordkeepingRow[]>(
          'GET',
          `/api/compliance/recordkeeping?${new URLSearchParams({ start, end }).toString()}`,
          caller,
        ),
      cancellations: (start, end) =>
        client.json<RestCancellationRow[]>(
          'GET',
          `/api/compliance/cancellations?${new URLSearchParams({ start, end }).toString()}`,
          caller,
        ),
    },
    consortiums: {
      list: () => client.json<{ consortiums: RestConsortium[] }>('GET', '/api/consortium/list', caller).then((r) => r.consortiums),
      byId: (id) =>
        client
          .json<{ consortium: RestConsortium; registers: RestConsortiumRegister[] }>('GET', `/api/consortium/register/${id}`, caller)
          .then((r) => ({ ...r.consortium, registers: r.registers })),
      create: (title) =>
        client
          .json<{ consortium: RestConsortium }>('POST', '/api/consortium/create', caller, { title })
          .then((r) => ({ ...r.consortium, registers: [] })),
      register: (consortiumId, clientName, amount, date) =>
        client
          .json<{ register: RestConsortiumRegister }>('POST', '/api/consortium/register/create', caller, {
            consortiumID: consortiumId,
            clientName,
            amount,
            date,
          })
          .then((r) => r.register),
    },
    clients: {
      byId: (id) => loaders.client.load(id),
      page: async (term, page, perPage) => {
        const reply = await client.json<{ size: number; clients: RestClientRecord[] }>(
          'POST',
          pagePath('/api/client/search/pagination', term),
          caller,
          { page, perPage },
        );
        return { size: reply.size, items: primeClients(reply.clients) };
      },
      byName: (name) =>
        emptyWhenNotFound(
          client
            .json<{ clients: RestClientRecord[] }>('GET', `/api/client/search/name/${pathSegment(name, 'name')}`, caller)
            .then((r) => primeClients(r.clients)),
        ),
      idByFullName: (fullName) =>
        nullWhenNotFound(
          client.json<{ clientID: number }>('GET', `/api/client/search/name/full/${pathSegment(fullName, 'fullName')}`, caller),
        ).then((r) => r?.clientID ?? null),
      document: (id) => client.json('GET', `/api/client/document/${id}`, caller),
      create: (input) =>
        client.json<{ client: RestClientRecord }>('POST', '/api/client/create', caller, input).then((r) => primeClients([r.client])[0]!),
      update: (id, input) =>
        client
          .json<{ client: RestClientRecord }>('POST', `/api/client/update/${id}`, caller, input)
          .then((r) => primeClients([r.client])[0]!),
      uploadDocument: (id, file) =>
        client.upload<{ client: RestClientRecord }>(`/api/client/upload/${id}`, caller, file).then((r) => primeClients([r.client])[0]!),
      birthdayCount: () => client.json<{ size: number }>('GET', '/api/client/birthday/count', caller).then((r) => r.size),
      birthdaysToday: () =>
        client.json<{ clients: RestClientRecord[] }>('GET', '/api/client/birthday/list', caller).then((r) => primeClients(r.clients)),
    },
    recipients: {
      byId: (id) => loaders.recipient.load(id),
      page: async (term, page, perPage) => {
        const reply = await client.json<{ size: number; recipients: RestRecipient[] }>(
          'POST',
          pagePath('/api/recipient/search/pagination', term),
          caller,
          { page, perPage },
        );
        return { size: reply.size, items: primeRecipients(reply.recipients) };
      },
      byName: (name) =>
        emptyWhenNotFound(
          client
            .json<{ recipients: RestRecipient[] }>('GET', `/api/recipient/search/name/${pathSegment(name, 'name')}`, caller)
            .then((r) => primeRecipients(r.recipients)),
        ),
      idByFullName: (fullName) =>
        nullWhenNotFound(
          client.json<{ recipientID: number }>('GET', `/api/recipient/search/name/full/${pathSegment(fullName, 'fullName')}`, caller),
        ).then((r) => r?.recipientID ?? null),
      ofClient: (clientId) =>
        client
          .json<{ recipients: RestRecipient[] }>('GET', `/api/transaction/search/beneficiary/${clientId}`, caller)
          .then((r) => primeRecipients(r.recipients)),
      document: (id) => client.json('GET', `/api/recipient/document/${id}`, caller),
      create: (input) =>
        client
          .json<{ recipient: RestRecipient }>('POST', '/api/recipient/create', caller, input)
          .then((r) => primeRecipients([r.recipient])[0]!),
      update: (id, input) =>
        client
          .json<{ recipient: RestRecipient }>('POST', `/api/recipient/update/${id}`, caller, input)
          .then((r) => primeRecipients([r.recipient])[0]!),
      uploadDocument: (id, file) =>
        client
          .upload<{ recipient: RestRecipient }>(`/api/recipient/upload/${id}`, caller, file)
          .then((r) => primeRecipients([r.recipient])[0]!),
      pixList: (recipientId) =>
        client.json<{ pixList: RestPixEntry[] }>('GET', `/api/recipient/pix/${recipientId}`, caller).then((r) => r.pixList),
      addPix: (recipientId, pix) =>
        client.json<{ recipientID: number }>('POST', '/api/recipient/pix', caller, { recipientID: recipientId, pix }).then((r) => {
          loaders.recipient.clear(r.recipientID);
          return r.recipientID;
        }),
      setMainPix: (pixId) =>
        client.json<RestPixChange>('POST', `/api/recipient/pix/main/${pixId}`, caller, {}).then((r) => {
          loaders.recipient.clear(r.recipientID);
          return r;
        }),
      deletePix: (pixId) =>
        client.json<RestPixChange>('DELETE', `/api/recipient/pix/${pixId}`, caller).then((r) => {
          loaders.recipient.clear(r.recipientID);
          return r;
        }),
    },
  };
  return dataSource;
}
