/**
 * The gateway's own CPU per orders page, without REST and PostgreSQL competing for the cores: the
 * figure to compare when changing the gateway (gateway-overhead.bench.ts measures the ratio the
 * lists issue sets, but on 2 shared cores its run-to-run noise hides changes of 5-10%).
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/gateway-cpu.bench.ts [--requests 10000] [--concurrency 50] [--runs 3] [--before gateway/dist-before] [--floor]
 *
 * Starts the real REST API once to record 50 real pages of the complex search (1..50 of 18, newest
 * first), stops it, and serves those recorded replies from a small replay process in its place; the
 * built gateway (started as `npm start` starts it) answers `orders(page, perPage: 18)` against it.
 * Prints the gateway's CPU microseconds (user + system, from /proc) per request for `--runs` runs of
 * `requests` after a warm-up. `--before` measures another build of the gateway in turn with this
 * one (copy gateway/dist to gateway/dist-before, change, rebuild), `--floor` a bare Node proxy
 * (bare-proxy.mjs): runs alternate between them. Nothing here checks the REST API: the replay only
 * keeps its cost out of the gateway's figure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import {
  ORDERS_PAGE_QUERY,
  arg,
  complexSearchBody,
  cpuByPid,
  freePort,
  nodeArgs,
  root,
  signIn,
  start,
  startBareProxy,
  waitFor,
} from './processes.js';

const REQUESTS = arg('requests', 10000);
const CONCURRENCY = arg('concurrency', 50);
const RUNS = arg('runs', 3);
/** `--before <folder>`: a second gateway build (a copy of gateway/dist kept inside gateway/, e.g. gateway/dist-before) measured in turn with the current one. */
const BEFORE = process.argv.includes('--before') ? process.argv[process.argv.indexOf('--before') + 1] : undefined;
/** `--floor`: also measure a bare Node proxy doing the least any gateway must (bare-proxy.mjs). */
const FLOOR = process.argv.includes('--floor');

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

/** One process answering the orders page, measured in turn with the others. */
interface Subject {
  name: string;
  child: ChildProcess;
  port: number;
  ready: string;
  pool?: Pool;
  runs: number[];
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const folder = mkdtempSync(join(tmpdir(), 'gateway-cpu-'));
  const pagesFile = join(folder, 'pages.json');
  const { pages, token } = await recordPages();
  writeFileSync(pagesFile, JSON.stringify(pages));
  const replayPort = await freePort();
  const replay = spawn(process.execPath, ['-e', REPLAY_SERVER, pagesFile, String(replayPort)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const restApiUrl = `http://127.0.0.1:${replayPort}`;
  const subjects: Subject[] = [];
  const gateway = async (name: string, server?: string) => {
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', REST_API_URL: restApiUrl };
    subjects.push({ name, port, ready: '/healthz', runs: [], child: start('gateway', env, nodeArgs('GATEWAY_NODE_ARGS'), server) });
  };
  await gateway('gateway');
  if (BEFORE) await gateway(`gateway from ${BEFORE}`, resolve(root, BEFORE, 'src/server.js'));
  if (FLOOR) {
    const port = await freePort();
    subjects.push({ name: 'floor (bare-proxy.mjs)', port, ready: '/', runs: [], child: startBareProxy(port, restApiUrl) });
  }
  try {
    for (const subject of subjects) {
      if (subject.ready === '/') await new Promise((r) => setTimeout(r, 1000));
      else await waitFor(`http://127.0.0.1:${subject.port}${subject.ready}`, subject.child, 60_000);
      subject.pool = new Pool(`http://127.0.0.1:${subject.port}`, { connections: CONCURRENCY });
    }
    const run = async (subject: Subject, count: number) => {
      let next = 0;
      const worker = async () => {
        while (next < count) {
          const page = (next++ % 50) + 1;
          const response = await subject.pool!.request({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: ORDERS_PAGE_QUERY, variables: { page } }),
          });
          const reply = (await response.body.json()) as { data?: { orders?: { items?: unknown[] } } };
          if (reply.data?.orders?.items?.length !== 18)
            throw new Error(`${subject.name}: bad answer: ${JSON.stringify(reply).slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    for (const subject of subjects) await run(subject, 3000);
    // Runs alternate between the subjects, so the machine's drifts fall on each alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const subject of i % 2 === 0 ? subjects : [...subjects].reverse()) {
        const pid = subject.child.pid!;
        const before = cpuByPid([pid]).get(pid)!;
        await run(subject, REQUESTS);
        subject.runs.push((1e6 * (cpuByPid([pid]).get(pid)! - before)) / REQUESTS);
      }
    }
    console.log(`CPU per orders page (µs, user + system), ${RUNS} runs of ${REQUESTS} requests, concurrency ${CONCURRENCY}:`);
    for (const subject of subjects) {
      const sorted = [...subject.runs].sort((a, b) => a - b);
      console.log(
        `  ${subject.name.padEnd(36)} median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0).padStart(4)}   runs ${subject.runs.map((r) => r.toFixed(0)).join(' ')}`,
      );
    }
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await Promise.all(subjects.flatMap((s) => (s.pool ? [s.pool.close()] : [])));
    for (const subject of subjects) subject.child.kill('SIGTERM');
    replay.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
