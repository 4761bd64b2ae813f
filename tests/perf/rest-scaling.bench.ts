/**
 * Scaling with REST processes (docs/operations.md "Processes"): the orders page through one gateway
 * balancing over 1, 2 and 4 REST API processes on one PostgreSQL database, at 50 concurrent
 * requests. Reports throughput, p50 and p95 per count, the CPU seconds each kind of process used,
 * and the machine's load average before and after each run.
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/rest-scaling.bench.ts [--requests 4000] [--concurrency 50]
 *
 * Runs the built processes (`npm run build` first) on free loopback ports with a shared
 * GATEWAY_SECRET, as `npm start` would with REST_PROCESSES=n; a closed loop of `concurrency` workers
 * asks pages 1..50 of 18 orders (newest first, no filter), 200 warm-up requests then `requests`
 * measured ones per count.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { graphqlSide, load, quantile } from './overhead.js';
import { arg, cpuByPid, freePort, postgresPids, signIn, start, waitFor } from './processes.js';

const REQUESTS = arg('requests', 4000);
const CONCURRENCY = arg('concurrency', 50);
const WARMUP = 200;
const SECRET = 'rest-scaling-bench-gateway-secret';

const sum = (m: Map<number, number>, pids: number[]) => pids.reduce((s, p) => s + (m.get(p) ?? 0), 0);

async function run(n: number): Promise<string> {
  const children: ChildProcess[] = [];
  try {
    const urls: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const port = await freePort();
      const rest = start('rest-api', {
        REST_PORT: String(port),
        REST_HOST: '127.0.0.1',
        GATEWAY_SECRET: SECRET,
        LOGIN_RATE_LIMIT_PER_EMAIL: '1000',
      });
      children.push(rest);
      await waitFor(`http://127.0.0.1:${port}/api/health`, rest, 60_000);
      urls.push(`http://127.0.0.1:${port}`);
    }
    const gatewayPort = await freePort();
    const gateway = start('gateway', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      REST_API_URL: urls.join(','),
      GATEWAY_SECRET: SECRET,
    });
    children.push(gateway);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 60_000);
    const token = await signIn(urls[0]!);
    const orders = graphqlSide(`http://127.0.0.1:${gatewayPort}`, CONCURRENCY);
    const { pool } = orders;
    await load(orders, { token, deadline: Infinity }, WARMUP, CONCURRENCY);
    const restPids = children.slice(0, n).map((c) => c.pid!);
    const pgPids = postgresPids();
    const loadBefore = loadavg()[0]!.toFixed(2);
    const cpu0 = cpuByPid([...restPids, gateway.pid!, ...pgPids]);
    const { latencies, seconds } = await load(orders, { token, deadline: Infinity }, REQUESTS, CONCURRENCY);
    const cpu1 = cpuByPid([...restPids, gateway.pid!, ...pgPids]);
    const loadAfter = loadavg()[0]!.toFixed(2);
    await pool.close();
    const cpu = (pids: number[]) => (sum(cpu1, pids) - sum(cpu0, pids)).toFixed(1);
    return [
      String(n).padStart(4),
      (REQUESTS / seconds).toFixed(0).padStart(8),
      quantile(latencies, 0.5).toFixed(1).padStart(8),
      quantile(latencies, 0.95).toFixed(1).padStart(8),
      cpu([gateway.pid!]).padStart(8),
      cpu(restPids).padStart(8),
      cpu(pgPids).padStart(8),
      `${loadBefore} -> ${loadAfter}`.padStart(16),
    ].join('  ');
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const lines = [
    `${REQUESTS} orders pages through one gateway at ${CONCURRENCY} concurrent requests (after ${WARMUP} warm-up)`,
    '',
    'REST     req/s   p50 ms   p95 ms  gw cpu s  REST cpu s  pg cpu s     load 1 min',
  ];
  for (const n of [1, 2, 4]) {
    lines.push(await run(n));
    process.stdout.write(`${lines.at(-1)}\n`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
