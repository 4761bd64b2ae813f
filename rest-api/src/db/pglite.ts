/**
 * The embedded PGlite driver of the Database interface, used when DATABASE_URL is unset: data in
 * DATA_DIR/pglite, or in memory for 'memory://'. PGlite has one connection, so transactions are
 * serialised here: a query outside a transaction waits for the running transaction to end. A data
 * folder is opened by one process at a time (data-dir-lock.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, parse, protocol, types, type PGliteOptions } from '@electric-sql/pglite';
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

/** How many prepared statements the PGlite driver keeps (least recently used closed first). */
export const PGLITE_STATEMENTS = 200;

type Message = Parameters<typeof parse.parseResults>[0][number];
const { serialize } = protocol;

/** Backend messages a run may answer with besides its rows, skipped: BindComplete, CloseComplete, CommandComplete, ReadyForQuery, NoData, EmptyQueryResponse, NoticeResponse, ParameterStatus. */
const SKIPPED = new Set(['2', '3', 'C', 'Z', 'n', 'I', 'N', 'S'].map((c) => c.charCodeAt(0)));
const DATA_ROW = 'D'.charCodeAt(0);

/** The protocol messages as one buffer: PGlite runs them in one call into its WebAssembly. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Creates the database in the empty PGlite folder `location` in a child process (pglite-initdb.ts),
 * so initdb's memory leaves with it. Returns false, having done nothing, where there is no compiled
 * script to run (the sources run by the tests): the caller's PGlite then runs initdb itself.
 */
