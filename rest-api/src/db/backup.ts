/**
 * Backups, restores and the move off the embedded database (docs/operations.md "Backups" and
 * "Moving to PostgreSQL"). Uploaded files (documents, photos) are rows of the database, so a backup
 * of the database holds them too.
 *
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore (both from the
 *   PostgreSQL client tools, e.g. Debian's postgresql-client, on PATH).
 * - PGlite (DATA_DIR): PGlite's own dump of its data folder (a gzipped tarball), restored by opening
 *   an empty folder from it. DATA_DIR is opened by one process at a time: stop the product first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Database, Queryable } from './database.js';
import { runMigrations } from './migrate.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

/** A backup, restore or copy that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Runs a PostgreSQL client tool; resolves on exit 0, else throws BackupError with its stderr. */
function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`
            : `${tool}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** The kind of a backup file by its first bytes: pg_dump's custom format or PGlite's gzipped tarball. */
export async function backupKind(file: string): Promise<'postgres' | 'pglite'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup of this product (neither a pg_dump custom-format file nor a PGlite dump)`);
}

/** Row counts of every table of the public schema but schema_migrations, by table name. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}"`);
    counts[tablename] = result.rows[0]!.n;
  }
  return counts;
}

/** Rows in all tables together (0 for a new database). */
async function totalRows(db: Queryable): Promise<number> {
  return Object.values(await tableCounts(db)).reduce((a, b) => a + b, 0);
}

function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * Writes a backup of the configured database to file. Returns the row count per table it holds.
 * @throws BackupError when pg_dump is missing or fails; DataDirLockedError when the product has DATA_DIR open.
 */
export async function backupDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<Record<string, number>> {
  if (config.databaseUrl) {
    const db = createPostgresDatabase(config.databaseUrl, { max: 1 });
    try {
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.databaseUrl]);
      return await tableCounts(db);
    } finally {
      await db.close();
    }
  }
  if (!existsSync(pgliteFolder(config.dataDir)))
    throw new BackupError(`There is no embedded database in ${config.dataDir} to back up (DATA_DIR).`);
  const db = await createPgliteDatabase(config.dataDir);
  try {
    const dump = await db.dumpDataDir();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return await tableCounts(db);
  } finally {
    await db.close();
  }
}

/**
 * Restores file into the configured database; returns the row count per table afterwards.
 * A database that already has rows is refused unless `force`: PostgreSQL's objects are then
 * replaced (pg_restore --clean), and PGlite's folder is kept aside as DATA_DIR/pglite.before-restore-<time>.
 * @throws BackupError for a refusal, a wrong kind of file or a failing pg_restore.
 */
