/**
 * The order lists, searches and reports (docs/lists-and-reports.md, #dashboard, #calls; Daily
 * order lists, Date report table, docs/lists-and-reports.md#calls; "Lists", docs/orders.md, "Files and scale").
 *
 * Every list leaves deleted orders out. "Today" is the agency's calendar date (the caller passes it).
 * Each list is one filter (OrderFilter) read in one order (NEWEST or BY_PAYMENT) through the
 * indexes of migration 009: the page is read first (LIMIT/OFFSET over the index order) and only
 * its rows are joined to clients and recipients. Name and telephone filters find the matching
 * clients (recipients) through their trigram indexes first. Exact `size` counts come from the
 * order_counts summary when the filter is only status, type and payment dates, from the counts on
 * the people's rows (migration 014) when it is a name or telephone of one side with a status, else
 * from an index scan of transactions. The searches also read a page after or before a keyset cursor
 * (searchOrders, cursor.ts): from the sort's index at the cursor's row, however deep the page.
 */
import type { Queryable } from '../db/database.js';
import { escapeLike, storedNameContains } from '../db/search.js';
import { queryPage, SIZE } from '../db/paging.js';
import { badRequest } from '../http-errors.js';
import { instant, REMAINING_VALUE } from './model.js';
import { addCalendarDays, COUNTED_ORDER_STATUS_IDS, isCalendarDate, sumOfPayments, toCents } from '@agency/rules';
import { STATUS } from './schemas.js';
import type { DateReport, OrderListItem, OrderPage, OrderSortKey, SearchBody } from './list-schemas.js';
import { decodeCursor, encodeCursor, invalidCursor, keyText, type KeyColumn, type ListOrder } from './cursor.js';

/** The rows a list selects (see LIST_COLUMNS). */
interface ListRow {
  id: number;
  sender_name: string;
  beneficiary: string;
  client_id: number;
  recipient_id: number;
  telephone: string;
  amount_usd: string;
  amount_brl: string;
  total_fee: string;
  remaining_value: string;
  created_at: Date | string;
  creation_date: string;
  payment_date: string;
  status_id: number;
  transaction_type_id: number;
}

/** The select list of ListRow over a page `t` joined to `clients c` and `recipients r`. */
const LIST_COLUMNS = `t.id, c.full_name AS sender_name, r.full_name AS beneficiary, t.client_id, t.recipient_id, c.telephone,
  t.amount_usd, t.amount_brl, t.total_fee, ${REMAINING_VALUE} AS remaining_value, t.created_at, t.creation_date, t.payment_date,
  t.status_id, t.transaction_type_id`;

/** Newest first (the complex search, hold, created-today). */
export const NEWEST = 't.created_at DESC, t.id DESC';
/** By payment date, then id (pending, payment-today, over, date report). */
export const BY_PAYMENT = 't.payment_date, t.id';

/**
 * The columns of each sort key, ascending, over a page `t` (sender and beneficiary also over the
 * person `c` or `r` joined to it): always ending in the order id, so pages are stable. Each walks
 * an index (migrations 009, 023; clients_name_idx and recipients_name_idx for the names). No sort
 * column can be NULL (every one is NOT NULL), so a keyset comparison never meets one.
 */
const SORT_COLUMNS: Record<OrderSortKey, KeyColumn[]> = {
  id: [{ sql: 't.id', type: 'int' }],
  sender: [
    { sql: 'c.full_name', type: 'text' },
    { sql: 't.client_id', type: 'int' },
    { sql: 't.id', type: 'int' },
  ],
  beneficiary: [
    { sql: 'r.full_name', type: 'text' },
    { sql: 't.recipient_id', type: 'int' },
    { sql: 't.id', type: 'int' },
  ],
  amountUSD: [
    { sql: 't.amount_usd', type: 'numeric' },
    { sql: 't.id', type: 'int' },
  ],
  amountBRL: [
    { sql: 't.amount_brl', type: 'numeric' },
    { sql: 't.id', type: 'int' },
  ],
  paymentDate: [
    { sql: 't.payment_date', type: 'date' },
    { sql: 't.id', type: 'int' },
  ],
  status: [
    { sql: 't.status_id', type: 'smallint' },
    { sql: 't.id', type: 'int' },
  ],
};

