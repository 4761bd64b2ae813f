/**
 * The audit log (docs/ARCHITECTURE.md#security): every write calls writeAudit inside its own transaction, so the row
 * exists exactly when the write does. `before` and `after` must never carry password hashes or file
 * bytes: pass the public snapshots the domains build for it.
 */
import type { Queryable } from './database.js';

/** One audit entry. actorId is null for the system (first-start administrator). */
export interface AuditEntry {
  actorId: number | null;
  entity: string;
  entityId: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Inserts the audit row on tx (the write's own transaction). */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_employee_id, entity, entity_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      entry.actorId,
      entry.entity,
      entry.entityId === null ? null : String(entry.entityId),
      entry.action,
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}

/** Inserts several audit rows on tx in one statement (an import's batch, docs/import.md); as writeAudit each. */
export async function writeAuditMany(tx: Queryable, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  await tx.query(
    `INSERT INTO audit_log (actor_employee_id, entity, entity_id, action, before, after)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])`,
    [
      entries.map((e) => e.actorId),
      entries.map((e) => e.entity),
      entries.map((e) => (e.entityId === null ? null : String(e.entityId))),
      entries.map((e) => e.action),
      entries.map((e) => json(e.before)),
      entries.map((e) => json(e.after)),
    ],
  );
}

/** The soft-deletable entities (docs/ARCHITECTURE.md#operations) and their tables. */
const SOFT_DELETE_TABLES = {
  employee: 'employees',
  transaction: 'transactions',
  partial_payment: 'partial_payments',
  investment: 'investments',
} as const;

/**
 * A soft delete with its audit row (docs/ARCHITECTURE.md#operations, #security), on tx (the write's own transaction): sets
 * deleted_at and updated_at of the entity's row id to now() and writes the 'delete' audit entry
 * with before, the public snapshot of the row as it was. The caller has already loaded the row
 * for update and answered 404/409 itself; this throws nothing of its own.
 */
export async function softDeleteAudited(
  tx: Queryable,
  actorId: number,
  entity: keyof typeof SOFT_DELETE_TABLES,
  id: number,
  before: unknown,
): Promise<void> {
  await tx.query(`UPDATE ${SOFT_DELETE_TABLES[entity]} SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  await writeAudit(tx, { actorId, entity, entityId: id, action: 'delete', before });
}
