/**
 * Reading the audit log (docs/employees-and-access.md#history-and-audit-log): the rows writeAudit
 * (db/audit.ts) stores, newest first, filtered and paged by keyset cursor (orders/cursor.ts), each
 * turned into the fields that changed. Reading is not audited; the CSV export is (entity
 * 'audit_log', action 'export'). Nothing here changes or deletes a log row.
 */
import { isAdministratorRole, optionalCalendarDate } from '@agency/rules';
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { badRequest, forbidden } from '../http-errors.js';
import type { Caller } from '../types.js';
import { decodeCursor, encodeCursor, type KeyColumn } from '../orders/cursor.js';
import type { AuditItem, AuditPage, AuditQuery } from './schemas.js';

/** The kinds of record whose history any signed-in employee may read (with an entityID). */
export const HISTORY_ENTITIES: readonly string[] = ['transaction', 'client', 'recipient'];

/**
 * The record a partial payment's or a Pix key's row belongs to (the order, the beneficiary): the
 * expression migration 024 indexes (audit_log_parent_idx), written here exactly as there.
 */
const PARENT_ID =
  "coalesce(a.after ->> 'transactionID', a.before ->> 'transactionID', a.after ->> 'recipientID', a.before ->> 'recipientID')";

/** The rows that belong to a record besides its own: an order's partial payments, a beneficiary's Pix keys. */
const CHILD_ENTITY = new Map([
  ['transaction', 'partial_payment'],
  ['recipient', 'recipient_pix'],
]);

/** The cursor's columns: the newest-first order of the log. */
const KEYS: readonly KeyColumn[] = [
  { sql: 'a.at', type: 'timestamptz' },
  { sql: 'a.id', type: 'int' },
];

/** The page when perPage is not given, in rows (AuditQuery allows 1-200). */
export const DEFAULT_PER_PAGE = 50;

/** Fields of a snapshot that are not changes: why (reason, force: shown as the reason) and the record's version counter. */
const NOT_CHANGES = new Set(['reason', 'force', 'version']);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One field change of an item (see AuditChange). */
export interface Change {
  field: string;
  from: Json;
  to: Json;
}

/** A snapshot flattened to dotted paths; arrays are kept whole as one value. */
function flatten(value: Json | undefined, prefix: string, out: Map<string, Json>): Map<string, Json> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix && value !== undefined) {
    out.set(prefix, value);
  }
  return out;
}

/**
 * The fields that differ between before and after (either may be null: a creation, a deletion),
 * nested objects as dotted paths, in the order they first appear; identical fields and NOT_CHANGES left
 * out.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const from = flatten((before ?? undefined) as Json | undefined, '', new Map());
  const to = flatten((after ?? undefined) as Json | undefined, '', new Map());
  const changes: Change[] = [];
  for (const field of new Set([...from.keys(), ...to.keys()])) {
    if (NOT_CHANGES.has(field)) continue;
    const a = from.get(field) ?? null;
    const b = to.get(field) ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, from: a, to: b });
  }
  return changes;
}

/** The reason of a row: a reason in its snapshots, the sanctions overrides of its write, 'forced' for a forced status. */
function reasonOf(before: unknown, after: unknown, overrideReason: string | null): string | null {
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' && typeof (value as { reason?: unknown }).reason === 'string'
      ? (value as { reason: string }).reason
      : null;
  const forced = after !== null && typeof after === 'object' && (after as { force?: unknown }).force === true;
  return text(after) ?? text(before) ?? overrideReason ?? (forced ? 'forced' : null);
}