/** The columns of newest first: created_at, then id, both descending. */
const NEWEST_COLUMNS: KeyColumn[] = [
  { sql: 't.created_at', type: 'timestamptz' },
  { sql: 't.id', type: 'int' },
];

/** A list order's columns and direction (all ascending or all descending). */
function keysetOf(order: ListOrder): { columns: KeyColumn[]; descending: boolean } {
  if (order === 'newest') return { columns: NEWEST_COLUMNS, descending: true };
  const descending = order.startsWith('-');
  return { columns: SORT_COLUMNS[(descending ? order.slice(1) : order) as OrderSortKey], descending };
}

/** The ORDER BY of a list order, or of its reverse (a previous page is read backwards). */
function orderSqlOf(order: ListOrder, reverse = false): string {
  const { columns, descending } = keysetOf(order);
  return columns.map((c) => (descending !== reverse ? `${c.sql} DESC` : c.sql)).join(', ');
}

/** Which orders a list holds; every field narrows it, absent fields do not. Deleted orders never. */
export interface OrderFilter {
  status?: number;
  notStatus?: number;
  type?: number;
  /** Payment date on or after this day. */
  paymentFrom?: string;
  /** Payment date on or before this day. */
  paymentTo?: string;
  creationDate?: string;
  id?: number;
  /** Trimmed, not empty: contained in the client's name (accent- and case-insensitive). */
  senderName?: string;
  recipientName?: string;
  /** Digits contained in the client's telephone. */
  telephone?: string;
}

