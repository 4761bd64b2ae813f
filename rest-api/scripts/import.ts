/**
 * `npm run import -- FILE [--dry-run] [--mapping FILE.json] [--first-day YYYY-MM-DD]` (docs/import.md
 * "Command line"): brings a CSV or XLSX file of clients with their beneficiaries, Pix keys and open
 * orders (older than the first day of use, default the agency's today: history) into the database the server
 * uses (DATABASE_URL, else DATA_DIR's PGlite, read with loadConfig, as `npm run sanctions:load`),
 * the same way POST /api/import/clients does: the same columns (the mapping file, else the one saved
 * for the file's headers, else guessed), the same row rules and outcomes, batches of one transaction,
 * audited as the first administrator's. Prints the columns, progress and the count per outcome, and
 * the line of each refused or held row with its reason. Exit code 0 when every row was taken (NEW,
 * SAME or CHANGED), 1 when any was REFUSED or HELD, or the file could not be read. With PGlite stop
 * the server first (its folder takes one process at a time). A run stopped part-way (Ctrl-C, a
 * crash) is continued by the next start of the server or of this command.
 */
import { copyFile, readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calendarDateIn, isCalendarDate } from '@agency/rules';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { HttpError } from '../src/http-errors.js';
import { importDir, importReply, startImport } from '../src/import/store.js';
import { resumeImports, runImport } from '../src/import/run.js';
import type { Caller } from '../src/types.js';
import { serverRunning } from './server-running.js';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

const USAGE = 'Usage: npm run import -- FILE [--dry-run] [--mapping FILE.json] [--first-day YYYY-MM-DD]';

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, mapping: { type: 'string' }, 'first-day': { type: 'string' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  // npm runs scripts from the package folder; the paths are the caller's.
  const base = process.env.INIT_CWD ?? process.cwd();
  const path = resolve(base, file);
  let mapping: unknown;
  if (values.mapping) {
    try {
      mapping = JSON.parse(await readFile(resolve(base, values.mapping), 'utf8'));
    } catch (error) {
      throw new Error(`--mapping ${values.mapping}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const firstDay = values['first-day'];
  if (firstDay !== undefined && !isCalendarDate(firstDay)) throw new Error(`--first-day ${firstDay}: must be a real date YYYY-MM-DD`);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.databaseUrl && (await serverRunning(config.host, config.restPort))) {
    throw new Error(
      `The REST API answers on ${config.host}:${config.restPort} and owns the PGlite data directory ${config.dataDir}. Stop the server first, or import through the screen (Clients → Import).`,
    );
  }
  const app = await buildApp(config, { logger: false });
  try {
    const ctx = { db: app.db, sanctions: app.sanctions, timeZone: config.agency.timeZone, now: app.now };
    // What a stop left unfinished goes first, as the server's start would.
    await resumeImports(ctx);
    const { rows } = await app.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE role_id = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    if (!rows[0]) throw new Error('No administrator: start the server once to create one.');
    const caller = { employeeId: rows[0].id, roleId: 1 } as Caller;
    // The import keeps its own copy until it ends (and removes it then); the caller's file stays.
    const dir = importDir(config.dataDir);
    await mkdir(dir, { recursive: true });
    const kept = join(dir, `${randomUUID()}.upload`);
    await copyFile(path, kept);
    const started = performance.now();
    const { id, rows: total } = await startImport(app.db, caller, {
      path: kept,
      name: basename(path),
      sha256: await sha256(kept),
      dryRun: values['dry-run'],
      mapping,
      // The agency's first day of use: an order created before it is history (docs/import.md "Open orders").
      firstDayOfUse: firstDay ?? calendarDateIn(config.agency.timeZone, app.now()),
    });
    const head = await importReply(app.db, id);
    for (const column of head.columns) {
      console.log(`  ${column.header} → ${column.field ?? '(ignored)'}${column.guessed ? ' (guessed)' : ''}`);
    }
    console.log(
      `${values['dry-run'] ? 'Dry run' : 'Import'} #${id} of ${basename(path)}: ${total} rows, first day of use ${head.firstDayOfUse}`,
    );
    let last = 0;
    await runImport(ctx, id, {
      onProgress: (done, all) => {
        const now = performance.now();
        if (now - last > 1000 || done === all) {
          last = now;
          console.log(`  ${done} / ${all} rows (${all ? Math.floor((done * 100) / all) : 100}%)`);
        }
      },
    });
    const reply = await importReply(app.db, id, { limit: 0 });
    // Every refused or held row, in line order, a page of the report at a time (a reply holds one page).
    for (let offset = 0; offset < reply.reportTotal; offset += 1000) {
      for (const line of (await importReply(app.db, id, { offset, limit: 1000 })).report) {
        if (line.outcome === 'REFUSED' || line.outcome === 'HELD')
          console.log(`  line ${line.line}: ${line.outcome} ${line.message ?? ''}`);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${reply.status}${reply.error ? ` (${reply.error})` : ''} in ${seconds} s: ${reply.new} new, ${reply.same} same, ${reply.changed} changed, ` +
        `${reply.refused} refused, ${reply.held} held, of ${reply.rows} rows`,
    );
    return reply.status === 'FAILED' || reply.refused > 0 || reply.held > 0 ? 1 : 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof HttpError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