/** A trimmed text filter, undefined when empty. */
function present(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** The checked filters of a read. */
interface Filters {
  entity?: string;
  entityID?: string;
  employeeID?: number;
  action?: string;
  start?: string;
  end?: string;
}

/**
 * The filters of query, checked for caller: 400 naming the field for a bad date, an end before
 * start or an entityID without entity; 403 for an employee who is not an administrator unless the
 * read is a record's history (entity transaction, client or recipient with its entityID).
 */
export function checkFilters(caller: Caller, query: AuditQuery): Filters {
  const filters: Filters = {
    entity: present(query.entity),
    entityID: present(query.entityID),
    employeeID: query.employeeID,
    action: present(query.action),
    start: optionalCalendarDate(query.start, 'start'),
    end: optionalCalendarDate(query.end, 'end'),
  };
  if (filters.start && filters.end && filters.end < filters.start) throw badRequest('end', 'must not be before start');
  if (filters.entityID !== undefined && filters.entity === undefined) throw badRequest('entity', 'is required with entityID');
  const history = filters.entity !== undefined && HISTORY_ENTITIES.includes(filters.entity) && filters.entityID !== undefined;
  // The matrix's one message for an administrators' read (docs/employees-and-access.md); the route's description says the rest.
  if (!isAdministratorRole(caller.roleId) && !history) throw forbidden();
  return filters;
}

interface Row {
  id: string;
  at_key: string;
  actor_employee_id: number | null;
  employee_name: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: unknown;
  after: unknown;
  override_reason: string | null;
}

/**
 * The WHERE conditions of filters (in timeZone for the dates) as branches: one list of conditions
 * each, read apart and merged. A record with rows of its own kind besides (an order's partial
 * payments, a beneficiary's Pix keys) is two branches, so each reads its own index in (at, id)
 * order: an OR of the two would leave the planner walking the newest-first index of the whole log.
 */
function branchesOf(filters: Filters, timeZone: string, params: unknown[]): string[][] {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const common: string[] = [];
  let branches: string[][] = [[]];
  if (filters.entity !== undefined && filters.entityID !== undefined) {
    const id = param(filters.entityID);
    const child = CHILD_ENTITY.get(filters.entity);
    branches = [[`a.entity = ${param(filters.entity)}`, `a.entity_id = ${id}`]];
    if (child) branches.push([`a.entity = ${param(child)}`, `${PARENT_ID} = ${id}`]);
  } else if (filters.entity !== undefined) {
    common.push(`a.entity = ${param(filters.entity)}`);
  }
  if (filters.employeeID !== undefined) common.push(`a.actor_employee_id = ${param(filters.employeeID)}`);
  if (filters.action !== undefined) common.push(`a.action = ${param(filters.action)}`);
  if (filters.start !== undefined) common.push(`a.at >= (${param(filters.start)}::date)::timestamp AT TIME ZONE ${param(timeZone)}`);
  if (filters.end !== undefined) common.push(`a.at < (${param(filters.end)}::date + 1)::timestamp AT TIME ZONE ${param(timeZone)}`);
  return branches.map((branch) => [...branch, ...common]);
}

const ORDER = 'ORDER BY a.at DESC, a.id DESC';

/** One page of rows after the cursor keys (none: the first page). */
async function readRows(q: Queryable, filters: Filters, timeZone: string, after: string[] | null, limit: number): Promise<Row[]> {
  const params: unknown[] = [];
  const branches = branchesOf(filters, timeZone, params);
  if (after) {
    params.push(after[0], after[1]);
    const keys = `(a.at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
    for (const branch of branches) branch.push(keys);
  }
  const where = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
  const n = Math.trunc(limit);
  const single = branches.length === 1;
  const source = single
    ? 'audit_log a'
    : `(${branches.map((b) => `(SELECT a.* FROM audit_log a ${where(b)} ${ORDER} LIMIT ${n})`).join(' UNION ALL ')}) a`;
  const { rows } = await q.query<Row>(
    `SELECT a.id::text AS id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
            a.actor_employee_id, e.full_name AS employee_name, a.entity, a.entity_id, a.action, a.before, a.after,
            CASE WHEN a.entity IN ('transaction', 'client', 'recipient') THEN
              (SELECT string_agg(o.after ->> 'reason', '; ' ORDER BY o.id)
                 FROM audit_log o
                WHERE o.entity = 'sanctions_screening' AND o.action = 'override' AND o.at = a.at
                  AND o.actor_employee_id IS NOT DISTINCT FROM a.actor_employee_id
                  AND (a.entity = 'transaction' OR o.after ->> 'role' = a.entity))
            END AS override_reason
       FROM ${source}
       LEFT JOIN employees e ON e.id = a.actor_employee_id
      ${single ? where(branches[0]!) : ''}
      ${ORDER}
      LIMIT ${n}`,
    params,
  );
  return rows;
}

/** The reply item of a row. */
function toItem(row: Row): AuditItem {
  return {
    id: row.id,
    at: row.at_key.replace(/(\.\d{3})\d{3}Z$/, '$1Z'),
    employeeID: row.actor_employee_id,
    employeeName: row.employee_name,
    entity: row.entity,
    entityID: row.entity_id,
    action: row.action,
    changes: changesOf(row.before, row.after),
    reason: reasonOf(row.before, row.after, row.override_reason),
  };
}

/**
 * GET /api/audit: one page of the log, newest first, filtered (see checkFilters for who may read
 * what; 400 INVALID_CURSOR for a cursor this list did not answer). Not audited.
 */
export async function readAuditLog(q: Queryable, caller: Caller, timeZone: string, query: AuditQuery): Promise<AuditPage> {
  const filters = checkFilters(caller, query);
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const after = query.after ? decodeCursor('after', query.after, 'newest', KEYS) : null;
  const rows = await readRows(q, filters, timeZone, after, perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor: rows.length > perPage && last ? encodeCursor('newest', [last.at_key, last.id]) : null,
  };
}

/** Rows read from the log a query while exporting. */
const EXPORT_BATCH = 1000;

/** The CSV columns of the export, in order. */
export const CSV_HEADER = ['id', 'at', 'employeeID', 'employeeName', 'entity', 'entityID', 'action', 'changes', 'reason'] as const;

/** A change as one CSV cell's line: 'field: from → to'. */
function changeText(change: { field: string; from: unknown; to: unknown }): string {
  const show = (value: unknown) => (value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return `${change.field}: ${show(change.from)} → ${show(change.to)}`;
}

/**
 * GET /api/audit.csv (administrators, 403 otherwise): checks the filters as readAuditLog, writes the
 * export's own audit row ('audit_log' 'export' with the filters) in its own transaction, then yields
 * the whole filtered log newest first as CSV records (CSV_HEADER first), read EXPORT_BATCH rows at a
 * time by cursor.
 */
export async function exportAuditLog(
  db: Database,
  caller: Caller,
  timeZone: string,
  query: AuditQuery,
): Promise<AsyncGenerator<(string | number | null)[]>> {
  if (!isAdministratorRole(caller.roleId)) throw forbidden('Administrators only');
  const filters = checkFilters(caller, query);
  await db.transaction((tx) =>
    writeAudit(tx, { actorId: caller.employeeId, entity: 'audit_log', entityId: null, action: 'export', after: { filters } }),
  );
  return (async function* records() {
    yield [...CSV_HEADER];
    let after: string[] | null = null;
    for (;;) {
      const rows = await readRows(db, filters, timeZone, after, EXPORT_BATCH);
      for (const row of rows) {
        const item = toItem(row);
        yield [
          item.id,
          item.at,
          item.employeeID,
          item.employeeName,
          item.entity,
          item.entityID,
          item.action,
          item.changes.map(changeText).join('\n'),
          item.reason,
        ];
      }
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = [last.at_key, last.id];
    }
  })();
}
