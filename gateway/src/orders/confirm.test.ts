/**
 * confirmOrder through the gateway: one REST call to our API's atomic Confirm, the refusals'
 * codes and parameters in extensions, the UI's field names, the idempotency key; and on a REST
 * host without /confirm (and without /api/auth/me and /api/configuration/agency: our REST API behind
 * a proxy that hides those extensions and the error codes, as another provider's host would answer)
 * a refusal that says so, with no step of Confirm taken (docs/decisions/0007-one-confirm.md), while
 * the viewer and the agency still read.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.js';
import { loadGatewayConfig } from '../config.js';
import { beneficiaryInput as beneficiary, clientInput as client, CPFS } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const CONFIRM = `mutation($input: ConfirmOrderInput!, $key: String) {
  confirmOrder(input: $input, idempotencyKey: $key) {
    order { id amountUsd amountBrl totalWithFee status client { id fullName } beneficiary { id fullName } pixKey { key main } }
    client { id }
    beneficiary { id }
    pixKey { id key }
    created { client beneficiary pixKey }
  }
}`;

let serial = 0;
/** A name no other test uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(serial += 1)}`;

/** An order of today's agency date, USD 100 at 5.4325, fee 5, paid the next day. */
function order(today: string, tomorrow: string) {
  return {
    amountUsd: '100.00',
    exchangeRate: '5.4325',
    amountBrl: '543.25',
    fee: '5.00',
    totalWithFee: '105.00',
    paymentLines: [{ method: 'CASH', value: '105.00' }],
    days: 1,
    creationDate: today,
    paymentDate: tomorrow,
  };
}

/**
 * The REST API's clock in these suites: noon in New York (the agency's default zone) on a fixed
 * day, so the order's "today" is the agency's whatever the host's clock says (a date read from the
 * real clock was the next day's in New York's late evening, when UTC had passed midnight).
 */
const NOW = new Date('2026-11-16T17:00:00Z');

/** Today and tomorrow at the agency under NOW, as calendar dates. */
function agencyDays(): [string, string] {
  return ['2026-11-16', '2026-11-17'];
}

describe('confirmOrder', () => {
  let stack: TestStack;
  let token: string;
  const calls: string[] = [];
  const [today, tomorrow] = agencyDays();

  beforeAll(async () => {
    stack = await startTestStack({}, {}, { onRestCall: (method, path) => calls.push(`${method} ${path}`) }, { now: () => NOW });
    token = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack.close());

  it('confirms a new sender, beneficiary and Pix key and the order in one REST call', async () => {
    calls.length = 0;
    const name = unique('Ana Confirm');
    const reply = await gql(
      stack.gateway,
      CONFIRM,
      {
        input: {
          client: client(name),
          beneficiary: beneficiary(unique('Bia Confirm'), 'Bia@Example.com'),
          pixKey: 'Bia@Example.com',
          order: order(today, tomorrow),
        },
      },
      token,
    );
    expect(reply.errors).toBeUndefined();
    const result = reply.data!.confirmOrder;
    expect(result.order).toMatchObject({
      amountUsd: '100.00',
      amountBrl: '543.25',
      totalWithFee: '105.00',
      status: 'PENDING',
      client: { fullName: name },
    });
    expect(result.order.pixKey).toEqual({ key: 'bia@example.com', main: true });
    expect(result.created).toEqual({ client: true, beneficiary: true, pixKey: true });
    expect(result.client.id).toBe(result.order.client.id);
    expect(calls).toEqual(['POST /api/transaction/confirm']);
  });

  it('keeps the refusal code and its parameters in extensions, and names fields as the input does', async () => {
    const name = unique('Twin Confirm');
    for (const cpf of [CPFS[0], CPFS[2]]) {
      const created = await gql(
        stack.gateway,
        'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
        { i: { ...client(name), cpf } },
        token,
      );
      expect(created.errors).toBeUndefined();
    }
    const ambiguous = await gql(
      stack.gateway,
      CONFIRM,
      { input: { client: client(name), beneficiary: beneficiary(unique('Ben')), order: order(today, tomorrow) } },
      token,
    );
    const error = ambiguous.errors![0]! as { message: string; extensions: Record<string, any> };
    expect(error.extensions.code).toBe('SENDER_AMBIGUOUS');
    expect(error.extensions.candidates.map((c: { fullName: string }) => c.fullName)).toEqual([name, name]);
    expect(error.message).toBe(`Several clients are named "${name}". Please pick the sender with Select Sender.`);

    const bad = await gql(
      stack.gateway,
      CONFIRM,
      {
        input: {
          client: client(unique('Bad')),
          beneficiary: { ...beneficiary(unique('Ben')), cpf: '123' },
          order: { ...order(today, tomorrow), amountBrl: '1.00' },
        },
      },
      token,
    );
    const badError = bad.errors![0]! as { message: string; extensions: Record<string, any> };
    expect(badError.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'order.amountBrl' });
    expect(badError.message).toMatch(/^order\.amountBrl: /);
    const badCpf = await gql(
      stack.gateway,
      CONFIRM,
      {
        input: { client: client(unique('Bad')), beneficiary: { ...beneficiary(unique('Ben')), cpf: '123' }, order: order(today, tomorrow) },
      },
      token,
    );
    expect((badCpf.errors![0] as { extensions: Record<string, unknown> }).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'beneficiary.cpf',
    });
  });

  it('keeps a sanctions match and its matches in extensions; an administrator overrides it with a reason', async () => {
    const sdnCsv = '9001,"QUARTZ, Teodoro Blanco",individual,"SDGT",-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n';
    const load = await stack.rest.inject({
      method: 'POST',
      url: '/api/compliance/sanctions',
      headers: { authorization: `Bearer ${token}` },
      payload: { sdnCsv },
    });
    expect(load.statusCode).toBe(200);
    const input = { client: client('Teodoro Blanco Quartz'), beneficiary: beneficiary(unique('Clear Ben')), order: order(today, tomorrow) };
    const refused = await gql(stack.gateway, CONFIRM, { input }, token);
    const error = refused.errors![0]! as { message: string; extensions: Record<string, any> };
    expect(error.extensions.code).toBe('SANCTIONS_MATCH');
    expect(error.extensions.matches[0]).toMatchObject({ entNum: 9001, name: 'QUARTZ, Teodoro Blanco', program: 'SDGT' });
    expect(error.message).toMatch(/^Possible sanctions match: /);
    const overridden = await gql(
      stack.gateway,
      CONFIRM,
      { input: { ...input, sanctionsOverride: { reason: 'Passport shows another date of birth' } } },
      token,
    );
    expect(overridden.errors).toBeUndefined();
    expect(overridden.data!.confirmOrder.created.client).toBe(true);
  });

  it('asks about a duplicate, then takes the order when accepted; one order per idempotency key', async () => {
    const input = { client: client(unique('Dup Confirm')), beneficiary: beneficiary(unique('Dup Ben')), order: order(today, tomorrow) };
    const first = await gql(stack.gateway, CONFIRM, { input, key: 'k-1' }, token);
    expect(first.errors).toBeUndefined();
    const again = await gql(stack.gateway, CONFIRM, { input, key: 'k-1' }, token);
    expect(again.data!.confirmOrder.order.id).toBe(first.data!.confirmOrder.order.id);
    const duplicate = await gql(stack.gateway, CONFIRM, { input, key: 'k-2' }, token);
    expect(duplicate.errors![0]!.extensions).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      transactionID: Number(first.data!.confirmOrder.order.id),
    });
    const reused = await gql(stack.gateway, CONFIRM, { input: { ...input, acceptDuplicate: true }, key: 'k-1' }, token);
    expect(reused.errors![0]!.extensions!.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const accepted = await gql(stack.gateway, CONFIRM, { input: { ...input, acceptDuplicate: true }, key: 'k-2' }, token);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.confirmOrder.created).toEqual({ client: false, beneficiary: false, pixKey: false });
  });
});

