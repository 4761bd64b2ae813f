/**
 * Sign-in limits (docs/operations.md "Sign-in limits"): FAILED sign-ins are counted per email and
 * per client address in a fixed window; once a key has `max` failures in the window, further
 * attempts are refused (429 RATE_LIMITED) until the window ends. A successful sign-in clears its
 * email's count, so a busy clerk or an office behind one address is never locked out by its own
 * successes. The counters live where every REST process sees them and a restart keeps them:
 * PostgreSQL/PGlite (table login_failures, migration 020) or Redis when REDIS_URL is set.
 */
import type { Queryable } from '../db/database.js';

/** Where failure counters are kept. Keys are 'email:<lowercased email>' or 'address:<ip>'. */
export interface LoginFailureStore {
  /** The failures of each key within the current window (0 when none or the window has passed), in order. */
  failures(keys: string[]): Promise<number[]>;
  /** Counts one failure for each key (a key whose window has passed starts a new one at 1). */
  recordFailure(keys: string[]): Promise<void>;
  /** Forgets the failures of key (a successful sign-in clears its email). */
  clear(key: string): Promise<void>;
  /** Releases connections (Redis); nothing for the database store. */
  close(): Promise<void>;
}

/** The store in the database itself (table login_failures); windowMs in milliseconds. */
export function databaseFailureStore(db: Queryable, windowMs: number): LoginFailureStore {
  const windowSql = `make_interval(secs => $2::double precision / 1000)`;
  return {
    async failures(keys) {
      const { rows } = await db.query<{ key: string; failures: number }>(
        `SELECT key, failures FROM login_failures WHERE key = ANY($1::text[]) AND window_started_at > now() - ${windowSql}`,
        [keys, windowMs],
      );
      const byKey = new Map(rows.map((r) => [r.key, r.failures]));
      return keys.map((k) => byKey.get(k) ?? 0);
    },
    async recordFailure(keys) {
      // One statement per key: atomic across processes (the row lock serialises concurrent failures).
      for (const key of keys) {
        await db.query(
          `INSERT INTO login_failures (key, window_started_at, failures) VALUES ($1, now(), 1)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_failures.window_started_at <= now() - ${windowSql} THEN 1 ELSE login_failures.failures + 1 END,
             window_started_at = CASE WHEN login_failures.window_started_at <= now() - ${windowSql} THEN now() ELSE login_failures.window_started_at END`,
          [key, windowMs],
        );
      }
    },
    async clear(key) {
      await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
    },
    async close() {
      // The database is closed with the app.
    },
  };
}

/**
 * The Redis store (REDIS_URL): one counter per key that expires with its window; windowMs in
 * milliseconds. ioredis is loaded only here, when Redis is configured.
 */
export async function redisFailureStore(url: string, windowMs: number): Promise<LoginFailureStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const prefix = 'agency:login-failures:';
  return {
    async failures(keys) {
      const values = await redis.mget(keys.map((k) => prefix + k));
      return values.map((v) => (v === null ? 0 : Number(v)));
    },
    async recordFailure(keys) {
      const multi = redis.multi();
      for (const key of keys) {
        // The window starts with the first failure: SET NX gives the key its lifetime once.
        multi.set(prefix + key, '0', 'PX', windowMs, 'NX');
        multi.incr(prefix + key);
      }
      await multi.exec();
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
