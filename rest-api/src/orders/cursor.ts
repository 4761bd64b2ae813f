/**
 * The keyset cursors of the order searches (docs/lists-and-reports.md#cursors-deep-pages): a position in one
 * list order, the sort key and order id of a row, answered with each page (`nextCursor`,
 * `previousCursor`) and sent back as `after` or `before` to read the next or previous page from an
 * index without walking the pages before it.
 *
 * A cursor is opaque to clients: base64url of the JSON `{"o": order, "k": [key values as text]}`,
 * where order is the list order it was made in ('newest', or an OrderSort such as '-amountUSD') and
 * the values are the row's sort columns in ORDER BY order, ending with the order id. Every value is
 * checked against its column's type before it reaches SQL, so a bad cursor is a 400
 * INVALID_CURSOR naming the field, never a database error.
 */
import { isCalendarDate } from '@agency/rules';
import { HttpError } from '../http-errors.js';
import { isStorableText } from '../plugins/input-guard.js';
import { INT4_MAX } from '../schemas.js';
import type { OrderSort } from './list-schemas.js';

/** The code of a refused cursor (docs/errors.md). */
export const INVALID_CURSOR = 'INVALID_CURSOR';

/** The order a list is read in: 'newest' (created_at desc, id desc) or a table sort. */
export type ListOrder = 'newest' | OrderSort;

/** The SQL type of a sort column, which decides how its value is written in a cursor and checked. */
export type KeyType = 'int' | 'smallint' | 'text' | 'numeric' | 'date' | 'timestamptz';

/** A sort column of a list order: its SQL over the page `t` (and `c`, `r`) and its type. */
export interface KeyColumn {
  sql: string;
  type: KeyType;
}

/** The longest cursor accepted, in characters (a long name in a name sort stays well under it). */
export const MAX_CURSOR_LENGTH = 2000;

/** A 400 INVALID_CURSOR naming field ('after' or 'before'); the message starts with it. */
export function invalidCursor(field: string, problem: string): HttpError {
  return new HttpError(400, `${field}: ${problem}`, { code: INVALID_CURSOR, field });
}

/** The SQL text of a key column's value, exact and parseable back by its cast (see keyParam). */
export function keyText(column: KeyColumn): string {
  switch (column.type) {
    case 'date':
      return `to_char(${column.sql}, 'YYYY-MM-DD')`;
    case 'timestamptz':
      // Microseconds in UTC: a JavaScript Date would drop them and two orders of one millisecond would collide.
      return `to_char(${column.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'text':
      return column.sql;
    default:
      return `${column.sql}::text`;
  }
}

/** The cursor of a row whose key values (in the order's columns) are keys. */
export function encodeCursor(order: ListOrder, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify({ o: order, k: keys }), 'utf8').toString('base64url');
}

const INT = /^\d{1,10}$/;
const NUMERIC = /^-?\d{1,16}(\.\d{1,6})?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** True when value is a well-formed value of type (see keyText for the forms). */
function validKey(type: KeyType, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  switch (type) {
    case 'int':
    case 'smallint':
      return INT.test(value) && Number(value) <= (type === 'int' ? INT4_MAX : 32767);
    case 'numeric':
      return NUMERIC.test(value);
    case 'date':
      return isCalendarDate(value);
    case 'timestamptz':
      return INSTANT.test(value) && !Number.isNaN(Date.parse(value));
    case 'text':
      return value.length <= 1000 && isStorableText(value);
  }
}

/**
 * The key values of cursor, sent as field, for a list read in order over columns. 400
 * INVALID_CURSOR naming field when it is not a cursor these searches answered, or one made for
 * another order (another sort).
 */
export function decodeCursor(field: string, cursor: string, order: ListOrder, columns: readonly KeyColumn[]): string[] {
  const notACursor = () =>
    invalidCursor(field, 'is not a cursor of the order searches: send back a nextCursor or previousCursor of a reply, unchanged');
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw notACursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notACursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw notACursor();
  const { o, k } = parsed as { o?: unknown; k?: unknown };
  if (typeof o !== 'string' || !Array.isArray(k)) throw notACursor();
  if (o !== order) {
    throw invalidCursor(
      field,
      `was made for another sort (${o.slice(0, 40)}) than this search's (${order}): go back to page 1 or send this sort's cursor`,
    );
  }
  if (k.length !== columns.length || !columns.every((column, i) => validKey(column.type, k[i]))) throw notACursor();
  return k as string[];
}
