/**
 * `npm run restore -- FILE [--force]`: restores a backup of `npm run backup` into the product's
 * database (DATABASE_URL with pg_restore, else DATA_DIR's PGlite), then prints the rows per table.
 * A database with data is refused unless --force. docs/operations.md "Backups".
 */
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { restoreDatabase } from '../src/db/backup.js';
import { printCounts } from './table-counts.js';

async function main() {
  const args = process.argv.slice(2);
  const [file] = args.filter((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run restore -- FILE [--force]');
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const counts = await restoreDatabase(config, path, { force: args.includes('--force') });
  printCounts(counts);
  process.stdout.write(
    `Restored ${path} into ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
