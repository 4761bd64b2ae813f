/**
 * Loads a PostgreSQL database with realistic volume for the order lists' performance target
 * (docs/ARCHITECTURE.md#contracts: every list and search within 50 ms p95 at 1,000,000 orders).
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/generate.ts --orders 1000000
 *   DATABASE_URL= DATA_DIR=/tmp/perf-pglite npx tsx tests/perf/generate.ts --orders 100000   # PGlite
 *
 * Options: --orders N (default 1,000,000), --clients N (100,000), --recipients N (100,000).
 * Migrates the database and creates the administrator (ADMIN_EMAIL / ADMIN_PASSWORD, default
 * perf-admin@agency.test / perf-chief-password) through the REST API's own buildApp, then loads
 * everything with set-based SQL (generate_series): Brazilian-looking names, US phones, orders with
 * payment dates within ±120 days of today, every status and type, one payment line each, partial
 * payments on about 12% of them (paid_brl kept), and the order counts (migrations 009, 014) rebuilt. The list
 * indexes are dropped during the load and rebuilt after it, then the tables are analysed.
 * Refuses a database that already has orders.
 */
import { buildApp } from '../../rest-api/src/app.js';
import { loadConfig } from '../../rest-api/src/config.js';
import { FIRST_NAMES as FIRST, SURNAMES as LAST } from '../../rest-api/scripts/invented-names.js';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

const ORDERS = option('orders', 1_000_000);
const CLIENTS = option('clients', 100_000);
const RECIPIENTS = option('recipients', 100_000);

const AREA_CODES = ['201', '212', '305', '347', '407', '508', '617', '646', '718', '732', '781', '857', '862', '908', '973'];
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Goiânia', 'Governador Valadares', 'Curitiba', 'Salvador', 'Recife'];
const STATES = ['SP', 'RJ', 'MG', 'GO', 'MG', 'PR', 'BA', 'PE'];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values: readonly string[]) => `(${sqlArray(values)})[1 + floor(random() * ${values.length})::int]`;

