/**
 * The search bodies of the order searches (docs/lists-and-reports.md, #calls): their filters parsed and
 * checked (400 naming the field), and the complex and pending searches they ask for.
 */
import { optionalCalendarDate } from '@agency/rules';
import { badRequest } from '../http-errors.js';
import type { Queryable } from '../db/database.js';
import { STATUS } from './schemas.js';
import type { OrderPage, SearchBody } from './list-schemas.js';
import { textFilter, type OrderFilter } from './lists.js';
import { searchOrders, type PageRequest } from './keyset.js';

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
  const start = optionalCalendarDate(body.start, 'start');
  const end = optionalCalendarDate(body.end, 'end');
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
