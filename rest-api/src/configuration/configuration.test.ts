/**
 * The remembered fee and exchange rate (docs/orders.md#amounts; #calls): defaults before the
 * first order, the POST calls with their checks, and order creation setting both in its own
 * transaction. A fresh database of its own: other suites create orders on the shared one.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClientAndRecipient } from '../test-support/people.js';
import { createOrder, orderBody, postOrder } from '../test-support/orders.js';
import type { App } from '../types.js';

async function read(app: App, token: string, key: 'fee' | 'exchange') {
  const res = await app.inject({ method: 'GET', url: `/api/configuration/${key}/`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().value as string;
}

forEachBackend('configuration', (backend) => {
  const t = useApp(backend, { fresh: true });

  it('answers 5.00 and 1.000000 before any order', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    expect(await read(app, admin, 'fee')).toBe('5.00');
    expect(await read(app, admin, 'exchange')).toBe('1.000000');
  });

  it('remembers the fee and rate of a created order, in the same transaction, audited', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    await createOrder(
      app,
      employee.token,
      orderBody(client.id, recipient.id, {
        exchangeRate: '5.1',
        amountBRL: '510.00',
        fee: '7.5',
        totalFee: '107.50',
        valueAggregates: [{ paymentID: 1, value: '107.50' }],
      }),
    );
    expect(await read(app, employee.token, 'fee')).toBe('7.50');
    expect(await read(app, employee.token, 'exchange')).toBe('5.100000');
    const { rows } = await db.query<{ entity_id: string; actor_employee_id: number; after: { value: string } }>(
      `SELECT entity_id, actor_employee_id, after FROM audit_log WHERE entity = 'configuration' ORDER BY id`,
    );
    expect(rows).toEqual([
      { entity_id: 'fee', actor_employee_id: employee.id, after: { value: '7.50' } },
      { entity_id: 'exchange', actor_employee_id: employee.id, after: { value: '5.100000' } },
    ]);

    // A refused order changes nothing.
    const refused = await postOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, { fee: '9', totalFee: '109.00', valueAggregates: [{ paymentID: 1, value: '1' }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await read(app, admin, 'fee')).toBe('7.50');
  });

  it('stores a fee and a rate through the POST calls, checking them (400 naming the value)', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const fee = await app.inject({ method: 'POST', url: '/api/configuration/fee/6.5', headers: bearer(admin) });
    expect(fee.statusCode).toBe(200);
    expect(fee.json()).toEqual({ value: '6.50' });
    const rate = await app.inject({ method: 'POST', url: '/api/configuration/exchange/5.4325', headers: bearer(admin) });
    expect(rate.json()).toEqual({ value: '5.432500' });
    expect(await read(app, admin, 'fee')).toBe('6.50');
    expect(await read(app, admin, 'exchange')).toBe('5.432500');
    const zero = await app.inject({ method: 'POST', url: '/api/configuration/fee/0/', headers: bearer(admin) });
    expect(zero.json()).toEqual({ value: '0.00' });

    for (const [url, message] of [
      ['/api/configuration/fee/-1', /^fee: must be 0 or more$/],
      ['/api/configuration/fee/5.001', /^fee: must have at most 2 decimals$/],
      ['/api/configuration/fee/abc', /^fee: must be a decimal number/],
      ['/api/configuration/exchange/0', /^rate: must be greater than 0$/],
      ['/api/configuration/exchange/5.1234567', /^rate: must have at most 6 decimals$/],
      ['/api/configuration/exchange/1e3', /^rate: must be a decimal number/],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: bearer(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await read(app, admin, 'fee')).toBe('0.00');
    expect(await read(app, admin, 'exchange')).toBe('5.432500');
    const audits = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'configuration' AND action = 'update'`,
    );
    expect(audits.rows[0]!.n).toBeGreaterThanOrEqual(3);
  });
});
