/**
 * Running it past one process (docs/operations.md), against real processes: two REST API processes
 * on one PostgreSQL database and a gateway balancing over both. Confirms and lists go through; one
 * Idempotency-Key sent to both at once gives one order; the per-email sign-in limit counts failures
 * on both; /metrics needs its token; a backup restored into a fresh database has the same rows and
 * the uploaded document; one REST process killed leaves the gateway answering within seconds; health
 * answers 503 with no database or no REST process.
 * Needs PostgreSQL (TEST_PG_URL or 127.0.0.1:5432): skipped without it, except under CI=true.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig, openDatabase } from '@agency/rest-api';
import {
  confirmBody,
  confirmOrder,
  eventually,
  freshDatabase,
  gql,
  postgresAvailable,
  rest,
  root,
  signIn,
  startGateway,
  startRest,
  tag,
  uploadClientDocument,
  type Proc,
} from './support.js';

const run = promisify(execFile);
const available = await postgresAvailable();
if (!available && process.env.CI === 'true')
  throw new Error('PostgreSQL is not reachable and CI=true: the operations suite may not be skipped');
if (!available) process.stderr.write('several-processes: skipped, no PostgreSQL at TEST_PG_URL or 127.0.0.1:5432\n');

const ADMIN_EMAIL = 'admin@ops.test';
const ADMIN_PASSWORD = 'ops-chief-password';
const SECRET = 'ops-suite-gateway-secret-0123456789';
const METRICS_TOKEN = 'ops-suite-metrics-token-0123456789';

/** Row counts of every table (schema_migrations aside) of the database at url. */
async function counts(url: string): Promise<Record<string, number>> {
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    const { rows } = await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename",
    );
    const out: Record<string, number> = {};
    for (const { tablename } of rows)
      out[tablename] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}"`)).rows[0]!.n;
    return out;
  } finally {
    await db.close();
  }
}

