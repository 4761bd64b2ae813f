/**
 * The remembered fee and exchange rate (docs/orders.md#amounts; #calls): the defaults of
 * the new-order form are the last values used on a created order, 5.00 and 1.000000 before the
 * first. Order creation sets both in its own transaction; the POST calls stay for other callers.
 * Every change writes an audit row (entity 'configuration', id 'fee' or 'exchange').
 */
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { exchangeRate, feeAmount, toCents, toRate } from '@agency/rules';

/** The two configuration keys. */
export type ConfigurationKey = 'fee' | 'exchange';

/** The values answered before anything was set (docs/orders.md#amounts). */
export const CONFIGURATION_DEFAULTS: Record<ConfigurationKey, string> = { fee: '5.00', exchange: '1.000000' };

/** The wire form of a stored value: the fee to the cent, the rate to 6 places. */
function format(key: ConfigurationKey, value: string): string {
  return key === 'fee' ? toCents(value) : toRate(value);
}

/** GET /api/configuration/fee/ and /exchange/: the current value, or the default when never set. */
export async function getConfiguration(q: Queryable, key: ConfigurationKey): Promise<string> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM configuration WHERE key = $1', [key]);
  return rows[0] ? format(key, rows[0].value) : CONFIGURATION_DEFAULTS[key];
}

/**
 * On tx: stores value (already validated and formatted) under key when it differs from the current
 * one, with an audit row {before: {value}, after: {value}}. Returns the stored value.
 */
export async function storeConfiguration(tx: Queryable, actorId: number, key: ConfigurationKey, value: string): Promise<string> {
  const current = await tx.query<{ value: string }>('SELECT value FROM configuration WHERE key = $1 FOR UPDATE', [key]);
  const before = current.rows[0] ? format(key, current.rows[0].value) : null;
  if (before === value) return value;
  await tx.query(
    `INSERT INTO configuration (key, value, employee_id, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, employee_id = EXCLUDED.employee_id, updated_at = now()`,
    [key, value, actorId],
  );
  await writeAudit(tx, {
    actorId,
    entity: 'configuration',
    entityId: key,
    action: before === null ? 'create' : 'update',
    before: before === null ? null : { value: before },
    after: { value },
  });
  return value;
}

/** POST /api/configuration/fee/{fee}: fee >= 0 with at most 2 decimals (400 naming `fee`); returns it. */
export async function setFee(db: Database, actorId: number, fee: string): Promise<string> {
  const value = feeAmount(fee, 'fee');
  return db.transaction((tx) => storeConfiguration(tx, actorId, 'fee', value));
}

/** POST /api/configuration/exchange/{rate}: rate > 0 with at most 6 decimals (400 naming `rate`); returns it. */
export async function setExchange(db: Database, actorId: number, rate: string): Promise<string> {
  const value = exchangeRate(rate, 'rate');
  return db.transaction((tx) => storeConfiguration(tx, actorId, 'exchange', value));
}
