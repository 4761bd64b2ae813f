/**
 * `npm run sanctions:load -- sdn.csv [alt.csv] [--allow-shrink]`: replaces the sanctions list (31
 * CFR 501 screening; docs/compliance.md) with OFAC's published files, in the database the server
 * uses (DATABASE_URL, else DATA_DIR's PGlite, read with loadConfig), the same way POST
 * /api/compliance/sanctions does: one transaction, a malformed file refused naming its line, a file
 * with no entry refused (SANCTIONS_LIST_EMPTY), a list with fewer than half the entries in force
 * refused (SANCTIONS_LIST_SHRINKS) unless --allow-shrink, the list in force kept on any refusal
 * (exit code 1 and the reason on stderr). Prints the count of SDN entries and the load's time. A
 * running REST API on PostgreSQL picks the new list up on its next screening; with PGlite stop the
 * server first (its folder takes one process at a time).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { HttpError } from '../src/http-errors.js';
import { loadAndRescreen } from '../src/compliance/rescreen.js';
import { SANCTIONS_LIST_SHRINKS } from '../src/compliance/sanctions-list.js';
import { serverRunning } from './server-running.js';

async function main() {
  const { values, positionals } = parseArgs({ options: { 'allow-shrink': { type: 'boolean', default: false } }, allowPositionals: true });
  const [sdnPath, altPath] = positionals;
  if (!sdnPath || positionals.length > 2) throw new Error('Usage: npm run sanctions:load -- sdn.csv [alt.csv] [--allow-shrink]');
  // npm runs scripts from the package folder; the paths are the caller's.
  const base = process.env.INIT_CWD ?? process.cwd();
  const sdnCsv = await readFile(resolve(base, sdnPath), 'utf8');
  const altCsv = altPath ? await readFile(resolve(base, altPath), 'utf8') : null;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.databaseUrl && (await serverRunning(config.host, config.restPort))) {
    throw new Error(
      `The REST API answers on ${config.host}:${config.restPort} and owns the PGlite data directory ${config.dataDir}. Stop the server first, or load the list as an administrator through POST /api/compliance/sanctions.`,
    );
  }
  const app = await buildApp(config, { logger: false });
  try {
    const started = performance.now();
    const summary = await loadAndRescreen(app.db, app.sanctions, config.agency.timeZone, new Date(), null, sdnCsv, altCsv, {
      allowShrink: values['allow-shrink'],
    });
    const ms = performance.now() - started;
    console.log(
      `Loaded ${summary.entries} SDN entries at ${summary.loadedAt} in ${(ms / 1000).toFixed(2)} s into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}; ` +
        `rescreening raised ${summary.alertsRaised} sanctions alert${summary.alertsRaised === 1 ? '' : 's'}.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof HttpError && error.code === SANCTIONS_LIST_SHRINKS) {
    const { entries, inForce } = error.details as { entries: number; inForce: number };
    console.error(
      `Refused: the new list has ${entries} SDN entries, the list in force ${inForce} (fewer than half, as a truncated download would be). ` +
        'The list in force stays. Run again with --allow-shrink to replace it anyway.',
    );
  } else {
    console.error(error instanceof HttpError ? error.message : error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
