/**
 * The order searches' pages by keyset (docs/lists-and-reports.md#cursors-deep-pages): each sort's
 * columns, and a page read by number or after or before a cursor (cursor.ts encodes and checks the
 * cursors), with the exact size of the list and the cursors of the pages next to it.
 */
import type { Queryable } from '../db/database.js';
import { queryPage, SIZE } from '../db/paging.js';
import type { OrderPage, OrderSortKey } from './list-schemas.js';
import { decodeCursor, encodeCursor, invalidCursor, type KeyColumn, type ListOrder } from './cursor.js';
import { binder, countSql, listSql, textFilter, toItem, type ListRow, type OrderFilter } from './lists.js';

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