async function initdbApart(location: string): Promise<boolean> {
  const script = fileURLToPath(new URL('./pglite-initdb.js', import.meta.url));
  if (!import.meta.url.endsWith('.js') || !existsSync(script)) return false;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [script, location], (error, _stdout, stderr) => {
      if (error) reject(new Error(`Creating the embedded database in ${location} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
  return true;
}

/**
 * PGlite's options for the agency's database, loading `loadDataDir` (a dump) when given: the type
 * parsers, the extensions and the server settings every embedded database runs with.
 */
export function pgliteOptions(loadDataDir?: Blob): PGliteOptions {
  // unaccent and pg_trgm serve the accent-insensitive name search (migration 002).
  // `loadDataDir`: start from a dump (restore into an empty folder).
  // shared_buffers: PostgreSQL's default 128 MB is WebAssembly memory the process holds from the
  // first query on (≈120 MB of its resident memory); PGlite reads its files through the operating
  // system's page cache anyway, so 32 MB costs the orders page little (tests/perf/README.md, "The
  // embedded database").
  return {
    parsers: typeParsers,
    extensions: { unaccent, pg_trgm },
    // plan_cache_mode: the prepared statements below are planned for their parameters at every
    // execution, as node-postgres's unnamed statements are on PostgreSQL (same plans on both).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, '-c', 'plan_cache_mode=force_custom_plan'],
    ...(loadDataDir ? { loadDataDir } : {}),
  };
}

/**
 * Opens (creating if needed) the embedded database for dataDir ('memory://' for in-memory). Throws
 * DataDirLockedError, before opening anything, when another live process has dataDir open; the
 * lock is released by close() (or when the process exits). `open.pglite`: drive this started
 * in-memory PGlite (made with pgliteOptions) instead of starting one; close() closes it (the REST
 * suites reuse one across suites: test-support/pglite-template.ts).
 */
export async function createPgliteDatabase(dataDir: string, open: { loadDataDir?: Blob; pglite?: PGlite } = {}): Promise<PgliteDatabase> {
  let location: string | undefined;
  let unlock = () => {};
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    location = join(dataDir, 'pglite');
  }
  const options = pgliteOptions(open.loadDataDir);
  let pglite: PGlite;
  try {
    if (location !== undefined && !open.loadDataDir && !existsSync(join(location, 'PG_VERSION'))) await initdbApart(location);
    pglite = open.pglite ?? (location === undefined ? new PGlite(options) : new PGlite(location, options));
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

  // Prepared statements by SQL text, least recently used first. PGlite's own query() sends six
  // protocol messages, each its own call into the WebAssembly, and parses and plans the statement
  // every time; here a statement is parsed once (Parse + Describe), then each run is one call
  // (Bind + Execute + Sync) with the parameters serialised for the types Describe gave, as PGlite
  // does. Half the database time of the orders page (tests/perf/README.md, "The embedded database").
  interface Statement {
    name: string;
    paramTypes: number[];
    rowDescription: Message | undefined;
  }
  const statements = new Map<string, Statement>();
  let closing: Uint8Array[] = [];
  let counter = 0;

  async function prepare(sql: string): Promise<Statement> {
    const name = `s${(counter += 1)}`;
    const pending = closing;
    closing = [];
    const { messages } = await pglite.execProtocol(
      concat([...pending, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    if (statements.size > PGLITE_STATEMENTS) {
      const [oldest, old] = statements.entries().next().value!;
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: old.name }));
    }
    return statement;
  }

  // One exchange with the database at a time: a statement's Parse/Describe and its Bind/Execute are
  // separate calls, and the raw reply is gathered by a callback, so two queries sent at once inside
  // a transaction (Promise.all, which `exclusive` does not serialise there) could take each other's
  // rows. Outside a transaction `exclusive` already queues them; this lock is what keeps them apart inside.
  let exchanges: Promise<unknown> = Promise.resolve();
  function serially<T>(fn: () => Promise<T>): Promise<T> {
    const turn = exchanges.then(fn, fn);
    exchanges = turn.catch(() => undefined);
    return turn;
  }
  function run<T>(sql: string, params: unknown[], retry: boolean): Promise<T[]> {
    return serially(() => runNow<T>(sql, params, retry));
  }

  async function runNow<T>(sql: string, params: unknown[], retry: boolean): Promise<T[]> {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    const pending = closing;
    closing = [];
    try {
      // The reply as bytes (PGlite's own parser copies every field into an ArrayBuffer of its own).
      const chunks: Uint8Array[] = [];
      await pglite.execProtocolRawStream(
        concat([...pending, serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
      );
      return decode<T>(chunks.length === 1 ? chunks[0]! : concat(chunks), statement);
    } catch (error) {
      // A table changed under a statement (its result type, or it was deallocated): prepare it again,
      // outside a transaction (inside one, the error has ended it).
      const code = (error as { code?: string }).code;
      if (code === '0A000' || code === '26000') {
        statements.delete(sql);
        closing.push(serialize.close({ type: 'S', name: statement.name }));
        if (retry) return runNow<T>(sql, params, false);
      }
      throw error;
    }
  }

  /**
   * The rows of a run's reply, decoded in place with the statement's fields and PGlite's parsers. A
   * reply with anything else in it (an error, a notification) goes through PGlite's protocol parser:
   * an error is thrown, a notification handed to this driver's listeners.
   */
  function decode<T>(raw: Uint8Array, statement: Statement): T[] {
    const fields = (statement.rowDescription as { fields?: { name: string; dataTypeID: number }[] } | undefined)?.fields ?? [];
    const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    const rows: Record<string, unknown>[] = [];
    for (let at = 0; at < buffer.length; at += 1 + buffer.readInt32BE(at + 1)) {
      const type = buffer[at]!;
      if (type === DATA_ROW) {
        const row: Record<string, unknown> = {};
        let p = at + 7;
        for (let i = 0, n = buffer.readInt16BE(at + 5); i < n; i += 1) {
          const length = buffer.readInt32BE(p);
          p += 4;
          const text = length < 0 ? null : buffer.toString('utf8', p, p + length);
          if (length > 0) p += length;
          const field = fields[i]!;
          row[field.name] = types.parseType(text, field.dataTypeID, pglite.parsers);
        }
        rows.push(row);
      } else if (!SKIPPED.has(type)) {
        return slowDecode<T>(raw, statement);
      }
    }
    return rows as T[];
  }

  function slowDecode<T>(raw: Uint8Array, statement: Statement): T[] {
    const messages: Message[] = [];
    new protocol.Parser().parse(raw, (message) => messages.push(message));
    for (const message of messages) {
      if (message instanceof protocol.messages.DatabaseError) throw message;
      if (message instanceof protocol.messages.NotificationResponseMessage) {
        for (const onNotify of listeners.get(message.channel) ?? []) onNotify(message.payload);
      }
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return (parse.parseResults(described, pglite.parsers)[0]?.rows ?? []) as T[];
  }

  // The listeners of listen(), by channel: notifications in the replies decoded above reach them
  // from here (PGlite's own parser hands it those of the statements it runs itself).
  const listeners = new Map<string, Set<(payload: string) => void>>();

  /** After SQL run by exec (migrations): every prepared statement is planned again from scratch. */
  async function forgetStatements(execute: (sql: string) => Promise<unknown>): Promise<void> {
    if (statements.size === 0 && closing.length === 0) return;
    statements.clear();
    closing = [];
    await execute('DEALLOCATE ALL');
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
        const rows = await run<T>(sql, params ?? [], true);
        await pglite.syncToFs();
        return { rows };
      });
    },
    exec(sql: string) {
      return exclusive(async () => {
        await pglite.exec(sql);
        await forgetStatements((q) => pglite.exec(q));
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return exclusive(() =>
        pglite.transaction(async (t) => {
          const tx: Queryable = {
            async query<R>(sql: string, params?: unknown[]) {
              return { rows: await run<R>(sql, params ?? [], false) };
            },
            exec(sql: string) {
              return serially(async () => {
                await t.exec(sql);
                await forgetStatements((q) => t.exec(q));
              });
            },
          };
          return fn(tx);
        }),
      );
    },
    async listen(channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void) {
      // One embedded database, no connection to lose: nothing is ever missed.
      const stop = await exclusive(() => pglite.listen(channel, onNotify));
      const name = /^".*"$/.test(channel) ? channel.slice(1, -1) : channel.toLowerCase();
      const here = listeners.get(name) ?? new Set();
      here.add(onNotify);
      listeners.set(name, here);
      onListening(true);
      return () =>
        exclusive(async () => {
          here.delete(onNotify);
          await stop();
        });
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
