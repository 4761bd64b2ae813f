/**
 * Live updates on one machine (docs/live-updates.md), as `npm start` runs it: one REST API on PGlite
 * and a gateway, its subscriptions over graphql-ws at /graphql. A write through the REST API reaches
 * a subscriber; a socket needs a token; alerts are for administrators; a session that ends closes
 * its socket. (Several processes on PostgreSQL: tests/ops/live-updates.test.ts.)
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryInput, clientInput } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, signedInEmployee, startTestStack, type TestStack } from '../test-support/stack.js';
import { heardAfter, subscribe, type Subscriber } from '../test-support/live-client.js';

const METRICS_TOKEN = 'live-suite-metrics-token-0123';
const ORDERS = 'subscription { ordersChanged { id kind version editedBy editedAt } }';

describe('live updates, one REST API on PGlite', () => {
  let stack: TestStack;
  let url: string;
  let admin: string;
  const open: Subscriber[] = [];
  const track = (s: Subscriber) => (open.push(s), s);

  let parties: { clientID: number; recipientID: number };

  /** Takes an order through the REST API itself (POST /api/transaction/create); returns its id. */
  const takeOrder = async (): Promise<number> => {
    const res = await fetch(`${stack.restUrl}/api/transaction/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        ...parties,
        amountUSD: '100.00',
        exchangeRate: 5.4325,
        amountBRL: '543.25',
        fee: 5,
        totalFee: '105.00',
        valueAggregates: [{ paymentID: 1, value: '105.00' }],
        isRenew: false,
        originalTransactionID: null,
        paymentDate: '2026-11-17',
        creationDate: '2026-11-16',
        days: -1,
        pixID: null,
      }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { transaction: { transactionDetail: { id: number } } }).transaction.transactionDetail.id;
  };

  beforeAll(async () => {
    stack = await startTestStack({ MFA_REQUIRED: 'none' }, { METRICS_TOKEN });
    await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(stack.gateway.server.address() as AddressInfo).port}/graphql`;
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const client = await gql(
      stack.gateway,
      'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
      { i: clientInput('Live Sender') },
      admin,
    );
    const beneficiary = await gql(
      stack.gateway,
      'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }',
      { i: beneficiaryInput('Live Beneficiary') },
      admin,
    );
    parties = { clientID: Number(client.data!.createClient.id), recipientID: Number(beneficiary.data!.createBeneficiary.id) };
  });

  afterAll(async () => {
    await Promise.all(open.map((s) => s.dispose()));
    await stack?.close();
  });

  it("hands a REST write to ordersChanged, and to orderChanged of that order only, with the employee's name", async () => {
    const all = track(subscribe(url, admin, ORDERS));
    const { data, written: id } = await heardAfter(all, takeOrder, (d, id) => d.ordersChanged.id === String(id));
    expect(data.ordersChanged).toMatchObject({ kind: 'CREATED', version: 1, editedBy: expect.any(String) });
    expect(Number.isNaN(Date.parse(data.ordersChanged.editedAt))).toBe(false);

    const one = track(subscribe(url, admin, 'subscription($id: ID!) { orderChanged(id: $id) { id kind version } }', { id: String(id) }));
    // On hold and back, so each attempt changes something (setting the status it has writes nothing).
    let flip = 0;
    const status = () =>
      gql(
        stack.gateway,
        'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id } }',
        {
          id: String(id),
          s: (flip += 1) % 2 === 1 ? 'STANDBY' : 'PENDING',
        },
        admin,
      ).then((r) => expect(r.errors).toBeUndefined());
    const changed = await heardAfter(one, status, (d) => d.orderChanged.kind === 'CHANGED');
    expect(changed.data.orderChanged.id).toBe(String(id));
    // Another order's write reaches ordersChanged but not this orderChanged.
    const other = await takeOrder();
    await all.next((d) => d.ordersChanged.id === String(other));
    await expect(one.next((d) => d.orderChanged.id !== String(id), 300)).rejects.toThrow(/no matching message/);
  });

  it('refuses a socket without a token (4401), alerts to an employee (FORBIDDEN), and a document over the limits of queries', async () => {
    const anonymous = track(subscribe(url, null, ORDERS, {}, { retry: false }));
    expect(await anonymous.closed).toBe(4401);
    const bad = track(subscribe(url, 'not-a-live-token', ORDERS, {}, { retry: false }));
    expect(await bad.closed).toBe(4401);

    const employee = await signedInEmployee(stack.gateway, admin, { fullName: 'Live Employee', email: `live.${Date.now()}@gateway.test` });
    const alerts = track(subscribe(url, employee.token, 'subscription { complianceAlertsChanged { id } }'));
    expect((await alerts.errors)[0]!.extensions?.code).toBe('FORBIDDEN');

    // The limits of queries: 16 aliases are one too many.
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ');
    const wide = track(subscribe(url, admin, `subscription { ordersChanged { ${aliases} } }`));
    expect((await wide.errors)[0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'aliases' });
  });

  it("closes a socket (4401) when its session ends, and not another employee's", async () => {
    const leaving = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const mine = track(subscribe(url, leaving, ORDERS));
    const staying = track(subscribe(url, admin, ORDERS));
    await heardAfter(mine, takeOrder, (d, id) => d.ordersChanged.id === String(id));
    await heardAfter(staying, takeOrder, (d, id) => d.ordersChanged.id === String(id));
    expect((await gql(stack.gateway, 'mutation { logout }', {}, leaving)).data).toEqual({ logout: true });
    expect(await mine.closed).toBe(4401);
    const id = await takeOrder();
    await staying.next((d) => d.ordersChanged.id === String(id));
  });

  it('counts its open sockets and says its stream is up in /metrics', async () => {
    const watching = track(subscribe(url, admin, ORDERS));
    await heardAfter(watching, takeOrder, (d, id) => d.ordersChanged.id === String(id));
    const text = (await stack.gateway.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
      .body;
    expect(text).toMatch(/^gateway_live_stream_up 1$/m);
    expect(Number(/^gateway_live_sockets (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
  });

  it('refuses a subscription sent over HTTP', async () => {
    const reply = await gql(stack.gateway, ORDERS, {}, admin);
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.length).toBeGreaterThan(0);
  });
});