/** Requests a REST process has answered on /api/transaction/... routes, from its /metrics. */
async function served(proc: Proc): Promise<number> {
  const text = await fetch(`${proc.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
  return [
    ...text.matchAll(
      /^http_request_duration_seconds_count\{method="(?:GET|POST)",route="\/api\/transaction\/search[^"]*",status_code="200"\} (\d+)$/gm,
    ),
  ].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe.skipIf(!available)('two REST processes on one PostgreSQL database, a gateway over both', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const others: { drop: () => Promise<void> }[] = [];
  let a: Proc;
  let b: Proc;
  let gateway: Proc;
  let token: string;
  const work = mkdtempSync(join(tmpdir(), 'agency-ops-'));

  beforeAll(async () => {
    database = await freshDatabase('agency_ops');
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      GATEWAY_SECRET: SECRET,
      METRICS_TOKEN,
      LOGIN_RATE_LIMIT_PER_EMAIL: '4',
      // MFA_REQUIRED=none: this suite tests several processes on one database, not sign-in (the second factor's steps are the REST suites' auth/mfa.test.ts).
      MFA_REQUIRED: 'none',
    };
    // The first one migrates and creates the administrator; the second finds both done.
    a = await startRest(env);
    b = await startRest(env);
    gateway = await startGateway({ REST_API_URL: `${a.url},${b.url}`, GATEWAY_SECRET: SECRET, METRICS_TOKEN });
    token = await signIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), gateway?.stop()]);
    for (const d of others) await d.drop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('confirms orders and lists them through the gateway, the work spread over both processes', async () => {
    const before = (await gql(gateway.url, '{ orders { total } }', {}, token)).data?.orders.total as number;
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await confirmOrder(i % 2 === 0 ? a.url : b.url, token));
    const servedBefore = await Promise.all([served(a), served(b)]);
    const order = await gql(gateway.url, 'query($id: ID!) { order(id: $id) { id status } }', { id: String(ids[3]) }, token);
    expect(order.errors).toBeUndefined();
    expect(order.data!.order.id).toBe(String(ids[3]));
    for (let i = 0; i < 4; i += 1) {
      const list = await gql(gateway.url, '{ orders(perPage: 50) { total items { id } } }', {}, token);
      expect(list.errors).toBeUndefined();
      expect(list.data!.orders.total).toBe(before + 4);
      expect(list.data!.orders.items.map((o: { id: string }) => Number(o.id))).toEqual(expect.arrayContaining(ids));
    }
    // Each REST process served some of the gateway's calls.
    const after = await Promise.all([served(a), served(b)]);
    expect(after[0], 'calls served by the first REST process').toBeGreaterThan(servedBefore[0]);
    expect(after[1], 'calls served by the second REST process').toBeGreaterThan(servedBefore[1]);
  });

  it('one Idempotency-Key sent to both processes at once gives one order', async () => {
    const body = confirmBody();
    const key = `ops-${Date.now()}`;
    const before = (await counts(database.url)).transactions!;
    const replies = await Promise.all(
      [a, b, a, b].map((p) => rest(p.url, 'POST', '/api/transaction/confirm', token, body, { 'idempotency-key': key })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(replies.map((r) => r.body!.transaction.transactionDetail.id));
    expect(ids.size).toBe(1);
    expect((await counts(database.url)).transactions).toBe(before + 1);
  });

  it('counts failed sign-ins of one email on both processes together', async () => {
    const email = `limit.${Date.now()}@ops.test`;
    const created = await rest(a.url, 'POST', '/api/employee/create', token, {
      fullName: 'Lima Teste',
      email,
      password: 'right-password-1',
      roleID: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // A clerk signing in many times is not held back.
    for (let i = 0; i < 6; i += 1)
      expect(
        (await rest(i % 2 ? a.url : b.url, 'POST', '/api/auth/authenticate', null, { email, password: 'right-password-1' })).status,
      ).toBe(200);
    for (const proc of [a, b, a, b])
      expect((await rest(proc.url, 'POST', '/api/auth/authenticate', null, { email, password: 'wrong-password' })).status).toBe(401);
    for (const proc of [a, b]) {
      const refused = await rest(proc.url, 'POST', '/api/auth/authenticate', null, { email, password: 'right-password-1' });
      expect(refused.status).toBe(429);
      expect(refused.body!.code).toBe('RATE_LIMITED');
    }
  });

  it('answers /metrics only with its token, in Prometheus text format', async () => {
    for (const proc of [a, gateway]) {
      expect((await fetch(`${proc.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${proc.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    }
    const restMetrics = await fetch(`${a.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(restMetrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const restText = await restMetrics.text();
    expect(restText).toMatch(/^agency_orders_confirmed_total [1-9]/m);
    expect(restText).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
    expect(restText).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/transaction\/confirm",status_code="201"\} \d+/m,
    );
    const gatewayText = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) =>
      r.text(),
    );
    expect(gatewayText).toMatch(/^graphql_operation_duration_seconds_count\{operation="anonymous",outcome="ok"\} [1-9]/m);
    expect(gatewayText).toMatch(
      /^gateway_rest_call_duration_seconds_count\{method="GET",path="\/api\/transaction\/search\/\{id\}",status_code="200"\} [1-9]/m,
    );
  });

  it('backs up and restores into a fresh database: the same rows, and the uploaded document downloads', async () => {
    const clientId = (await rest(a.url, 'POST', '/api/transaction/confirm', token, confirmBody())).body!.clientID as number;
    expect(await uploadClientDocument(b.url, token, clientId)).toBe(200);
    const file = join(work, 'agency.dump');
    await run('npm', ['run', '-s', 'backup', '--', file], { cwd: root, env: { ...process.env, DATABASE_URL: database.url } });
    const source = await counts(database.url);

    const target = await freshDatabase('agency_ops_restore');
    others.push(target);
    const restored = await run('npm', ['run', '-s', 'restore', '--', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: target.url },
    });
    expect(restored.stdout).toMatch(/Restored/);
    expect(await counts(target.url)).toEqual(source);
    // A second restore over data is refused, and says how to force it.
    const again = await run('npm', ['run', '-s', 'restore', '--', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: target.url },
    }).catch((e: { stderr: string; code: number }) => e);
    expect((again as { code: number }).code).toBe(1);
    expect((again as { stderr: string }).stderr).toMatch(/already has data .*--force/);

    const app = await buildApp(
      loadConfig({ DATABASE_URL: target.url, ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'silent', MFA_REQUIRED: 'none' }),
      {
        logger: false,
        print: () => undefined,
      },
    );
    try {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      const doc = await app.inject({
        method: 'GET',
        url: `/api/client/document/${clientId}`,
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().fileExtension).toBe('png');
      expect(
        Buffer.from(doc.json().document as string, 'base64')
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');
    } finally {
      await app.close();
    }
  });

  it('keeps answering through the gateway within seconds of one REST process being killed', async () => {
    await b.stop('SIGKILL');
    const started = Date.now();
    for (let i = 0; i < 6; i += 1) {
      const list = await gql(gateway.url, '{ orders(perPage: 5) { total } }', {}, token);
      expect(list.errors, JSON.stringify(list.errors)).toBeUndefined();
    }
    // A write too: the balanced pool sends it to the process that is left.
    const example = JSON.parse(readFileSync(join(root, 'gateway/queries/confirm-order.example.json'), 'utf8')) as {
      input: Record<string, any>;
    };
    example.input.client.fullName = `Helena ${tag()}`;
    example.input.beneficiary.fullName = `Otavio ${tag()}`;
    const confirmed = await gql(
      gateway.url,
      readFileSync(join(root, 'gateway/queries/confirm-order.graphql'), 'utf8'),
      { input: example.input, key: `ops-kill-${Date.now()}` },
      token,
    );
    expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
    expect(Number(confirmed.data!.confirmOrder.order.id)).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });

  it('answers 503 from health with the database gone, and from the gateway with no REST process', async () => {
    await database.drop();
    await eventually(async () => (await fetch(`${a.url}/api/health`)).status === 503, 10_000, 'REST health 503');
    const health = await rest(a.url, 'GET', '/api/health', null);
    expect(health.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(503);
    await a.stop();
    const ready = await fetch(`${gateway.url}/healthz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${gateway.url}/livez`)).status).toBe(200);
  });
});
