/** The PostgreSQL driver of the Database interface (pg Pool), used when DATABASE_URL is set. */
import pg from 'pg';
import { typeParsers, type Database, type Queryable } from './database.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const custom = typeParsers[oid];
    if (custom && (format ?? 'text') === 'text') return custom;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/** Opens a pg Pool on `url` with the shared type parsers. Connections are made lazily. */
export function createPostgresDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<R>(sql: string, params?: unknown[]) {
            const result = await client.query(sql, params as unknown[]);
            return { rows: result.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        };
        const value = await fn(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void) {
      // A connection of its own, outside the pool: LISTEN holds it for the life of the process.
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const open = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: url, types });
        let broken = false;
        const lost = () => {
          if (broken) return;
          broken = true;
          client.end().catch(() => undefined);
          if (current !== client) return;
          current = null;
          onListening(false);
          if (!stopped) retry = setTimeout(reopen, 1000);
        };
        client.on('error', lost);
        client.on('end', lost);
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          broken = true;
          client.end().catch(() => undefined);
          throw error;
        }
        current = client;
        onListening(true);
      };
      const reopen = () => {
        if (!stopped) open().catch(() => (retry = setTimeout(reopen, 1000)));
      };
      await open();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        await client?.end().catch(() => undefined);
      };
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async close() {
      await pool.end();
    },
  };
}
