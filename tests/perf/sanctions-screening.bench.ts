/**
 * Latency of one sanctions screening with the full matcher (docs/compliance.md "How names are
 * compared"; target of issue 29: 5 ms p95 per name against a list of OFAC's size, and a load of
 * the list under 10 s) as confirm, client create and recipient create run it: the version check
 * (one SELECT) and the search of the list the REST process keeps in memory.
 *
 *   npx tsx tests/perf/sanctions-screening.bench.ts [--entries 18000] [--runs 3000]
 *
 * Builds the evaluation's list (rest-api/src/compliance/evaluation/sdn-generator.ts: 18,000 entries
 * in SDN's patterns, about 20,000 aliases) in OFAC's sdn.csv / alt.csv layout, loads it through the
 * REST API's own loader into an in-memory PGlite (or DATABASE_URL's PostgreSQL when set), reads it
 * into the screener's index, then screens common client names (most clear) and listed names
 * written otherwise (given names first, a typo, Cyrillic look-alikes: matches), after 300 warm-up
 * screenings. Prints the machine's load average beside the figures, p50, p95 and max.
 */
import { readFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { createPgliteDatabase } from '../../rest-api/src/db/pglite.js';
import { createPostgresDatabase } from '../../rest-api/src/db/postgres.js';
import { runMigrations } from '../../rest-api/src/db/migrate.js';
import { loadSanctionsList } from '../../rest-api/src/compliance/sanctions-list.js';
import { SanctionsScreener } from '../../rest-api/src/compliance/screening.js';
import { commonClientNames, generateSdnList, seededRandom } from '../../rest-api/src/compliance/evaluation/sdn-generator.js';

/** Rows in OFAC's layout: every field quoted, CRLF line ends (csv-stringify, as every CSV we write). */
const ofacCsv = (rows: string[][]) => stringify(rows, { quoted: true, record_delimiter: 'windows' });

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENTRIES = arg('entries', 18_000);
const RUNS = arg('runs', 3000);
const WARMUP = 300;
const TARGET_MS = 5;
const LOAD_TARGET_S = 10;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', c: 'с', p: 'р' };

async function main() {
  const parties = generateSdnList(ENTRIES);
  const sdn: string[][] = [];
  const alt: string[][] = [];
  let altNum = 1;
  for (const p of parties) {
    const type = p.kind === 'entity' ? '-0-' : p.kind;
    sdn.push([String(p.entNum), p.name, type, p.program, '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', p.remarks ?? '-0-']);
    for (const a of p.aliases) alt.push([String(p.entNum), String(altNum++), 'aka', a, '-0-']);
  }
  const random = seededRandom(5);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const clients = commonClientNames(WARMUP + RUNS);
  const persons = parties.filter((p) => p.kind === 'individual');
  // 90% common client names (mostly clear), 10% listed persons written otherwise (matches).
  const names = clients.map((name) => {
    if (random() < 0.9) return name;
    const p = pick(persons);
    const written = [...p.given!, ...p.surnames!].join(' ');
    const r = random();
    if (r < 0.33) return written;
    if (r < 0.66) return [...written].map((c) => CYRILLIC[c] ?? c).join('');
    const at = 2 + Math.floor(random() * (written.length - 3));
    return written.slice(0, at) + 'e' + written.slice(at + 1);
  });

  const db = process.env.DATABASE_URL ? createPostgresDatabase(process.env.DATABASE_URL) : await createPgliteDatabase('memory://');
  try {
    await runMigrations(db);
    const before = loadAverage();
    const started = performance.now();
    const summary = await loadSanctionsList(db, null, ofacCsv(sdn), ofacCsv(alt), { allowShrink: true });
    const loadMs = performance.now() - started;
    const screener = new SanctionsScreener(0.92);
    const indexStarted = performance.now();
    await screener.refresh(db);
    const indexMs = performance.now() - indexStarted;

    const times: number[] = [];
    const memoryTimes: number[] = [];
    // The process's CPU time of the search (process.cpuUsage, microseconds): what the search costs
    // when the machine's other work takes the processor away mid-search.
    const cpuTimes: number[] = [];
    let matched = 0;
    for (const [i, name] of names.entries()) {
      const t0 = performance.now();
      const { matches } = await screener.screen(db, name);
      const t1 = performance.now();
      const cpu = process.cpuUsage();
      screener.screenInMemory(name);
      const t2 = performance.now();
      const used = process.cpuUsage(cpu);
      if (i < WARMUP) continue;
      times.push(t1 - t0);
      memoryTimes.push(t2 - t1);
      cpuTimes.push((used.user + used.system) / 1000);
      if (matches.length > 0) matched++;
    }
    times.sort((a, b) => a - b);
    memoryTimes.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const row = (label: string, t: number[]) =>
      `${label.padEnd(40)} ${percentile(t, 50).toFixed(2).padStart(7)} ${percentile(t, 95).toFixed(2).padStart(7)} ${t[t.length - 1]!.toFixed(2).padStart(7)}`;
    const loadS = (loadMs + indexMs) / 1000;
    console.log(`load average before: ${before}; after: ${loadAverage()}`);
    console.log(
      `${summary.entries} SDN entries, ${alt.length} aliases on ${db.kind}; load ${(loadMs / 1000).toFixed(2)} s + index ${(indexMs / 1000).toFixed(2)} s = ${loadS.toFixed(2)} s (target < ${LOAD_TARGET_S} s)`,
    );
    console.log(`${RUNS} screenings after ${WARMUP} warm-up ones, ${matched} with a match; target p95 <= ${TARGET_MS} ms\n`);
    console.log(`${'case'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
    console.log(row('screening (version SELECT + search)', times));
    console.log(row('search in memory alone', memoryTimes));
    console.log(row('search in memory alone, CPU time', cpuTimes));
    const within = percentile(times, 95) <= TARGET_MS && loadS < LOAD_TARGET_S;
    console.log(within ? '\nWithin target.' : '\nOVER TARGET.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