async function main() {
  if (!process.env.DATABASE_URL && !process.env.DATA_DIR)
    throw new Error('Set DATABASE_URL to the scratch PostgreSQL database (createdb perf_scratch), or DATA_DIR to a PGlite folder.');
  const config = loadConfig({
    ...process.env,
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'perf-chief-password',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.db;
  const started = Date.now();
  const step = async (label: string, sql: string) => {
    const t0 = Date.now();
    await db.exec(sql); // simple protocol: a step may hold several statements (PGlite prepares one only)
    console.log(`${label.padEnd(44)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions');
    if (existing.rows[0]!.n > 0) throw new Error('This database already has orders: generate into an empty one.');
    const employee = (await db.query<{ id: number }>('SELECT id FROM employees ORDER BY id LIMIT 1')).rows[0]!.id;

    await step(
      `clients (${CLIENTS})`,
      `INSERT INTO clients (full_name, birthday, cpf, telephone, street_address, zip_code, city, state, document_type_id, document_number)
       SELECT ${pick(FIRST)} || ' ' || ${pick(LAST)} || ' ' || ${pick(LAST)},
              DATE '1950-01-01' + floor(random() * 18000)::int,
              lpad(g::text, 11, '0'),
              ${pick(AREA_CODES)} || lpad(floor(random() * 10000000)::int::text, 7, '0'),
              (1 + floor(random() * 999))::int || ' Ferry Street', '07105', 'Newark', 'NJ', 3, 'P' || g
         FROM generate_series(1, ${CLIENTS}) g`,
    );
    await step(
      `recipients (${RECIPIENTS})`,
      `INSERT INTO recipients (full_name, cpf, telephone, state, zip, city, payout_type_id, account_type_id, bank_name, branch, account_number,
                               document_type_id, document_number)
       SELECT ${pick(FIRST)} || ' ' || ${pick(LAST)} || ' ' || ${pick(LAST)},
              lpad((g + 50000000)::text, 11, '0'),
              '119' || lpad(floor(random() * 100000000)::int::text, 8, '0'),
              (${sqlArray(STATES)})[1 + g % ${STATES.length}], '01310-100', (${sqlArray(CITIES)})[1 + g % ${CITIES.length}], 1,
              1 + floor(random() * 2)::int, 'Banco do Brasil', lpad((g % 9999)::text, 4, '0'), g || '-' || (g % 10),
              4, lpad((g + 50000000)::text, 11, '0')
         FROM generate_series(1, ${RECIPIENTS}) g`,
    );

    // Load without the secondary indexes and the summary trigger; rebuild both after.
    const indexes = await db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename IN ('transactions', 'transaction_payments', 'partial_payments') AND indexname NOT LIKE '%_pkey'`,
    );
    for (const ix of indexes.rows) await db.query(`DROP INDEX ${ix.indexname}`);
    await db.query('ALTER TABLE transactions DISABLE TRIGGER transactions_order_counts');

    const { rows: bounds } = await db.query<{ c0: number; c1: number; r0: number; r1: number }>(
      'SELECT (SELECT min(id) FROM clients) c0, (SELECT max(id) FROM clients) c1, (SELECT min(id) FROM recipients) r0, (SELECT max(id) FROM recipients) r1',
    );
    const b = bounds[0]!;
    const chunk = 250_000;
    for (let from = 1; from <= ORDERS; from += chunk) {
      const to = Math.min(ORDERS, from + chunk - 1);
      // Payment dates within ±120 days of today; created 0-10 days before. Past orders are mostly
      // Completed, future ones mostly Pending; a few Standby, Cancelled and Renewed everywhere.
      await step(
        `orders ${from}-${to}`,
        `INSERT INTO transactions (client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee,
                                   payment_date, creation_date, days, status_id, transaction_type_id, created_at, updated_at)
         SELECT client_id, recipient_id, ${employee}, usd, rate, round(usd * rate, 2), fee, usd + fee,
                pay, pay - lag, lag, status, type, created, created
           FROM (SELECT ${b.c0} + floor(random() * ${b.c1 - b.c0 + 1})::int AS client_id,
                        ${b.r0} + floor(random() * ${b.r1 - b.r0 + 1})::int AS recipient_id,
                        round((50 + random() * random() * 4950)::numeric, 2) AS usd,
                        round((5.05 + random() * 0.6)::numeric, 6) AS rate,
                        (ARRAY[5, 5, 5, 10, 15, 20])[1 + floor(random() * 6)::int]::numeric(12, 2) AS fee,
                        pay, lag,
                        CASE WHEN pay < current_date
                             THEN (ARRAY[2,2,2,2,2,2,2,2,2,2,2,2,2,1,1,3,3,4,5,5])[1 + floor(random() * 20)::int]
                             ELSE (ARRAY[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,2,3,5,5])[1 + floor(random() * 20)::int] END AS status,
                        (ARRAY[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,2])[1 + floor(random() * 20)::int] AS type,
                        (pay - lag)::timestamp + time '08:00' + random() * interval '11 hours' AS created
                   FROM (SELECT current_date + (floor(random() * 241)::int - 120) AS pay, floor(random() * 11)::int AS lag
                           FROM generate_series(${from}, ${to})) d) o`,
      );
    }
    await step(
      'payment lines',
      'INSERT INTO transaction_payments (transaction_id, payment_type_id, value) SELECT id, 1 + (id % 4), total_fee FROM transactions',
    );
    await step(
      'partial payments (~12% of orders)',
      `INSERT INTO partial_payments (transaction_id, value, date, employee_id, created_at)
       SELECT t.id, round(t.amount_brl * p.share, 2), LEAST(t.payment_date, current_date) - p.back, ${employee}, now()
         FROM transactions t
         CROSS JOIN LATERAL (SELECT 0.3 AS share, 2 AS back UNION ALL SELECT 0.25, 1 WHERE t.id % 3 = 0) p
        WHERE t.id % 8 = 0 AND t.status_id IN (1, 2, 5)`,
    );
    await step(
      'paid_brl',
      `UPDATE transactions t SET paid_brl = s.paid
         FROM (SELECT transaction_id, sum(value) AS paid FROM partial_payments WHERE deleted_at IS NULL GROUP BY transaction_id) s
        WHERE s.transaction_id = t.id`,
    );
    await step(
      'order_counts, people order_counts',
      `TRUNCATE order_counts;
       INSERT INTO order_counts (status_id, transaction_type_id, payment_date, n)
       SELECT status_id, transaction_type_id, payment_date, count(*) FROM transactions WHERE deleted_at IS NULL
        GROUP BY status_id, transaction_type_id, payment_date;
       UPDATE clients p SET order_counts = k.counts
         FROM (SELECT client_id,
                      ARRAY[count(*) FILTER (WHERE status_id = 1), count(*) FILTER (WHERE status_id = 2),
                            count(*) FILTER (WHERE status_id = 3), count(*) FILTER (WHERE status_id = 4),
                            count(*) FILTER (WHERE status_id = 5)]::integer[] AS counts
                 FROM transactions WHERE deleted_at IS NULL GROUP BY client_id) k
        WHERE k.client_id = p.id;
       UPDATE recipients p SET order_counts = k.counts
         FROM (SELECT recipient_id,
                      ARRAY[count(*) FILTER (WHERE status_id = 1), count(*) FILTER (WHERE status_id = 2),
                            count(*) FILTER (WHERE status_id = 3), count(*) FILTER (WHERE status_id = 4),
                            count(*) FILTER (WHERE status_id = 5)]::integer[] AS counts
                 FROM transactions WHERE deleted_at IS NULL GROUP BY recipient_id) k
        WHERE k.recipient_id = p.id`,
    );
    // The summaries must say what a count of the orders says (the trigger was off during the load).
    const check = await db.query<{ orders: string; summary: string; clients: string; recipients: string }>(
      `SELECT (SELECT array_agg(n ORDER BY s)::text FROM (SELECT status_id s, count(*) n FROM transactions WHERE deleted_at IS NULL GROUP BY 1) x) AS orders,
              (SELECT array_agg(n ORDER BY s)::text FROM (SELECT status_id s, sum(n) n FROM order_counts GROUP BY 1 HAVING sum(n) > 0) x) AS summary,
              (SELECT array_agg(n ORDER BY s)::text FROM (SELECT s, sum(c.order_counts[s]) n FROM clients c, generate_series(1, 5) s GROUP BY 1 HAVING sum(c.order_counts[s]) > 0) x) AS clients,
              (SELECT array_agg(n ORDER BY s)::text FROM (SELECT s, sum(r.order_counts[s]) n FROM recipients r, generate_series(1, 5) s GROUP BY 1 HAVING sum(r.order_counts[s]) > 0) x) AS recipients`,
    );
    const counted = check.rows[0]!;
    if (new Set([counted.orders, counted.summary, counted.clients, counted.recipients]).size !== 1) {
      throw new Error(`order counts disagree after the rebuild: ${JSON.stringify(counted)}`);
    }
    await db.query('ALTER TABLE transactions ENABLE TRIGGER transactions_order_counts');
    for (const ix of indexes.rows) await step(`index ${ix.indexname}`, `SET maintenance_work_mem = '256MB'; ${ix.indexdef}`);
    await step('vacuum analyze', 'VACUUM ANALYZE');
    console.log(
      `\nLoaded ${CLIENTS} clients, ${RECIPIENTS} recipients, ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
