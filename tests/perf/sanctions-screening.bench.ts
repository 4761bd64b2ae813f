/**
 * Latency of one sanctions screening (docs/compliance.md; target: 20 ms p95 against 20,000 SDN
 * entries) as confirm, client create and recipient create run it: the version check (one SELECT)
 * and the search of the list the REST process keeps in memory.
 *
 *   npx tsx tests/perf/sanctions-screening.bench.ts [--entries 20000] [--runs 2000]
 *
 * Builds an invented list in OFAC's sdn.csv / alt.csv layout (entries 'LAST, First Middle' and
 * companies, ~30% with an alias), loads it through the REST API's own loader into an in-memory
 * PGlite (or DATABASE_URL's PostgreSQL when set), then screens Brazilian client names (most clear)
 * and listed names with a typo (matches), after 200 warm-up screenings. Prints p50, p95 and max.
 */
import { createPgliteDatabase } from '../../rest-api/src/db/pglite.js';
import { createPostgresDatabase } from '../../rest-api/src/db/postgres.js';
import { runMigrations } from '../../rest-api/src/db/migrate.js';
import { loadSanctionsList } from '../../rest-api/src/compliance/sanctions-list.js';
import { SanctionsScreener } from '../../rest-api/src/compliance/screening.js';
import { stringify } from 'csv-stringify/sync';
import { FIRST_NAMES as FIRST, SURNAMES as LAST } from '../../rest-api/scripts/invented-names.js';

/** Rows in OFAC's layout: every field quoted, CRLF line ends (csv-stringify, as every CSV we write). */
const ofacCsv = (rows: string[][]) => stringify(rows, { quoted: true, record_delimiter: 'windows' });

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENTRIES = arg('entries', 20_000);
const RUNS = arg('runs', 2000);
const WARMUP = 200;
const TARGET_MS = 20;

let seed = 20261123;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'tal',
  've',
  'zan',
  'dor',
  'li',
  'su',
  'bek',
  'ra',
  'no',
  'gha',
  'im',
  'per',
  'sol',
  'tu',
  'xa',
  'el',
  'ond',
  'va',
  'rin',
  'mar',
  'qu',
];
const word = () => {
  const n = 2 + Math.floor(random() * 3);
  const w = Array.from({ length: n }, () => pick(SYLLABLES)).join('');
  return w[0]!.toUpperCase() + w.slice(1);
};
const COMPANY = ['TRADING', 'SHIPPING', 'GROUP', 'HOLDINGS', 'INDUSTRIES', 'LOGISTICS', 'PETROLEUM', 'EXCHANGE'];
const FORM = ['LLC', 'LTD', 'FZE', 'S.A.', 'CO.', 'GMBH'];
const PROGRAMS = ['SDNT', 'SDGT', 'IRAN', 'CYBER2', 'SDGT] [IRGC', 'RUSSIA-EO14024'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const sdn: string[][] = [];
  const alt: string[][] = [];
  const listed: string[] = [];
  for (let i = 1; i <= ENTRIES; i++) {
    const person = random() < 0.7;
    const name = person
      ? `${word().toUpperCase()} ${random() < 0.4 ? `${word().toUpperCase()}` : ''}`.trim() + `, ${word()} ${word()}`
      : `${word().toUpperCase()} ${pick(COMPANY)} ${pick(FORM)}`;
    listed.push(name);
    sdn.push([String(i), name, person ? 'individual' : '-0-', pick(PROGRAMS), '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', '-0-']);
    if (random() < 0.3) alt.push([String(i), String(i * 10), 'aka', `${word()} ${word().toUpperCase()}`, '-0-']);
  }
  const db = process.env.DATABASE_URL ? createPostgresDatabase(process.env.DATABASE_URL) : await createPgliteDatabase('memory://');
  try {
    await runMigrations(db);
    const started = performance.now();
    const summary = await loadSanctionsList(db, null, ofacCsv(sdn), ofacCsv(alt));
    const loadMs = performance.now() - started;
    const screener = new SanctionsScreener(0.92);
    const indexStarted = performance.now();
    await screener.refresh(db);
    const indexMs = performance.now() - indexStarted;

    // 90% client names (mostly clear), 10% listed names with one letter changed (matches).
    const names = Array.from({ length: WARMUP + RUNS }, () => {
      if (random() < 0.9) return `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
      const name = pick(listed);
      const at = 2 + Math.floor(random() * (name.length - 3));
      return name.slice(0, at) + 'e' + name.slice(at + 1);
    });
    const times: number[] = [];
    const memoryTimes: number[] = [];
    let matched = 0;
    for (const [i, name] of names.entries()) {
      const t0 = performance.now();
      const { matches } = await screener.screen(db, name);
      const t1 = performance.now();
      screener.screenInMemory(name);
      const t2 = performance.now();
      if (i < WARMUP) continue;
      times.push(t1 - t0);
      memoryTimes.push(t2 - t1);
      if (matches.length > 0) matched++;
    }
    times.sort((a, b) => a - b);
    memoryTimes.sort((a, b) => a - b);
    const row = (label: string, t: number[]) =>
      `${label.padEnd(40)} ${percentile(t, 50).toFixed(2).padStart(7)} ${percentile(t, 95).toFixed(2).padStart(7)} ${t[t.length - 1]!.toFixed(2).padStart(7)}`;
    console.log(
      `${summary.entries} SDN entries, ${alt.length} aliases on ${db.kind}; load ${(loadMs / 1000).toFixed(2)} s, index ${indexMs.toFixed(0)} ms`,
    );
    console.log(`${RUNS} screenings after ${WARMUP} warm-up ones, ${matched} with a match; target p95 <= ${TARGET_MS} ms\n`);
    console.log(`${'case'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
    console.log(row('screening (version SELECT + search)', times));
    console.log(row('search in memory alone', memoryTimes));
    console.log(percentile(times, 95) <= TARGET_MS ? '\nWithin target.' : '\nOVER TARGET.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
