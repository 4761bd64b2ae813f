/**
 * Partial payments (docs/orders.md#the-order, #calls; #partial-payments, #validation): add,
 * update and delete change total and missing, the order's remainingValue and the list items'; a
 * payment that would take the remaining value below zero, or of 0, is refused and nothing stored;
 * the date defaults to the agency's today; the payments report.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClientAndRecipient } from '../test-support/people.js';
import { deleteOrder, makeOrder } from '../test-support/orders.js';
import type { App } from '../types.js';

/** Wednesday 2026-11-18, 22:30 in New York: already the 19th in UTC. */
const NOW = new Date('2026-11-19T03:30:00Z');
const TODAY = '2026-11-18';

interface Log {
  total: string;
  missing: string;
  amountBRL: string;
  partialRecord: { id: number; value: string; date: string }[];
}

forEachBackend('partial payments', (backend) => {
  const t = useApp(backend, { now: () => NOW });

  async function setup() {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin, { fullName: 'Paula Partial' });
    const { client, recipient } = await createClientAndRecipient(app, admin);
    // USD 100.00 at 5.4325: BRL 543.25, created by the employee, Standby (in the hold list).
    const id = await makeOrder(app, employee.token, client.id, recipient.id, { statusID: 5 });
    return { app, admin, employee, client, id };
  }

  const call = (app: App, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    payload === undefined
      ? app.inject({ method, url: `/api/transaction/partial/${url}`, headers: bearer(token) })
      : app.inject({ method, url: `/api/transaction/partial/${url}`, headers: bearer(token), payload });

  async function remainingEverywhere(app: App, token: string, id: number) {
    const model = await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(token) });
    const hold = await app.inject({ method: 'GET', url: '/api/transaction/hold', headers: bearer(token) });
    const search = await app.inject({
      method: 'POST',
      url: '/api/transaction/search/complex/table',
      headers: bearer(token),
      payload: { transactionID: id, pagination: { page: 1, perPage: 18 } },
    });
    const holdItem = (hold.json().transactions as { id: number; remainingValue: string }[]).find((i) => i.id === id);
    return {
      model: model.json().transactionDetail.remainingValue as string,
      hold: holdItem?.remainingValue,
      search: search.json().transactions[0].remainingValue as string,
    };
  }

  it('adds, updates and deletes payments: total, missing and every remainingValue follow', async () => {
    const { app, admin, employee, id } = await setup();
    const tok = employee.token;
    expect((await call(app, tok, 'GET', `${id}`)).json()).toEqual({
      total: '0.00',
      missing: '543.25',
      amountBRL: '543.25',
      partialRecord: [],
      // Created (1), then set to Standby (2): the order's version, which every payment below moves on.
      version: 2,
    });

    const first = await call(app, tok, 'POST', `${id}`, { value: 100, date: '2026-11-10' });
    expect(first.statusCode, first.body).toBe(200);
    // No date: the agency's today (the 18th in New York although the 19th in UTC).
    const second = await call(app, tok, 'POST', `${id}`, { value: '43.25' });
    const log = second.json() as Log;
    expect(log).toMatchObject({ total: '143.25', missing: '400.00', amountBRL: '543.25' });
    expect(log.partialRecord.map((r) => [r.value, r.date])).toEqual([
      ['100.00', '2026-11-10'],
      ['43.25', TODAY],
    ]);
    const [r1, r2] = log.partialRecord.map((r) => r.id) as [number, number];
    expect(await remainingEverywhere(app, admin, id)).toEqual({ model: '400.00', hold: '400.00', search: '400.00' });

    // An earlier date sorts first.
    const third = await call(app, tok, 'POST', `${id}`, { value: '0.01', date: '2026-11-01' });
    expect((third.json() as Log).partialRecord.map((r) => r.value)).toEqual(['0.01', '100.00', '43.25']);
    const r3 = (third.json() as Log).partialRecord[0]!.id;

    const updated = await call(app, tok, 'POST', `update/${r1}`, { value: '200.00' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ total: '243.26', missing: '299.99' });
    // An absent date keeps the record's own.
    expect((updated.json() as Log).partialRecord.find((r) => r.id === r1)).toEqual({ id: r1, value: '200.00', date: '2026-11-10' });
    const moved = await call(app, tok, 'POST', `update/${r1}`, { value: '200.00', date: '2026-11-12' });
    expect((moved.json() as Log).partialRecord.find((r) => r.id === r1)!.date).toBe('2026-11-12');
    expect(await remainingEverywhere(app, admin, id)).toEqual({ model: '299.99', hold: '299.99', search: '299.99' });

    const removed = await call(app, tok, 'DELETE', `${r3}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ total: '243.25', missing: '300.00' });
    expect((removed.json() as Log).partialRecord.map((r) => r.id)).toEqual([r1, r2]);
    expect(await remainingEverywhere(app, admin, id)).toEqual({ model: '300.00', hold: '300.00', search: '300.00' });
    expect((await call(app, tok, 'DELETE', `${r3}`)).statusCode).toBe(404);
    expect((await call(app, tok, 'POST', `update/${r3}`, { value: 1 })).statusCode).toBe(404);

    // Reaching 0 does not change the status.
    const full = await call(app, tok, 'POST', `${id}`, { value: '300.00' });
    expect(full.json()).toMatchObject({ total: '543.25', missing: '0.00' });
    const model = await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(admin) });
    expect(model.json().transactionDetail).toMatchObject({ remainingValue: '0.00', statusID: 5 });

    // Every write is audited.
    const { rows } = await t.current.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'partial_payment' AND entity_id = ANY($1::text[]) ORDER BY id`,
      [[String(r1), String(r2), String(r3)]],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'create', 'create', 'update', 'update', 'delete']);
  });

  it('refuses a payment below zero remaining, of 0 or with bad input, and stores nothing', async () => {
    const { app, employee, id } = await setup();
    const tok = employee.token;
    const first = await call(app, tok, 'POST', `${id}`, { value: '500.00', date: '2026-11-10' });
    const record = (first.json() as Log).partialRecord[0]!.id;

    const over = await call(app, tok, 'POST', `${id}`, { value: '43.26' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('value: would take the remaining value below zero (R$ 43.25 remaining)');
    const updateOver = await call(app, tok, 'POST', `update/${record}`, { value: '543.26' });
    expect(updateOver.statusCode).toBe(400);
    expect(updateOver.json().message).toBe('value: would take the remaining value below zero (R$ 543.25 remaining)');

    for (const [body, field] of [
      [{ value: 0 }, 'value: must be greater than 0'],
      [{ value: '-5' }, 'value: must be greater than 0'],
      [{ value: '1.234' }, 'value: must have at most 2 decimals'],
      [{ value: 'abc' }, 'value: must be a decimal number'],
      [{ value: '010.00' }, 'value: must be a decimal number'],
      [{ value: ' 10.00' }, 'value: must be a decimal number'],
      [{ value: 1, date: '2026-02-30' }, 'date: must be a real date'],
    ] as const) {
      const res = await call(app, tok, 'POST', `${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await call(app, tok, 'POST', `${id}`, {})).statusCode).toBe(400);
    expect((await call(app, tok, 'POST', `update/${record}`, { value: 0 })).statusCode).toBe(400);

    const log = (await call(app, tok, 'GET', `${id}`)).json() as Log;
    expect(log).toMatchObject({ total: '500.00', missing: '43.25' });
    expect(log.partialRecord).toHaveLength(1);
    const { rows } = await t.current.db.query<{ n: number; paid: string }>(
      'SELECT (SELECT count(*) FROM partial_payments WHERE transaction_id = $1) AS n, (SELECT paid_brl FROM transactions WHERE id = $1) AS paid',
      [id],
    );
    expect(rows[0]).toEqual({ n: 1, paid: '500.00' });
  });

  it('answers 404 for an unknown or deleted order', async () => {
    const { app, admin, employee, id } = await setup();
    const record = ((await call(app, employee.token, 'POST', `${id}`, { value: 1 })).json() as Log).partialRecord[0]!.id;
    expect((await call(app, employee.token, 'GET', '99999999')).statusCode).toBe(404);
    expect((await call(app, employee.token, 'POST', '99999999', { value: 1 })).statusCode).toBe(404);
    await deleteOrder(app, admin, id);
    expect((await call(app, employee.token, 'GET', `${id}`)).statusCode).toBe(404);
    expect((await call(app, employee.token, 'POST', `${id}`, { value: 1 })).statusCode).toBe(404);
    expect((await call(app, employee.token, 'POST', `update/${record}`, { value: 2 })).statusCode).toBe(404);
    expect((await call(app, employee.token, 'DELETE', `${record}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `report/${id}`)).statusCode).toBe(404);
  });

  it('reports the payments of an order (docs/lists-and-reports.md#payments-report), for administrators', async () => {
    const { app, admin, employee, client, id } = await setup();
    await call(app, employee.token, 'POST', `${id}`, { value: '40.00', date: '2026-11-12' });
    await call(app, employee.token, 'POST', `${id}`, { value: '3.25', date: '2026-11-11' });
    const res = await call(app, admin, 'GET', `report/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      transactionID: id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      clientName: client.fullName,
      employeeName: 'Paula Partial',
      amountBRL: '543.25',
      total: '43.25',
      missing: '500.00',
      partialPayments: [
        { id: expect.any(Number), value: '3.25', date: '2026-11-11' },
        { id: expect.any(Number), value: '40.00', date: '2026-11-12' },
      ],
    });
    expect((await call(app, employee.token, 'GET', `report/${id}`)).statusCode).toBe(403);
  });
});
