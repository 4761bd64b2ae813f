/**
 * The gateway's own CPU per orders page, without REST and PostgreSQL competing for the cores: the
 * figure to compare when changing the gateway (gateway-overhead.bench.ts measures the ratio the
 * lists issue sets, but on 2 shared cores its run-to-run noise hides changes of 5-10%).
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/gateway-cpu.bench.ts [--requests 10000] [--concurrency 50]
 *
 * Starts the real REST API once to record 50 real pages of the complex search (1..50 of 18, newest
 * first), stops it, and serves those recorded replies from a small replay process in its place; the
 * built gateway (started as `npm start` starts it) answers `orders(page, perPage: 18)` against it.
 * Prints the gateway's CPU microseconds (user + system, from /proc) per request for three runs of
 * `requests` after a warm-up, and the throughput. Nothing here checks the REST API: the replay only
 * keeps its cost out of the gateway's figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { ORDERS_PAGE_QUERY, arg, complexSearchBody, cpuByPid, freePort, nodeArgs, signIn, start, waitFor } from './processes.js';

const REQUESTS = arg('requests', 10000);
const CONCURRENCY = arg('concurrency', 50);

/**
 * A process answering POST bodies { pagination: { page } } with the recorded reply of that page, and
 * GETs (the gateway's readiness probe /api/health, its signed-in check /api/auth/me) with their
 * recorded replies.
 */
const REPLAY_SERVER = `
const { createServer } = require('node:http');
const pages = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const key = req.method === 'GET' ? req.url : JSON.parse(Buffer.concat(chunks).toString()).pagination.page;
    const body = Buffer.from(pages[key] ?? '{}');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

async function recordPages(): Promise<{ pages: Record<number | string, string>; token: string }> {
  const restPort = await freePort();
  const rest = start('rest-api', { REST_PORT: String(restPort), REST_HOST: '127.0.0.1', LOGIN_RATE_LIMIT_PER_EMAIL: '1000' });
  try {
    const restUrl = `http://127.0.0.1:${restPort}`;
    await waitFor(`${restUrl}/api/health`, rest, 60_000);
    const token = await signIn(restUrl);
    const pages: Record<number | string, string> = {};
    for (const path of ['/api/health', '/api/auth/me']) {
      const reply = await fetch(`${restUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!reply.ok) throw new Error(`recording ${path}: REST answered ${reply.status}`);
      pages[path] = await reply.text();
    }
    for (let page = 1; page <= 50; page += 1) {
      const reply = await fetch(`${restUrl}/api/transaction/search/complex/table`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: complexSearchBody(page),
      });
      if (!reply.ok) throw new Error(`recording page ${page}: REST answered ${reply.status}`);
      pages[page] = await reply.text();
    }
    return { pages, token };
  } finally {
    rest.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const folder = mkdtempSync(join(tmpdir(), 'gateway-cpu-'));
  const pagesFile = join(folder, 'pages.json');
  const { pages, token } = await recordPages();
  writeFileSync(pagesFile, JSON.stringify(pages));
  const replayPort = await freePort();
  const gatewayPort = await freePort();
  const replay = spawn(process.execPath, ['-e', REPLAY_SERVER, pagesFile, String(replayPort)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const gateway = start(
    'gateway',
    { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${replayPort}` },
    nodeArgs('GATEWAY_NODE_ARGS'),
  );
  const pool = new Pool(`http://127.0.0.1:${gatewayPort}`, { connections: CONCURRENCY });
  try {
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 60_000);
    const run = async (count: number) => {
      let next = 0;
      const worker = async () => {
        while (next < count) {
          const page = (next++ % 50) + 1;
          const response = await pool.request({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: ORDERS_PAGE_QUERY, variables: { page } }),
          });
          const reply = (await response.body.json()) as { data?: { orders?: { items?: unknown[] } } };
          if (reply.data?.orders?.items?.length !== 18) throw new Error(`bad answer: ${JSON.stringify(reply).slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    await run(3000);
    const lines: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = cpuByPid([gateway.pid!]).get(gateway.pid!)!;
      const started = performance.now();
      await run(REQUESTS);
      const seconds = (performance.now() - started) / 1000;
      const used = cpuByPid([gateway.pid!]).get(gateway.pid!)! - before;
      lines.push(`${((1e6 * used) / REQUESTS).toFixed(0)} µs/request (${(REQUESTS / seconds).toFixed(0)} req/s)`);
    }
    console.log(`gateway CPU per orders page, ${REQUESTS} requests a run, concurrency ${CONCURRENCY}:\n  ${lines.join('\n  ')}`);
  } finally {
    await pool.close();
    gateway.kill('SIGTERM');
    replay.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
