/**
 * The investment calls of the REST data source (docs/investments.md#calls): investments with their invoices,
 * the calendar, the report and the agreements. Investments read are remembered per request.
 */
import type { RestClientInput } from '../clients/rest.js';
import type { Caller, RestClient, UploadFile } from '../rest/client.js';
import { ifMatch, versionBody, type RequestState, type RestPage } from '../rest/shared.js';
import type { RestInvestment, RestInvestmentReport, RestInvoice, RestDocument } from '../rest/types.js';

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

/** /api/investment/*: investments (USD and BRL), invoices, calendar, report and agreements. */
export interface InvestmentsRest {
  /** GET /api/investment/{id}: the investment with its invoices (memoised per request). */
  byId(id: number): Promise<RestInvestment>;
  search(filters: RestInvestmentSearch, page: number, perPage: number): Promise<RestPage<RestInvestment>>;
  create(input: RestInvestmentCreate): Promise<RestInvestment>;
  /**
   * POST /api/investment/status; expectedVersion, when given, is the investment's version the editor loaded
   * (docs/ARCHITECTURE.md#versions). @throws EDITED_ELSEWHERE.
   */
  setStatus(id: number, status: number, expectedVersion?: number | null): Promise<RestInvestment>;
  /** DELETE /api/investment/{id} (the version as If-Match when given): the investment as it was. @throws EDITED_ELSEWHERE. */
  remove(id: number, expectedVersion?: number | null): Promise<RestInvestment>;
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
}

/** The investment calls, bound to the caller; investments read are remembered per request. */
export function investmentsRest(client: RestClient, caller: Caller, state: RequestState): InvestmentsRest {
  const { primeClients } = state;
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
  const self: InvestmentsRest = {
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
    setStatus: (id, status, expectedVersion) =>
      client
        .json<{ investment: RestInvestment }>('POST', '/api/investment/status', caller, { id, status, ...versionBody(expectedVersion) })
        .then((r) => forgetInvestment(r.investment)),
    remove: (id, expectedVersion) =>
      client
        .json<{ investment: RestInvestment }>('DELETE', `/api/investment/${id}`, caller, undefined, ifMatch(expectedVersion))
        .then((r) => forgetInvestment(r.investment)),
    calendar: (year, month) => client.json('GET', `/api/investment/search/calendar?year=${year}&month=${month}`, caller),
    invoicesDue: (date) => client.json('GET', `/api/investment/search/calendar/${date}`, caller),
    report: (date) =>
      client.json<Omit<RestInvestmentReport, 'date'>>('GET', `/api/investment/search/report/${date}`, caller).then((r) => ({ ...r, date })),
    payInvoice: (id) => client.json<{ invoice: RestInvoice }>('POST', `/api/investment/invoice/${id}`, caller, {}).then((r) => r.invoice),
    returnInvoice: (id) =>
      client.json<{ invoice: RestInvoice }>('POST', `/api/investment/invoice/return/${id}`, caller, {}).then((r) => r.invoice),
    moveInvoiceDay: async (investmentId, dayOfMonth) => {
      await client.json('POST', '/api/investment/invoice/date', caller, { investmentID: investmentId, dayOfMonth });
      investments.delete(investmentId);
      return self.byId(investmentId);
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
  };
  return self;
}
