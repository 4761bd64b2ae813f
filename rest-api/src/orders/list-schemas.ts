/**
 * TypeBox schemas of the order lists, searches, reports and partial payments (docs/lists-and-reports.md, #calls;
 * docs/lists-and-reports.md; docs/ARCHITECTURE.md#contracts). Amounts are answered as decimal strings with 2 decimals,
 * calendar dates as 'YYYY-MM-DD', instants as ISO 8601.
 */
import { Type, type Static } from 'typebox';
import { IdFilterInteger, PageBody } from '../schemas.js';
import { CalendarDate, CalendarDateInput, DecimalString as Amount, TextFilter } from '../field-schemas.js';
import { ExpectedVersion } from '../db/versions.js';
import { AmountInput } from './schemas.js';

/**
 * An order in a list (docs/lists-and-reports.md#calls, a list row, extended with the docs/lists-and-reports.md complex
 * search's fields and the ids, telephone, creation date and type the gateway reads).
 */
export const OrderListItem = Type.Object(
  {
    id: Type.Integer(),
    senderName: Type.String({ description: "the client's full name" }),
    beneficiary: Type.String({ description: "the recipient's full name" }),
    clientID: Type.Integer(),
    recipientID: Type.Integer(),
    telephone: Type.String({ description: "the client's telephone, 10 digits" }),
    amountUSD: Amount('USD, 2 decimals'),
    amountBRL: Amount('BRL, 2 decimals'),
    remainingValue: Amount('BRL, 2 decimals: amountBRL minus the partial payments'),
    createdAt: Type.String({ description: 'ISO 8601 instant the order was stored' }),
    creationDate: CalendarDate(),
    paymentDate: CalendarDate(),
    statusID: Type.Integer({ description: '1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby' }),
    transactionTypeID: Type.Integer({ description: '0 Normal, 1 Special, 2 Premium' }),
  },
  { title: 'OrderListItem' },
);
export type OrderListItem = Static<typeof OrderListItem>;

/** A page's cursor in a reply: opaque, or null when there is no such page (docs/lists-and-reports.md#cursors-deep-pages). */
const CursorReply = (description: string) =>
  Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description,
      examples: ['eyJvIjoibmV3ZXN0IiwiayI6WyIyMDI2LTExLTE4VDE1OjAwOjAwLjEyMzQ1NloiLCI0MiJdfQ'],
    }),
  );

/**
 * A page of orders: the exact count of the list and the page's items; the searches add the cursors
 * of the pages next to it.
 */
export const OrderPage = Type.Object({
  size: Type.Integer({ description: 'how many orders the whole list has' }),
  transactions: Type.Array(OrderListItem),
  nextCursor: CursorReply(
    "searches only: send it back as `after` for the next page, read from the index at the last row's place (as fast at page 5,000 as at page 1); null on the last page",
  ),
  previousCursor: CursorReply('searches only: send it back as `before` for the previous page; null on the first page'),
});
export type OrderPage = Static<typeof OrderPage>;

/** An optional filter: an empty string, null or -1 means no filter (docs/lists-and-reports.md). */
const IdFilter = (description: string) =>
  Type.Optional(
    Type.Union([IdFilterInteger(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: `${description}; '', null or -1: no filter`,
    }),
  );

/** The sort keys of the order tables (docs/lists-and-reports.md#sorting-and-page-sizes). */
export const ORDER_SORT_KEYS = ['id', 'sender', 'beneficiary', 'amountUSD', 'amountBRL', 'paymentDate', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
/** A sort: a key, ascending, or '-' and a key, descending ('-amountUSD'); always tie-broken by the order id. */
export type OrderSort = OrderSortKey | `-${OrderSortKey}`;
/** Every OrderSort, ascending then descending. */
export const ORDER_SORTS: readonly OrderSort[] = [...ORDER_SORT_KEYS, ...ORDER_SORT_KEYS.map((k) => `-${k}` as const)];

/** The optional `sort` of a search body: one of ORDER_SORTS (anything else is 400 INVALID_FIELD). */
export const OrderSortParam = Type.Optional(
  Type.Union(
    ORDER_SORTS.map((s) => Type.Literal(s)),
    { description: `${ORDER_SORT_KEYS.join(', ')}; a leading '-' sorts descending; ties by order id. Absent: the list's own order` },
  ),
);

/** A cursor sent back (`after`, `before`); a bad one is 400 INVALID_CURSOR naming the field (docs/lists-and-reports.md#cursors-deep-pages). */
const CursorParam = (description: string) =>
  Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: `${description}'' or null: none; not a cursor of this sort: 400 INVALID_CURSOR`,
      examples: ['eyJvIjoibmV3ZXN0IiwiayI6WyIyMDI2LTExLTE4VDE1OjAwOjAwLjEyMzQ1NloiLCI0MiJdfQ'],
    }),
  );

