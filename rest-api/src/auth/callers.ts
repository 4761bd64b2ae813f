/**
 * What sessions (sessions.ts) and personal access tokens (access-tokens.ts) share when they resolve a
 * bearer token to its caller (docs/employees-and-access.md#sessions, #personal-access-tokens): the
 * stored hash of a token, the employee columns read with it, and how often its last use is written.
 */
import { createHash } from 'node:crypto';

/** last_seen_at is refreshed at most this often per session or token (one write a minute, not per request). */
export const TOUCH_INTERVAL_MS = 60_000;

/** sha256 of a token, as stored in sessions.token_hash and access_tokens.token_hash. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** What a session lookup reads of the employee behind it (sessions and personal access tokens alike). */
export const CALLER_COLUMNS = `e.role_id, e.must_change_password, e.totp_enabled_at IS NOT NULL AS mfa_enabled`;

/** A row selected with CALLER_COLUMNS. */
export interface CallerRow {
  role_id: number;
  must_change_password: boolean;
  mfa_enabled: boolean;
}
