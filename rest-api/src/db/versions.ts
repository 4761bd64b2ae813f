/**
 * Versions of edited records (docs/ARCHITECTURE.md#versions, docs/errors.md EDITED_ELSEWHERE): every
 * versioned row carries `version` (1 at creation, +1 per write, bumped by the trigger of migration
 * 025, so no write can forget it). A write route takes the version the editor started from —
 * `expectedVersion` in the body or `If-Match: "N"` (RFC 9110 section 13.1.1), parsed here only — and compares
 * it with the row it already locks FOR UPDATE in its own transaction: the comparison adds no SQL
 * statement, and the lock holds until the commit, so no other write can slip in between. Only a
 * refusal reads more: who made the last write and when, for the 409.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Queryable } from './database.js';
import { badRequest, conflict } from '../http-errors.js';

/** The stable code of the refusal (docs/errors.md). */
export const EDITED_ELSEWHERE = 'EDITED_ELSEWHERE';

/** `expectedVersion` of a write's body (docs/ARCHITECTURE.md#versions): the version the editor loaded. */
export const ExpectedVersion = Type.Optional(
  Type.Integer({
    minimum: 1,
    // The version column is an int4 (schemas.ts's INT4_MAX; that module imports this one).
    maximum: 2147483647,
    description:
      'the version of the record the editor started from (or the If-Match header, "N"); another version: 409 EDITED_ELSEWHERE, nothing written. Absent: no check',
  }),
);

/** `version` of a versioned record's reply: 1 at creation, +1 per write. */
export const Version = Type.Integer({
  minimum: 1,
  description: "the record's version: 1 at creation, +1 per write (send it back as expectedVersion)",
});

/** The versioned records, by their audit-log entity name, and their tables (migration 025). */
export const VERSIONED_TABLES = {
  transaction: 'transactions',
  client: 'clients',
  recipient: 'recipients',
  employee: 'employees',
  investment: 'investments',
  compliance_alert: 'compliance_alerts',
} as const;

/** An audit-log entity name of a versioned record. */
export type VersionedEntity = keyof typeof VERSIONED_TABLES;

/**
 * The version the request's editor started from: the body's `expectedVersion`, else the If-Match
 * header (`"3"`, `W/"3"` or `3`; `*` means any version), else null (no check). 400 INVALID_FIELD
 * naming expectedVersion or If-Match when it is not an integer >= 1, or when both disagree.
 */
export function expectedVersionOf(request: Pick<FastifyRequest, 'body' | 'headers'>): number | null {
  const body = request.body;
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)['expectedVersion'] : undefined;
  let fromBody: number | null = null;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1)
      throw badRequest('expectedVersion', 'must be an integer of 1 or more');
    fromBody = raw;
  }
  const header = request.headers['if-match'];
  let fromHeader: number | null = null;
  if (typeof header === 'string' && header.trim() !== '' && header.trim() !== '*') {
    const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
    if (!match || Number(match[1]) < 1) throw badRequest('If-Match', 'must be the record\'s version in quotes, e.g. "3"');
    fromHeader = Number(match[1]);
  }
  if (fromBody !== null && fromHeader !== null && fromBody !== fromHeader) {
    throw badRequest('expectedVersion', `differs from If-Match (${fromHeader})`);
  }
  return fromBody ?? fromHeader;
}

/** The details of an EDITED_ELSEWHERE refusal. */
export interface EditedElsewhere {
  currentVersion: number;
  /** The name of the employee of the last write (null for the system, e.g. before any audited write). */
  editedBy: string | null;
  /** The instant of the last write, ISO 8601. */
  editedAt: string;
}

/**
 * Who wrote the record last and when, on q (the refused write's transaction, failure path only):
 * the row's updated_at, and the employee of the newest audit row written at that instant for the
 * record (or, for an order, one of its partial payments, which the order's version counts).
 */
async function lastWrite(q: Queryable, entity: VersionedEntity, id: number): Promise<EditedElsewhere> {
  const table = VERSIONED_TABLES[entity];
  const { rows } = await q.query<{ version: number; updated_at: Date | string; editor: string | null }>(
    `SELECT r.version, r.updated_at,
            (SELECT e.full_name FROM audit_log a JOIN employees e ON e.id = a.actor_employee_id
              WHERE ((a.entity = $2 AND a.entity_id = $3)
                     OR ($2 = 'transaction' AND a.entity = 'partial_payment'
                         AND a.entity_id IN (SELECT p.id::text FROM partial_payments p WHERE p.transaction_id = $1::int)))
              ORDER BY (a.at = r.updated_at) DESC, a.id DESC LIMIT 1) AS editor
       FROM ${table} r WHERE r.id = $1::int`,
    [id, entity, String(id)],
  );
  const row = rows[0]!;
  const at = row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at);
  return { currentVersion: row.version, editedBy: row.editor, editedAt: at.toISOString() };
}

/**
 * On tx, with `current` the version of the record `entity` id as just read FOR UPDATE: nothing when
 * expected is null or equal; else 409 EDITED_ELSEWHERE with {currentVersion, editedBy, editedAt}
 * (the transaction is then rolled back by the throw: nothing written).
 */
export async function checkVersion(
  tx: Queryable,
  entity: VersionedEntity,
  id: number,
  current: number,
  expected: number | null,
): Promise<void> {
  if (expected === null || expected === current) return;
  const details = await lastWrite(tx, entity, id);
  throw conflict(
    `This ${entity.replace('_', ' ')} was changed by ${details.editedBy ?? 'the system'} at ${details.editedAt} (version ${details.currentVersion}, you started from ${expected})`,
    { code: EDITED_ELSEWHERE, details: { ...details } },
  );
}
