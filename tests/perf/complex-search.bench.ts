/**
 * Latency of the order lists and searches over REST (docs/ARCHITECTURE.md#contracts: 50 ms p95 at
 * 1,000,000 orders, name search included), measured with app.inject on the REST API's own buildApp
 * against the database tests/perf/generate.ts loaded:
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/complex-search.bench.ts [--runs 60] [--only sort]
 *
 * Each case is called 5 times to warm up, then --runs times; the table gives p50, p95 and max in
 * milliseconds and the list's size. The sorts of the order tables (docs/lists-and-reports.md#sorting-and-page-sizes)
 * have a tighter target: 20 ms p95 each, ascending and descending, alone and with filters. The
 * 'deep:' cases read page 5,000 (18 rows) by number (OFFSET) and by cursor, whose target is 10 ms
 * p95 (docs/lists-and-reports.md#cursors-deep-pages). Signs in as ADMIN_EMAIL / ADMIN_PASSWORD (generate.ts defaults).
 */
import { buildApp } from '../../rest-api/src/app.js';
import { loadConfig } from '../../rest-api/src/config.js';
import { addCalendarDays, calendarDateIn } from '@agency/rules';
import { NO_FILTER } from './processes.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 60;
const WARMUP = 5;
/** --only TEXT: run only the cases whose name holds TEXT ('sort' for the sorts). */
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '') : '';
const TARGET_MS = 50;
const SORT_TARGET_MS = 20;
const SORT_KEYS = ['id', 'sender', 'beneficiary', 'amountUSD', 'amountBRL', 'paymentDate', 'status'];

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  /** p95 target in ms; TARGET_MS when absent. */
  target?: number;
  /**
   * A deep page by cursor: before the runs, the page next to it (`from`) is read by number once and
   * the payload gets that reply's nextCursor as `after` (from the page before) or its
   * previousCursor as `before` (from the page after); docs/lists-and-reports.md#cursors-deep-pages.
   * The cursor's page is checked against the numbered page's rows first.
   */
  cursor?: { from: number; as: 'after' | 'before' };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database generate.ts loaded.');
  const config = loadConfig({
    ...process.env,
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'perf-chief-password',
    MFA_REQUIRED: 'none', // benchmarks sign in by password alone
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: config.adminEmail, password: config.adminPassword },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const orders = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE deleted_at IS NULL')).rows[0]!.n;
    const phone =
      (await app.db.query<{ telephone: string }>('SELECT telephone FROM clients ORDER BY id LIMIT 1 OFFSET 777')).rows[0]?.telephone ??
      '9735550100';
    const someId = (await app.db.query<{ id: number }>('SELECT max(id) AS id FROM transactions')).rows[0]?.id ?? 1;
    const today = calendarDateIn(config.agency.timeZone, new Date());

    const page = (page: number, perPage: number) => ({ pagination: { page, perPage } });
    const complex = (name: string, filters: Record<string, unknown>, p = 1): Case => ({
      name: `complex: ${name}`,
      method: 'POST',
      url: '/api/transaction/search/complex/table',
      payload: { ...NO_FILTER, ...filters, ...page(p, 18) },
    });
    const cases: Case[] = [
      complex('no filter', {}),
      complex('no filter, page 20', {}, 20),
      complex('status Pending', { statusID: 1 }),
      complex('status Standby', { statusID: 5 }),
      complex('type Premium', { transactionTypeID: 2 }),
      complex('payment dates, 7 days', { start: addCalendarDays(today, -3), end: addCalendarDays(today, 3) }),
      complex("sender name 'silva'", { senderName: 'silva' }),
      complex("sender name 'conceição'", { senderName: 'conceição' }),
      complex("recipient name 'souza'", { recipientName: 'souza' }),
      complex("sender 'silva' + Pending", { senderName: 'silva', statusID: 1 }),
      complex(`telephone ${phone}`, { telephone: phone }),
      complex('transaction id', { transactionID: someId }),
      {
        name: 'pending search (5)',
        method: 'POST',
        url: '/api/transaction/search/pending/',
        payload: { senderName: '', statusID: -1, ...page(1, 5) },
      },
      {
        name: "pending search 'silva'",
        method: 'POST',
        url: '/api/transaction/search/pending/',
        payload: { senderName: 'silva', ...page(1, 5) },
      },
      { name: 'hold (GET, 50)', method: 'GET', url: '/api/transaction/hold' },
      { name: 'hold list', method: 'POST', url: '/api/transaction/hold/list', payload: { page: 1, perPage: 8 } },
      { name: 'created today', method: 'POST', url: '/api/transaction/today/created', payload: { page: 1, perPage: 8 } },
      { name: 'payment today', method: 'POST', url: '/api/transaction/today/payment', payload: { page: 1, perPage: 8 } },
      { name: 'today total', method: 'GET', url: '/api/transaction/today/total' },
      { name: 'over', method: 'POST', url: '/api/transaction/over', payload: { page: 1, perPage: 8 } },
      { name: 'over, page 100', method: 'POST', url: '/api/transaction/over', payload: { page: 100, perPage: 8 } },
      { name: 'week metrics', method: 'GET', url: `/api/transaction/search/week/${today}` },
      { name: 'partial log', method: 'GET', url: `/api/transaction/partial/${someId}` },
    ];
    const sorted = (name: string, sort: string, filters: Record<string, unknown> = {}, p = 1): Case => ({
      ...complex(`sort ${sort}${name}`, { ...filters, sort }, p),
      target: SORT_TARGET_MS,
    });
    for (const key of SORT_KEYS) {
      cases.push(sorted('', key), sorted('', `-${key}`));
      cases.push(sorted(', page 20', key, {}, 20));
      cases.push(sorted(', Pending', key, { statusID: 1 }), sorted(", 'silva'", `-${key}`, { senderName: 'silva' }));
      cases.push(sorted(', 7 days', key, { start: addCalendarDays(today, -3), end: addCalendarDays(today, 3) }));
    }

    // Deep pages (page 5,000 of 18 rows: OFFSET 89,982), by number and by cursor, with sorts and a filter.
    const DEEP_PAGE = 5000;
    const DEEP_TARGET_MS = 10;
    const deep = (name: string, filters: Record<string, unknown>): Case[] => [
      { ...complex(`deep: ${name}, page 5,000 by number`, filters, DEEP_PAGE), target: TARGET_MS },
      {
        ...complex(`deep: ${name}, page 5,000 by cursor`, filters, DEEP_PAGE),
        target: DEEP_TARGET_MS,
        cursor: { from: DEEP_PAGE - 1, as: 'after' },
      },
    ];
    cases.push(
      ...deep('newest first', {}),
      ...deep('sort -amountUSD', { sort: '-amountUSD' }),
      ...deep('sort paymentDate', { sort: 'paymentDate' }),
      ...deep('sort sender', { sort: 'sender' }),
      ...deep('sort status', { sort: 'status' }),
      ...deep('Pending, newest first', { statusID: 1 }),
      ...deep('Pending, sort amountBRL', { statusID: 1, sort: 'amountBRL' }),
      {
        ...complex('deep: newest first, page 5,000 by cursor back (before)', {}, DEEP_PAGE),
        target: DEEP_TARGET_MS,
        cursor: { from: DEEP_PAGE + 1, as: 'before' },
      },
    );

    console.log(
      `${orders} orders; ${RUNS} runs a case after ${WARMUP} warm-up calls; target p95 <= ${TARGET_MS} ms (sorts ${SORT_TARGET_MS} ms)\n`,
    );
    const header = `${'case'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'size'.padStart(9)}  ok`;
    console.log(header);
    console.log('-'.repeat(header.length));
    let failed = 0;
    for (const c of cases.filter((k) => k.name.includes(ONLY))) {
      if (c.cursor !== undefined) {
        const { from, as } = c.cursor;
        const next = await app.inject({
          method: 'POST',
          url: c.url,
          headers,
          payload: { ...c.payload, pagination: { page: from, perPage: 18 } },
        });
        const cursors = next.json() as { nextCursor?: string | null; previousCursor?: string | null };
        const cursor = as === 'after' ? cursors.nextCursor : cursors.previousCursor;
        if (next.statusCode !== 200 || !cursor) throw new Error(`${c.name}: no cursor on page ${from}: ${next.body}`);
        const numbered = await app.inject({ method: 'POST', url: c.url, headers, payload: c.payload });
        c.payload = { ...c.payload, [as]: cursor };
        // The cursor's page must be the numbered page's rows, at a million orders too.
        const byCursor = await app.inject({ method: 'POST', url: c.url, headers, payload: c.payload });
        const ids = (r: typeof numbered) => JSON.stringify((r.json() as { transactions: { id: number }[] }).transactions.map((o) => o.id));
        if (ids(numbered) !== ids(byCursor)) throw new Error(`${c.name}: by cursor ${ids(byCursor)}, by number ${ids(numbered)}`);
      }
      const times: number[] = [];
      let size: number | string = '';
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const t0 = process.hrtime.bigint();
        const res = await app.inject({ method: c.method, url: c.url, headers, ...(c.payload ? { payload: c.payload } : {}) });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
        if (i >= WARMUP) times.push(ms);
        if (i === 0) {
          const body = res.json();
          size = typeof body.size === 'number' ? body.size : '';
        }
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const target = c.target ?? TARGET_MS;
      if (p95 > target) failed += 1;
      console.log(
        `${c.name.padEnd(58)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${times[times.length - 1]!.toFixed(1).padStart(8)} ${String(size).padStart(9)}  ${p95 <= target ? 'yes' : 'NO'}`,
      );
    }
    console.log(failed === 0 ? '\nEvery case within target.' : `\n${failed} case(s) above their p95 target.`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
