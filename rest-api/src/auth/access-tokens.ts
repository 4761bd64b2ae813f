/**
 * Personal access tokens (docs/employees-and-access.md#personal-access-tokens): for scripts and cron
 * jobs, so nobody shares a password with them. A token is 'agency_pat_' and 32 random bytes
 * (base64url), shown once at creation; only its sha256 is stored. It has a name, a scope (READ:
 * every write is refused with 403 TOKEN_READ_ONLY; WRITE) and an expiry (1 to 366 days). It needs no
 * second factor, but cannot create tokens, change a password or manage the second factor or sessions
 * (routes marked sessionOnly). It stops working when revoked, expired, or its employee deleted.
 * last_used_at is refreshed at most once a minute, as sessions' last_seen_at.
 */
import { ROLE, isAdministratorRole } from '@agency/rules';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { Caller } from '../types.js';
import { CALLER_COLUMNS, hashToken, TOUCH_INTERVAL_MS, type CallerRow } from './callers.js';

/** What every personal access token starts with (how the auth hook tells one from a session token). */
export const ACCESS_TOKEN_PREFIX = 'agency_pat_';
/** The longest expiry a token may be given, in days. */
export const ACCESS_TOKEN_MAX_DAYS = 366;

/** Whether a bearer token is a personal access token (by its prefix). */
export function isAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}

/** One token as GET /api/auth/tokens lists it. */
export interface AccessTokenRow {
  id: string;
  name: string;
  scope: 'READ' | 'WRITE';
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}

/** Creates a token for employeeId on tx; returns its id and the token (shown only now). */
export async function createAccessToken(
  tx: Queryable,
  employeeId: number,
  input: { name: string; scope: 'READ' | 'WRITE'; expiresInDays: number },
): Promise<{ row: AccessTokenRow; token: string }> {
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const { rows } = await tx.query<AccessTokenRow>(
    `INSERT INTO access_tokens (employee_id, name, scope, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))
     RETURNING id, name, scope, created_at, expires_at, last_used_at`,
    [employeeId, input.name, input.scope, hashToken(token), input.expiresInDays],
  );
  return { row: rows[0]!, token };
}

/** The employee's tokens that still work (not revoked, not expired), the newest first. */
export async function liveAccessTokens(db: Queryable, employeeId: number): Promise<AccessTokenRow[]> {
  const { rows } = await db.query<AccessTokenRow>(
    `SELECT id, name, scope, created_at, expires_at, last_used_at FROM access_tokens
      WHERE employee_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id DESC`,
    [employeeId],
  );
  return rows;
}

/** Revokes the employee's token `id` on tx; returns the revoked row, or null when they have no such live token. */
export async function revokeAccessToken(tx: Queryable, employeeId: number, id: number): Promise<AccessTokenRow | null> {
  const { rows } = await tx.query<AccessTokenRow>(
    `UPDATE access_tokens SET revoked_at = now() WHERE id = $1 AND employee_id = $2 AND revoked_at IS NULL
     RETURNING id, name, scope, created_at, expires_at, last_used_at`,
    [id, employeeId],
  );
  return rows[0] ?? null;
}

/** Revokes every live token of employeeId on tx (an administrator reset their password); returns how many. */
export async function revokeEmployeeAccessTokens(tx: Queryable, employeeId: number): Promise<number> {
  const { rows } = await tx.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL RETURNING id',
    [employeeId],
  );
  return rows.length;
}

/** The caller of a personal access token that works (not revoked or expired, employee not deleted), or null. */
export async function resolveAccessToken(db: Queryable, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<CallerRow & { id: string; employee_id: number; scope: 'READ' | 'WRITE'; stale: boolean }>(
    `SELECT t.id, t.employee_id, t.scope, ${CALLER_COLUMNS},
            (t.last_used_at IS NULL OR t.last_used_at < now() - make_interval(secs => $2::double precision / 1000)) AS stale
       FROM access_tokens t JOIN employees e ON e.id = t.employee_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND e.deleted_at IS NULL`,
    [tokenHash, TOUCH_INTERVAL_MS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [row.id]);
  return {
    employeeId: row.employee_id,
    roleId: isAdministratorRole(row.role_id) ? ROLE.ADMINISTRATOR : ROLE.EMPLOYEE,
    tokenHash,
    via: 'token',
    sessionId: Number(row.id),
    scope: row.scope,
    mustChangePassword: row.must_change_password,
    mfaEnabled: row.mfa_enabled,
  };
}