/** The body of the complex search and the pending search (docs/lists-and-reports.md#calls). */
export const SearchBody = Type.Object({
  senderName: TextFilter("contained in the client's full name, trimmed, case- and accent-insensitive"),
  recipientName: TextFilter("contained in the recipient's full name, trimmed, case- and accent-insensitive"),
  transactionID: IdFilter('the order id'),
  statusID: IdFilter('1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby'),
  start: TextFilter('first payment date, YYYY-MM-DD, inclusive'),
  end: TextFilter('last payment date, YYYY-MM-DD, inclusive'),
  transactionTypeID: IdFilter('0 Normal, 1 Special, 2 Premium'),
  telephone: TextFilter("its digits are contained in the client's telephone (a leading US country code 1 is dropped)"),
  page: Type.Optional(Type.Unknown({ description: 'ignored: pagination.page is the page' })),
  sort: OrderSortParam,
  pagination: PageBody,
  after: CursorParam(
    "the page after this cursor (a reply's nextCursor, made in the same sort): the rows the next numbered page holds, " +
      'read without walking the pages before it; a cursor wins over pagination.page. ',
  ),
  before: CursorParam("the page before this cursor (a reply's previousCursor, made in the same sort); not with after. "),
});
export type SearchBody = Static<typeof SearchBody>;

/** GET /api/transaction/today/total (docs/lists-and-reports.md#calls): the sums of the payment-today list's rows. */
/**
 * GET /api/transaction/today/total (docs/lists-and-reports.md#which-orders-a-total-counts): the sums of the
 * payment-today rows whose status is one of countedStatusIDs (Pending, Completed, Standby); the list
 * also shows Renewed orders, whose money went on in the renewal, so their amounts are not counted.
 */
export const TodayTotal = Type.Object({
  totalUSD: Amount('USD, 2 decimals: the sum of amountUSD of the counted rows'),
  totalBRL: Amount('BRL, 2 decimals: the sum of amountBRL of the counted rows'),
  countedStatusIDs: Type.Array(Type.Integer(), { description: 'the statuses the totals count: 1 Pending, 2 Completed, 5 Standby' }),
});

/** A day of the weekly metrics (docs/lists-and-reports.md#dashboard). */
export const WeekDay = Type.Object(
  {
    dayName: Type.String({ description: "'Monday' to 'Friday'" }),
    date: CalendarDate(),
    PENDING: Type.Integer(),
    COMPLETED: Type.Integer(),
    CANCELLED: Type.Integer(),
  },
  { title: 'WeekDay' },
);
export const WeekReply = Type.Object({ metrics: Type.Array(WeekDay) });
export const WeekParams = Type.Object({ date: CalendarDateInput('YYYY-MM-DD: any day of the week') });

/** POST /api/transaction/date/report/ (docs/lists-and-reports.md#calls): a payment-date range, inclusive. */
export const DateReportBody = Type.Object({
  start: CalendarDateInput('YYYY-MM-DD'),
  end: CalendarDateInput('YYYY-MM-DD, not before start'),
});
export type DateReportBody = Static<typeof DateReportBody>;

