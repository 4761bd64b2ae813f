/**
 * The cost of the GraphQL gateway (issue: lists, item 6): the orders page with sender and
 * beneficiary names, fetched through GraphQL and straight from REST, over the same data, at 50
 * concurrent requests. Reports the ratio of median latencies (target 1.25 or less) and of
 * throughputs.
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/gateway-overhead.bench.ts [--requests 12000] [--concurrency 50] [--rounds 8]
 *
 * Runs the built REST API and gateway as two processes, as `npm start` does (NODE_ENV=production;
 * run `npm run build` first), on free loopback ports, and drives them from this process with a closed loop: each of the
 * `concurrency` workers sends its next request when the previous answered, until `requests` answers
 * per side (bounded; a 10-minute cap stops it anyway), in `--rounds` alternating rounds. Both sides ask
 * for the same pages (1..50 of 18 orders, newest first, no filter) in the same order.
 */
import { loadavg } from 'node:os';
import { Pool } from 'undici';
import { ORDERS_PAGE_QUERY, arg, complexSearchBody, cpuSnapshot, freePort, nodeArgs, signIn, start, waitFor } from './processes.js';

const REQUESTS = arg('requests', 12000);
const CONCURRENCY = arg('concurrency', 50);
const ROUNDS = arg('rounds', 8);
const WARMUP = 200;
const DEADLINE = Date.now() + 10 * 60_000;

interface Side {
  name: string;
  pool: Pool;
  request(page: number): { path: string; body: string };
  check(body: unknown): boolean;
}

/** Sends `count` requests with `CONCURRENCY` workers; returns each latency (ms) and the wall time. */
async function load(side: Side, token: string, count: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && Date.now() < DEADLINE) {
      const i = next++;
      const { path, body } = side.request((i % 50) + 1);
      const t0 = performance.now();
      const response = await side.pool.request({
        method: 'POST',
        path,
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      const parsed = await response.body.json();
      latencies.push(performance.now() - t0);
      if (response.statusCode !== 200 || !side.check(parsed))
        throw new Error(`${side.name}: bad answer ${response.statusCode} ${JSON.stringify(parsed).slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const restPort = await freePort();
  const gatewayPort = await freePort();
  const rest = start(
    'rest-api',
    { REST_PORT: String(restPort), REST_HOST: '127.0.0.1', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000', LOGIN_RATE_LIMIT_PER_EMAIL: '1000' },
    nodeArgs('REST_NODE_ARGS'),
  );
  const gateway = start(
    'gateway',
    { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${restPort}` },
    nodeArgs('GATEWAY_NODE_ARGS'),
  );
  try {
    await waitFor(`http://127.0.0.1:${restPort}/api/health`, rest, 60_000);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 60_000);
    const token = await signIn(`http://127.0.0.1:${restPort}`);

    const sides: Side[] = [
      {
        name: 'REST',
        pool: new Pool(`http://127.0.0.1:${restPort}`, { connections: CONCURRENCY }),
        request: (page) => ({
          path: '/api/transaction/search/complex/table',
          body: complexSearchBody(page),
        }),
        check: (b) =>
          Array.isArray((b as { transactions?: unknown[] }).transactions) && (b as { transactions: unknown[] }).transactions.length === 18,
      },
      {
        name: 'GraphQL',
        pool: new Pool(`http://127.0.0.1:${gatewayPort}`, { connections: CONCURRENCY }),
        request: (page) => ({ path: '/graphql', body: JSON.stringify({ query: ORDERS_PAGE_QUERY, variables: { page } }) }),
        check: (b) => (b as { data?: { orders?: { items?: unknown[] } } }).data?.orders?.items?.length === 18,
      },
    ];

    const latencies = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const seconds = new Map<string, number>(sides.map((s) => [s.name, 0]));
    const cpu = new Map<string, Record<string, number>>(sides.map((s) => [s.name, { rest: 0, gateway: 0, postgres: 0, load: 0 }]));
    // Warm both sides up, then run `ROUNDS` short rounds, alternating which side goes first, so slow
    // drifts of the machine (autovacuum, checkpoints, other work) fall on both sides alike.
    for (const side of sides) await load(side, token, WARMUP);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const before = cpuSnapshot(rest, gateway);
        const run = await load(side, token, Math.ceil(REQUESTS / ROUNDS));
        const after = cpuSnapshot(rest, gateway);
        for (const key of Object.keys(after)) cpu.get(side.name)![key]! += after[key]! - before[key]!;
        latencies.get(side.name)!.push(...run.latencies);
        seconds.set(side.name, seconds.get(side.name)! + run.seconds);
      }
    }
    await Promise.all(sides.map((s) => s.pool.close()));
    const summary = (name: string) => {
      const all = latencies.get(name)!;
      return { n: all.length, p50: quantile(all, 0.5), p95: quantile(all, 0.95), rps: all.length / seconds.get(name)! };
    };
    const results = { REST: summary('REST'), GraphQL: summary('GraphQL') };

    const restR = results.REST;
    const gqlR = results.GraphQL;
    const rows = [
      ['side', 'requests', 'p50 ms', 'p95 ms', 'req/s'],
      ['REST', restR.n, restR.p50.toFixed(1), restR.p95.toFixed(1), restR.rps.toFixed(0)],
      ['GraphQL', gqlR.n, gqlR.p50.toFixed(1), gqlR.p95.toFixed(1), gqlR.rps.toFixed(0)],
    ];
    for (const r of rows) console.log(r.map((c, i) => String(c).padEnd(i === 0 ? 9 : 10)).join(''));
    const ratio = gqlR.p50 / restR.p50;
    console.log(`\nmedian latency ratio GraphQL/REST: ${ratio.toFixed(2)} (target <= 1.25) ${ratio <= 1.25 ? 'ok' : 'OVER'}`);
    console.log(`throughput ratio GraphQL/REST: ${(gqlR.rps / restR.rps).toFixed(2)}`);
    console.log('\nCPU ms per request (user + system):');
    for (const side of sides) {
      const used = cpu.get(side.name)!;
      const n = latencies.get(side.name)!.length;
      const parts = Object.entries(used).map(([k, v]) => `${k} ${((1000 * v) / n).toFixed(2)}`);
      const total = Object.values(used).reduce((a, b) => a + b, 0);
      console.log(`  ${side.name.padEnd(8)} ${parts.join('  ')}  total ${((1000 * total) / n).toFixed(2)}`);
    }
    console.log(
      `concurrency ${CONCURRENCY}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    rest.kill('SIGTERM');
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
