/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import type { Config } from '../config.js';
import type { Database } from './database.js';

export type { Database, Queryable } from './database.js';

/**
 * Returns the Database for config (not yet migrated: see runMigrations). Only the driver in use is
 * loaded (docs/operations.md#memory).
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return (await import('./postgres.js')).createPostgresDatabase(config.databaseUrl);
  return (await import('./pglite.js')).createPgliteDatabase(config.dataDir);
}