/** A row of the date report (docs/lists-and-reports.md#date-report). */
export const DateReportRow = Type.Object(
  {
    id: Type.Integer(),
    clientName: Type.String(),
    telephone: Type.String({ description: "the client's telephone, 10 digits" }),
    recipientName: Type.String(),
    paymentDate: CalendarDate(),
    totalUSD: Amount("USD, 2 decimals: the order's totalFee"),
    totalBRL: Amount('BRL, 2 decimals: amountBRL'),
    remaining: Amount('BRL, 2 decimals: the remaining value'),
    statusID: Type.Integer(),
  },
  { title: 'DateReportRow' },
);
/** The sums of the date report's rows of one status (docs/lists-and-reports.md#which-orders-a-total-counts). */
export const DateReportStatusTotal = Type.Object(
  {
    statusID: Type.Integer({ description: '1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby' }),
    count: Type.Integer({ description: 'how many rows have the status' }),
    totalUSD: Amount('USD, sum of the rows of the status'),
    totalBRL: Amount('BRL, sum of the rows of the status'),
    totalRemaining: Amount('BRL, sum of the rows of the status'),
  },
  { title: 'DateReportStatusTotal' },
);
/**
 * The date report: every order of the range (any status), the totals of the counted statuses
 * (countedStatusIDs: Pending, Completed, Standby; Cancelled and Renewed orders pay nothing out, so
 * they are not in them) and the sums of each status apart (byStatus, every status, in id order).
 */
export const DateReport = Type.Object({
  transactions: Type.Array(DateReportRow),
  totalUSD: Amount('sum of the rows whose status is counted (countedStatusIDs)'),
  totalBRL: Amount('sum of the rows whose status is counted (countedStatusIDs)'),
  totalRemaining: Amount('sum of the rows whose status is counted (countedStatusIDs)'),
  countedStatusIDs: Type.Array(Type.Integer(), { description: 'the statuses the totals count: 1 Pending, 2 Completed, 5 Standby' }),
  byStatus: Type.Array(DateReportStatusTotal, { description: 'the sums of each status, every status in id order' }),
});
export type DateReport = Static<typeof DateReport>;

/** A partial payment (docs/lists-and-reports.md, docs/orders.md#partial-payments). */
export const PartialRecord = Type.Object(
  { id: Type.Integer(), value: Amount('BRL, 2 decimals'), date: CalendarDate() },
  { title: 'PartialRecord' },
);
export type PartialRecord = Static<typeof PartialRecord>;

/** The transfer log of an order (docs/lists-and-reports.md#calls). */
export const PartialLog = Type.Object(
  {
    total: Amount('BRL paid so far: the sum of the partial payments'),
    missing: Amount('BRL, amountBRL - total (the remaining value)'),
    amountBRL: Amount('BRL, 2 decimals'),
    partialRecord: Type.Array(PartialRecord, { description: 'by date, then id' }),
    version: Type.Integer({
      minimum: 1,
      description: "the order's version after the reply (every partial payment is a write of the order): send it back as expectedVersion",
    }),
  },
  { title: 'PartialLog' },
);
export type PartialLog = Static<typeof PartialLog>;

/** POST /api/transaction/partial/{id} and .../update/{recordId} (docs/lists-and-reports.md: value required, date optional). */
export const PartialBody = Type.Object({
  value: AmountInput('BRL, > 0, at most 2 decimals, not above the remaining value'),
  date: Type.Optional(
    Type.Union([Type.String({ maxLength: 10 }), Type.Null()], { description: "YYYY-MM-DD; absent, null or '': today (the agency's day)" }),
  ),
  expectedVersion: ExpectedVersion,
});
export type PartialBody = Static<typeof PartialBody>;

export const RecordIdParams = Type.Object({ recordId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/**
 * `{id}` of DELETE /api/transaction/partial/{id}: the partial payment's id (GET and POST on the same
 * path take the order's id; one name per path position, so OpenAPI tools see one path).
 */
export const PartialIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: "the partial payment's id" }),
});

/** GET /api/transaction/partial/report/{id} (docs/lists-and-reports.md#payments-report). */
export const PartialReport = Type.Object(
  {
    transactionID: Type.Integer(),
    createdAt: Type.String({ description: 'ISO 8601 instant the order was stored' }),
    clientName: Type.String(),
    employeeName: Type.String({ description: 'the employee who created the order' }),
    amountBRL: Amount('BRL, 2 decimals'),
    total: Amount('BRL paid so far'),
    missing: Amount('BRL remaining'),
    partialPayments: Type.Array(PartialRecord, { description: 'by date, then id (the web prints 21 a sheet)' }),
  },
  { title: 'PartialReport' },
);
export type PartialReport = Static<typeof PartialReport>;
