/**
 * Sessions (docs/employees-and-access.md): a token is 32 random bytes (base64url) given to the client once; only its
 * sha256 is stored. A session ends after 12 h without use (last_seen_at) or when revoked. It keeps the browser's
 * address and User-Agent from sign-in, so the employee can tell their sessions apart (GET /api/auth/sessions).
 *
 * Each REST process remembers the sessions it looked up for SESSION_CACHE_MS (SessionCache), so most
 * requests cost no SQL for their token. Whatever ends or changes a session (logout, a password or
 * role change, an employee deleted) notifies every process through the database (`NOTIFY
 * agency_sessions`, sessionsChanged) in the same transaction, and each forgets what it remembered
 * the moment that transaction commits (docs/operations.md#several-processes).
 */
import { ROLE, isAdministratorRole } from '@agency/rules';
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../db/database.js';
import type { Caller } from '../types.js';
import { isAccessToken, resolveAccessToken } from './access-tokens.js';
import { CALLER_COLUMNS, hashToken, TOUCH_INTERVAL_MS, type CallerRow } from './callers.js';

/** Idle time after which a session expires. */
export const SESSION_IDLE_HOURS = 12;
/** Where a session was opened from: the browser's address and its User-Agent (kept to 512 characters). */
export interface SessionDevice {
  address: string | null;
  userAgent: string | null;
}

/** Creates a session for employeeId on tx, noting the device; returns the new token (shown to the client only now). */
export async function createSession(
  tx: Queryable,
  employeeId: number,
  device: SessionDevice = { address: null, userAgent: null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('INSERT INTO sessions (token_hash, employee_id, address, user_agent) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    employeeId,
    device.address?.slice(0, 64) ?? null,
    device.userAgent?.slice(0, 512) ?? null,
  ]);
  return token;
}

/**
 * Finds the live session of token: not revoked, not idle for 12 h, employee not deleted.
 * Refreshes last_seen_at when older than a minute. Returns the caller, or null.
 */
export async function resolveSession(db: Queryable, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<CallerRow & { employee_id: number; id: string; stale: boolean }>(
    `SELECT s.employee_id, s.id, ${CALLER_COLUMNS},
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
  return {
    employeeId: row.employee_id,
    roleId: isAdministratorRole(row.role_id) ? ROLE.ADMINISTRATOR : ROLE.EMPLOYEE,
    tokenHash,
    via: 'session',
    sessionId: Number(row.id),
    scope: 'WRITE',
    mustChangePassword: row.must_change_password,
    mfaEnabled: row.mfa_enabled,
  };
}

/** The channel on which a change to sessions or employees is announced to every REST process. */
export const SESSIONS_CHANNEL = 'agency_sessions';

/**
 * Announces on `tx` that sessions or the employees behind them changed: every process's SessionCache
 * forgets what it remembered when `tx` commits (nothing happens if it rolls back).
 */
export async function sessionsChanged(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_notify('${SESSIONS_CHANNEL}', '')`);
}

/** Revokes one session (logout). */
export async function revokeSession(tx: Queryable, tokenHash: Buffer): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  await sessionsChanged(tx);
}

/** Revokes every live session of employeeId except the one whose hash is keep (if given); returns how many ended. */
export async function revokeEmployeeSessions(tx: Queryable, employeeId: number, keep?: Buffer): Promise<number> {
  const { rows } = keep
    ? await tx.query(
        'UPDATE sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL AND token_hash <> $2 RETURNING id',
        [employeeId, keep],
      )
    : await tx.query('UPDATE sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL RETURNING id', [employeeId]);
  await sessionsChanged(tx);
  return rows.length;
}

/** One live session as GET /api/auth/sessions lists it (instants as Date). */
export interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  address: string | null;
  user_agent: string | null;
  token_hash: Buffer;
}

/** The live sessions of employeeId (not revoked, not idle for 12 h), the last used first. */
export async function liveSessions(db: Queryable, employeeId: number): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, created_at, last_seen_at, address, user_agent, token_hash FROM sessions
      WHERE employee_id = $1 AND revoked_at IS NULL AND last_seen_at > now() - make_interval(hours => ${SESSION_IDLE_HOURS})
      ORDER BY last_seen_at DESC, id DESC`,
    [employeeId],
  );
  return rows;
}

/**
 * Ends the live session `sessionId` of employeeId on tx (and tells every process). Returns false when
 * the employee has no such live session.
 */
export async function revokeSessionById(tx: Queryable, employeeId: number, sessionId: number): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND employee_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, employeeId],
  );
  if (rows.length === 0) return false;
  await sessionsChanged(tx);
  return true;
}

/** How long a process trusts a session it looked up (ms): below TOUCH_INTERVAL_MS, so last_seen_at stays within two minutes. */
export const SESSION_CACHE_MS = 30_000;
/** Sessions remembered at once, the least recently used dropped. */
const SESSIONS_KEPT = 10_000;

/**
 * The sessions one REST process remembers: token hash -> caller, for SESSION_CACHE_MS, and only
 * while the process listens on SESSIONS_CHANNEL (the connection that listens broke: nothing is
 * remembered until it listens again). A notification forgets everything; a lookup that started
 * before it is not remembered (the generation check), so no stale caller outlives a change.
 */
export class SessionCache {
  private readonly known = new LRUCache<string, Caller>({ max: SESSIONS_KEPT, ttl: SESSION_CACHE_MS });
  private generation = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  private constructor(private readonly db: Database) {}

  /**
   * Starts listening on `db`. If the database cannot listen, the cache stays off (every request
   * looks its session up), which is correct, only slower.
   */
  static async open(db: Database): Promise<SessionCache> {
    const cache = new SessionCache(db);
    try {
      cache.stop = await db.listen(
        SESSIONS_CHANNEL,
        () => cache.forget(),
        (listening) => {
          cache.listening = listening;
          cache.forget();
        },
      );
    } catch {
      cache.listening = false;
    }
    return cache;
  }

  /** The caller of `token`: remembered, or looked up (resolveSession) and remembered. */
  async resolve(token: string): Promise<Caller | null> {
    const key = hashToken(token).toString('base64');
    const remembered = this.listening ? this.known.get(key) : undefined;
    if (remembered) return remembered;
    const generation = this.generation;
    const caller = isAccessToken(token) ? await resolveAccessToken(this.db, token) : await resolveSession(this.db, token);
    if (caller && this.listening && generation === this.generation) this.known.set(key, caller);
    return caller;
  }

  /**
   * Waits for `change` (a transaction that called sessionsChanged) and forgets every remembered
   * session once it committed: at once in this process, where the NOTIFY would arrive a moment
   * after the reply. Returns what `change` returns; a failed change forgets nothing.
   */
  async forgetAfter<T>(change: Promise<T>): Promise<T> {
    const value = await change;
    this.forget();
    return value;
  }

  /** Forgets every remembered session. */
  forget(): void {
    this.generation += 1;
    this.known.clear();
  }

  /** Stops listening. */
  async close(): Promise<void> {
    this.listening = false;
    this.forget();
    await this.stop?.();
  }
}
