/**
 * The embedded PGlite driver of the Database interface, used when DATABASE_URL is unset: data in
 * DATA_DIR/pglite, or in memory for 'memory://'. PGlite has one connection, so transactions are
 * serialised here: a query outside a transaction waits for the running transaction to end. A data
 * folder is opened by one process at a time (data-dir-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { lockDataDir } from './data-dir-lock.js';
import { typeParsers, type Database, type Queryable } from './database.js';

/** The embedded database, which can also write its whole data folder as one tarball (backups). */
export interface PgliteDatabase extends Database {
  /** PGlite's own dump of the data folder (a gzipped tarball), taken between transactions. */
  dumpDataDir(): Promise<Blob>;
}

/** PGlite's shared_buffers (PostgreSQL's default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Opens (creating if needed) the embedded database for dataDir ('memory://' for in-memory). Throws
 * DataDirLockedError, before opening anything, when another live process has dataDir open; the
 * lock is released by close() (or when the process exits).
 */
export async function createPgliteDatabase(dataDir: string, open: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  let location: string | undefined;
  let unlock = () => {};
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    location = join(dataDir, 'pglite');
  }
  // unaccent and pg_trgm serve the accent-insensitive name search (migration 002).
  // `loadDataDir`: start from a dump (restore into an empty folder).
  // shared_buffers: PostgreSQL's default 128 MB is WebAssembly memory the process holds from the
  // first query on (≈120 MB of its resident memory); PGlite reads its files through the operating
  // system's page cache anyway, so 32 MB costs the orders page little (tests/perf/README.md, "The
  // embedded database").
  const options: PGliteOptions = {
    parsers: typeParsers,
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(open.loadDataDir ? { loadDataDir: open.loadDataDir } : {}),
  };
  let pglite: PGlite;
  try {
    pglite = location === undefined ? new PGlite(options) : new PGlite(location, options);
    await pglite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }

  // A simple mutex: PGlite's transaction() already serialises, but plain queries issued while a
  // transaction runs would otherwise interleave with it on the single connection.
  let chain: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    waiting += 1;
    const run = chain.then(fn, fn).finally(() => {
      waiting -= 1;
    });
    chain = run.catch(() => undefined);
    return run;
  }

  let waiting = 0;
  return {
    kind: 'pglite',
    poolStats() {
      return { total: 1, idle: waiting === 0 ? 1 : 0, waiting: Math.max(0, waiting - 1) };
    },
    dumpDataDir() {
      return exclusive(() => pglite.dumpDataDir('gzip'));
    },
    query<T>(sql: string, params?: unknown[]) {
      return exclusive(async () => {
        const result = await pglite.query<T>(sql, params as unknown[]);
        return { rows: result.rows };
      });
    },
    exec(sql: string) {
      return exclusive(async () => {
        await pglite.exec(sql);
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return exclusive(() =>
        pglite.transaction(async (t) => {
          const tx: Queryable = {
            async query<R>(sql: string, params?: unknown[]) {
              const result = await t.query<R>(sql, params as unknown[]);
              return { rows: result.rows };
            },
            async exec(sql: string) {
              await t.exec(sql);
            },
          };
          return fn(tx);
        }),
      );
    },
    async listen(channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void) {
      // One embedded database, no connection to lose: nothing is ever missed.
      const stop = await exclusive(() => pglite.listen(channel, onNotify));
      onListening(true);
      return () => exclusive(() => stop());
    },
    async close() {
      try {
        await exclusive(() => pglite.close());
      } finally {
        unlock();
      }
    },
  };
}
