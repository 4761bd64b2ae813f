/**
 * The migration runner (docs/ARCHITECTURE.md#layout): applies rest-api/migrations/NNN_name.sql in order, each in its
 * own transaction that also records it in schema_migrations, under a PostgreSQL advisory lock so
 * parallel processes (and parallel test files on one database) never apply a file twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../paths.js';
import type { Database } from './database.js';

/** The advisory lock key shared by every process migrating this schema. */
const MIGRATION_LOCK = 4_711_001;

/** Lists the migration files ('001_x.sql', ...) of dir in numeric order. Throws on a bad name. */
export function listMigrations(dir = migrationsDir()): { version: number; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => {
      const match = /^(\d{3,})_([\w-]+)\.sql$/.exec(f);
      if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${f}`);
      return { version: Number(match[1]), name: f, file: join(dir, f) };
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every pending migration; returns the file names applied by this call.
 * A failing migration throws and leaves the database as that migration found it.
 */
export async function runMigrations(db: Database, dir = migrationsDir()): Promise<string[]> {
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      // Held until this transaction ends: a second process waits here, then sees the row below.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(readFileSync(m.file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.name);
  }
  return applied;
}