export async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
  options: { force?: boolean } = {},
): Promise<Record<string, number>> {
  const kind = await backupKind(file);
  if (config.databaseUrl) {
    if (kind !== 'postgres') {
      throw new BackupError(
        `${file} is a backup of the embedded database: to put it into PostgreSQL, restore it without DATABASE_URL, then run npm run db:copy -- --to <url>.`,
      );
    }
    const db = createPostgresDatabase(config.databaseUrl, { max: 1 });
    try {
      const rows = await totalRows(db);
      if (rows > 0 && !options.force) {
        throw new BackupError(
          `The database of DATABASE_URL already has data (${rows} rows). Restore into an empty database, or add --force to replace its contents with the backup.`,
        );
      }
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`];
      if (rows > 0 || (await db.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1")).rows.length > 0)
        args.push('--clean', '--if-exists');
      await runTool('pg_restore', [...args, file]);
      return await tableCounts(db);
    } finally {
      await db.close();
    }
  }
  if (kind !== 'pglite') {
    throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the PostgreSQL database to restore it into.`);
  }
  const folder = pgliteFolder(config.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    // Opening it takes DATA_DIR's lock: a running product is refused here with its own message.
    const current = await createPgliteDatabase(config.dataDir);
    let rows: number;
    try {
      rows = await totalRows(current);
    } finally {
      await current.close();
    }
    if (rows > 0 && !options.force) {
      throw new BackupError(
        `The embedded database in ${config.dataDir} already has data (${rows} rows). Restore into an empty DATA_DIR, or add --force to replace it (the current one is kept aside).`,
      );
    }
    renameSync(folder, `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  const dump = new Blob([new Uint8Array(await readFile(file))]);
  const db = await createPgliteDatabase(config.dataDir, { loadDataDir: dump });
  try {
    return await tableCounts(db);
  } finally {
    await db.close();
  }
}

/** What copyToPostgres reports as it goes: the table being copied and the rows copied so far of all. */
export type CopyProgress = (table: string, copiedRows: number, totalRows: number) => void;

/** Tables of source in an order where every table comes after the tables its foreign keys point to. */
async function tablesInDependencyOrder(source: Queryable): Promise<string[]> {
  const { rows: tables } = await source.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename",
  );
  const { rows: edges } = await source.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent, path);
    done.add(table);
    ordered.push(table);
  };
  for (const { tablename } of tables) visit(tablename, new Set());
  return ordered;
}

/**
 * Copies every row of the embedded database in dataDir into the empty PostgreSQL database at url:
 * the schema by the same migrations, then the rows table by table (ids kept), then every sequence
 * set to where the source's stands. One transaction on the target: a failure leaves it as it was.
 * Returns the row counts per table of the source and of the target after the copy.
 * @throws BackupError when the target already has rows; DataDirLockedError when the product has DATA_DIR open.
 */
export async function copyToPostgres(
  dataDir: string,
  url: string,
  onProgress: CopyProgress = () => undefined,
  batchRows = 1000,
): Promise<{ source: Record<string, number>; target: Record<string, number> }> {
  if (!existsSync(pgliteFolder(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir} to copy (DATA_DIR).`);
  const source = await createPgliteDatabase(dataDir);
  let target: Database | null = null;
  try {
    target = createPostgresDatabase(url, { max: 2 });
    const existing = await totalRows(target);
    if (existing > 0)
      throw new BackupError(`The target database already has data (${existing} rows): db:copy only fills an empty database.`);
    // Both at the same schema version: the source as its server would leave it, the target from nothing.
    await runMigrations(source);
    await runMigrations(target);
    const sourceCounts = await tableCounts(source);
    const total = Object.values(sourceCounts).reduce((a, b) => a + b, 0);
    const tables = await tablesInDependencyOrder(source);
    let copied = 0;
    await target.transaction(async (tx) => {
      for (const table of tables) {
        onProgress(table, copied, total);
        const { rows: cols } = await source.query<{ name: string }>(
          `SELECT a.attname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum`,
          [table],
        );
        const { rows: key } = await source.query<{ name: string }>(
          `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
            WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
          [`public."${table}"`],
        );
        const columns = cols.map((c) => `"${c.name}"`).join(', ');
        const order = key.length > 0 ? key.map((k) => `"${k.name}"`).join(', ') : 'ctid';
        // Triggers that keep derived figures (order counts) would count the copied rows twice.
        await tx.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
        for (let offset = 0; ; offset += batchRows) {
          // JSON text both ways: every type (numeric, bytea, dates, arrays) round-trips exactly.
          const { rows } = await source.query<{ batch: string | null; n: number }>(
            `SELECT json_agg(t)::text AS batch, count(*)::int AS n FROM (SELECT ${columns} FROM "${table}" ORDER BY ${order} LIMIT ${batchRows} OFFSET ${offset}) t`,
          );
          const { batch, n } = rows[0]!;
          if (!batch || n === 0) break;
          await tx.query(
            `INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::"${table}", $1::json)`,
            [batch],
          );
          copied += n;
          onProgress(table, copied, total);
          if (n < batchRows) break;
        }
        await tx.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
      }
      const { rows: sequences } = await source.query<{ name: string; last_value: number | null }>(
        "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'",
      );
      for (const s of sequences) {
        await tx.query(`SELECT setval($1::regclass, $2, $3)`, [`public."${s.name}"`, s.last_value ?? 1, s.last_value !== null]);
      }
    });
    return { source: sourceCounts, target: await tableCounts(target) };
  } finally {
    await target?.close();
    await source.close();
  }
}
