/**
 * The audit log read back (docs/employees-and-access.md#history-and-audit-log): every write to an
 * order (creation, status, forced status, partial payment added/changed/deleted, cancellation,
 * deletion), a client and a beneficiary (and its Pix keys) appears once in the record's history,
 * newest first, with the employee and the fields before → after; employees read a record's history
 * but not the log; the CSV export is audited, reading is not; no route writes the log; cursor paging.
 */
import { calendarDateIn } from '@agency/rules';
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClientAndRecipient, recipientBody } from '../test-support/people.js';
import { createOrder, orderBody } from '../test-support/orders.js';
import type { App } from '../types.js';
import { changesOf } from './service.js';

interface Item {
  id: string;
  at: string;
  employeeID: number | null;
  employeeName: string | null;
  entity: string;
  entityID: string | null;
  action: string;
  changes: { field: string; from: unknown; to: unknown }[];
  reason: string | null;
}

const audit = (app: App, token: string, query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: `/api/audit?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    headers: bearer(token),
  });

async function history(app: App, token: string, entity: string, entityID: number): Promise<Item[]> {
  const res = await audit(app, token, { entity, entityID });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
}

it('changesOf: dotted paths of the fields that differ; reasons left out', () => {
  expect(
    changesOf(
      { id: 1, detail: { amountUSD: '10.00', note: 'same' }, force: false },
      { id: 1, detail: { amountUSD: '12.50', note: 'same' }, list: [1], force: true, reason: 'x' },
    ),
  ).toEqual([
    { field: 'detail.amountUSD', from: '10.00', to: '12.50' },
    { field: 'list', from: null, to: [1] },
  ]);
  expect(changesOf(null, { a: 1 })).toEqual([{ field: 'a', from: null, to: 1 }]);
  expect(changesOf({ a: 1 }, null)).toEqual([{ field: 'a', from: 1, to: null }]);
});

forEachBackend('audit log', (backend) => {
  // A database of its own: the CSV test counts every row of the log, which suites running beside it on
  // the shared PostgreSQL database would add to.
  const t = useApp(backend, { fresh: true });

  it("an order's history: every write once, newest first, with its employee and before → after", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin, { fullName: 'Olga Order' });
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const order = await createOrder(app, clerk.token, orderBody(client.id, recipient.id));
    const id = order.transactionDetail.id;
    const ok = async (p: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
      const res = await p;
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Record<string, unknown>;
    };
    const post = (token: string, url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const added = (await ok(post(clerk.token, `/api/transaction/partial/${id}`, { value: '10.00' }))) as {
      partialRecord: { id: number }[];
    };
    const record = added.partialRecord[0]!.id;
    await ok(post(clerk.token, `/api/transaction/partial/update/${record}`, { value: '12.00' }));
    await ok(app.inject({ method: 'DELETE', url: `/api/transaction/partial/${record}`, headers: bearer(clerk.token) }));
    await ok(post(admin, '/api/transaction/status', { transactionID: id, statusID: 5 }));
    await ok(post(admin, '/api/transaction/status', { transactionID: id, statusID: 1 }));
    await ok(post(clerk.token, `/api/transaction/cancel/${id}`, {}));

    const items = await history(app, clerk.token, 'transaction', id);
    expect(items.map((i) => `${i.entity} ${i.action}`)).toEqual([
      'transaction cancel',
      'transaction status',
      'transaction status',
      'partial_payment delete',
      'partial_payment update',
      'partial_payment create',
      'transaction create',
    ]);
    const ids = items.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ employeeID: clerk.id, employeeName: 'Olga Order', entityID: String(id) });
    expect(items[0]!.changes).toContainEqual({ field: 'statusID', from: 1, to: 3 });
    expect(items[2]!.employeeName).not.toBe('Olga Order');
    expect(items[2]!.changes).toEqual([{ field: 'statusID', from: 1, to: 5 }]);
    expect(items[4]!.changes).toEqual([{ field: 'value', from: '10.00', to: '12.00' }]);
    expect(items[6]!.changes).toContainEqual({ field: 'id', from: null, to: id });
    expect(items.every((i) => i.reason === null)).toBe(true);
    // Reading it wrote nothing.
    expect(await history(app, clerk.token, 'transaction', id)).toHaveLength(7);
  });

  it('a forced status says so; a deletion keeps what the order was', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const id = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    const forced = await app.inject({
      method: 'POST',
      url: '/api/transaction/status',
      headers: bearer(admin),
      payload: { transactionID: id, statusID: 2, force: true },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    const [deleted, status] = await history(app, admin, 'transaction', id);
    expect(deleted!.action).toBe('delete');
    expect(deleted!.changes).toContainEqual({ field: 'id', from: id, to: null });
    expect(status).toMatchObject({ action: 'status', reason: 'forced', changes: [{ field: 'statusID', from: 1, to: 2 }] });
  });

  it("a client's and a beneficiary's history (Pix keys included); a sanctions override's reason", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin, { fullName: 'Carla Counter' });
    const { client, recipient } = await createClientAndRecipient(app, clerk.token);
    const body = clientBody({ fullName: client.fullName, telephone: '+1 (973) 555-0199' });
    const upd = await app.inject({ method: 'POST', url: `/api/client/update/${client.id}`, headers: bearer(clerk.token), payload: body });
    expect(upd.statusCode, upd.body).toBe(200);
    const items = await history(app, clerk.token, 'client', client.id);
    expect(items.map((i) => i.action)).toEqual(['update', 'create']);
    expect(items[0]).toMatchObject({ employeeID: clerk.id, employeeName: 'Carla Counter' });
    expect(items[0]!.changes).toContainEqual({ field: 'telephone', from: '9735550100', to: '9735550199' });
    expect(items[0]!.changes.map((c) => c.field)).not.toContain('fullName');

    const rbody = recipientBody({ fullName: recipient.fullName, city: 'Campinas' });
    const rupd = await app.inject({
      method: 'POST',
      url: `/api/recipient/update/${recipient.id}`,
      headers: bearer(clerk.token),
      payload: rbody,
    });
    expect(rupd.statusCode, rupd.body).toBe(200);
    const pix = await app.inject({
      method: 'POST',
      url: '/api/recipient/pix',
      headers: bearer(clerk.token),
      payload: { recipientID: recipient.id, pix: 'history.key@example.com' },
    });
    expect(pix.statusCode, pix.body).toBe(200);
    const ritems = await history(app, clerk.token, 'recipient', recipient.id);
    expect(ritems.map((i) => `${i.entity} ${i.action}`)).toEqual(['recipient_pix create', 'recipient update', 'recipient create']);
    expect(ritems[1]!.changes).toContainEqual({ field: 'city', from: 'São Paulo', to: 'Campinas' });

    // An administrator's override of a (possible) sanctions match: the reason is on the creation.
    const load = await app.inject({
      method: 'POST',
      url: '/api/compliance/sanctions',
      headers: bearer(admin),
      payload: {
        sdnCsv: '9001,"HISTORY, Sanctioned Person","individual","SDGT",-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n',
        altCsv: '',
        allowShrink: true,
      },
    });
    expect(load.statusCode, load.body).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: clientBody({ fullName: 'Sanctioned Person History' }),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const created = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: { ...clientBody({ fullName: 'Sanctioned Person History' }), sanctionsOverride: { reason: 'Other birth date, checked ID' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [creation] = await history(app, admin, 'client', created.json().client.id);
    expect(creation).toMatchObject({ action: 'create', reason: 'Other birth date, checked ID' });
  });

  it('employees read a record history, not the log; bad filters are 400 naming the field', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin);
    for (const query of [
      {},
      { employeeID: clerk.id },
      { entity: 'employee', entityID: clerk.id },
      { entity: 'client' },
      { action: 'create' },
    ]) {
      const res = await audit(app, clerk.token, query as Record<string, string | number>);
      expect(res.statusCode, JSON.stringify(query)).toBe(403);
    }
    expect((await audit(app, clerk.token, { entity: 'client', entityID: 999999 })).json()).toEqual({ items: [], nextCursor: null });
    expect((await audit(app, admin, {})).statusCode).toBe(200);
    const bad = await audit(app, admin, { start: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'start' });
    expect((await audit(app, admin, { start: '2026-11-20', end: '2026-11-19' })).json()).toMatchObject({ field: 'end' });
    expect((await audit(app, admin, { entityID: 1 })).json()).toMatchObject({ field: 'entity' });
    expect((await audit(app, admin, { after: 'nonsense' })).json()).toMatchObject({ code: 'INVALID_CURSOR', field: 'after' });
    expect((await audit(app, clerk.token, {})).json().code).toBe('FORBIDDEN');
    // Names of the log that are also names of every JavaScript object are only names.
    expect((await audit(app, admin, { entity: 'constructor', entityID: 1 })).json()).toEqual({ items: [], nextCursor: null });
  });

  it('filters by employee, kind of record, action and dates; pages by cursor without gaps or repeats', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(clerk.token), payload: clientBody() });
      expect(res.statusCode).toBe(200);
    }
    const all = (await audit(app, admin, { employeeID: clerk.id, entity: 'client', perPage: 100 })).json().items as Item[];
    expect(all).toHaveLength(5);
    // The clerk's sign-ins are in the log too: before and after changing the password the administrator set (createEmployee).
    expect(((await audit(app, admin, { employeeID: clerk.id, action: 'login' })).json().items as Item[]).length).toBe(2);
    expect(all.every((i) => i.employeeID === clerk.id && i.entity === 'client' && i.action === 'create')).toBe(true);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = (
        await audit(app, admin, { employeeID: clerk.id, entity: 'client', perPage: 2, ...(after ? { after } : {}) })
      ).json() as {
        items: Item[];
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all.map((i) => i.id));
    // start and end are the agency's calendar days: from 00:00 to 05:00 UTC its today is UTC's yesterday.
    const today = calendarDateIn(app.config.agency.timeZone, new Date());
    const dayBefore = calendarDateIn(app.config.agency.timeZone, new Date(Date.now() - 2 * 86_400_000));
    const ids = (q: Record<string, string | number>) =>
      audit(app, admin, { employeeID: clerk.id, ...q }).then((r) => (r.json().items as Item[]).length);
    expect(await ids({ entity: 'client', action: 'create', start: dayBefore })).toBe(5);
    expect(await ids({ entity: 'transaction' })).toBe(0);
    expect(await ids({ end: dayBefore })).toBe(0);
    expect(await ids({ action: 'update' })).toBe(0);
    expect(await ids({ entity: 'client', start: today, end: '2999-12-31' })).toBe(5);
  });

  it('the CSV export: administrators only, audited (reading is not), the filtered rows', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin, { fullName: 'Exported Clerk' });
    await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(clerk.token), payload: clientBody() });
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log')).rows[0]!.n);
    const before = await count();
    await audit(app, admin, { employeeID: clerk.id });
    expect(await count()).toBe(before);
    expect((await app.inject({ method: 'GET', url: '/api/audit.csv', headers: bearer(clerk.token) })).statusCode).toBe(403);
    const csv = await app.inject({ method: 'GET', url: `/api/audit.csv?employeeID=${clerk.id}`, headers: bearer(admin) });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('id,at,employeeID,employeeName,entity,entityID,action,changes,reason');
    expect(lines[1]).toContain('Exported Clerk,client,');
    expect(await count()).toBe(before + 1);
    const { rows } = await db.query<{ action: string; entity: string }>('SELECT entity, action FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ entity: 'audit_log', action: 'export' });
  });

  it('no route changes or deletes the log', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', '/api/audit/1', '/api/audit.csv']) {
        const res = await app.inject({ method, url, headers: bearer(admin), payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
  });
});
