/**
 * The order-list calls of the REST data source (docs/lists-and-reports.md#calls): searches, daily lists, the week
 * and the date report.
 */
import type { Caller, RestClient } from '../rest/client.js';
import type { RestPage } from '../rest/shared.js';
import type { RestDateReport, RestOrderListItem, RestWeekDay } from '../rest/types.js';

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

/** The cursors of a search page (docs/lists-and-reports.md#cursors-deep-pages): after or before a reply's cursor. */
export interface RestCursor {
  after?: string | null;
  before?: string | null;
}

/** A page of a search: the REST page and the cursors of the pages next to it. */
export interface RestSearchPage<T> extends RestPage<T> {
  nextCursor: string | null;
  previousCursor: string | null;
}

const DAILY_PATHS = {
  hold: '/api/transaction/hold/list',
  created: '/api/transaction/today/created',
  payment: '/api/transaction/today/payment',
  over: '/api/transaction/over',
} as const;

/** The order lists: one page of orders and its exact count, the week and the date report. */
export interface ListsRest {
  /** POST /api/transaction/search/complex/table (administrators); a cursor, when given, wins over page. */
  search(filters: RestOrderSearch, page: number, perPage: number, cursor?: RestCursor): Promise<RestSearchPage<RestOrderListItem>>;
  /** POST /api/transaction/search/pending/: Pending orders by payment date; a cursor, when given, wins over page. */
  pending(filters: RestOrderSearch, page: number, perPage: number, cursor?: RestCursor): Promise<RestSearchPage<RestOrderListItem>>;
  /** GET /api/transaction/hold: how many orders are on hold. */
  holdCount(): Promise<number>;
  /** The daily card lists (docs/screens.md): hold, created today, payment today, over (administrators). */
  daily(list: 'hold' | 'created' | 'payment' | 'over', page: number, perPage: number): Promise<RestPage<RestOrderListItem>>;
  /** GET /api/transaction/today/total. */
  paymentTodayTotals(): Promise<{ totalUSD: string; totalBRL: string; countedStatusIDs: number[] }>;
  /** GET /api/transaction/search/week/{date}. */
  week(date: string): Promise<RestWeekDay[]>;
  /** POST /api/transaction/date/report/ (administrators). */
  dateReport(start: string, end: string): Promise<RestDateReport>;
}

/** The order-list calls, bound to the caller. */
export function listsRest(client: RestClient, caller: Caller): ListsRest {
  const listPage = async (method: 'POST', path: string, body: unknown): Promise<RestSearchPage<RestOrderListItem>> => {
    const reply = await client.json<{
      size: number;
      transactions: RestOrderListItem[];
      nextCursor?: string | null;
      previousCursor?: string | null;
    }>(method, path, caller, body);
    return {
      size: reply.size,
      items: reply.transactions,
      nextCursor: reply.nextCursor ?? null,
      previousCursor: reply.previousCursor ?? null,
    };
  };
  /** A search body: the filters, the page and the cursor (sent only when given, so an older REST host reads the same body). */
  const searchBody = (filters: RestOrderSearch, page: number, perPage: number, cursor: RestCursor = {}) => ({
    ...filters,
    pagination: { page, perPage },
    ...(cursor.after ? { after: cursor.after } : {}),
    ...(cursor.before ? { before: cursor.before } : {}),
  });
  return {
    search: (filters, page, perPage, cursor) =>
      listPage('POST', '/api/transaction/search/complex/table', searchBody(filters, page, perPage, cursor)),
    pending: (filters, page, perPage, cursor) =>
      listPage('POST', '/api/transaction/search/pending/', searchBody(filters, page, perPage, cursor)),
    holdCount: () => client.json<{ size: number }>('GET', '/api/transaction/hold', caller).then((r) => r.size),
    daily: (list, page, perPage) => listPage('POST', DAILY_PATHS[list], { page, perPage }),
    paymentTodayTotals: () => client.json('GET', '/api/transaction/today/total', caller),
    week: (date) => client.json<{ metrics: RestWeekDay[] }>('GET', `/api/transaction/search/week/${date}`, caller).then((r) => r.metrics),
    dateReport: (start, end) =>
      client
        .json<Omit<RestDateReport, 'start' | 'end'>>('POST', '/api/transaction/date/report/', caller, { start, end })
        .then((r) => ({ ...r, start, end })),
  };
}
