/**
 * The import at scale (docs/import.md "Scale", issue 32): a CSV of 100,000 clients with 150,000
 * beneficiaries (150,000 rows: each client on one or two rows, one beneficiary a row with a Pix key),
 * dry-run, imported, then imported again (every row SAME), on an empty database, with a sanctions list
 * of OFAC's size in force. Targets: the import under 60 s on PostgreSQL and under 3 minutes on PGlite,
 * the dry run under 20 s, memory flat.
 *
 * By default it measures the product as `npm start` runs it: the built REST API started with the
 * launcher's node flags and environment (processes.ts), the list loaded through POST
 * /api/compliance/sanctions, the file sent to POST /api/import/clients as the screen's gateway sends
 * it, and followed with GET /api/import/{id}?limit=0 until it ends. Beside each run: the REST
 * process's peak RSS (VmRSS sampled every 50 ms) and its heap in use after each fifth of the rows
 * (its own prom-client gauge, garbage not yet collected included), the CPU seconds of the process and of
 * PostgreSQL's processes, the load average and the machine's steal time (a shared host's
 * hypervisor taking the processors away).
 *
 *   npm run build
 *   createdb -h 127.0.0.1 -U postgres perf_import
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/perf_import npx tsx tests/perf/import.bench.ts
 *   dropdb -h 127.0.0.1 -U postgres perf_import
 *   DATABASE_URL= npx tsx tests/perf/import.bench.ts     # PGlite, in a temporary DATA_DIR
 *
 * --clients N --rows N change the sizes; --skip-again leaves out the second import, --skip-dry-run the dry
 * run, --dry-run-only all but it; --sanctions N loads a list of N listed parties (default 18,000,
 * OFAC's size, in SDN's patterns; 0 for none). --in-process runs the REST API's own functions in
 * this process instead (the route's, less HTTP), for profiling (node --cpu-prof) and for
 * --statements, which prints the database time of each kind of statement (summed, in the run's own
 * transactions), to see where an import's time goes, and for --worker on|off, which forces the
 * screening ahead on a worker thread or not (default: as the product decides, from 5,000 rows on).
 */
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createWriteStream, readFileSync } from 'node:fs';
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
import { stringify } from 'csv-stringify/sync';
import { loadSanctionsList } from '../../rest-api/src/compliance/sanctions-list.js';
import { generateSdnList } from '../../rest-api/src/compliance/evaluation/sdn-generator.js';
import type { Database, Queryable } from '../../rest-api/src/db/database.js';
import { cpuByPid, freePort, postgresPids, signIn, start, waitFor } from './processes.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '150000' },
    'skip-again': { type: 'boolean', default: false },
    'skip-dry-run': { type: 'boolean', default: false },
    'dry-run-only': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    sanctions: { type: 'string', default: '18000' },
    worker: { type: 'string', default: '' },
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

/** The statement's kind: its first words, blanks folded (an INSERT's table, a SELECT's columns). */
function kindOf(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 70);
}

/** db with every statement's time added to times by kind (the transactions' statements included). */
function timed(db: Database, times: Map<string, { ms: number; n: number }>): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const start = performance.now();
      try {
        return await q.query<T>(sql, params);
      } finally {
        const entry = times.get(kindOf(sql)) ?? { ms: 0, n: 0 };
        entry.ms += performance.now() - start;
        entry.n += 1;
        times.set(kindOf(sql), entry);
      }
    },
  });
  return Object.assign(Object.create(db) as Database, {
    query: wrap(db).query,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(wrap(tx))),
  });
}

/** OFAC's two files for a generated list of --sanctions parties (sdn.csv, alt.csv), or null for none. */
function sanctionsFiles(): { sdnCsv: string; altCsv: string; parties: number; aliases: number } | null {
  const listed = Number(values.sanctions);
  if (listed <= 0) return null;
  const parties = generateSdnList(listed);
  const sdn: string[][] = [];
  const alt: string[][] = [];
  let altNum = 1;
  for (const p of parties) {
    sdn.push([String(p.entNum), p.name, p.kind === 'entity' ? '-0-' : p.kind, p.program, ...Array(7).fill('-0-'), p.remarks ?? '-0-']);
    for (const a of p.aliases) alt.push([String(p.entNum), String(altNum++), 'aka', a, '-0-']);
  }
  const csv = (rows: string[][]) => stringify(rows, { quoted: true, record_delimiter: 'windows' });
  return { sdnCsv: csv(sdn), altCsv: csv(alt), parties: parties.length, aliases: alt.length };
}

