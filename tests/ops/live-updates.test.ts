/**
 * Live updates past one process (docs/live-updates.md, issue 33), against real processes: two REST
 * API processes on one fresh PostgreSQL database and two gateways, the first streaming from REST A,
 * the second from REST B. A write through REST A reaches a subscriber of gateway B (and one through
 * B a subscriber of A); a session ended through REST B closes its socket on gateway A; a socket
 * without a token is refused; when REST A stops, gateway A's clients are told to refetch (4205) and
 * hear REST B's writes after reconnecting; an employee signed in through one is refused the alerts
 * on the gateway of the other. (One process on PGlite: gateway/src/live/live.test.ts.)
 * Needs PostgreSQL (TEST_PG_URL or 127.0.0.1:5432): skipped without it, except under CI=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heardAfter, subscribe, type Subscriber } from '../../gateway/src/test-support/live-client.js';
import { confirmOrder, freshDatabase, postgresAvailable, rest, signIn, startGateway, startRest, type Proc } from './support.js';

const available = await postgresAvailable();
if (!available && process.env.CI === 'true')
  throw new Error('PostgreSQL is not reachable and CI=true: the live-updates suite may not be skipped');
if (!available) process.stderr.write('live-updates: skipped, no PostgreSQL at TEST_PG_URL or 127.0.0.1:5432\n');

const ADMIN_EMAIL = 'admin@live.test';
const ADMIN_PASSWORD = 'live-chief-password';
const SECRET = 'live-suite-gateway-secret-0123456789';
const ORDERS = 'subscription { ordersChanged { id kind version editedBy } }';

describe.skipIf(!available)('live updates: two REST processes on one PostgreSQL database, two gateways', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Proc;
  let b: Proc;
  let gatewayA: Proc;
  let gatewayB: Proc;
  let token: string;
  const open: Subscriber[] = [];
  const track = (s: Subscriber) => (open.push(s), s);
  const ws = (gateway: Proc) => `${gateway.url.replace(/^http/, 'ws')}/graphql`;

  beforeAll(async () => {
    database = await freshDatabase('agency_live');
    // MFA_REQUIRED=none: this suite tests the live path across processes, not sign-in (auth/mfa.test.ts does).
    const env = { DATABASE_URL: database.url, ADMIN_EMAIL, ADMIN_PASSWORD, GATEWAY_SECRET: SECRET, MFA_REQUIRED: 'none' };
    // The first one migrates and creates the administrator; the second finds both done.
    a = await startRest(env);
    b = await startRest(env);
    // Each gateway's stream goes to the first URL it is given: gateway A hears REST A, gateway B hears REST B.
    [gatewayA, gatewayB] = await Promise.all([
      startGateway({ REST_API_URL: `${a.url},${b.url}`, GATEWAY_SECRET: SECRET }),
      startGateway({ REST_API_URL: `${b.url},${a.url}`, GATEWAY_SECRET: SECRET }),
    ]);
    token = await signIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await Promise.all(open.map((s) => s.dispose()));
    await Promise.all([gatewayA?.stop(), gatewayB?.stop()]);
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('hands a write through one REST process to a subscriber of the gateway on the other, both ways', async () => {
    const onB = track(subscribe(ws(gatewayB), token, ORDERS));
    const onA = track(subscribe(ws(gatewayA), token, ORDERS));
    const viaA = await heardAfter(
      onB,
      () => confirmOrder(a.url, token),
      (d, id) => d.ordersChanged.id === String(id),
    );
    expect(viaA.data.ordersChanged).toMatchObject({ kind: 'CREATED', version: 1, editedBy: expect.any(String) });
    // The same write reached gateway A too, and a write through REST B reaches both.
    await onA.next((d) => d.ordersChanged.id === String(viaA.written));
    const viaB = await confirmOrder(b.url, token);
    await Promise.all([onA, onB].map((s) => s.next((d) => d.ordersChanged.id === String(viaB))));
  });

  it('closes the socket of a session ended through the other REST process (4401), not the others', async () => {
    const leaving = await signIn(b.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const mine = track(subscribe(ws(gatewayA), leaving, ORDERS));
    const staying = track(subscribe(ws(gatewayA), token, ORDERS));
    await heardAfter(
      mine,
      () => confirmOrder(a.url, token),
      (d, id) => d.ordersChanged.id === String(id),
    );
    await heardAfter(
      staying,
      () => confirmOrder(a.url, token),
      (d, id) => d.ordersChanged.id === String(id),
    );
    expect((await rest(b.url, 'POST', '/api/auth/logout', leaving, {})).status).toBeLessThan(300);
    expect(await mine.closed).toBe(4401);
    const id = await confirmOrder(b.url, token);
    await staying.next((d) => d.ordersChanged.id === String(id));
  });

  it('refuses a socket without a token (4401)', async () => {
    expect(await track(subscribe(ws(gatewayB), null, ORDERS, {}, { retry: false })).closed).toBe(4401);
  });

  it('refuses the alerts to an employee whose session began on the other REST process (FORBIDDEN), not the orders', async () => {
    const email = `live.employee.${Date.now()}@live.test`;
    const first = 'first-lantern-quartz-41';
    const password = 'counter-meadow-copper-58';
    const created = await rest(b.url, 'POST', '/api/employee/create', token, {
      fullName: 'Live Employee',
      email,
      password: first,
      roleID: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const firstToken = await signIn(a.url, email, first);
    const changed = await rest(a.url, 'POST', '/api/employee/update/password', firstToken, {
      employeeID: created.body!.id,
      actualPassword: first,
      newPassword: password,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const employee = await signIn(b.url, email, password);
    const alerts = track(subscribe(ws(gatewayA), employee, 'subscription { complianceAlertsChanged { id } }'));
    expect((await alerts.errors)[0]!.extensions?.code).toBe('FORBIDDEN');
    // The same employee hears the orders, written through either process.
    const orders = track(subscribe(ws(gatewayA), employee, ORDERS));
    await heardAfter(
      orders,
      () => confirmOrder(b.url, token),
      (d, id) => d.ordersChanged.id === String(id),
    );
  });

  // Last: it stops REST A.
  it('tells its clients to refetch (4205) when its REST process stops, and goes on from the other one', async () => {
    const watching = track(subscribe(ws(gatewayA), token, ORDERS));
    await heardAfter(
      watching,
      () => confirmOrder(b.url, token),
      (d, id) => d.ordersChanged.id === String(id),
    );
    await a.stop();
    // Gateway A's stream moves to REST B; the client reconnects and resubscribes by itself.
    await heardAfter(
      watching,
      () => confirmOrder(b.url, token),
      (d, id) => d.ordersChanged.id === String(id),
      { attempts: 20 },
    );
    expect(watching.closes).toContain(4205);
  });
});
