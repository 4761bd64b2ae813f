/**
 * The audit log (DESIGN §6): every write calls writeAudit inside its own transaction, so the row
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
