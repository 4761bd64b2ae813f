/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

export type { Database, Queryable } from './database.js';

/** Returns the Database for config (not yet migrated: see runMigrations). */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl);
  return createPgliteDatabase(config.dataDir);
}
