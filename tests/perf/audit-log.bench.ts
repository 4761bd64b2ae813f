/**
 * Latency of reading the audit log (docs/employees-and-access.md#history-and-audit-log; issue 31
 * item 5: the first page and any filter <= 20 ms p95 with 5,000,000 audit rows on PostgreSQL).
 *
 *   npx tsx tests/perf/audit-log.bench.ts [--rows 5000000] [--runs 60] [--reuse perf_audit_NNN]
 *
 * Creates a fresh PostgreSQL database (perf_audit_<pid>, on the server of DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432), migrates it through the REST API's own buildApp, adds 40
 * employees and loads --rows audit rows with one set-based INSERT (generate_series): two years of
 * instants, the kinds of record and actions in a counter's proportions (orders, partial payments,
 * clients, beneficiaries, Pix keys, sign-ins, alerts...), small before/after snapshots, partial
 * payments and Pix keys naming their order or beneficiary as the real rows do. The log's indexes
 * are dropped during the load and rebuilt after from their own definitions, then VACUUM ANALYZE.
 * Then GET /api/audit through app.inject (auth hook, validation, serialisation), 5 warm-up calls
 * and --runs measured calls a case; prints the load average beside p50/p95/max. The database is
 * dropped at the end, also on failure. `--reuse NAME` measures a database an interrupted run left
 * loaded (and drops it at the end) instead of loading one.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../../rest-api/src/app.js';
import { loadConfig } from '../../rest-api/src/config.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 5_000_000);
const RUNS = arg('runs', 60);
const WARMUP = 5;
const TARGET_MS = 20;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads ROWS audit rows into db's audit_log (indexes dropped and rebuilt around the insert). */
async function load(db: pg.Client, employees: number[]): Promise<void> {
  const { rows: indexes } = await db.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'audit_log' AND indexname <> 'audit_log_pkey'",
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.indexname}`);
  let started = performance.now();
  // Kinds of record by share: order 30%, partial payment 15%, client 15%, beneficiary 10%, Pix key 5%,
  // session 15%, alert 3%, investment 4%, employee 1%, configuration 2%. Ids: 200,000 orders,
  // 50,000 clients and beneficiaries (a record's history is tens of rows, as a busy order's is).
  await db.query(
    `INSERT INTO audit_log (at, actor_employee_id, entity, entity_id, action, before, after)
     SELECT now() - (random() * interval '730 days'),
            ($2::int[])[1 + (i % array_length($2::int[], 1))],
            k.entity,
            CASE WHEN k.entity = 'session' THEN NULL ELSE (1 + floor(random() * k.ids))::int::text END,
            k.actions[1 + floor(random() * array_length(k.actions, 1))::int],
            CASE WHEN random() < 0.6 THEN jsonb_build_object('statusID', 1, 'value', '10.00', 'telephone', '9735550100') END,
            CASE k.entity
              WHEN 'partial_payment' THEN jsonb_build_object('transactionID', (1 + floor(random() * 200000))::int, 'value', '12.00')
              WHEN 'recipient_pix' THEN jsonb_build_object('recipientID', (1 + floor(random() * 50000))::int, 'pix', 'key@example.com')
              ELSE jsonb_build_object('statusID', 2, 'value', '12.00', 'telephone', '9735550199')
            END
       FROM generate_series(1, $1::int) i
       CROSS JOIN LATERAL (SELECT random() + 0 * i AS r) d
       CROSS JOIN LATERAL (
         SELECT * FROM (VALUES
           (0.30, 'transaction', 200000, ARRAY['create', 'status', 'status', 'cancel', 'delete', 'renew']),
           (0.45, 'partial_payment', 300000, ARRAY['create', 'update', 'delete']),
           (0.60, 'client', 50000, ARRAY['create', 'update', 'update', 'upload-document']),
           (0.70, 'recipient', 50000, ARRAY['create', 'update']),
           (0.75, 'recipient_pix', 60000, ARRAY['create', 'delete', 'main']),
           (0.90, 'session', 1, ARRAY['login', 'logout']),
           (0.93, 'compliance_alert', 5000, ARRAY['raise', 'extend', 'decide']),
           (0.97, 'investment', 20000, ARRAY['create', 'update', 'paid']),
           (0.98, 'employee', 40, ARRAY['create', 'update']),
           (1.01, 'configuration', 2, ARRAY['update'])
         ) AS v(upto, entity, ids, actions)
         WHERE d.r < v.upto ORDER BY v.upto LIMIT 1
       ) k`,
    [ROWS, employees],
  );
  console.log(`loaded ${ROWS} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  for (const index of indexes) await db.query(index.indexdef);
  await db.query('VACUUM ANALYZE audit_log');
  console.log(`indexes and VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const reuseAt = process.argv.indexOf('--reuse');
  const reuse = reuseAt >= 0 ? process.argv[reuseAt + 1]! : null;
  if (reuse !== null && !/^perf_audit_\d+$/.test(reuse)) throw new Error('--reuse takes a perf_audit_NNN database');
  const name = reuse ?? `perf_audit_${process.pid}`;
  const adminUrl = new URL(server);
  adminUrl.pathname = '/postgres';
  const url = new URL(server);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: 'perf-admin@agency.test',
      ADMIN_PASSWORD: 'perf-chief-password',
      MFA_REQUIRED: 'none', // benchmarks sign in by password alone
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { logger: false });
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: config.adminEmail, password: config.adminPassword },
      });
      if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
      const headers = { authorization: `Bearer ${login.json().token as string}` };
      let employees: number[];
      if (reuse) {
        employees = (await db.query<{ id: number }>("SELECT id FROM employees WHERE full_name LIKE 'Perf Clerk %' ORDER BY id")).rows.map(
          (r) => r.id,
        );
      } else {
        const { rows: staff } = await db.query<{ id: number }>(
          `INSERT INTO employees (full_name, email, password_hash, role_id)
           SELECT 'Perf Clerk ' || i, 'perf-clerk-' || i || '@agency.test', 'x', 2 FROM generate_series(1, 40) i RETURNING id`,
        );
        employees = staff.map((r) => r.id);
        await load(db, employees);
      }

      const first = (await app.inject({ method: 'GET', url: '/api/audit?perPage=50', headers })).json() as { nextCursor: string };
      const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
      const cases: [string, string][] = [
        ['first page (50)', ''],
        ['second page by cursor', `after=${first.nextCursor}`],
        ["an order's history (with partial payments)", 'entity=transaction&entityID=4242'],
        ["a client's history", 'entity=client&entityID=4242'],
        ["a beneficiary's history (with Pix keys)", 'entity=recipient&entityID=4242'],
        ['employee', `employeeID=${employees[7]}`],
        ['kind of record: investment', 'entity=investment'],
        ['kind of record: compliance_alert', 'entity=compliance_alert'],
        ['action: cancel', 'action=cancel'],
        ['dates: one week a year ago', `start=${day(372)}&end=${day(365)}`],
        ['employee + dates', `employeeID=${employees[3]}&start=${day(400)}&end=${day(300)}`],
        ['kind + action', 'entity=client&action=upload-document'],
        ['kind + employee', `entity=transaction&employeeID=${employees[11]}`],
        ['action + dates', `action=delete&start=${day(200)}&end=${day(190)}`],
        ['rare: employee (no rows)', 'employeeID=999999'],
      ];
      const before = loadAverage();
      console.log(`\n${ROWS} audit rows; ${RUNS} runs a case after ${WARMUP} warm-up calls; target p95 <= ${TARGET_MS} ms`);
      console.log(`load average before: ${before}\n`);
      console.log(`${'case'.padEnd(46)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'rows'.padStart(5)}  ok`);
      for (const [label, query] of cases) {
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const started = performance.now();
          const res = await app.inject({ method: 'GET', url: `/api/audit?perPage=50&${query}`, headers });
          const ms = performance.now() - started;
          if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
          rows = (res.json() as { items: unknown[] }).items.length;
          if (i >= WARMUP) times.push(ms);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        console.log(
          `${label.padEnd(46)} ${percentile(times, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${times[times.length - 1]!.toFixed(1).padStart(7)} ${String(rows).padStart(5)}  ${p95 <= TARGET_MS ? 'yes' : 'NO'}`,
        );
      }
      console.log(`\nload average after: ${loadAverage()}`);
    } finally {
      await db.end();
      await app.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
