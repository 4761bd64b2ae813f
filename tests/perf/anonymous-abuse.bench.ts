/**
 * Can anonymous callers slow a clerk down? (issue: hardening, item 3). A signed-in clerk asks the
 * gateway for the orders page, one request after another, first alone ("quiet") and then while
 * `--abusers` anonymous clients hammer /graphql as fast as they can ("abused"), in alternating rounds.
 * Target: the clerk's median latency abused is within 1.5x of quiet.
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/anonymous-abuse.bench.ts [--requests 600] [--abusers 5] [--rounds 3] [--kinds 0,1,...] [--rate N] [--anonymous-limit N]
 *
 * `--anonymous-limit N` starts the gateway with ANONYMOUS_REQUESTS_PER_MINUTE=N (0: no limit); by
 * default it runs with the product's own limit (docs/graphql-limits.md#anonymous-callers).
 *
 * Each abusive client cycles through: a 10 MB JSON body of whitespace (Content-Length), 10 MB sent
 * chunked (no Content-Length), a 16 KB query nested 400 levels deep, 15 KB of aliases, 16 KB of
 * whitespace around `{ __typename }` (the most parsing an anonymous caller may ask for), and the
 * full introspection query. The abusers run in a child process of their own (this file with
 * `--abuser`), so their CPU is not this process's; the REST API and the gateway run as `npm start`
 * runs them (`npm run build` first), on the database tests/perf/generate.ts loaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { getIntrospectionQuery } from 'graphql';
import { Client, Pool } from 'undici';
import { ORDERS_PAGE_QUERY, arg, cpuByPid, freePort, nodeArgs, signIn, start, waitFor } from './processes.js';

const REQUESTS = arg('requests', 600);
const ABUSERS = arg('abusers', 5);
const ROUNDS = arg('rounds', 3);
/** Requests a second each abuser sends; 0: as fast as the gateway answers (a closed loop). */
const RATE = arg('rate', 0);
const WARMUP = 50;
/** ANONYMOUS_REQUESTS_PER_MINUTE of the gateway; -1: as the product ships (unset). */
const ANONYMOUS_LIMIT = process.argv.includes('--anonymous-limit') ? arg('anonymous-limit', 0) : -1;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

// ---------------------------------------------------------------------------------------------
// The abusers (child process)

const TEN_MB = 10 * 1024 * 1024;
const bigBody = Buffer.from(`{"query": "${' '.repeat(TEN_MB)}{ __typename }"}`);
const deepQuery = JSON.stringify({ query: `{ order(id: "1") { ${'originalOrder { '.repeat(400)} id ${'} '.repeat(400)} } }` });
const aliasQuery = JSON.stringify({ query: `{ ${Array.from({ length: 900 }, (_, i) => `a${i}: __typename`).join(' ')} }` }); // ~15 KB
const whitespaceQuery = JSON.stringify({ query: `${' '.repeat(16 * 1024 - 40)}{ __typename }` });
const introspection = JSON.stringify({ query: getIntrospectionQuery() });

type Abuse = (client: Client) => Promise<number>;

async function post(client: Client, body: Buffer | string | Readable, headers: Record<string, string> = {}): Promise<number> {
  const response = await client.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await response.body.dump();
  return response.statusCode;
}

const ABUSES: [string, Abuse][] = [
  ['10 MB body', (c) => post(c, bigBody)],
  [
    '10 MB chunked',
    (c) =>
      post(
        c,
        Readable.from(
          (function* () {
            for (let at = 0; at < bigBody.length; at += 64 * 1024) yield bigBody.subarray(at, at + 64 * 1024);
          })(),
        ),
      ),
  ],
  ['nested 400 deep', (c) => post(c, deepQuery)],
  ['15 KB of aliases', (c) => post(c, aliasQuery)],
  ['16 KB of whitespace', (c) => post(c, whitespaceQuery)],
  ['introspection', (c) => post(c, introspection)],
];

/** The kinds of abuse in use: --kinds 0,2 picks some (by their order in ABUSES), all by default. */
function kinds(): [string, Abuse][] {
  const i = process.argv.indexOf('--kinds');
  if (i < 0) return ABUSES;
  return process.argv[i + 1]!.split(',').map((k) => ABUSES[Number(k)]!);
}

