/**
 * Sessions (docs/employees-and-access.md): a token is 32 random bytes (base64url) given to the client once; only its
 * sha256 is stored. A session ends after 12 h without use (last_seen_at) or when revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { Caller } from '../types.js';

/** Idle time after which a session expires. */
export const SESSION_IDLE_HOURS = 12;
/** last_seen_at is refreshed at most this often per session (one write a minute, not per request). */
export const TOUCH_INTERVAL_MS = 60_000;

/** sha256 of a token, as stored in sessions.token_hash. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Creates a session for employeeId on tx; returns the new token (shown to the client only now). */
export async function createSession(tx: Queryable, employeeId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('INSERT INTO sessions (token_hash, employee_id) VALUES ($1, $2)', [hashToken(token), employeeId]);
  return token;
}

/**
 * Finds the live session of token: not revoked, not idle for 12 h, employee not deleted.
 * Refreshes last_seen_at when older than a minute. Returns the caller, or null.
 */
export async function resolveSession(db: Queryable, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ employee_id: number; role_id: number; stale: boolean }>(
    `SELECT s.employee_id, e.role_id,
            s.last_seen_at < now() - make_interval(secs => $2::double precision / 1000) AS stale
       FROM sessions s JOIN employees e ON e.id = s.employee_id
      WHERE s.token_hash = $1
        AND s.revoked_at IS NULL
        AND e.deleted_at IS NULL
        AND s.last_seen_at > now() - make_interval(hours => ${SESSION_IDLE_HOURS})`,
    [tokenHash, TOUCH_INTERVAL_MS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  }
  return { employeeId: row.employee_id, roleId: row.role_id === 1 ? 1 : 2, tokenHash };
}

/** Revokes one session (logout). */
export async function revokeSession(tx: Queryable, tokenHash: Buffer): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Revokes every live session of employeeId except the one whose hash is keep (if given). */
export async function revokeEmployeeSessions(tx: Queryable, employeeId: number, keep?: Buffer): Promise<void> {
  if (keep) {
    await tx.query(
      'UPDATE sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL AND token_hash <> $2',
      [employeeId, keep],
    );
  } else {
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL', [employeeId]);
  }
}
