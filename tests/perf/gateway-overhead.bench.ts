/**
 * The cost of the GraphQL gateway (issue: lists, item 6): the orders page with sender and
 * beneficiary names, fetched through GraphQL and straight from REST, over the same data, at 50
 * concurrent requests. Reports the ratio of median latencies (target 1.25 or less) and of
 * throughputs.
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/gateway-overhead.bench.ts [--requests 3000] [--concurrency 50]
 *
 * Runs the built REST API and gateway as two processes, as `npm start` does (NODE_ENV=production;
 * run `npm run build` first), on free loopback ports, and drives them from this process with a closed loop: each of the
 * `concurrency` workers sends its next request when the previous answered, until `requests` answers
 * per side (bounded; a 10-minute cap stops it anyway). Both sides ask for the same pages (1..50 of
 * 18 orders, newest first, no filter) in the same order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 3000);
const CONCURRENCY = arg('concurrency', 50);
const WARMUP = 200;
const DEADLINE = Date.now() + 10 * 60_000;
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'perf-admin-password';

const GRAPHQL_QUERY = `query OrdersPage($page: Int!) { orders(page: $page, perPage: 18) { total
  items { id senderName beneficiaryName amountUsd amountBrl remainingValue paymentDate status } } }`;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Extra node flags for one process, from the environment (e.g. GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'). */
const nodeArgs = (variable: string) => (process.env[variable] ?? '').split(' ').filter(Boolean);

function start(script: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...args, resolve(root, script)], { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU seconds (user + system) used so far by each process, from /proc (Linux; empty elsewhere). */
function cpuByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the ')' that ends the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone or not Linux
    }
  }
  return used;
}

/** Every PostgreSQL server process on this machine (the backends serving REST are among them). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds used by the REST API, the gateway, PostgreSQL and this load generator. */
function cpuSnapshot(rest: ChildProcess, gateway: ChildProcess): Record<string, number> {
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const own = process.cpuUsage();
  return {
    rest: sum(cpuByPid([rest.pid!])),
    gateway: sum(cpuByPid([gateway.pid!])),
    postgres: sum(cpuByPid(postgresPids())),
    load: (own.user + own.system) / 1e6,
  };
}

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
      const response = await side.pool.request({ method: 'POST', path, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
      const parsed = await response.body.json();
      latencies.push(performance.now() - t0);
      if (response.statusCode !== 200 || !side.check(parsed)) throw new Error(`${side.name}: bad answer ${response.statusCode} ${JSON.stringify(parsed).slice(0, 200)}`);
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
  const rest = start('rest-api/dist/src/server.js', { REST_PORT: String(restPort), REST_HOST: '127.0.0.1', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000', LOGIN_RATE_LIMIT_PER_EMAIL: '1000' }, nodeArgs('REST_NODE_ARGS'));
  const gateway = start('gateway/dist/src/server.js', { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${restPort}` }, nodeArgs('GATEWAY_NODE_ARGS'));
  try {
    await waitFor(`http://127.0.0.1:${restPort}/api/health`);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`);
    const login = await fetch(`http://127.0.0.1:${restPort}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`sign-in as ${ADMIN_EMAIL} failed`);

    const sides: Side[] = [
      {
        name: 'REST',
        pool: new Pool(`http://127.0.0.1:${restPort}`, { connections: CONCURRENCY }),
        request: (page) => ({
          path: '/api/transaction/search/complex/table',
          body: JSON.stringify({ senderName: '', recipientName: '', transactionID: -1, statusID: -1, start: '', end: '', transactionTypeID: -1, telephone: '', pagination: { page, perPage: 18 } }),
        }),
        check: (b) => Array.isArray((b as { transactions?: unknown[] }).transactions) && (b as { transactions: unknown[] }).transactions.length === 18,
      },
      {
        name: 'GraphQL',
        pool: new Pool(`http://127.0.0.1:${gatewayPort}`, { connections: CONCURRENCY }),
        request: (page) => ({ path: '/graphql', body: JSON.stringify({ query: GRAPHQL_QUERY, variables: { page } }) }),
        check: (b) => (b as { data?: { orders?: { items?: unknown[] } } }).data?.orders?.items?.length === 18,
      },
    ];

    const latencies = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const seconds = new Map<string, number>(sides.map((s) => [s.name, 0]));
    const cpu = new Map<string, Record<string, number>>(sides.map((s) => [s.name, { rest: 0, gateway: 0, postgres: 0, load: 0 }]));
    // Alternate the sides twice so neither always runs on a warmer or cooler machine.
    for (const order of [sides, [...sides].reverse()]) {
      for (const side of order) {
        await load(side, token, WARMUP);
        const before = cpuSnapshot(rest, gateway);
        const run = await load(side, token, REQUESTS / 2);
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

    const restR = results.REST!;
    const gqlR = results.GraphQL!;
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
    console.log(`concurrency ${CONCURRENCY}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    rest.kill('SIGTERM');
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