/** Runs `count` abusive clients against `url` until killed; prints a tally of answers every second. */
async function abuse(url: string, count: number): Promise<void> {
  const chosen = kinds();
  const tally: Record<string, number> = {};
  setInterval(() => process.stdout.write(`${JSON.stringify(tally)}\n`), 1000).unref();
  const one = async (i: number) => {
    let client = new Client(url);
    for (let n = i; ; n += 1) {
      const [name, run] = chosen[n % chosen.length]!;
      let outcome: string;
      try {
        outcome = String(await run(client));
      } catch (error) {
        // The gateway may close the connection on a refused upload: a new one, as an attacker would.
        outcome = (error as { code?: string }).code ?? 'error';
        client.destroy().catch(() => undefined);
        client = new Client(url);
      }
      const key = `${name}: ${outcome}`;
      tally[key] = (tally[key] ?? 0) + 1;
      if (RATE > 0) await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
  };
  await Promise.all(Array.from({ length: count }, (_, i) => one(i)));
}

// ---------------------------------------------------------------------------------------------
// The clerk and the report

/** The clerk's latencies (ms) for `count` orders pages, one after another. */
async function clerk(pool: Pool, token: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = JSON.stringify({ query: ORDERS_PAGE_QUERY, variables: { page: (i % 50) + 1 } });
    const t0 = performance.now();
    const response = await pool.request({
      method: 'POST',
      path: '/graphql',
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const parsed = (await response.body.json()) as { data?: { orders?: { items?: unknown[] } } };
    latencies.push(performance.now() - t0);
    if (response.statusCode !== 200 || !parsed.data?.orders?.items)
      throw new Error(`clerk: bad answer ${response.statusCode} ${JSON.stringify(parsed).slice(0, 200)}`);
  }
  return latencies;
}

function startAbusers(url: string): { child: ChildProcess; lastTally: () => string } {
  const passed = [
    ...(process.argv.includes('--kinds') ? ['--kinds', process.argv[process.argv.indexOf('--kinds') + 1]!] : []),
    '--rate',
    String(RATE),
  ];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--abuser', url, '--abusers', String(ABUSERS), ...passed],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let last = '{}';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().trim().split('\n');
    last = lines[lines.length - 1] ?? last;
  });
  return { child, lastTally: () => last };
}

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
    {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      REST_API_URL: `http://127.0.0.1:${restPort}`,
      ...(ANONYMOUS_LIMIT >= 0 ? { ANONYMOUS_REQUESTS_PER_MINUTE: String(ANONYMOUS_LIMIT) } : {}),
    },
    nodeArgs('GATEWAY_NODE_ARGS'),
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  let abusers: ReturnType<typeof startAbusers> | null = null;
  try {
    await waitFor(`http://127.0.0.1:${restPort}/api/health`, rest, 60_000);
    await waitFor(`${gatewayUrl}/healthz`, gateway, 60_000);
    const token = await signIn(`http://127.0.0.1:${restPort}`);
    const pool = new Pool(gatewayUrl, { connections: 1 });
    await clerk(pool, token, WARMUP);

    const quiet: number[] = [];
    const abused: number[] = [];
    const gatewayCpu = { quiet: 0, abused: 0, quietSeconds: 0, abusedSeconds: 0, abusers: 0 };
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    const tallies: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const phase of ['quiet', 'abused'] as const) {
        if (phase === 'abused') {
          abusers = startAbusers(gatewayUrl);
          await new Promise((r) => setTimeout(r, 2000)); // let them get going
        }
        const cpuBefore = cpuByPid([gateway.pid!]).get(gateway.pid!) ?? 0;
        const t0 = performance.now();
        (phase === 'quiet' ? quiet : abused).push(...(await clerk(pool, token, perRound)));
        gatewayCpu[phase] += (cpuByPid([gateway.pid!]).get(gateway.pid!) ?? 0) - cpuBefore;
        gatewayCpu[phase === 'quiet' ? 'quietSeconds' : 'abusedSeconds'] += (performance.now() - t0) / 1000;
        if (abusers) {
          gatewayCpu.abusers += cpuByPid([abusers.child.pid!]).get(abusers.child.pid!) ?? 0;
          tallies.push(abusers.lastTally());
          abusers.child.kill('SIGTERM');
          await new Promise((r) => abusers!.child.once('exit', r));
          abusers = null;
        }
      }
    }
    await pool.close();

    const row = (name: string, values: number[]) =>
      `${name.padEnd(8)} ${String(values.length).padStart(8)} ${quantile(values, 0.5).toFixed(1).padStart(8)} ${quantile(values, 0.95).toFixed(1).padStart(8)} ${quantile(values, 0.99).toFixed(1).padStart(8)}`;
    console.log(`clerk: the orders page through the gateway, one request at a time; ${ABUSERS} anonymous abusers in the abused phases\n`);
    console.log(`${'phase'.padEnd(8)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    console.log(row('quiet', quiet));
    console.log(row('abused', abused));
    const ratio = quantile(abused, 0.5) / quantile(quiet, 0.5);
    console.log(`\nmedian ratio abused/quiet: ${ratio.toFixed(2)} (target <= 1.5) ${ratio <= 1.5 ? 'ok' : 'OVER'}`);
    console.log(
      `gateway CPU: ${((100 * gatewayCpu.quiet) / gatewayCpu.quietSeconds).toFixed(0)}% of a core quiet, ${((100 * gatewayCpu.abused) / gatewayCpu.abusedSeconds).toFixed(0)}% abused; ` +
        `the abusers' own process: ${((100 * gatewayCpu.abusers) / gatewayCpu.abusedSeconds).toFixed(0)}% (2 s of start-up included)`,
    );
    console.log(
      `gateway's anonymous limit: ${ANONYMOUS_LIMIT < 0 ? 'as shipped' : ANONYMOUS_LIMIT === 0 ? 'off' : `${ANONYMOUS_LIMIT} a minute`}`,
    );
    console.log(
      `abusers: ${ABUSERS}, ${RATE > 0 ? `${RATE} requests a second each` : 'each sending its next request as soon as the last is answered'}`,
    );
    console.log(`abusers' answers (status or error, by kind) in each abused phase: ${tallies.join(' | ')}`);
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    abusers?.child.kill('SIGTERM');
    rest.kill('SIGTERM');
    gateway.kill('SIGTERM');
  }
}

if (process.argv.includes('--abuser')) {
  void abuse(process.argv[process.argv.indexOf('--abuser') + 1]!, ABUSERS);
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
