/**
 * The cost of live updates (issue 33 item 4, docs/live-updates.md):
 * - memory: what 200 open subscriptions (200 graphql-ws sockets, one `ordersChanged` each) add to a
 *   gateway's resident memory (target under 50 MB);
 * - queries: p50 and p95 of a query one at a time with none open and with the 200 open (target: no
 *   measurable difference);
 * - delivery: from the moment a write is sent to a REST process (so the write's own time included)
 *   to each subscriber's receipt of its event, and from its NOTIFY (the event's editedAt) to the
 *   receipt; 200 subscribers split over two gateways, writes alternating between two REST processes
 *   on one PostgreSQL database (target p95 under 200 ms).
 *
 *   npx tsx tests/perf/live-updates.bench.ts [--subscribers 200] [--writes 60] [--queries 600]
 *
 * Runs the built REST API (twice) and gateway (twice) as `npm start` does (processes.ts; run
 * `npm run build` first) on a fresh PostgreSQL database (TEST_PG_URL or 127.0.0.1:5432) that it
 * drops at the end; the subscribers are graphql-ws clients in this process.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { confirmBody, freshDatabase } from '../ops/support.js';
import { arg, freePort, start, waitFor } from './processes.js';

const SUBSCRIBERS = arg('subscribers', 200);
const WRITES = arg('writes', 60);
const QUERIES = arg('queries', 600);
const ADMIN = { email: 'live-bench@agency.test', password: 'counter-quartz-lantern-93' };

/** Resident memory of a process in MB (/proc/PID/status VmRSS). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** p50 and p95 of `count` queries sent one at a time to the gateway at `url`. */
async function queryLatency(url: string, token: string, count: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const reply = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ orders(perPage: 18) { total items { id senderName status } } }' }),
    });
    const body = (await reply.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Where each subscriber's events are noted: order id -> receipt instants (performance.now()). */
const received = new Map<string, number[]>();
/** Order id -> ms from the write's NOTIFY (editedAt, the database's clock on this machine) to each receipt (Date.now()). */
const sinceNotify = new Map<string, number[]>();

/** Opens a subscriber on `wsUrl`; resolves once its socket is acknowledged. */
async function subscriber(wsUrl: string, token: string): Promise<Client> {
  let acknowledged: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 50,
    on: { connected: () => acknowledged() },
  });
  client.subscribe<{ ordersChanged: { id: string; editedAt: string } }>(
    { query: 'subscription { ordersChanged { id editedAt } }' },
    {
      next: ({ data }) => {
        if (!data) return;
        const at = performance.now();
        const list = received.get(data.ordersChanged.id) ?? [];
        list.push(at);
        received.set(data.ordersChanged.id, list);
        const fromNotify = sinceNotify.get(data.ordersChanged.id) ?? [];
        fromNotify.push(Date.now() - Date.parse(data.ordersChanged.editedAt));
        sinceNotify.set(data.ordersChanged.id, fromNotify);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await connected;
  return client;
}

/** Confirms an order through the REST process at `url`; returns its id and when the request was sent. */
async function write(url: string, token: string): Promise<{ id: string; sent: number }> {
  const sent = performance.now();
  const reply = await fetch(`${url}/api/transaction/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(confirmBody()),
  });
  const body = (await reply.json()) as { transaction?: { transactionDetail: { id: number } } };
  if (reply.status !== 201 || !body.transaction) throw new Error(`confirm failed: ${reply.status} ${JSON.stringify(body)}`);
  return { id: String(body.transaction.transactionDetail.id), sent };
}

/** Resolves once `count` subscribers noted order `id` (or after `timeoutMs`); returns how many did. */
async function deliveredTo(id: string, count: number, timeoutMs = 5000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while ((received.get(id)?.length ?? 0) < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  return received.get(id)?.length ?? 0;
}

async function main(): Promise<void> {
  const database = await freshDatabase('agency_live_bench');
  const processes: ChildProcess[] = [];
  const clients: Client[] = [];
  try {
    const [restA, restB, gatewayA, gatewayB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const restEnv = (port: number) => ({
      REST_PORT: String(port),
      REST_HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    });
    const a = `http://127.0.0.1:${restA}`;
    const b = `http://127.0.0.1:${restB}`;
    // The first REST process migrates and creates the administrator before the second starts.
    processes.push(start('rest-api', restEnv(restA)));
    await waitFor(`${a}/api/health`, processes[0]!, 60_000);
    processes.push(start('rest-api', restEnv(restB)));
    await waitFor(`${b}/api/health`, processes[1]!, 60_000);
    const gateway = (port: number, urls: string) =>
      start('gateway', { PORT: String(port), HOST: '127.0.0.1', REST_API_URL: urls, LOG_LEVEL: 'warn' });
    const gA = gateway(gatewayA, `${a},${b}`);
    const gB = gateway(gatewayB, `${b},${a}`);
    processes.push(gA, gB);
    const gaUrl = `http://127.0.0.1:${gatewayA}`;
    const gbUrl = `http://127.0.0.1:${gatewayB}`;
    await Promise.all([waitFor(`${gaUrl}/healthz`, gA, 60_000), waitFor(`${gbUrl}/healthz`, gB, 60_000)]);
    const login = await fetch(`${a}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    for (let i = 0; i < 20; i += 1) await write(i % 2 === 0 ? a : b, token);

    const loadBefore = loadavg()[0]!;
    // Warm the gateway up (compiled operations, pools), then measure with no socket open.
    await queryLatency(gaUrl, token, 200);
    const quiet = await queryLatency(gaUrl, token, QUERIES);
    const rssBefore = rssMb(gA.pid!);

    const wsA = `${gaUrl.replace('http', 'ws')}/graphql`;
    const wsB = `${gbUrl.replace('http', 'ws')}/graphql`;
    for (let i = 0; i < SUBSCRIBERS; i += 1) clients.push(await subscriber(wsA, token));
    // Every subscription in place: one write reaches them all.
    for (;;) {
      const { id } = await write(a, token);
      if ((await deliveredTo(id, SUBSCRIBERS, 2000)) >= SUBSCRIBERS) break;
    }
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = rssMb(gA.pid!);
    const busy = await queryLatency(gaUrl, token, QUERIES);

    // Delivery: half the subscribers move to the other gateway; writes alternate between the REST processes.
    for (const client of clients.splice(0, SUBSCRIBERS / 2)) await client.dispose();
    for (let i = 0; i < SUBSCRIBERS / 2; i += 1) clients.push(await subscriber(wsB, token));
    for (;;) {
      const { id } = await write(b, token);
      if ((await deliveredTo(id, SUBSCRIBERS, 2000)) >= SUBSCRIBERS) break;
    }
    const latencies: number[] = [];
    const notified: number[] = [];
    const lastOfEach: number[] = [];
    let missed = 0;
    for (let i = 0; i < WRITES; i += 1) {
      const { id, sent } = await write(i % 2 === 0 ? a : b, token);
      const got = await deliveredTo(id, SUBSCRIBERS);
      missed += SUBSCRIBERS - got;
      const times = (received.get(id) ?? []).map((at) => at - sent);
      latencies.push(...times);
      notified.push(...(sinceNotify.get(id) ?? []));
      lastOfEach.push(Math.max(...times));
    }
    const loadAfter = loadavg()[0]!;

    console.log(`live updates, ${SUBSCRIBERS} subscribers (load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after)`);
    console.log(
      `  gateway memory: ${rssBefore.toFixed(1)} MB with none open, ${rssAfter.toFixed(1)} MB with ${SUBSCRIBERS} open: +${(rssAfter - rssBefore).toFixed(1)} MB`,
    );
    console.log(
      `  query one at a time (${QUERIES}): none open p50 ${ms(quiet.p50)} p95 ${ms(quiet.p95)}; ${SUBSCRIBERS} open p50 ${ms(busy.p50)} p95 ${ms(busy.p95)}`,
    );
    console.log(
      `  delivery, write sent -> subscriber (${WRITES} writes x ${SUBSCRIBERS}, 2 REST + 2 gateways): p50 ${ms(percentile(latencies, 50))} p95 ${ms(percentile(latencies, 95))} max ${ms(Math.max(...latencies))}; last subscriber of a write p95 ${ms(percentile(lastOfEach, 95))}; missed ${missed}`,
    );
    console.log(
      `  delivery, the write's NOTIFY -> subscriber: p50 ${ms(percentile(notified, 50))} p95 ${ms(percentile(notified, 95))} max ${ms(Math.max(...notified))}`,
    );
  } finally {
    for (const client of clients) await client.dispose();
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.filter((p) => p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
