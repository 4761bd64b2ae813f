/**
 * Order lists, the dashboard's figures, reports and partial payments: docs/lists-and-reports.md (/dashboard, the
 * order list pages, /orders/report, the receipt-of-payments page, the partial payment log), docs/lists-and-reports.md
 * (Partial payment, Payments report row, Weekly metrics), docs/lists-and-reports.md#calls (Transfer log, Daily
 * order lists, Date report table), docs/lists-and-reports.md#calls (list definitions, search details).
 * List items carry the names already, so a list needs no extra call unless client or beneficiary
 * records are asked for, and then they come in one batch.
 */
import type {
  DateReportResolvers,
  DateReportRowResolvers,
  DateReportStatusTotalResolvers,
  MutationResolvers,
  OrderListItemResolvers,
  OrderSearch,
  OrderSort,
  PartialPaymentResolvers,
  PaymentsReportResolvers,
  QueryResolvers,
  TransferLogResolvers,
  WeekDayResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { checkPage } from '../rest/inputs.js';
import type { RestPage } from '../rest/shared.js';
import type { RestOrderSearch, RestSearchPage } from './rest.js';
import { REST_ORDER_SORTS, orderStatuses, orderTypes } from '../rest/enums.js';
import { badUserInput } from '../rest/errors.js';
import { parseId } from '../rest/inputs.js';
import type { RestOrderListItem } from '../rest/types.js';

/** The REST filters of a GraphQL search: blank or null means none ('' or -1, docs/lists-and-reports.md). */
export function toRestSearch(search: OrderSearch | null | undefined): RestOrderSearch {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const digits = text(search?.telephone).replace(/\D/g, '');
  return {
    senderName: text(search?.senderName),
    recipientName: text(search?.beneficiaryName),
    transactionID: search?.orderId?.trim() ? parseId(search.orderId.trim(), 'orderId') : -1,
    statusID: search?.status ? orderStatuses.toId(search.status) : -1,
    start: search?.paymentFrom ?? '',
    end: search?.paymentTo ?? '',
    transactionTypeID: search?.type ? orderTypes.toId(search.type) : -1,
    telephone: digits,
  };
}

/** The REST search body of a GraphQL search and sort (no sort: the list's own order). */
export function toRestSortedSearch(search: OrderSearch | null | undefined, sort: OrderSort | null | undefined): RestOrderSearch {
  return sort ? { ...toRestSearch(search), sort: REST_ORDER_SORTS[sort] } : toRestSearch(search);
}

const page = (result: RestPage<RestOrderListItem>) => ({ total: result.size, items: result.items });
/** A search's page with its cursors (docs/lists-and-reports.md#cursors-deep-pages). */
const searchPage = (result: RestSearchPage<RestOrderListItem>) => ({
  ...page(result),
  nextCursor: result.nextCursor,
  previousCursor: result.previousCursor,
});

export const OrderListItem: OrderListItemResolvers = {
  id: (o) => String(o.id),
  beneficiaryName: (o) => o.beneficiary,
  client: (o, _a, { rest }) => rest.clients.byId(o.clientID),
  beneficiary: (o, _a, { rest }) => rest.recipients.byId(o.recipientID),
  amountUsd: (o) => o.amountUSD,
  amountBrl: (o) => o.amountBRL,
  status: (o) => orderStatuses.fromId(o.statusID),
  type: (o) => orderTypes.fromId(o.transactionTypeID),
};

export const WeekDay: WeekDayResolvers = {
  pending: (d) => d.PENDING,
  completed: (d) => d.COMPLETED,
  cancelled: (d) => d.CANCELLED,
};

export const DateReport: DateReportResolvers = {
  rows: (r) => r.transactions,
  totalUsd: (r) => r.totalUSD,
  totalBrl: (r) => r.totalBRL,
  countedStatuses: (r) => r.countedStatusIDs.map((id) => orderStatuses.fromId(id)),
};

export const DateReportStatusTotal: DateReportStatusTotalResolvers = {
  status: (s) => orderStatuses.fromId(s.statusID),
  totalUsd: (s) => s.totalUSD,
  totalBrl: (s) => s.totalBRL,
};

export const DateReportRow: DateReportRowResolvers = {
  id: (r) => String(r.id),
  beneficiaryName: (r) => r.recipientName,
  totalUsd: (r) => r.totalUSD,
  totalBrl: (r) => r.totalBRL,
  status: (r) => orderStatuses.fromId(r.statusID),
};

export const PartialPayment: PartialPaymentResolvers = {
  id: (p) => String(p.id),
  value: (p) => String(p.value),
};

export const TransferLog: TransferLogResolvers = {
  order: (log, _a, { rest }) => rest.orders.byId(log.transactionID),
  amountBrl: (log) => log.amountBRL,
  payments: (log) => log.partialRecord,
};

export const PaymentsReport: PaymentsReportResolvers = {
  orderId: (r) => String(r.transactionID),
  amountBrl: (r) => r.amountBRL,
  payments: (r) => r.partialPayments,
};

export const Query: QueryResolvers = {
  orders: async (_p, { search, sort, page: pageNo, perPage, after, before }, { rest }) => {
    checkPage(pageNo, perPage);
    return searchPage(await rest.lists.search(toRestSortedSearch(search, sort), pageNo, perPage, { after, before }));
  },
  pendingOrders: async (_p, { search, sort, page: pageNo, perPage, after, before }, { rest }) => {
    checkPage(pageNo, perPage);
    return searchPage(await rest.lists.pending(toRestSortedSearch(search, sort), pageNo, perPage, { after, before }));
  },
  holdCount: (_p, _a, { rest }) => rest.lists.holdCount(),
  holdOrders: async (_p, { page: pageNo, perPage }, { rest }) => (
    checkPage(pageNo, perPage),
    page(await rest.lists.daily('hold', pageNo, perPage))
  ),
  ordersCreatedToday: async (_p, { page: pageNo, perPage }, { rest }) => (
    checkPage(pageNo, perPage),
    page(await rest.lists.daily('created', pageNo, perPage))
  ),
  ordersPaymentToday: async (_p, { page: pageNo, perPage }, { rest }) => (
    checkPage(pageNo, perPage),
    page(await rest.lists.daily('payment', pageNo, perPage))
  ),
  overOrders: async (_p, { page: pageNo, perPage }, { rest }) => (
    checkPage(pageNo, perPage),
    page(await rest.lists.daily('over', pageNo, perPage))
  ),
  paymentTodayTotals: async (_p, _a, { rest }) => {
    const totals = await rest.lists.paymentTodayTotals();
    return {
      totalUsd: String(totals.totalUSD),
      totalBrl: String(totals.totalBRL),
      countedStatuses: totals.countedStatusIDs.map((id) => orderStatuses.fromId(id)),
    };
  },
  week: (_p, { date }, { rest }) => rest.lists.week(date),
  dateReport: (_p, { start, end }, { rest }) => {
    if (start > end) throw badUserInput('end: must not be before start');
    return rest.lists.dateReport(start, end);
  },
  transferLog: (_p, { orderId }, { rest }) => rest.partials.log(parseId(orderId, 'orderId')),
  paymentsReport: (_p, { orderId }, { rest }) => rest.partials.report(parseId(orderId, 'orderId')),
};

export const Mutation: MutationResolvers = {
  addPartialPayment: (_p, { orderId, value, date, expectedVersion }, { rest }) =>
    rest.partials.add(parseId(orderId, 'orderId'), value, date ?? null, expectedVersion),
  updatePartialPayment: (_p, { orderId, id, value, date, expectedVersion }, { rest }) =>
    rest.partials.update(parseId(orderId, 'orderId'), parseId(id, 'id'), value, date ?? null, expectedVersion),
  deletePartialPayment: (_p, { orderId, id, expectedVersion }, { rest }) =>
    rest.partials.remove(parseId(orderId, 'orderId'), parseId(id, 'id'), expectedVersion),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = {
  OrderListItem,
  WeekDay,
  DateReport,
  DateReportRow,
  DateReportStatusTotal,
  PartialPayment,
  TransferLog,
  PaymentsReport,
  Query,
  Mutation,
};