/** The load average (1, 5, 15 minutes) and the share of the processors' time the hypervisor took since `since` (steal). */
async function machine(since: number[]): Promise<string> {
  const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  const now = await cpuTimes();
  const d = now.map((v, i) => v - (since[i] ?? 0));
  const total = d.slice(0, 8).reduce((a, b) => a + b, 0);
  return `load ${load}, steal ${total > 0 ? ((100 * d[7]!) / total).toFixed(1) : '?'}%`;
}

/** The machine's processor times so far (/proc/stat's first line: user nice system idle iowait irq softirq steal). */
async function cpuTimes(): Promise<number[]> {
  return (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.split(/\s+/).slice(1).map(Number);
}

/**
 * The runs against the REST API as `npm start` runs it: started on an empty database (PostgreSQL at
 * DATABASE_URL, else PGlite in a temporary DATA_DIR), the list loaded, each run sent as a file.
 */
async function productRuns(work: string, file: string): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = randomUUID();
  const dataDir = join(work, 'data');
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const rest = start('rest-api', {
    REST_PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'perf-admin@agency.test',
    ADMIN_PASSWORD: 'perf-chief-password',
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: process.env.PERF_LOG_LEVEL ?? 'warn',
  });
  const backend = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    await waitFor(`${url}/api/health`, rest, 180_000);
    const token = await signIn(url);
    const auth = { authorization: `Bearer ${token}` };
    const list = sanctionsFiles();
    if (list) {
      const loaded = await fetch(`${url}/api/compliance/sanctions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ sdnCsv: list.sdnCsv, altCsv: list.altCsv, allowShrink: true }),
      });
      if (!loaded.ok) throw new Error(`loading the list: ${loaded.status} ${await loaded.text()}`);
      console.log(`sanctions list: ${list.parties} listed parties, ${list.aliases} aliases`);
    }
    const pgCpu = () => (databaseUrl ? [...cpuByPid(postgresPids()).values()].reduce((a, b) => a + b, 0) : null);
    const heapMb = async () => {
      const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      const used = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1];
      return used ? (Number(used) / 1024 / 1024).toFixed(0) : '?';
    };
    const rssMb = () => {
      try {
        return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${rest.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    };
    const body = await readFile(file);

    const run = async (dryRun: boolean, label: string) => {
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
      const cpuBefore = cpuByPid([rest.pid!]).get(rest.pid!) ?? 0;
      const pgBefore = pgCpu();
      const since = await cpuTimes();
      const t0 = performance.now();
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append('file', new Blob([body], { type: 'text/csv' }), 'clients.csv');
      const posted = await fetch(`${url}/api/import/clients`, { method: 'POST', headers: auth, body: form });
      if (!posted.ok) throw new Error(`POST /api/import/clients: ${posted.status} ${await posted.text()}`);
      let reply = (await posted.json()) as ImportState;
      const heaps: string[] = [];
      let nextFifth = 1;
      while (reply.status === 'RUNNING' || reply.progress.done < reply.progress.total) {
        await new Promise((r) => setTimeout(r, 250));
        reply = (await (await fetch(`${url}/api/import/${reply.importID}?limit=0`, { headers: auth })).json()) as ImportState;
        if (reply.progress.total > 0 && reply.progress.done >= (nextFifth * reply.progress.total) / 5 && nextFifth < 5) {
          heaps.push(await heapMb());
          nextFifth += 1;
        }
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      heaps.push(await heapMb());
      const cpu = (cpuByPid([rest.pid!]).get(rest.pid!) ?? 0) - cpuBefore;
      const pgAfter = pgCpu();
      console.log(
        `${label} on ${backend}: ${seconds.toFixed(1)} s, ${reply.status}: ${reply.new} new, ${reply.same} same, ${reply.changed} changed, ` +
          `${reply.refused} refused, ${reply.held} held; REST process: peak RSS ${peak.toFixed(0)} MB, heap after each fifth of the rows ` +
          `${heaps.join(' / ')} MB, CPU ${cpu.toFixed(1)} s` +
          (pgAfter !== null && pgBefore !== null ? `; PostgreSQL's processes ${(pgAfter - pgBefore).toFixed(1)} s of CPU` : '') +
          `; ${await machine(since)}`,
      );
      if (reply.error) console.log(`  error: ${reply.error}`);
    };
    if (!values['skip-dry-run']) await run(true, 'dry run');
    if (values['dry-run-only']) return;
    await run(false, 'import');
    if (!values['skip-again']) await run(false, 'the same file again');
  } finally {
    rest.kill('SIGTERM');
    await once(rest, 'exit');
  }
}

