/**
 * Each suite's in-memory PGlite holds the run's migrated template and no data (the template is made
 * once by the project's global setup, global-setup.ts: loading its dump skips initdb and every
 * migration). Starting a PGlite still costs about 0.8 s of CPU (its WebAssembly PostgreSQL boots and
 * reads the template's 42 MB), so a suite's database is mostly a PGlite that an earlier suite of the
 * same worker has closed and that was emptied then (vitest's `isolate: false` keeps this module, and
 * its idle PGlites, for all the files of a worker): every table but schema_migrations truncated with
 * its sequences restarted, checked against the fresh template (tables, columns, defaults,
 * constraints, indexes, triggers, functions, schemas, extensions, roles, sequences, migrations and
 * no statistics), and its session's state discarded (prepared statements, listens, settings). A
 * PGlite that differs (a suite changed the schema and left it so) is closed, and the next suite
 * starts a new one. The gateway's test stacks take theirs here too. tests/README.md "Where the time goes".
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Queryable } from '../db/database.js';
import { createPgliteDatabase, pgliteOptions, type PgliteDatabase } from '../db/pglite.js';

let template: Promise<Blob> | undefined;

/** Emptied PGlites of this worker, ready for the next suite; at most MAX_IDLE (each holds ~200 MB). */
const idle: PGlite[] = [];
const MAX_IDLE = 2;

/** What a PGlite holds besides rows, as one hash: equal to the fresh template's after an emptying, or the PGlite is not reused. */
const FINGERPRINT = `SELECT md5(string_agg(x, '|' ORDER BY x)) AS print FROM (
  SELECT 'c:' || c.relname || ':' || c.relkind::text || ':' || coalesce(pg_get_indexdef(c.oid), '') AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT 'k:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT 't:' || tgrelid::regclass::text || ':' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'f:' || p.oid::regprocedure::text || ':' || md5(p.prosrc) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
  UNION ALL SELECT 'n:' || nspname FROM pg_namespace
  UNION ALL SELECT 'e:' || extname || ':' || extversion FROM pg_extension
  UNION ALL SELECT 'r:' || rolname FROM pg_roles
  UNION ALL SELECT 's:' || schemaname || '.' || sequencename || ':' || coalesce(last_value::text, '-') FROM pg_sequences
  UNION ALL SELECT 'm:' || string_agg(version::text, ',' ORDER BY version) FROM schema_migrations
  UNION ALL SELECT 'p:' || count(*)::text FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid WHERE c.relnamespace = 'public'::regnamespace
) prints`;

/** The fresh template's fingerprint and the tables an emptying truncates, read from this worker's first PGlite. */
let fresh: Promise<{ print: string; truncate: string }> | undefined;

async function describeFresh(db: Queryable): Promise<{ print: string; truncate: string }> {
  const { rows } = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename",
  );
  const truncate = `TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`;
  return { print: (await db.query<{ print: string }>(FINGERPRINT)).rows[0]!.print, truncate };
}

/**
 * A new in-memory PGlite holding the migrated template and no data, as if loaded from it just now:
 * a started one, or an earlier suite's emptied one (see above). close() empties it for the next
 * suite, or closes it; after close() every call is refused ('PGlite is closed').
 */
export async function templatePglite(): Promise<PgliteDatabase> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  let instance = idle.pop();
  if (!instance) {
    instance = new PGlite(pgliteOptions(await template));
    await instance.waitReady;
  }
  const inner = await createPgliteDatabase('memory://', { pglite: instance });
  fresh ??= describeFresh(inner);
  await fresh;
  const stops = new Set<() => Promise<void>>();
  let closed = false;
  const open = <T>(fn: () => Promise<T>): Promise<T> => (closed ? Promise.reject(new Error('PGlite is closed')) : fn());
  return {
    kind: inner.kind,
    poolStats: () => inner.poolStats(),
    dumpDataDir: () => open(() => inner.dumpDataDir()),
    query: (sql, params) => open(() => inner.query(sql, params)),
    exec: (sql) => open(() => inner.exec(sql)),
    transaction: (fn) => open(() => inner.transaction(fn)),
    listen: (channel, onNotify, onListening) =>
      open(async () => {
        const stop = await inner.listen(channel, onNotify, onListening);
        const tracked = async () => {
          stops.delete(tracked);
          await stop();
        };
        stops.add(tracked);
        return tracked;
      }),
    async close() {
      if (closed) return;
      closed = true;
      // A listener the app left: PGlite would hand the next suite's notifications to it.
      for (const stop of [...stops]) await stop();
      let reusable = false;
      try {
        const { print, truncate } = await fresh!;
        await inner.exec(truncate);
        reusable = (await inner.query<{ print: string }>(FINGERPRINT)).rows[0]!.print === print;
        // Last: the next suite's driver names its prepared statements from s1 again.
        await inner.exec('DISCARD ALL');
      } catch {
        reusable = false; // left in a failed transaction, or a table gone: not reused
      }
      if (reusable && idle.length < MAX_IDLE) idle.push(instance);
      else await instance.close();
    },
  };
}
