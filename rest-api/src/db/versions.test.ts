/**
 * Versions and EDITED_ELSEWHERE (docs/ARCHITECTURE.md#versions, docs/errors.md), generated from the
 * route table: every registered write route (not GET/HEAD) is either a versioned case below —
 * where a stale expectedVersion (or If-Match) is refused with 409 EDITED_ELSEWHERE naming the last
 * editor and nothing is written — or listed in NOT_VERSIONED with the reason. A write route added
 * later in neither list fails the first test. Also: two simultaneous partial payments that would
 * together overpay an order never both succeed.
 */
import type { HTTPMethods, RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp, type TestEmployee } from '../test-support/build.js';
import { clientBody, createClient, createRecipient, recipientBody } from '../test-support/people.js';
import { createOrder, orderBody } from '../test-support/orders.js';
import { createInvestment, investmentBody } from '../test-support/investments.js';
import type { App } from '../types.js';
import type { Database } from './database.js';
import { VERSIONED_TABLES, type VersionedEntity } from './versions.js';

/** Write routes that take no version, each with why ([method, path pattern, reason]). */
const NOT_VERSIONED: [string, RegExp, string][] = [
  ['POST', /\/search(\/|$)|\/pagination|\/list(\/|$)|\/report|\/table|\/over(\/|$)|\/ids$|\/today\//, 'a read sent as POST for its body'],
  [
    'POST',
    /\/create$|^\/api\/transaction\/confirm$|^\/api\/recipient\/pix$|^\/api\/consortium\/register\/create$/,
    'creates a record: nothing can be stale',
  ],
  ['*', /^\/api\/auth\//, "the caller's own sign-in, session or token"],
  ['POST', /^\/api\/employee\/update\/password$/, "the caller's own password: only its owner writes it"],
  ['*', /\/upload\//, 'a file replaces the file (no fields typed against an older version); the write still bumps the version'],
  ['*', /^\/api\/recipient\/pix\//, "a beneficiary's Pix key list: not versioned yet (left for later; the beneficiary's own fields are)"],
  ['*', /^\/api\/investment\/(invoice|document)\//, 'invoices and agreement documents: not versioned yet (left for later)'],
  ['*', /^\/api\/configuration\//, 'the fee and the rate of the day: a setting, the newest value is the intent'],
  ['POST', /^\/api\/compliance\/sanctions$/, 'the sanctions list: guarded by SANCTIONS_LIST_SHRINKS, not edited field by field'],
  ['*', /^\/api\/import\//, 'an import makes records (matching ones are compared field by field)'],
  ['*', /^\/api\/audit/, 'reading or exporting the audit log'],
  ['POST', /^\/api\/employee$/, 'a read: one page of employees'],
  [
    '*',
    /^\/api\/employee\/[^/]+\/(mfa|sessions)(\/|$)/,
    "an employee's second factor or sessions: no field typed against an older version",
  ],
];

/** What one versioned case needs: a fresh record, the write to refuse, and a harmless write that bumps. */
interface Case {
  entity: VersionedEntity;
  /** Makes a fresh record as the administrator; returns its id (and the order id for partial payments). */
  make: (ctx: Ctx) => Promise<{ id: number; orderId?: number; recordId?: number }>;
  /** The write under test, sending expectedVersion in the body (or only If-Match when the route has no body). */
  write: (made: { id: number; recordId?: number }, expectedVersion: number) => { method: HTTPMethods; url: string; payload?: object };
  /** Another write of the record (by the first editor) so that the version moves on. */
  touch: (ctx: Ctx, made: { id: number; recordId?: number }) => Promise<void>;
}

interface Ctx {
  app: App;
  db: Database;
  admin: string;
  first: TestEmployee;
  second: TestEmployee;
}

async function ok(ctx: Ctx, token: string, method: HTTPMethods, url: string, payload?: object): Promise<Record<string, unknown>> {
  const res = await ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function makeOrder(ctx: Ctx): Promise<number> {
  const client = await createClient(ctx.app, ctx.admin);
  const recipient = await createRecipient(ctx.app, ctx.admin);
  const order = await createOrder(ctx.app, ctx.admin, orderBody(client.id, recipient.id));
  return order.transactionDetail.id;
}

const statusTouch = async (ctx: Ctx, made: { id: number }) => {
  await ok(ctx, ctx.first.token, 'POST', '/api/transaction/status', { transactionID: made.id, statusID: 5 });
};
const partialTouch = async (ctx: Ctx, made: { id: number }) => {
  await ok(ctx, ctx.first.token, 'POST', `/api/transaction/partial/${made.id}`, { value: '1.00' });
};

/** The versioned write routes, by "METHOD path" as registered. */
const CASES: Record<string, Case> = {
  'POST /api/client/update/:id': {
    entity: 'client',
    make: async (ctx) => ({ id: (await createClient(ctx.app, ctx.admin)).id }),
    write: (m, v) => ({ method: 'POST', url: `/api/client/update/${m.id}`, payload: { ...clientBody(), expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', `/api/client/update/${m.id}`, clientBody({ telephone: '+1 (973) 555-0199' }));
    },
  },
  'POST /api/recipient/update/:id': {
    entity: 'recipient',
    make: async (ctx) => ({ id: (await createRecipient(ctx.app, ctx.admin)).id }),
    write: (m, v) => ({ method: 'POST', url: `/api/recipient/update/${m.id}`, payload: { ...recipientBody(), expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', `/api/recipient/update/${m.id}`, recipientBody({ city: 'Campinas' }));
    },
  },
  'POST /api/transaction/status': {
    entity: 'transaction',
    make: async (ctx) => ({ id: await makeOrder(ctx) }),
    write: (m, v) => ({
      method: 'POST',
      url: '/api/transaction/status',
      payload: { transactionID: m.id, statusID: 3, expectedVersion: v },
    }),
    touch: statusTouch,
  },
  'DELETE /api/transaction/:id': {
    entity: 'transaction',
    make: async (ctx) => ({ id: await makeOrder(ctx) }),
    write: (m, v) => ({ method: 'DELETE', url: `/api/transaction/${m.id}`, payload: { expectedVersion: v } }),
    touch: statusTouch,
  },
  'POST /api/transaction/cancel/:id': {
    entity: 'transaction',
    make: async (ctx) => ({ id: await makeOrder(ctx) }),
    write: (m, v) => ({ method: 'POST', url: `/api/transaction/cancel/${m.id}`, payload: { expectedVersion: v } }),
    touch: statusTouch,
  },
  'POST /api/transaction/partial/:id': {
    entity: 'transaction',
    make: async (ctx) => ({ id: await makeOrder(ctx) }),
    write: (m, v) => ({ method: 'POST', url: `/api/transaction/partial/${m.id}`, payload: { value: '2.00', expectedVersion: v } }),
    touch: partialTouch,
  },
  'POST /api/transaction/partial/update/:recordId': {
    entity: 'transaction',
    make: async (ctx) => {
      const id = await makeOrder(ctx);
      const log = await ok(ctx, ctx.admin, 'POST', `/api/transaction/partial/${id}`, { value: '5.00' });
      return { id, recordId: (log.partialRecord as { id: number }[])[0]!.id };
    },
    write: (m, v) => ({
      method: 'POST',
      url: `/api/transaction/partial/update/${m.recordId}`,
      payload: { value: '3.00', expectedVersion: v },
    }),
    touch: partialTouch,
  },
  'DELETE /api/transaction/partial/:id': {
    entity: 'transaction',
    make: async (ctx) => {
      const id = await makeOrder(ctx);
      const log = await ok(ctx, ctx.admin, 'POST', `/api/transaction/partial/${id}`, { value: '5.00' });
      return { id, recordId: (log.partialRecord as { id: number }[])[0]!.id };
    },
    write: (m, v) => ({ method: 'DELETE', url: `/api/transaction/partial/${m.recordId}`, payload: { expectedVersion: v } }),
    touch: partialTouch,
  },
  'POST /api/employee/update/:id': {
    entity: 'employee',
    make: async (ctx) => ({ id: (await createEmployee(ctx.app, ctx.admin)).id }),
    write: (m, v) => ({ method: 'POST', url: `/api/employee/update/${m.id}`, payload: { fullName: 'Stale Name', expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', `/api/employee/update/${m.id}`, { fullName: 'Fresh Name' });
    },
  },
  'DELETE /api/employee/delete/:id': {
    entity: 'employee',
    make: async (ctx) => ({ id: (await createEmployee(ctx.app, ctx.admin)).id }),
    write: (m, v) => ({ method: 'DELETE', url: `/api/employee/delete/${m.id}`, payload: { expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', `/api/employee/update/${m.id}`, { fullName: 'Fresh Name' });
    },
  },
  'POST /api/investment/status': {
    entity: 'investment',
    make: async (ctx) => {
      const client = await createClient(ctx.app, ctx.admin);
      return { id: (await createInvestment(ctx.app, ctx.admin, investmentBody(client.id))).investmentID };
    },
    write: (m, v) => ({ method: 'POST', url: '/api/investment/status', payload: { id: m.id, status: 3, expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', '/api/investment/status', { id: m.id, status: 2 });
    },
  },
  'DELETE /api/investment/:id': {
    entity: 'investment',
    make: async (ctx) => {
      const client = await createClient(ctx.app, ctx.admin);
      return { id: (await createInvestment(ctx.app, ctx.admin, investmentBody(client.id))).investmentID };
    },
    write: (m, v) => ({ method: 'DELETE', url: `/api/investment/${m.id}`, payload: { expectedVersion: v } }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', '/api/investment/status', { id: m.id, status: 2 });
    },
  },
  'POST /api/compliance/alerts/:id': {
    entity: 'compliance_alert',
    make: async (ctx) => {
      const client = await createClient(ctx.app, ctx.admin);
      const { rows } = await ctx.db.query<{ id: number }>(
        "INSERT INTO compliance_alerts (type, client_id, day, total, threshold) VALUES ('CTR', $1, '2026-11-16', 12000, 10000) RETURNING id",
        [client.id],
      );
      return { id: rows[0]!.id };
    },
    write: (m, v) => ({
      method: 'POST',
      url: `/api/compliance/alerts/${m.id}`,
      payload: { status: 'REPORTED', note: 'stale', expectedVersion: v },
    }),
    touch: async (ctx, m) => {
      await ok(ctx, ctx.first.token, 'POST', `/api/compliance/alerts/${m.id}`, { status: 'CLEARED', note: 'reviewed' });
    },
  },
};

/** The record's row as stored (and, for an order, its partial payments), to show nothing was written. */
async function stored(db: Database, entity: VersionedEntity, id: number): Promise<unknown> {
  const { rows } = await db.query<{ row: unknown }>(`SELECT to_jsonb(r) AS row FROM ${VERSIONED_TABLES[entity]} r WHERE r.id = $1`, [id]);
  if (entity !== 'transaction') return rows[0]!.row;
  const payments = await db.query('SELECT id, value, date, deleted_at FROM partial_payments WHERE transaction_id = $1 ORDER BY id', [id]);
  return { row: rows[0]!.row, payments: payments.rows };
}

async function versionOf(db: Database, entity: VersionedEntity, id: number): Promise<number> {
  const { rows } = await db.query<{ version: number }>(`SELECT version FROM ${VERSIONED_TABLES[entity]} WHERE id = $1`, [id]);
  return rows[0]!.version;
}

const classified = (method: string, url: string) =>
  `${method} ${url}` in CASES || NOT_VERSIONED.some(([m, pattern]) => (m === '*' || m === method) && pattern.test(url));

forEachBackend('versions and EDITED_ELSEWHERE', (backend) => {
  const routes: { method: string; url: string }[] = [];
  const t = useApp(backend, {
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) {
        if (method !== 'GET' && method !== 'HEAD' && route.url.startsWith('/api/')) routes.push({ method, url: route.url });
      }
    },
  });

  async function context(): Promise<Ctx> {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const first = await createEmployee(app, admin, { roleID: 1, fullName: `First Editor ${Date.now() % 100000}` });
    const second = await createEmployee(app, admin, { roleID: 1 });
    return { app, db, admin, first, second };
  }

  it('every write route is versioned or says why not', () => {
    expect(routes.length).toBeGreaterThan(20);
    const unclassified = routes.filter((r) => !classified(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(CASES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('a stale version on every versioned route: 409 EDITED_ELSEWHERE naming the last editor, nothing written', async () => {
    const ctx = await context();
    const failures: string[] = [];
    for (const route of routes.filter((r) => `${r.method} ${r.url}` in CASES)) {
      const key = `${route.method} ${route.url}`;
      const c = CASES[key]!;
      const made = await c.make(ctx);
      const loaded = await versionOf(ctx.db, c.entity, made.id);
      await c.touch(ctx, made);
      const current = await versionOf(ctx.db, c.entity, made.id);
      expect(current, key).toBe(loaded + 1);
      const before = await stored(ctx.db, c.entity, made.id);
      const request = c.write(made, loaded);
      const res = await ctx.app.inject({
        method: request.method,
        url: request.url,
        headers: bearer(ctx.second.token),
        payload: request.payload,
      });
      if (res.statusCode !== 409 || res.json().code !== 'EDITED_ELSEWHERE') {
        failures.push(`${key}: ${res.statusCode} ${res.body}`);
        continue;
      }
      const body = res.json();
      expect(body.currentVersion, key).toBe(current);
      expect(body.editedBy, key).toBe(ctx.first.fullName);
      expect(Math.abs(Date.parse(body.editedAt) - Date.now()), key).toBeLessThan(60_000);
      expect(await stored(ctx.db, c.entity, made.id), key).toEqual(before);
      // The same write from the version now in force goes through, and moves the version by one.
      const fresh = c.write(made, current);
      const done = await ctx.app.inject({
        method: fresh.method,
        url: fresh.url,
        headers: bearer(ctx.second.token),
        payload: fresh.payload,
      });
      expect(done.statusCode, `${key}: ${done.body}`).toBe(200);
      expect(await versionOf(ctx.db, c.entity, made.id), key).toBe(current + 1);
    }
    expect(failures).toEqual([]);
  });

  it('the reply carries version (1 at creation); If-Match works as expectedVersion; no version, no check', async () => {
    const ctx = await context();
    const client = await createClient(ctx.app, ctx.admin);
    expect(client.version).toBe(1);
    const body = clientBody();
    const first = await ok(ctx, ctx.first.token, 'POST', `/api/client/update/${client.id}`, { ...body, telephone: '+1 (973) 555-0111' });
    expect((first.client as { version: number }).version).toBe(2);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/update/${client.id}`,
      headers: { ...bearer(ctx.second.token), 'if-match': '"1"' },
      payload: { ...body, streetAddress: '2 Broad Street' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2, editedBy: ctx.first.fullName });
    const matching = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/update/${client.id}`,
      headers: { ...bearer(ctx.second.token), 'if-match': '"2"' },
      payload: { ...body, streetAddress: '2 Broad Street' },
    });
    expect(matching.statusCode).toBe(200);
    expect(matching.json().client).toMatchObject({ version: 3, streetAddress: '2 Broad Street' });
    const blind = await ok(ctx, ctx.second.token, 'POST', `/api/client/update/${client.id}`, body);
    expect((blind.client as { version: number }).version).toBe(4);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/update/${client.id}`,
      headers: { ...bearer(ctx.second.token), 'if-match': 'yesterday' },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'If-Match' });
  });

  it('two simultaneous partial payments of the last R$ 100.00 of an order: exactly one succeeds', async () => {
    const ctx = await context();
    const id = await makeOrder(ctx);
    const log = await ok(ctx, ctx.admin, 'GET', `/api/transaction/partial/${id}`);
    const remaining = (Number(log.missing) - 100).toFixed(2);
    await ok(ctx, ctx.admin, 'POST', `/api/transaction/partial/${id}`, { value: remaining });
    for (const withVersion of [false, true]) {
      const order = withVersion ? await makeOrder(ctx) : id;
      if (withVersion) await ok(ctx, ctx.admin, 'POST', `/api/transaction/partial/${order}`, { value: remaining });
      const version = await versionOf(ctx.db, 'transaction', order);
      const pay = (token: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/transaction/partial/${order}`,
          headers: bearer(token),
          payload: withVersion ? { value: '100.00', expectedVersion: version } : { value: '100.00' },
        });
      const replies = await Promise.all([pay(ctx.first.token), pay(ctx.second.token)]);
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes, replies.map((r) => r.body).join('\n')).toEqual([200, withVersion ? 409 : 400]);
      const refused = replies.find((r) => r.statusCode !== 200)!.json();
      expect(refused.code).toBe(withVersion ? 'EDITED_ELSEWHERE' : 'INVALID_FIELD');
      const after = await ok(ctx, ctx.admin, 'GET', `/api/transaction/partial/${order}`);
      expect(after.missing).toBe('0.00');
    }
  });
});
