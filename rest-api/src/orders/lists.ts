/**
 * The order lists (docs/lists-and-reports.md, #dashboard, #calls; Daily order lists; "Lists", docs/orders.md,
 * "Files and scale"): which orders a list holds (OrderFilter), its SQL, its exact size and a numbered page.
 * The searches' cursors are in keyset.ts, the search bodies in search.ts, the totals and reports in reports.ts.
 *
 * Every list leaves deleted orders out. "Today" is the agency's calendar date (the caller passes it).
 * Each list is one filter (OrderFilter) read in one order (NEWEST or BY_PAYMENT) through the
 * indexes of migration 009: the page is read first (LIMIT/OFFSET over the index order) and only
 * its rows are joined to clients and recipients. Name and telephone filters find the matching
 * clients (recipients) through their trigram indexes first. Exact `size` counts come from the
 * order_counts summary when the filter is only status, type and payment dates, from the counts on
 * the people's rows (migration 014) when it is a name or telephone of one side with a status, else
 * from an index scan of transactions.
 */
import { addCalendarDays } from '@agency/rules';
import type { Queryable } from '../db/database.js';
import { escapeLike, storedNameContains } from '../db/search.js';
import { queryPage, SIZE } from '../db/paging.js';
import { instant, REMAINING_VALUE } from './model.js';
import { STATUS } from './schemas.js';
import type { OrderListItem, OrderPage } from './list-schemas.js';
import { keyText, type KeyColumn } from './cursor.js';

/** The rows a list selects (see LIST_COLUMNS). */
export interface ListRow {
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
export function binder(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/**
 * The WHERE clause of filter over `transactions t` (or over `order_counts t`, which has the status,
 * type and payment-date columns and holds no deleted order, when summary), its parameters appended.
 */
export function whereOf(filter: OrderFilter, params: unknown[], summary = false): string {
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
export function countSql(filter: OrderFilter, params: unknown[]): string {
  if (summaryCounts(filter)) return `SELECT COALESCE(sum(t.n), 0)::bigint AS n FROM order_counts t WHERE ${whereOf(filter, params, true)}`;
  return partyCountSql(filter, params) ?? `SELECT count(*) AS n FROM transactions t WHERE ${whereOf(filter, params)}`;
}

/** The list item of a row (docs/lists-and-reports.md#calls, a list row, extended). */
export function toItem(row: ListRow): OrderListItem {
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
export interface KeysetRead {
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
export function listSql(
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

/** A trimmed text filter; '' or null mean no filter. */
export function textFilter(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
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
