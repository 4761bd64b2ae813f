/**
 * The embedded database against PostgreSQL (docs/decisions/0006-pglite-as-the-default.md): the REST
 * orders page (POST /api/transaction/search/complex/table, pages 1..50 of 18, newest first, no
 * filter) served by one REST API process on PGlite and by one on PostgreSQL holding the same rows,
 * at 50 concurrent requests. Prints each side's throughput, p50 and p95, the REST process's
 * resident memory (VmRSS, MB) after start and after the run, CPU ms per page, and the throughput
 * ratio PGlite/PostgreSQL (target 0.6 or more).
 *
 *   DATABASE_URL= DATA_DIR=/tmp/perf-pglite npx tsx tests/perf/generate.ts --orders 100000 --clients 10000 --recipients 10000
 *   createdb -h 127.0.0.1 -U postgres perf_pglite
 *   DATA_DIR=/tmp/perf-pglite DATABASE_URL= npm run db:copy -- --to postgres://postgres@127.0.0.1:5432/perf_pglite
 *   psql -h 127.0.0.1 -U postgres perf_pglite -c 'VACUUM ANALYZE'
 *   npx tsx tests/perf/pglite-vs-postgres.bench.ts --data-dir /tmp/perf-pglite \
 *     --postgres postgres://postgres@127.0.0.1:5432/perf_pglite [--requests 6000] [--rounds 6]
 *
 * Runs the built REST API (`npm run build` first) as `npm start` would (the start script's node
 * flags, NODE_ENV=production; REST_NODE_ARGS adds flags), one process per side, one side at a time
 * (the other stopped, so both have the machine's cores alike), in `--rounds` alternating rounds of
 * requests/rounds each after 300 warm-up requests; the PGlite process opens the DATA_DIR itself.
 */
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { load, quantile, restSide } from './overhead.js';
import { arg, cpuByPid, freePort, nodeArgs, postgresPids, signIn, start, waitFor } from './processes.js';

const REQUESTS = arg('requests', 6000);
const CONCURRENCY = arg('concurrency', 50);
const ROUNDS = arg('rounds', 6);
const WARMUP = 300;
const text = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (!value) throw new Error(`--${name} is required (see the usage at the top of this file)`);
  return value;
};

/** VmRSS of pid in MB. */
const residentMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

interface Side {
  name: string;
  env: Record<string, string>;
  latencies: number[];
  seconds: number;
  cpuRest: number;
  cpuPostgres: number;
  rss: { started: number; after: number };
}

/** Starts side's REST process, runs `count` requests (after the warm-up when `warm`), stops it. */
async function round(side: Side, count: number, warm: boolean): Promise<void> {
  const port = await freePort();
  const rest: ChildProcess = start(
    'rest-api',
    {
      REST_PORT: String(port),
      REST_HOST: '127.0.0.1',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
      LOGIN_RATE_LIMIT_PER_EMAIL: '1000',
      ...side.env,
    },
    nodeArgs('REST_NODE_ARGS'),
  );
  const exited = new Promise<void>((r) => rest.once('exit', () => r()));
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, rest, 120_000);
    side.rss.started = Math.max(side.rss.started, residentMb(rest.pid!));
    const token = await signIn(`http://127.0.0.1:${port}`);
    const orders = restSide(`http://127.0.0.1:${port}`, CONCURRENCY);
    const { pool } = orders;
    if (warm) await load(orders, { token, deadline: Infinity }, WARMUP, CONCURRENCY);
    const before = { rest: cpuByPid([rest.pid!]), postgres: cpuByPid(postgresPids()) };
    const run = await load(orders, { token, deadline: Infinity }, count, CONCURRENCY);
    const after = { rest: cpuByPid([rest.pid!]), postgres: cpuByPid(postgresPids()) };
    side.rss.after = Math.max(side.rss.after, residentMb(rest.pid!));
    await pool.close();
    side.latencies.push(...run.latencies);
    side.seconds += run.seconds;
    side.cpuRest += after.rest.get(rest.pid!)! - before.rest.get(rest.pid!)!;
    for (const [pid, used] of after.postgres) side.cpuPostgres += used - (before.postgres.get(pid) ?? used);
  } finally {
    rest.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const sides: Side[] = (
    [
      { name: 'PGlite', env: { DATABASE_URL: '', DATA_DIR: text('data-dir') } },
      { name: 'PostgreSQL', env: { DATABASE_URL: text('postgres') } },
    ] as { name: string; env: Record<string, string> }[]
  ).map((s) => ({ ...s, latencies: [], seconds: 0, cpuRest: 0, cpuPostgres: 0, rss: { started: 0, after: 0 } }));
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // Alternating which side goes first, so slow drifts of the shared machine fall on both alike.
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) await round(side, Math.ceil(REQUESTS / ROUNDS), true);
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('side        requests   req/s   p50 ms   p95 ms   REST cpu ms/page   pg cpu ms/page   REST VmRSS MB (started / after run)');
  for (const s of sides) {
    const n = s.latencies.length;
    console.log(
      `${s.name.padEnd(12)}${String(n).padStart(8)}${(n / s.seconds).toFixed(0).padStart(8)}${quantile(s.latencies, 0.5).toFixed(1).padStart(9)}` +
        `${quantile(s.latencies, 0.95).toFixed(1).padStart(9)}${((1000 * s.cpuRest) / n).toFixed(2).padStart(19)}` +
        `${((1000 * s.cpuPostgres) / n).toFixed(2).padStart(17)}   ${s.rss.started} / ${s.rss.after}`,
    );
  }
  const [pglite, postgres] = sides.map((s) => s.latencies.length / s.seconds) as [number, number];
  const ratio = pglite / postgres;
  console.log(`\nthroughput ratio PGlite/PostgreSQL: ${ratio.toFixed(2)} (target >= 0.6) ${ratio >= 0.6 ? 'ok' : 'UNDER'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