/** What GET /api/import/{id}?limit=0 answers (docs/import.md "Calls"), the fields read here. */
interface ImportState {
  importID: number;
  status: string;
  error?: string;
  progress: { done: number; total: number };
  new: number;
  same: number;
  changed: number;
  refused: number;
  held: number;
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

  if (!values['in-process']) {
    try {
      await productRuns(work, file);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    return;
  }
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(work, 'data'), LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { logger: false, print: () => undefined });
  const backend = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  const { rows: existing } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  if (existing[0]!.n > 0) throw new Error('The database holds clients: run on an empty database');
  const { rows: admins } = await app.db.query<{ id: number }>('SELECT id FROM employees WHERE role_id = 1 ORDER BY id LIMIT 1');
  const caller = { employeeId: admins[0]!.id, roleId: 1 } as Caller;
  const list = sanctionsFiles();
  if (list) {
    await loadSanctionsList(app.db, caller.employeeId, list.sdnCsv, list.altCsv, { allowShrink: true });
    console.log(`sanctions list: ${list.parties} listed parties, ${list.aliases} aliases`);
  }
  const statementTimes = new Map<string, { ms: number; n: number }>();
  const db = values.statements ? timed(app.db, statementTimes) : app.db;
  const ctx = { db, sanctions: app.sanctions, timeZone: config.agency.timeZone, now: () => new Date() };

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const rss = () => `${(peak / 1024 / 1024).toFixed(0)} MB`;

  /** CPU seconds (user + system) the backends serving this database have used so far; null on PGlite. */
  async function postgresCpu(): Promise<number | null> {
    if (!config.databaseUrl) return null;
    const { rows: pids } = await app.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    let ticks = 0;
    for (const { pid } of pids) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      if (!stat) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of proc(5))
    }
    return ticks / 100;
  }

  async function once_(dryRun: boolean, label: string) {
    const kept = join(importDir(config.dataDir), `${randomUUID()}.upload`);
    await mkdir(importDir(config.dataDir), { recursive: true });
    await copyFile(file, kept);
    peak = 0;
    const cpuBefore = process.cpuUsage();
    const pgBefore = await postgresCpu();
    t = performance.now();
    const { id } = await startImport(app.db, caller, { path: kept, name: 'clients.csv', sha256: label, dryRun, mapping: undefined });
    const counted = performance.now() - t;
    // The heap after every fifth of the rows: flat memory is a heap that does not grow with them.
    const heaps: string[] = [];
    let nextFifth = 1;
    await runImport(ctx, id, {
      ...(values.worker ? { screeningWorker: values.worker === 'on' } : {}),
      onProgress: (done, total) => {
        if (total > 0 && done >= (nextFifth * total) / 5) {
          // What is still reachable (node --expose-gc), not the garbage not yet collected.
          (globalThis as { gc?: () => void }).gc?.();
          heaps.push(`${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)}`);
          nextFifth += 1;
        }
      },
    });
    const seconds = (performance.now() - t) / 1000;
    // The peak of the run itself: reading the whole report back below is the reply's, not the run's.
    const runPeak = rss();
    const cpu = process.cpuUsage(cpuBefore);
    const pgAfter = await postgresCpu();
    const cpuText =
      `CPU: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s` +
      (pgAfter !== null && pgBefore !== null ? `, PostgreSQL's backends ${(pgAfter - pgBefore).toFixed(1)} s` : '');
    const reply = await importReply(app.db, id);
    if (values.statements) {
      const sorted = [...statementTimes.entries()].sort((a, b) => b[1].ms - a[1].ms);
      for (const [sql, { ms, n }] of sorted) console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s ${String(n).padStart(6)}x  ${sql}`);
      statementTimes.clear();
    }
    console.log(
      `${label} on ${backend}: ${seconds.toFixed(1)} s (of which ${(counted / 1000).toFixed(1)} s reading the file once to count and map it), ` +
        `${reply.status}: ${reply.new} new, ${reply.same} same, ${reply.changed} changed, ${reply.refused} refused, ${reply.held} held; peak RSS ${runPeak}, heap after each fifth of the rows ${heaps.join(' / ')} MB; ${cpuText}; load ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`,
    );
    if (reply.error) console.log(`  error: ${reply.error}`);
    return reply;
  }

  try {
    if (!values['skip-dry-run']) await once_(true, 'dry run');
    if (values['dry-run-only']) return;
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
