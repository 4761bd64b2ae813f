/**
 * Fifty clerks at work (issue: hardening, item 9): `--clerks` signed-in users send the web app's own
 * operations through the gateway for `--minutes`, each waiting a random think time (0 to twice
 * `--think` ms) between requests. The mix: the orders table (plain, by sender name, by status),
 * an order's page, the clients list by name, the hold / paid-today / created-today / overdue lists,
 * the dashboard, today's totals, the layout, and now and then a Confirm (a new client and
 * beneficiary each time). Reports errors (goal 0), p50/p95/p99 overall and per operation (goal p95
 * under 100 ms) and the resident memory of the REST API and the gateway every `--sample` seconds
 * (it should level off, not keep growing).
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/clerks.bench.ts [--clerks 50] [--minutes 10] [--think 500] [--sample 30]
 *
 * The documents are those the web app sends (the `.generated.ts` beside each web .graphql file); the REST API and the
 * gateway run as `npm start` runs them (`npm run build` first), on the database
 * tests/perf/generate.ts loaded (its administrator signs in once per clerk).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { Pool } from 'undici';
import { ConfirmOrderDocument, OrderDetailDocument } from '../../web/src/features/orders/orders.generated.js';
import { ClientsPageDocument } from '../../web/src/routes/clients/ClientsPage.generated.js';
import { DashboardSummaryDocument } from '../../web/src/routes/dashboard/Dashboard.generated.js';
import { LayoutDocument } from '../../web/src/routes/layout/Layout.generated.js';
import {
  CreatedTodayOrdersPageDocument,
  HoldOrdersPageDocument,
  OverOrdersPageDocument,
  PaymentTodayOrdersPageDocument,
  PaymentTodayTotalsDocument,
} from '../../web/src/routes/lists/DailyOrdersPage.generated.js';
import { OrderTablePageDocument } from '../../web/src/routes/lists/OrderTablePage.generated.js';
import { arg, freePort, nodeArgs, root, start, waitFor } from './processes.js';

const CLERKS = arg('clerks', 50);
const MINUTES = arg('minutes', 10);
const THINK_MS = arg('think', 500);
const SAMPLE_S = arg('sample', 30);
const ORDERS = 1_000_000;

const SURNAMES = ['silva', 'santos', 'souza', 'oliveira', 'lima', 'costa', 'conceição', 'araújo'];
const random = (n: number) => Math.floor(Math.random() * n);
const agencyDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * 86_400_000));

interface Operation {
  name: string;
  weight: number;
  query: string;
  variables(): Record<string, unknown>;
}

const text = (document: unknown) => print(document as DocumentNode);
const example = JSON.parse(readFileSync(resolve(root, 'gateway/queries/confirm-order.example.json'), 'utf8')) as {
  input: Record<string, any>;
};
let confirms = 0;

const OPERATIONS: Operation[] = [
  { name: 'orders table', weight: 20, query: text(OrderTablePageDocument), variables: () => ({ page: 1 + random(20), perPage: 18 }) },
  {
    name: 'orders by sender name',
    weight: 8,
    query: text(OrderTablePageDocument),
    variables: () => ({ search: { senderName: SURNAMES[random(SURNAMES.length)] }, page: 1, perPage: 18 }),
  },
  {
    name: 'orders by status',
    weight: 6,
    query: text(OrderTablePageDocument),
    variables: () => ({ search: { status: 'PENDING' }, page: 1 + random(5), perPage: 18 }),
  },
  { name: 'order page', weight: 20, query: text(OrderDetailDocument), variables: () => ({ id: String(1 + random(ORDERS)) }) },
  {
    name: 'clients by name',
    weight: 10,
    query: text(ClientsPageDocument),
    variables: () => ({ search: SURNAMES[random(SURNAMES.length)], page: 1, perPage: 12 }),
  },
  { name: 'hold list', weight: 4, query: text(HoldOrdersPageDocument), variables: () => ({ page: 1, perPage: 18 }) },
  { name: 'paid today', weight: 4, query: text(PaymentTodayOrdersPageDocument), variables: () => ({ page: 1, perPage: 18 }) },
  { name: 'created today', weight: 4, query: text(CreatedTodayOrdersPageDocument), variables: () => ({ page: 1, perPage: 18 }) },
  { name: 'overdue', weight: 4, query: text(OverOrdersPageDocument), variables: () => ({ page: 1, perPage: 18 }) },
  { name: 'dashboard', weight: 8, query: text(DashboardSummaryDocument), variables: () => ({}) },
  { name: 'today totals', weight: 5, query: text(PaymentTodayTotalsDocument), variables: () => ({}) },
  { name: 'layout', weight: 5, query: text(LayoutDocument), variables: () => ({}) },
  {
    name: 'confirm',
    weight: 2,
    query: text(ConfirmOrderDocument),
    variables: () => {
      confirms += 1;
      const tag = `${process.pid}x${confirms}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
      const input = structuredClone(example.input);
      input.client.fullName = `Clerk Bench ${tag}`;
      input.beneficiary.fullName = `Beneficiary Bench ${tag}`;
      input.order.creationDate = agencyDay();
      input.order.paymentDate = agencyDay(1);
      return { input, idempotencyKey: `clerks-bench-${tag}` };
    },
  },
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);

function pick(): Operation {
  let roll = random(TOTAL_WEIGHT);
  for (const op of OPERATIONS) {
    roll -= op.weight;
    if (roll < 0) return op;
  }
  return OPERATIONS[0]!;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** Resident memory of a process in MB (VmRSS from /proc), or NaN. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
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
    { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${restPort}` },
    nodeArgs('GATEWAY_NODE_ARGS'),
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  try {
    await waitFor(`http://127.0.0.1:${restPort}/api/health`, rest, 60_000);
    await waitFor(`${gatewayUrl}/healthz`, gateway, 60_000);
    const pool = new Pool(gatewayUrl, { connections: CLERKS });
    const send = async (query: string, variables: Record<string, unknown>, token: string | null) => {
      const response = await pool.request({
        method: 'POST',
        path: '/graphql',
        body: JSON.stringify({ query, variables }),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return {
        status: response.statusCode,
        body: (await response.body.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
      };
    };
    const email = process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test';
    const password = process.env.ADMIN_PASSWORD ?? 'perf-chief-password';
    const tokens: string[] = [];
    for (let i = 0; i < CLERKS; i += 1) {
      const login = await send(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: email, p: password },
        null,
      );
      if (!login.body.data?.login?.token) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
      tokens.push(login.body.data.login.token);
    }

    const latencies = new Map<string, number[]>(OPERATIONS.map((op) => [op.name, []]));
    const errors: string[] = [];
    const memory: { second: number; rest: number; gateway: number }[] = [];
    const started = Date.now();
    const deadline = started + MINUTES * 60_000;
    const sample = () =>
      memory.push({ second: Math.round((Date.now() - started) / 1000), rest: rssMb(rest.pid!), gateway: rssMb(gateway.pid!) });
    sample();
    const sampler = setInterval(sample, SAMPLE_S * 1000);

    const clerk = async (token: string) => {
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, random(2 * THINK_MS + 1)));
        const op = pick();
        const t0 = performance.now();
        try {
          const reply = await send(op.query, op.variables(), token);
          latencies.get(op.name)!.push(performance.now() - t0);
          const refused = (reply.body.errors ?? []).filter((e) => !(op.name === 'order page' && e.extensions?.code === 'NOT_FOUND'));
          if (reply.status !== 200 || refused.length > 0)
            errors.push(`${op.name}: ${reply.status} ${JSON.stringify(refused).slice(0, 300)}`);
        } catch (error) {
          errors.push(`${op.name}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(tokens.map(clerk));
    clearInterval(sampler);
    sample();
    await pool.close();

    const seconds = (Date.now() - started) / 1000;
    const all = [...latencies.values()].flat();
    const row = (name: string, values: number[]) =>
      `${name.padEnd(24)} ${String(values.length).padStart(7)} ${quantile(values, 0.5).toFixed(1).padStart(7)} ${quantile(values, 0.95).toFixed(1).padStart(7)} ${quantile(values, 0.99).toFixed(1).padStart(7)}`;
    console.log(
      `${CLERKS} clerks for ${seconds.toFixed(0)} s, think time 0-${2 * THINK_MS} ms: ${all.length} requests (${(all.length / seconds).toFixed(0)}/s), ${errors.length} errors\n`,
    );
    console.log(`${'operation'.padEnd(24)} ${'count'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
    for (const op of OPERATIONS) console.log(row(op.name, latencies.get(op.name)!));
    console.log(row('all', all));
    const p95 = quantile(all, 0.95);
    console.log(`\np95 ${p95.toFixed(1)} ms (goal < 100) ${p95 < 100 ? 'ok' : 'OVER'}; errors ${errors.length} (goal 0)`);
    for (const e of errors.slice(0, 10)) console.log(`  ${e}`);
    console.log('\nresident memory, MB (second: REST / gateway)');
    console.log(memory.map((m) => `${m.second}s: ${m.rest.toFixed(0)} / ${m.gateway.toFixed(0)}`).join('  '));
    console.log(
      `load average ${loadavg()
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