/** A binder of values to `$n` parameters appended to params. */
function binder(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/**
 * The WHERE clause of filter over `transactions t` (or over `order_counts t`, which has the status,
 * type and payment-date columns and holds no deleted order, when summary), its parameters appended.
 */
function whereOf(filter: OrderFilter, params: unknown[], summary = false): string {
  const parts = [summary ? 'true' : 't.deleted_at IS NULL'];
  const bind = binder(params);
  if (filter.id !== undefined) parts.push(`t.id = ${bind(filter.id)}`);
  if (filter.status !== undefined) parts.push(`t.status_id = ${bind(filter.status)}`);
  if (filter.notStatus !== undefined) parts.push(`t.status_id <> ${bind(filter.notStatus)}`);
  if (filter.type !== undefined) parts.push(`t.transaction_type_id = ${bind(filter.type)}`);
  if (filter.paymentFrom !== undefined && filter.paymentFrom === filter.paymentTo) {
    parts.push(`t.payment_date = ${bind(filter.paymentFrom)}::date`);
  } else {
    if (filter.paymentFrom !== undefined) parts.push(`t.payment_date >= ${bind(filter.paymentFrom)}::date`);
    if (filter.paymentTo !== undefined) parts.push(`t.payment_date <= ${bind(filter.paymentTo)}::date`);
  }
  if (filter.creationDate !== undefined) parts.push(`t.creation_date = ${bind(filter.creationDate)}::date`);
  for (const condition of clientConditions('c', filter, bind)) parts.push(`t.client_id IN (SELECT c.id FROM clients c WHERE ${condition})`);
  for (const condition of recipientConditions('r', filter, bind))
    parts.push(`t.recipient_id IN (SELECT r.id FROM recipients r WHERE ${condition})`);
  return parts.join(' AND ');
}

/** The filter's conditions on the client `alias` (name contained, telephone digits contained), parameters bound. */
function clientConditions(alias: string, filter: OrderFilter, bind: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (filter.senderName !== undefined) conditions.push(storedNameContains(alias, bind(escapeLike(filter.senderName))));
  if (filter.telephone !== undefined) conditions.push(`${alias}.telephone LIKE '%' || ${bind(filter.telephone)} || '%'`);
  return conditions;
}

/** The filter's conditions on the recipient `alias` (name contained), parameters bound. */
function recipientConditions(alias: string, filter: OrderFilter, bind: (value: unknown) => string): string[] {
  return filter.recipientName === undefined ? [] : [storedNameContains(alias, bind(escapeLike(filter.recipientName)))];
}

/** True when the order_counts summary answers the filter's count (only status, type, payment dates). */
function summaryCounts(filter: OrderFilter): boolean {
  return (
    filter.id === undefined &&
    filter.creationDate === undefined &&
    filter.senderName === undefined &&
    filter.recipientName === undefined &&
    filter.telephone === undefined
  );
}

/**
 * The count of a filter that is only a name or telephone search of one side (the client's or the
 * recipient's), with or without a status: one query sums the per-status counts kept on the matching
 * people's rows (migration 014) while their trigram index finds them. Null when the filter needs a
 * count of the orders themselves.
 */
function partyCountSql(filter: OrderFilter, params: unknown[]): string | null {
  if (filter.id !== undefined || filter.creationDate !== undefined || filter.type !== undefined || filter.notStatus !== undefined)
    return null;
  if (filter.paymentFrom !== undefined || filter.paymentTo !== undefined) return null;
  const clientSide = filter.senderName !== undefined || filter.telephone !== undefined;
  if (clientSide === (filter.recipientName !== undefined)) return null;
  const bind = binder(params);
  const counted =
    filter.status !== undefined
      ? `p.order_counts[${bind(filter.status)}::int]`
      : '(p.order_counts[1] + p.order_counts[2] + p.order_counts[3] + p.order_counts[4] + p.order_counts[5])';
  const conditions = clientSide ? clientConditions('p', filter, bind) : recipientConditions('p', filter, bind);
  return `SELECT COALESCE(sum(${counted}), 0)::bigint AS n FROM ${clientSide ? 'clients' : 'recipients'} p WHERE ${conditions.join(' AND ')}`;
}

/**
 * The SQL of one row `n`, the exact number of orders filter holds (parameters appended to params):
 * from the order_counts summary (status, type, payment dates), from the people's own counts (a name
 * or telephone of one side, with a status), else by counting the orders through the filter's indexes.
 */
function countSql(filter: OrderFilter, params: unknown[]): string {
  if (summaryCounts(filter)) return `SELECT COALESCE(sum(t.n), 0)::bigint AS n FROM order_counts t WHERE ${whereOf(filter, params, true)}`;
  return partyCountSql(filter, params) ?? `SELECT count(*) AS n FROM transactions t WHERE ${whereOf(filter, params)}`;
}

/** The list item of a row (docs/lists-and-reports.md#calls, a list row, extended). */
function toItem(row: ListRow): OrderListItem {
  return {
    id: row.id,
    senderName: row.sender_name,
    beneficiary: row.beneficiary,
    clientID: row.client_id,
    recipientID: row.recipient_id,
    telephone: row.telephone,
    amountUSD: row.amount_usd,
    amountBRL: row.amount_brl,
    remainingValue: row.remaining_value,
    createdAt: instant(row.created_at),
    creationDate: row.creation_date,
    paymentDate: row.payment_date,
    statusID: row.status_id,
    transactionTypeID: row.transaction_type_id,
  };
}

/**
 * Up to this many orders in a payment-date range are read from the range's index and sorted, for
 * the newest-first order: created_at follows the payment date, so walking the created_at index
 * could pass most of the table before reaching an older range.
 */
const RANGE_SORT_LIMIT = 60_000;

/** The people a page's ORDER BY reads besides the order: the client `c`, the recipient `r`. */
function sortJoins(order: string): string {
  return (
    (order.includes('c.full_name') ? ' JOIN clients c ON c.id = t.client_id' : '') +
    (order.includes('r.full_name') ? ' JOIN recipients r ON r.id = t.recipient_id' : '')
  );
}

/**
 * How a page is read from a cursor's position (see searchOrders): `condition` over `t` (and `c`,
 * `r`) keeps the rows past the cursor in the reading direction, `order` is the reading order (the
 * list's, or its reverse for a previous page), `keys` the columns whose values make each row's
 * cursor (`cursor_key`, an array of texts).
 */
interface KeysetRead {
  condition?: string;
  order?: string;
  keys: KeyColumn[];
}

/**
 * The SQL of the rows of filter in order, `limit` of them after `offset` (all when limit is null),
 * parameters appended to params. `size`, when given, is an SQL expression of the filter's count (see
 * SIZE in db/paging.ts): it chooses the plan of a newest-first payment-date range, whose rows are
 * read from the range's index and sorted while they are few, else read from the created_at index.
 * With `keyset`, the rows are read past a cursor in keyset.order (then answered in order) and each
 * carries its cursor key.
 */
function listSql(
  filter: OrderFilter,
  order: string,
  limit: number | null,
  offset: number,
  params: unknown[],
  size?: string,
  keyset?: KeysetRead,
): string {
  const where = whereOf(filter, params) + (keyset?.condition ? ` AND ${keyset.condition}` : '');
  const reading = keyset?.order ?? order;
  const paging = limit === null ? '' : ` LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
  const inRange = filter.paymentFrom !== undefined || filter.paymentTo !== undefined;
  const byIndex = `SELECT t.* FROM transactions t${sortJoins(reading)} WHERE ${where} ORDER BY ${reading}${paging}`;
  const page =
    order === NEWEST && inRange && size !== undefined
      ? `(WITH m AS MATERIALIZED (SELECT t.id, t.created_at FROM transactions t WHERE ${where})
          SELECT t.* FROM (SELECT m.id FROM m WHERE ${size} <= ${RANGE_SORT_LIMIT} ORDER BY ${reading.replaceAll('t.', 'm.')}${paging}) p
            JOIN transactions t ON t.id = p.id)
         UNION ALL
         (SELECT t.* FROM transactions t${sortJoins(reading)} WHERE ${size} > ${RANGE_SORT_LIMIT} AND ${where} ORDER BY ${reading}${paging})`
      : byIndex;
  const cursorKey = keyset ? `, json_build_array(${keyset.keys.map(keyText).join(', ')}) AS cursor_key` : '';
  return `SELECT ${LIST_COLUMNS}${cursorKey}
       FROM (${page}) t
       JOIN clients c ON c.id = t.client_id
       JOIN recipients r ON r.id = t.recipient_id
      ORDER BY ${order}`;
}

/**
 * A page (1-based) of filter in order, with the exact size of the whole list: one SQL statement
 * (queryPage), the count first, the rows only when the page starts before the end.
 */
export async function pageOrders(q: Queryable, filter: OrderFilter, order: string, page: number, perPage: number): Promise<OrderPage> {
  const params: unknown[] = [];
  const count = countSql(filter, params);
  const offset = (page - 1) * perPage;
  const { size, rows } = await queryPage<ListRow>(q, count, listSql(filter, order, perPage, offset, params, SIZE), offset, params);
  return { size, transactions: rows.map(toItem) };
}

/** Which page of a search to read: by number (OFFSET), or after or before a cursor (docs/lists-and-reports.md#cursors-deep-pages). */
export interface PageRequest {
  /** 1-based; ignored when a cursor is given. */
  page: number;
  /** 1 to 100. */
  perPage: number;
  /** The page after this cursor (a reply's nextCursor); '' or null: none. */
  after?: string | null | undefined;
  /** The page before this cursor (a reply's previousCursor); '' or null: none. */
  before?: string | null | undefined;
}

/**
 * SQL condition: the row's key (columns) comes after keys in the reading direction: `(a, b) > (x, y)`
 * ascending, `<` descending, parameters bound. A name sort also bounds the person's (name, id),
 * which clients_name_idx / recipients_name_idx read directly.
 */
function keysetCondition(columns: KeyColumn[], op: '<' | '>', keys: string[], bind: (value: unknown) => string): string {
  const values = keys.map((key, i) => `${bind(key)}::${columns[i]!.type}`);
  const whole = `(${columns.map((c) => c.sql).join(', ')}) ${op} (${values.join(', ')})`;
  const person = columns[0]!.sql === 'c.full_name' ? 'c' : columns[0]!.sql === 'r.full_name' ? 'r' : null;
  return person === null ? whole : `(${person}.full_name, ${person}.id) ${op}= (${values[0]}, ${values[1]}) AND ${whole}`;
}

/** The cursor key of a row (json_build_array of texts; PGlite and node-postgres both parse json, a string is parsed here). */
function cursorKeyOf(row: { cursor_key: unknown }): string[] {
  return (typeof row.cursor_key === 'string' ? JSON.parse(row.cursor_key) : row.cursor_key) as string[];
}

/**
 * A page of filter in listOrder with the exact size of the whole list and the cursors of the pages
 * next to it (docs/lists-and-reports.md#cursors-deep-pages), one SQL statement. By number (request.page),
 * the page is read with OFFSET; after or before a cursor, it is read from the cursor's position
 * through the order's index (as cheap at page 5,000 as at page 1) and holds exactly the rows the
 * numbered page there would. A cursor wins over the page number. `nextCursor` is null on the last
 * page, `previousCursor` on the first. 400 INVALID_CURSOR naming `after` or `before` for a cursor
 * the searches did not answer, one of another sort, or both given.
 */
export async function searchOrders(q: Queryable, filter: OrderFilter, listOrder: ListOrder, request: PageRequest): Promise<OrderPage> {
  const after = textFilter(request.after);
  const before = textFilter(request.before);
  if (after !== undefined && before !== undefined) throw invalidCursor('before', 'cannot be sent with after: send one of them');
  const { columns, descending } = keysetOf(listOrder);
  const order = orderSqlOf(listOrder);
  const cursor = (row: { cursor_key: unknown } | undefined) => (row === undefined ? null : encodeCursor(listOrder, cursorKeyOf(row)));
  const params: unknown[] = [];
  const count = countSql(filter, params);
  const { perPage } = request;
  if (after === undefined && before === undefined) {
    const offset = (request.page - 1) * perPage;
    const sql = listSql(filter, order, perPage, offset, params, SIZE, { keys: columns });
    const { size, rows } = await queryPage<ListRow & { cursor_key: unknown }>(q, count, sql, offset, params);
    return {
      size,
      transactions: rows.map(toItem),
      nextCursor: offset + rows.length < size ? cursor(rows.at(-1)) : null,
      previousCursor: offset > 0 ? cursor(rows[0]) : null,
    };
  }
  const reverse = before !== undefined;
  const keys = decodeCursor(reverse ? 'before' : 'after', (after ?? before)!, listOrder, columns);
  const condition = keysetCondition(columns, descending !== reverse ? '<' : '>', keys, binder(params));
  const keyset = { condition, order: orderSqlOf(listOrder, reverse), keys: columns };
  // One row more than the page tells whether another page lies beyond it in the reading direction.
  const sql = listSql(filter, order, perPage + 1, 0, params, SIZE, keyset);
  const { size, rows } = await queryPage<ListRow & { cursor_key: unknown }>(q, count, sql, 0, params);
  const more = rows.length > perPage;
  const page = more ? (reverse ? rows.slice(1) : rows.slice(0, perPage)) : rows;
  return {
    size,
    transactions: page.map(toItem),
    nextCursor: reverse || more ? cursor(page.at(-1)) : null,
    previousCursor: !reverse || more ? cursor(page[0]) : null,
  };
}

// ---- the search bodies (docs/lists-and-reports.md, #calls) ----

/** '', null, undefined, -1 and '-1' mean no filter (docs/lists-and-reports.md); else a whole number in [min, max] (400 naming field). */
function idFilter(value: number | string | null | undefined, field: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '' || text === '-1') return undefined;
  if (!/^\d+$/.test(text)) throw badRequest(field, 'must be a whole number, or -1 for no filter');
  const n = Number(text);
  if (n < min || n > max) throw badRequest(field, `must be between ${min} and ${max}, or -1 for no filter`);
  return n;
}

/** A trimmed text filter; '' or null mean no filter. */
function textFilter(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}

/** A date filter: '' or null mean none; else a real 'YYYY-MM-DD' (400 naming field). */
function dateFilter(value: string | null | undefined, field: string): string | undefined {
  const text = textFilter(value);
  if (text === undefined) return undefined;
  if (!isCalendarDate(text)) throw badRequest(field, 'must be a real date in the form YYYY-MM-DD');
  return text;
}

/** The digits of a telephone filter, a leading US country code 1 of 11 digits dropped; none without digits. */
export function telephoneDigits(value: string | null | undefined): string | undefined {
  let digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits === '' ? undefined : digits;
}

/** The OrderFilter of a search body (400 naming a bad field; start after end is 400 naming 'end'). */
export function searchFilter(body: SearchBody): OrderFilter {
  const filter: OrderFilter = {};
  const id = idFilter(body.transactionID, 'transactionID', 1, 2147483647);
  const status = idFilter(body.statusID, 'statusID', 1, 5);
  const type = idFilter(body.transactionTypeID, 'transactionTypeID', 0, 2);
  const start = dateFilter(body.start, 'start');
  const end = dateFilter(body.end, 'end');
  if (start !== undefined && end !== undefined && start > end) throw badRequest('end', 'must not be before start');
  const senderName = textFilter(body.senderName);
  const recipientName = textFilter(body.recipientName);
  const telephone = telephoneDigits(body.telephone);
  if (id !== undefined) filter.id = id;
  if (status !== undefined) filter.status = status;
  if (type !== undefined) filter.type = type;
  if (start !== undefined) filter.paymentFrom = start;
  if (end !== undefined) filter.paymentTo = end;
  if (senderName !== undefined) filter.senderName = senderName;
  if (recipientName !== undefined) filter.recipientName = recipientName;
  if (telephone !== undefined) filter.telephone = telephone;
  return filter;
}

/**
 * POST /api/transaction/search/complex/table (administrators; docs/lists-and-reports.md#calls): the orders
 * matching every given filter in the body's sort (default newest first: created_at desc, id desc),
 * a page of them and the size.
 */
export function complexSearch(q: Queryable, body: SearchBody): Promise<OrderPage> {
  return searchOrders(q, searchFilter(body), body.sort ?? 'newest', pageRequestOf(body));
}

/**
 * POST /api/transaction/search/pending/ (docs/lists-and-reports.md#calls): the Pending orders matching the
 * other filters (a statusID in the body is ignored), in the body's sort (default by payment date then id).
 */
export function pendingSearch(q: Queryable, body: SearchBody): Promise<OrderPage> {
  const filter = { ...searchFilter({ ...body, statusID: null }), status: STATUS.PENDING };
  return searchOrders(q, filter, body.sort ?? 'paymentDate', pageRequestOf(body));
}

/** The page a search body asks for: pagination and the cursors beside it. */
function pageRequestOf(body: SearchBody): PageRequest {
  return { ...body.pagination, after: body.after, before: body.before };
}

// ---- the daily lists (docs/lists-and-reports.md, #calls; "Lists") ----

/** hold: the Standby orders. */
export const holdFilter = (): OrderFilter => ({ status: STATUS.STANDBY });
/** created-today: creation date today. */
export const createdTodayFilter = (today: string): OrderFilter => ({ creationDate: today });
/** payment-today: payment date today and not Cancelled. */
export const paymentTodayFilter = (today: string): OrderFilter => ({ paymentFrom: today, paymentTo: today, notStatus: STATUS.CANCELLED });
/** over: Pending with a payment date before today. */
export const overFilter = (today: string): OrderFilter => ({ status: STATUS.PENDING, paymentTo: addCalendarDays(today, -1) });

/** How many of the most recent Standby orders GET /api/transaction/hold lists. */
export const HOLD_PREVIEW = 50;

/** GET /api/transaction/hold (docs/lists-and-reports.md#calls; docs/ARCHITECTURE.md#contracts): the exact Standby count and the 50 most recent. */
export function holdPreview(q: Queryable): Promise<OrderPage> {
  return pageOrders(q, holdFilter(), NEWEST, 1, HOLD_PREVIEW);
}

/** The statuses a total counts: the shared rule (docs/lists-and-reports.md#which-orders-a-total-counts). */
const COUNTED_STATUSES = COUNTED_ORDER_STATUS_IDS;

/**
 * GET /api/transaction/today/total (docs/lists-and-reports.md#calls, #which-orders-a-total-counts): the
 * sums of amountUSD and amountBRL of the payment-today list's rows whose status is counted
 * (COUNTED_STATUSES; the list's Renewed rows are not).
 */
export async function todayTotal(q: Queryable, today: string): Promise<{ totalUSD: string; totalBRL: string; countedStatusIDs: number[] }> {
  const params: unknown[] = [];
  const { rows } = await q.query<{ usd: string | null; brl: string | null }>(
    `SELECT sum(t.amount_usd) AS usd, sum(t.amount_brl) AS brl FROM transactions t
      WHERE ${whereOf(paymentTodayFilter(today), params)} AND t.status_id IN (${COUNTED_STATUSES.join(', ')})`,
    params,
  );
  return { totalUSD: toCents(rows[0]?.usd ?? 0), totalBRL: toCents(rows[0]?.brl ?? 0), countedStatusIDs: [...COUNTED_STATUSES] };
}

// ---- weekly metrics (docs/lists-and-reports.md dashboard, docs/lists-and-reports.md#dashboard) ----

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** The Monday of the week holding date (Monday to Sunday: a weekend date belongs to the Monday before it). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/**
 * GET /api/transaction/search/week/{date}: Monday to Friday of date's week, each with the number of
 * its orders by payment date that are Pending, Completed and Cancelled. 400 for a bad date.
 */
export async function weekMetrics(q: Queryable, date: string) {
  if (!isCalendarDate(date)) throw badRequest('date', 'must be a real date in the form YYYY-MM-DD');
  const monday = mondayOf(date);
  const days = DAY_NAMES.map((dayName, i) => ({ dayName, date: addCalendarDays(monday, i), PENDING: 0, COMPLETED: 0, CANCELLED: 0 }));
  const { rows } = await q.query<{ payment_date: string; status_id: number; n: number }>(
    `SELECT payment_date, status_id, sum(n)::bigint AS n FROM order_counts
      WHERE payment_date BETWEEN $1::date AND $2::date AND status_id IN (${STATUS.PENDING}, ${STATUS.COMPLETED}, ${STATUS.CANCELLED})
      GROUP BY payment_date, status_id`,
    [monday, days[4]!.date],
  );
  const key = { [STATUS.PENDING]: 'PENDING', [STATUS.COMPLETED]: 'COMPLETED', [STATUS.CANCELLED]: 'CANCELLED' } as const;
  for (const row of rows) {
    const day = days.find((d) => d.date === row.payment_date);
    const k = key[row.status_id as keyof typeof key];
    if (day && k) day[k] = Number(row.n);
  }
  return { metrics: days };
}

// ---- the date report (docs/lists-and-reports.md#date-report, #calls) ----

function requiredDate(value: string, field: string): string {
  const text = value.trim();
  if (!isCalendarDate(text)) throw badRequest(field, 'must be a real date in the form YYYY-MM-DD');
  return text;
}

/**
 * POST /api/transaction/date/report/ (administrators): the orders with a payment date in
 * [start, end] (inclusive), any status, by payment date then id; the sums (USD total with fee, BRL,
 * BRL remaining) of the rows whose status is counted (COUNTED_STATUSES) and of each status apart
 * (docs/lists-and-reports.md#which-orders-a-total-counts). 400 naming 'start' or 'end' for a bad
 * date, 'end' when it is before start.
 */
export async function dateReport(q: Queryable, body: { start: string; end: string }): Promise<DateReport> {
  const start = requiredDate(body.start, 'start');
  const end = requiredDate(body.end, 'end');
  if (start > end) throw badRequest('end', 'must not be before start');
  const params: unknown[] = [];
  const { rows } = await q.query<ListRow>(listSql({ paymentFrom: start, paymentTo: end }, BY_PAYMENT, null, 0, params), params);
  // sumOfPayments: a sum of 2-decimal amounts, to the cent.
  const sums = (of: ListRow[]) => ({
    totalUSD: sumOfPayments(of.map((r) => r.total_fee)),
    totalBRL: sumOfPayments(of.map((r) => r.amount_brl)),
    totalRemaining: sumOfPayments(of.map((r) => r.remaining_value)),
  });
  const byStatus = Object.values(STATUS)
    .sort((a, b) => a - b)
    .map((statusID) => {
      const of = rows.filter((r) => r.status_id === statusID);
      return { statusID, count: of.length, ...sums(of) };
    });
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      clientName: r.sender_name,
      telephone: r.telephone,
      recipientName: r.beneficiary,
      paymentDate: r.payment_date,
      totalUSD: r.total_fee,
      totalBRL: r.amount_brl,
      remaining: r.remaining_value,
      statusID: r.status_id,
    })),
    ...sums(rows.filter((r) => COUNTED_STATUSES.includes(r.status_id))),
    countedStatusIDs: [...COUNTED_STATUSES],
    byStatus,
  };
}
