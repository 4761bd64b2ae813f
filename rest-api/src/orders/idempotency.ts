/**
 * The Idempotency-Key of the order writes (POST /api/transaction/create and /confirm): a key a
 * signed-in employee repeats returns the first result instead of a second order; the same key
 * with another route or body is refused with 422 IDEMPOTENCY_KEY_REUSED. Keys are per employee
 * (table idempotency_keys, migrations 006 and 016) and are stored in the transaction of the order
 * they created, so a refused or failed request leaves its key unused.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http-errors.js';

/** The code of a key reused with another body. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** What a stored key recorded: the order it created, the request it came with, and a confirm's outcome. */
export interface KeyRecord {
  transactionId: number;
  /** sha256 of the route and the body; null for keys stored before migration 016. */
  requestHash: string | null;
  outcome: unknown;
}

/**
 * The fingerprint of a request: sha256 (hex) of the route and the body as canonical JSON (object
 * keys sorted), so the same body in another key order is the same request.
 */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(stringify(body) ?? '')
    .digest('hex');
}

/** The key's record for the employee, or null when unused. */
export async function findKey(q: Queryable, employeeId: number, key: string): Promise<KeyRecord | null> {
  const { rows } = await q.query<{ transaction_id: number; request_hash: string | null; outcome: unknown }>(
    'SELECT transaction_id, request_hash, outcome FROM idempotency_keys WHERE employee_id = $1 AND key = $2',
    [employeeId, key],
  );
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, requestHash: row.request_hash, outcome: row.outcome } : null;
}

/**
 * The record of a repeated key, checked against this request's hash.
 * @throws HttpError 422 IDEMPOTENCY_KEY_REUSED, with the first order's `transactionID`, when the key came
 *   with another route or body.
 */
export function sameRequest(record: KeyRecord, hash: string): KeyRecord {
  if (record.requestHash !== null && record.requestHash !== hash) {
    throw new HttpError(
      422,
      `Order #${record.transactionId} was already created with this Idempotency-Key and other details. Send a new key for a new order.`,
      { code: IDEMPOTENCY_KEY_REUSED, field: 'Idempotency-Key', details: { transactionID: record.transactionId } },
    );
  }
  return record;
}

/**
 * On tx: waits for any other transaction holding the same employee's key (concurrent repeats line
 * up here), then returns the key's record if the other one stored it, else null.
 */
export async function lockKey(tx: Queryable, employeeId: number, key: string): Promise<KeyRecord | null> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [employeeId, key]);
  return findKey(tx, employeeId, key);
}

/** On tx: stores the key for the order it created, with the request's hash and the outcome to replay. */
export async function storeKey(
  tx: Queryable,
  employeeId: number,
  key: string,
  transactionId: number,
  hash: string,
  outcome: unknown = null,
): Promise<void> {
  await tx.query(
    'INSERT INTO idempotency_keys (key, employee_id, transaction_id, request_hash, outcome) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [key, employeeId, transactionId, hash, outcome === null ? null : JSON.stringify(outcome)],
  );
}
