/**
 * The import at scale (docs/import.md "Scale", issue 32): a CSV of 100,000 clients with 150,000
 * beneficiaries (150,000 rows: each client on one or two rows, one beneficiary a row with a Pix key),
 * dry-run, imported, then imported again (every row SAME), through the REST API's own functions on
 * an empty database. Targets: the import under 60 s on PostgreSQL and under 3 minutes on PGlite,
 * the dry run under 20 s, memory flat (peak RSS printed, sampled every 50 ms).
 *
 *   createdb -h 127.0.0.1 -U postgres perf_import
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/perf_import npx tsx tests/perf/import.bench.ts
 *   dropdb -h 127.0.0.1 -U postgres perf_import
 *   DATABASE_URL= DATA_DIR=$(mktemp -d) npx tsx tests/perf/import.bench.ts     # PGlite
 *
 * --clients N --rows N change the sizes; --skip-again leaves out the second import.
 */
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../rest-api/src/app.js';
import { loadConfig } from '../../rest-api/src/config.js';
import { importDir, importReply, startImport } from '../../rest-api/src/import/store.js';
import { runImport } from '../../rest-api/src/import/run.js';
import type { Caller } from '../../rest-api/src/types.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '150000' },
    'skip-again': { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients);
const ROWS = Number(values.rows);

/** A valid CPF from a number (its 9 base digits, then the two check digits). */
function cpf(n: number): string {
  const base = String(100_000_000 + n).slice(-9);
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Mateus'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Conceição', 'Araújo'];
const letters = (n: number) => {
  let s = '';
  for (let k = n; k > 0; k = Math.floor(k / 26)) s += String.fromCharCode(97 + (k % 26));
  return s || 'a';
};

async function writeCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(
    'Nome;Data de nascimento;CPF;Telefone;Endereço;CEP;Cidade;Estado;Tipo de documento;Número do documento;Favorecido;CPF do favorecido;Chave Pix;Estado do favorecido;Cidade do favorecido',
  );
  for (let i = 0; i < ROWS; i += 1) {
    const c = Math.floor((i * CLIENTS) / ROWS);
    const name = `${FIRST[c % 12]} ${LAST[(c >> 4) % 12]} ${letters(c)}`;
    const r = 10_000_000 + i;
    const beneficiary = `${FIRST[(i + 5) % 12]} ${LAST[(i >> 3) % 12]} ${letters(r)}`;
    const birthday = `${String(1 + (c % 28)).padStart(2, '0')}/${String(1 + (c % 12)).padStart(2, '0')}/${1950 + (c % 50)}`;
    const phone = `(973) 555-${String(c % 10000).padStart(4, '0')}`;
    await write(
      [
        name,
        birthday,
        cpf(c),
        phone,
        `${c} Broad Street`,
        '07102',
        'Newark',
        'NJ',
        'Passaporte',
        `P${c}`,
        beneficiary,
        cpf(r),
        cpf(r),
        'SP',
        'São Paulo',
      ].join(';'),
    );
  }
  out.end();
  await once(out, 'finish');
}

async function main() {
  const work = join(tmpdir(), `agency-import-bench-${randomUUID()}`);
  await mkdir(work, { recursive: true });
  const file = join(work, 'clients.csv');
  let t = performance.now();
  await writeCsv(file);
  console.log(
    `CSV: ${ROWS} rows (${CLIENTS} clients), ${((await stat(file)).size / 1e6).toFixed(1)} MB, written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { logger: false, print: () => undefined });
  const backend = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  const { rows: existing } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  if (existing[0]!.n > 0) throw new Error('The database holds clients: run on an empty database');
  const { rows: admins } = await app.db.query<{ id: number }>('SELECT id FROM employees WHERE role_id = 1 ORDER BY id LIMIT 1');
  const caller = { employeeId: admins[0]!.id, roleId: 1 } as Caller;
  const ctx = { db: app.db, sanctions: app.sanctions, timeZone: config.agency.timeZone, now: () => new Date() };

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const rss = () => `${(peak / 1024 / 1024).toFixed(0)} MB`;

  async function once_(dryRun: boolean, label: string) {
    const kept = join(importDir(config.dataDir), `${randomUUID()}.upload`);
    await mkdir(importDir(config.dataDir), { recursive: true });
    await copyFile(file, kept);
    peak = 0;
    t = performance.now();
    const { id } = await startImport(app.db, caller, { path: kept, name: 'clients.csv', sha256: label, dryRun, mapping: undefined });
    const counted = performance.now() - t;
    await runImport(ctx, id);
    const seconds = (performance.now() - t) / 1000;
    // The peak of the run itself: reading the whole report back below is the reply's, not the run's.
    const runPeak = rss();
    const reply = await importReply(app.db, id);
    console.log(
      `${label} on ${backend}: ${seconds.toFixed(1)} s (of which ${(counted / 1000).toFixed(1)} s reading the file once to count and map it), ` +
        `${reply.status}: ${reply.new} new, ${reply.same} same, ${reply.changed} changed, ${reply.refused} refused, ${reply.held} held; peak RSS ${runPeak}`,
    );
    return reply;
  }

  try {
    await once_(true, 'dry run');
    await once_(false, 'import');
    const { rows } = await app.db.query<{ clients: number; recipients: number; keys: number }>(
      'SELECT (SELECT count(*)::int FROM clients) AS clients, (SELECT count(*)::int FROM recipients) AS recipients, (SELECT count(*)::int FROM recipient_pix) AS keys',
    );
    console.log(`on file: ${rows[0]!.clients} clients, ${rows[0]!.recipients} beneficiaries, ${rows[0]!.keys} Pix keys`);
    if (!values['skip-again']) await once_(false, 'the same file again');
  } finally {
    clearInterval(sampler);
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
