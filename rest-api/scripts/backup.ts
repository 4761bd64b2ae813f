/**
 * `npm run backup -- FILE`: writes a backup of the product's database (DATABASE_URL with pg_dump,
 * else DATA_DIR's PGlite with its own dump; uploaded files included, they are rows) to FILE, then
 * prints the rows per table it holds. With PGlite stop the product first (DATA_DIR takes one process).
 * docs/operations.md "Backups".
 */
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { backupDatabase } from '../src/db/backup.js';
import { printCounts } from './table-counts.js';

async function main() {
  const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run backup -- FILE');
  // npm runs scripts from the repository root; the path is the caller's.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const counts = await backupDatabase(config, path);
  printCounts(counts);
  process.stdout.write(
    `Backup of ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`} written to ${path}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