/**
 * Our REST API as a host without the extensions confirm, auth/me and configuration/agency: those
 * paths answer a plain 404, and error replies lose their `code` (the specs' {statusCode, error, message}).
 */
async function specOnlyHost(restUrl: string, seen: string[]): Promise<Server> {
  const hidden = new Set(['/api/transaction/confirm', '/api/auth/me', '/api/configuration/agency']);
  const target = new URL(restUrl);
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push(`${req.method} ${path}`);
    if (hidden.has(path)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `Route ${req.method}:${path} not found` }));
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (c: Buffer) => chunks.push(c));
        reply.on('end', () => {
          let body = Buffer.concat(chunks);
          if ((reply.statusCode ?? 200) >= 400) {
            const { statusCode, error, message } = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
            body = Buffer.from(JSON.stringify({ statusCode, error, message }));
          }
          res.writeHead(reply.statusCode ?? 502, { 'content-type': 'application/json', 'content-length': body.length });
          res.end(body);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

describe('confirmOrder on a REST host without /api/transaction/confirm', () => {
  let stack: TestStack;
  let proxy: Server;
  let gateway: Awaited<ReturnType<typeof createGateway>>;
  let token: string;
  const seen: string[] = [];
  const [today, tomorrow] = agencyDays();

  beforeAll(async () => {
    stack = await startTestStack({}, {}, {}, { now: () => NOW });
    proxy = await specOnlyHost(stack.restUrl, seen);
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    gateway = await createGateway(loadGatewayConfig({ REST_API_URL: url, WEB_DIST: '/nonexistent', AGENCY_NAME: 'Fallback Agency' }), {
      logger: false,
    });
    token = await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((r) => proxy.close(r));
    await stack.close();
  });

  it('refuses Confirm, saying the REST host lacks it, and takes no step of it (docs/decisions/0007-one-confirm.md)', async () => {
    seen.length = 0;
    const input = {
      client: client(unique('Step Ana')),
      beneficiary: beneficiary(unique('Step Bia'), 'step@example.com'),
      pixKey: 'STEP@example.com',
      order: order(today, tomorrow),
      sanctionsOverride: { reason: 'Checked the passport' },
    };
    const reply = await gql(gateway, CONFIRM, { input, key: 'step-1' }, token);
    expect(reply.data?.confirmOrder ?? null).toBeNull();
    expect(reply.errors![0]).toMatchObject({
      message: expect.stringContaining('has no POST /api/transaction/confirm') as string,
      extensions: { code: 'NOT_FOUND' },
    });
    // No client, beneficiary or order made by other calls: the one Confirm is the REST API's.
    expect(seen).toEqual(['POST /api/transaction/confirm']);
  });

  it('answers the viewer and the agency without /api/auth/me and /api/configuration/agency', async () => {
    const reply = await gql(gateway, '{ viewer { isAdministrator employee { id fullName } } agency { name timeZone } }', {}, token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({
      viewer: { isAdministrator: true, employee: { id: expect.any(String), fullName: 'Administrator' } },
      agency: { name: 'Fallback Agency', timeZone: 'America/New_York' },
    });
    expect(seen).toContain('POST /api/auth/has');
  });
});
