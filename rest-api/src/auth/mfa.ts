/**
 * The second factor's storage (docs/employees-and-access.md#second-factor): sign-in challenges, the
 * TOTP secret of each employee, the last accepted step (a code is accepted once), and ten one-time
 * recovery codes. Secrets are never answered by a route after setup; challenges and recovery codes
 * are stored as sha256 only. Every function runs on the caller's transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http-errors.js';
import { acceptTotp, newTotpSecret } from './totp.js';

/** How long a sign-in challenge lasts (minutes). */
export const CHALLENGE_MINUTES = 5;
/** Recovery codes made at each enrolment. */
export const RECOVERY_CODES = 10;

/** 401 MFA_CHALLENGE_INVALID: an unknown, expired or used challenge. */
export const challengeInvalid = () =>
  new HttpError(401, 'The sign-in step has expired or was already used: sign in again with your password', {
    code: 'MFA_CHALLENGE_INVALID',
  });
/** 401 MFA_CODE_INVALID: a wrong, too old or already used code. */
export const codeInvalid = (field: 'code' | 'recoveryCode' = 'code') =>
  new HttpError(
    401,
    field === 'code' ? 'code: is not the current code of your authenticator app' : 'recoveryCode: is not an unused recovery code',
    {
      code: 'MFA_CODE_INVALID',
      field,
    },
  );

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** A live sign-in challenge: whose, and whether it is for enrolment (the employee has no second factor yet). */
export interface Challenge {
  hash: Buffer;
  employeeId: number;
  enrol: boolean;
}

/** Makes a challenge for employeeId (5 minutes, once); returns the text given to the client, only now. */
export async function createChallenge(tx: Queryable, employeeId: number, enrol: boolean): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await tx.query('DELETE FROM mfa_challenges WHERE expires_at < now()'); // keep the table small
  await tx.query(
    `INSERT INTO mfa_challenges (challenge_hash, employee_id, enrol, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => ${CHALLENGE_MINUTES}))`,
    [sha256(challenge), employeeId, enrol],
  );
  return challenge;
}

/** The live (unused, unexpired) challenge of `challenge`, locked FOR UPDATE when asked, or null. */
export async function findChallenge(q: Queryable, challenge: string, forUpdate = false): Promise<Challenge | null> {
  const { rows } = await q.query<{ employee_id: number; enrol: boolean }>(
    `SELECT c.employee_id, c.enrol FROM mfa_challenges c JOIN employees e ON e.id = c.employee_id
      WHERE c.challenge_hash = $1 AND c.used_at IS NULL AND c.expires_at > now() AND e.deleted_at IS NULL${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [sha256(challenge)],
  );
  const row = rows[0];
  return row ? { hash: sha256(challenge), employeeId: row.employee_id, enrol: row.enrol } : null;
}

/** Marks a challenge used (it answers MFA_CHALLENGE_INVALID from now on). */
export async function useChallenge(tx: Queryable, challenge: Challenge): Promise<void> {
  await tx.query('UPDATE mfa_challenges SET used_at = now() WHERE challenge_hash = $1', [challenge.hash]);
}

/** Proposes a new secret to employeeId (kept pending until a first code confirms it); returns it. */
export async function proposeSecret(tx: Queryable, employeeId: number): Promise<string> {
  const secret = newTotpSecret();
  await tx.query('UPDATE employees SET totp_pending_secret = $2 WHERE id = $1', [employeeId, secret]);
  return secret;
}

/** Normalises a recovery code as typed ('ABCDE-FGHIJ', 'abcde fghij'): lower case letters and digits only. */
function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Ten new recovery codes like 'k3m9q-7xw2p' (50 bits each), replacing any earlier ones; returns them (shown once). */
async function newRecoveryCodes(tx: Queryable, employeeId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await tx.query('DELETE FROM mfa_recovery_codes WHERE employee_id = $1', [employeeId]);
  await tx.query('INSERT INTO mfa_recovery_codes (employee_id, code_hash) SELECT $1, unnest($2::bytea[])', [
    employeeId,
    codes.map((c) => sha256(normalRecoveryCode(c))),
  ]);
  return codes;
}

/**
 * Turns the second factor on for employeeId when `code` is a current code of the pending secret
 * (setup gave it): the secret becomes the employee's, the code's step is the last used, and ten
 * recovery codes replace any earlier ones. Returns the recovery codes.
 * @throws 409 MFA_SETUP_REQUIRED without a pending secret, 401 MFA_CODE_INVALID for a wrong code.
 */
export async function enableSecondFactor(tx: Queryable, employeeId: number, code: string, nowMs: number): Promise<string[]> {
  const { rows } = await tx.query<{ totp_pending_secret: string | null }>(
    'SELECT totp_pending_secret FROM employees WHERE id = $1 FOR UPDATE',
    [employeeId],
  );
  const pending = rows[0]?.totp_pending_secret ?? null;
  if (!pending) {
    throw new HttpError(409, 'Start the set-up first: it gives the secret to add to your authenticator app', {
      code: 'MFA_SETUP_REQUIRED',
    });
  }
  const step = acceptTotp(pending, code, nowMs, null);
  if (step === null) throw codeInvalid();
  await tx.query(
    `UPDATE employees SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now(), totp_last_step = $2
      WHERE id = $1`,
    [employeeId, step],
  );
  return newRecoveryCodes(tx, employeeId);
}

/**
 * Checks the second factor of employeeId (row locked FOR UPDATE, so two requests cannot both use
 * one code): `code` against the secret, each step once, or `recoveryCode`, each once. Returns how
 * the employee proved it ('totp' | 'recovery-code'), or null when refused (nothing changed).
 */
export async function checkSecondFactor(
  tx: Queryable,
  employeeId: number,
  proof: { code?: string | undefined; recoveryCode?: string | undefined },
  nowMs: number,
): Promise<'totp' | 'recovery-code' | null> {
  const { rows } = await tx.query<{ totp_secret: string | null; totp_last_step: string | null }>(
    'SELECT totp_secret, totp_last_step FROM employees WHERE id = $1 FOR UPDATE',
    [employeeId],
  );
  const row = rows[0];
  if (!row?.totp_secret) return null;
  if (proof.code !== undefined) {
    const step = acceptTotp(row.totp_secret, proof.code, nowMs, row.totp_last_step === null ? null : Number(row.totp_last_step));
    if (step === null) return null;
    await tx.query('UPDATE employees SET totp_last_step = $2 WHERE id = $1', [employeeId, step]);
    return 'totp';
  }
  if (proof.recoveryCode !== undefined) {
    const { rows: used } = await tx.query(
      `UPDATE mfa_recovery_codes SET used_at = now()
        WHERE id = (SELECT id FROM mfa_recovery_codes WHERE employee_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
        RETURNING id`,
      [employeeId, sha256(normalRecoveryCode(proof.recoveryCode))],
    );
    return used.length > 0 ? 'recovery-code' : null;
  }
  return null;
}

/** The recovery codes employeeId has not used yet. */
export async function unusedRecoveryCodes(q: Queryable, employeeId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE employee_id = $1 AND used_at IS NULL',
    [employeeId],
  );
  return rows[0]?.n ?? 0;
}

/** Turns the second factor off for employeeId (own disable, or an administrator's reset): secret, pending secret and recovery codes go. */
export async function removeSecondFactor(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query(
    `UPDATE employees SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1`,
    [employeeId],
  );
  await tx.query('DELETE FROM mfa_recovery_codes WHERE employee_id = $1', [employeeId]);
}
