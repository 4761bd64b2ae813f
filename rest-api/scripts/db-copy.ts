/**
 * `npm run db:copy -- --to postgres://...`: copies the embedded database in DATA_DIR into an empty
 * PostgreSQL database (schema by the migrations, rows with their ids, sequences), with a progress
 * bar, and closes with the rows per table of both, which must match. Then start the product with
 * DATABASE_URL set to that database. docs/operations.md "Moving to PostgreSQL".
 */
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../src/config.js';
import { copyToPostgres } from '../src/db/backup.js';

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--to');
  const url = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--to='))?.slice(5);
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('Usage: npm run db:copy -- --to postgres://user@host:5432/database');
  const config = loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  const bar = new SingleBar(
    { format: 'Copying {bar} {percentage}% | {value}/{total} rows | {table}', stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  let started = false;
  const { source, target } = await copyToPostgres(config.dataDir, url, (table, copied, total) => {
    if (!started) {
      bar.start(Math.max(total, 1), 0, { table });
      started = true;
    }
    bar.update(copied, { table });
  });
  if (started) bar.stop();
  const width = Math.max(...Object.keys(source).map((t) => t.length), 5);
  process.stdout.write(`${'table'.padEnd(width)}  ${'DATA_DIR'.padStart(9)}  ${'PostgreSQL'.padStart(10)}\n`);
  let mismatched = 0;
  for (const table of Object.keys(source)) {
    const same = source[table] === target[table];
    if (!same) mismatched += 1;
    process.stdout.write(
      `${table.padEnd(width)}  ${String(source[table]).padStart(9)}  ${String(target[table] ?? 0).padStart(10)}${same ? '' : '  <- differs'}\n`,
    );
  }
  if (mismatched > 0) throw new Error(`${mismatched} tables differ after the copy`);
  process.stdout.write(
    `Copied ${config.dataDir} into ${url.replace(/\/\/[^@/]*@/, '//')}. Start the product with DATABASE_URL set to it.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`db:copy: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
