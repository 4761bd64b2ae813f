/**
 * After creation (docs/orders.md#statuses, #calls): the duplicate check on the agency's day, renewal
 * and its links, status changes with the 422 and force, soft delete by administrators (deleting a
 * renewal gives its original back the status it had; an order with a live renewal is kept), receipts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { migrationsDir } from '../paths.js';
import type { App } from '../types.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createClientAndRecipient, createRecipient, recipientBody } from '../test-support/people.js';
import { createOrder, orderBody, postOrder, setOrderStatus } from '../test-support/orders.js';

/** The app's clock: 2026-11-21 10:00 in New York (the test agency's zone) unless moved. */
let clock = new Date('2026-11-21T15:00:00Z');

forEachBackend('order lifecycle', (backend) => {
  const t = useApp(backend, { now: () => clock });

  /** Fresh data: a Pending order created by a new employee for a new client and recipient. */
  async function employeeOrder() {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const order = await createOrder(app, employee.token, orderBody(client.id, recipient.id));
    return { app, db, admin, employee, client, recipient, order, id: order.transactionDetail.id };
  }

  it("finds the newest not-Cancelled order of the client created on the agency's today", async () => {
    const { app } = t.current;
    clock = new Date('2026-11-21T15:00:00Z');
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const duplicate = () => app.inject({ method: 'GET', url: `/api/transaction/duplicate/${client.id}`, headers: bearer(admin) });
    const today = { creationDate: '2026-11-21', paymentDate: '2026-11-22' };

    expect((await duplicate()).statusCode).toBe(404);
    await createOrder(app, admin, orderBody(client.id, recipient.id, { creationDate: '2026-11-20', paymentDate: '2026-11-21' })); // another day
    expect((await duplicate()).statusCode).toBe(404);

    const first = await createOrder(app, admin, orderBody(client.id, recipient.id, today));
    const second = await createOrder(app, admin, orderBody(client.id, recipient.id, today));
    expect((await duplicate()).json()).toEqual({ transactionID: second.transactionDetail.id });

    expect((await setOrderStatus(app, admin, second.transactionDetail.id, 3)).statusCode).toBe(200);
    expect((await duplicate()).json()).toEqual({ transactionID: first.transactionDetail.id });

    // 02:00 UTC on the 22nd is still the 21st in New York.
    clock = new Date('2026-11-22T02:00:00Z');
    expect((await duplicate()).json()).toEqual({ transactionID: first.transactionDetail.id });
    clock = new Date('2026-11-22T06:00:00Z');
    expect((await duplicate()).statusCode).toBe(404);
    clock = new Date('2026-11-21T15:00:00Z');

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/transaction/${first.transactionDetail.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await duplicate()).statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: '/api/transaction/duplicate/99999999', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
  });

  it('renews an order: the original becomes Renewed, the links answer both ways, a Renewed or Cancelled original is refused', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const original = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const O = original.transactionDetail.id;
    const renewal = await createOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, {
        isRenew: true,
        originalTransactionID: O,
        creationDate: '2026-11-17',
        paymentDate: '2026-11-18',
      }),
    );
    const R = renewal.transactionDetail.id;
    expect(renewal.transactionDetail).toMatchObject({ isRenew: true, originalTransactionID: O, statusID: 1 });

    const read = await app.inject({ method: 'GET', url: `/api/transaction/search/${O}`, headers: bearer(admin) });
    expect(read.json().transactionDetail.statusID).toBe(4);
    const audit = await db.query<{ before: { statusID: number }; after: { statusID: number } }>(
      `SELECT before, after FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'renew'`,
      [String(O)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ before: { statusID: 1 }, after: { statusID: 4 } });

    const derivative = await app.inject({ method: 'GET', url: `/api/transaction/search/derivative/${O}`, headers: bearer(admin) });
    expect(derivative.statusCode).toBe(200);
    expect(derivative.json()).toEqual({ size: 1, transactions: [renewal] });
    const orig = await app.inject({ method: 'GET', url: `/api/transaction/search/original/${R}`, headers: bearer(admin) });
    expect(orig.statusCode).toBe(200);
    // The one-order reply adds what the caller may do with it: nothing with a Renewed order (its
    // payments go on the renewal, and it is deleted only after its renewal).
    expect({ ...orig.json(), allowedActions: [] }).toEqual(read.json());
    const none = await app.inject({ method: 'GET', url: `/api/transaction/search/original/${O}`, headers: bearer(admin) });
    expect(none.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/transaction/search/derivative/${R}`, headers: bearer(admin) })).json()).toEqual({
      size: 0,
      transactions: [],
    });

    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE client_id = $1', [client.id])).rows[0]!.n;
    const before = await count();
    const again = await postOrder(app, admin, orderBody(client.id, recipient.id, { isRenew: true, originalTransactionID: O }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${O} is renewed and cannot be renewed`);

    const cancelled = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const C = cancelled.transactionDetail.id;
    expect((await setOrderStatus(app, admin, C, 3)).statusCode).toBe(200);
    const renewCancelled = await postOrder(app, admin, orderBody(client.id, recipient.id, { isRenew: true, originalTransactionID: C }));
    expect(renewCancelled.statusCode).toBe(409);
    expect(renewCancelled.json().message).toBe(`Order ${C} is cancelled and cannot be renewed`);
    expect(await count()).toBe(before + 1);

    const missing = await postOrder(app, admin, orderBody(client.id, recipient.id, { isRenew: true, originalTransactionID: 99999999 }));
    expect(missing.statusCode).toBe(404);

    // A Renewed order's status cannot change.
    const locked = await setOrderStatus(app, admin, O, 1);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(`Order ${O} is renewed and its status cannot change`);
  });

  /** The order's statusID as GET /api/transaction/search/{id} answers it. */
  async function statusOf(app: App, token: string, id: number): Promise<number> {
    const res = await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().transactionDetail.statusID as number;
  }

  /** Renews order `original` of client and recipient as token; returns the renewal's id. */
  async function renew(app: App, token: string, clientId: number, recipientId: number, original: number): Promise<number> {
    const renewal = await createOrder(app, token, orderBody(clientId, recipientId, { isRenew: true, originalTransactionID: original }));
    return renewal.transactionDetail.id;
  }

  /** DELETE /api/transaction/{id} as token; the raw reply. */
  function deleteOrder(app: App, token: string, id: number) {
    return app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(token) });
  }

  /** The 'unrenew' audit rows of order id, oldest first. */
  async function unrenewAudit(id: number) {
    const { rows } = await t.current.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'unrenew' ORDER BY id`,
      [String(id)],
    );
    return rows;
  }

  it("gives a renewal's original back its status (Pending, or Standby) when the renewal is deleted, audited, and the original can be renewed again", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);

    const pending = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    const first = await renew(app, admin, client.id, recipient.id, pending);
    expect(await statusOf(app, admin, pending)).toBe(4);
    expect((await deleteOrder(app, admin, first)).statusCode).toBe(200);
    expect(await statusOf(app, admin, pending)).toBe(1);
    expect(await unrenewAudit(pending)).toEqual([
      { before: { id: pending, statusID: 4 }, after: { id: pending, statusID: 1, renewalDeleted: first } },
    ]);
    const derivatives = await app.inject({ method: 'GET', url: `/api/transaction/search/derivative/${pending}`, headers: bearer(admin) });
    expect(derivatives.json()).toEqual({ size: 0, transactions: [] });

    // Renewed again, for real this time: Renewed, and its status is locked again.
    const second = await renew(app, admin, client.id, recipient.id, pending);
    expect(await statusOf(app, admin, pending)).toBe(4);
    expect((await setOrderStatus(app, admin, pending, 1)).statusCode).toBe(409);
    const links = await app.inject({ method: 'GET', url: `/api/transaction/search/derivative/${pending}`, headers: bearer(admin) });
    expect(links.json().transactions.map((o: { transactionDetail: { id: number } }) => o.transactionDetail.id)).toEqual([second]);
    expect(await unrenewAudit(pending)).toHaveLength(1);

    const standby = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    expect((await setOrderStatus(app, admin, standby, 5, true)).statusCode).toBe(200);
    const renewal = await renew(app, admin, client.id, recipient.id, standby);
    expect(await statusOf(app, admin, standby)).toBe(4);
    expect((await deleteOrder(app, admin, renewal)).statusCode).toBe(200);
    expect(await statusOf(app, admin, standby)).toBe(5);
    expect(await unrenewAudit(standby)).toEqual([
      { before: { id: standby, statusID: 4 }, after: { id: standby, statusID: 5, renewalDeleted: renewal } },
    ]);

    // Deleting an order that renews nothing touches no other order.
    expect((await deleteOrder(app, admin, standby)).statusCode).toBe(200);
    expect(await statusOf(app, admin, pending)).toBe(4);
    expect(await unrenewAudit(pending)).toHaveLength(1);
  });

  it('leaves the original Renewed while another of its renewals remains, restores it when the last one is deleted', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const original = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    const first = await renew(app, admin, client.id, recipient.id, original);
    // A second live renewal cannot be made through the API (a Renewed original is refused); data
    // from before that rule can hold one: a copy of the first.
    const copy = await db.query<{ id: number }>(
      `INSERT INTO transactions (client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee, is_renew,
                                 original_transaction_id, payment_date, creation_date, days, status_id)
       SELECT client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee, is_renew,
              original_transaction_id, payment_date, creation_date, days, status_id
         FROM transactions WHERE id = $1
       RETURNING id`,
      [first],
    );
    const second = copy.rows[0]!.id;

    expect((await deleteOrder(app, admin, first)).statusCode).toBe(200);
    expect(await statusOf(app, admin, original)).toBe(4);
    expect(await unrenewAudit(original)).toEqual([]);

    expect((await deleteOrder(app, admin, second)).statusCode).toBe(200);
    expect(await statusOf(app, admin, original)).toBe(1);
    expect(await unrenewAudit(original)).toEqual([
      { before: { id: original, statusID: 4 }, after: { id: original, statusID: 1, renewalDeleted: second } },
    ]);
  });

  it('refuses to delete an order while a renewal of it remains (409), deletes it once the renewal is gone', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const original = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    const renewal = await renew(app, admin, client.id, recipient.id, original);

    const refused = await deleteOrder(app, admin, original);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order ${original} was renewed by order ${renewal}: delete that renewal first`);
    expect(await statusOf(app, admin, original)).toBe(4);

    expect((await deleteOrder(app, admin, renewal)).statusCode).toBe(200);
    expect((await deleteOrder(app, admin, original)).statusCode).toBe(200);

    // An original deleted while its renewal lived (data from before that rule) stays deleted when the renewal goes.
    const old = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    const oldRenewal = await renew(app, admin, client.id, recipient.id, old);
    await db.query('UPDATE transactions SET deleted_at = now() WHERE id = $1', [old]);
    expect((await deleteOrder(app, admin, oldRenewal)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/transaction/search/${old}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect(await unrenewAudit(old)).toEqual([]);
  });

  it("restores orders renewed before migration 017 to the status of their 'renew' audit row, or to Pending without one", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const standby = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    expect((await setOrderStatus(app, admin, standby, 5, true)).statusCode).toBe(200);
    const standbyRenewal = await renew(app, admin, client.id, recipient.id, standby);
    const completed = (await createOrder(app, admin, orderBody(client.id, recipient.id))).transactionDetail.id;
    expect((await setOrderStatus(app, admin, completed, 2, true)).statusCode).toBe(200);
    const completedRenewal = await renew(app, admin, client.id, recipient.id, completed);

    // As before the migration: no recorded status, and for one of them no 'renew' audit row either.
    await db.query('UPDATE transactions SET status_before_renewal = NULL WHERE id = ANY($1::int[])', [[standby, completed]]);
    await db.query(`DELETE FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'renew'`, [String(completed)]);
    // The migration's own backfill statement, limited to these two orders.
    const sql = readFileSync(join(migrationsDir(), '017_status_before_renewal.sql'), 'utf8');
    const backfill = sql.slice(sql.indexOf('UPDATE transactions t')).trim().replace(/;$/, '');
    await db.query(`${backfill} AND t.id = ANY($1::int[])`, [[standby, completed]]);

    expect((await deleteOrder(app, admin, standbyRenewal)).statusCode).toBe(200);
    expect(await statusOf(app, admin, standby)).toBe(5);
    expect((await deleteOrder(app, admin, completedRenewal)).statusCode).toBe(200);
    expect(await statusOf(app, admin, completed)).toBe(1);
  });

  it('refuses Completed while BRL remains (422) unless forced, allows it once partial payments cover the amount', async () => {
    const { app, db, employee, client, recipient, id } = await employeeOrder();

    const refused = await setOrderStatus(app, employee.token, id, 2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Please make sure that all payments are completed',
      code: 'PAYMENTS_INCOMPLETE',
    });

    const forced = await setOrderStatus(app, employee.token, id, 2, true);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().transaction.transactionDetail.statusID).toBe(2);
    const audit = await db.query<{ actor_employee_id: number; before: { statusID: number }; after: { statusID: number } }>(
      `SELECT actor_employee_id, before, after FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'status'`,
      [String(id)],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        actor_employee_id: employee.id,
        before: { id, statusID: 1 },
        after: expect.objectContaining({ statusID: 2 }),
      }),
    ]);

    const paid = await createOrder(app, employee.token, orderBody(client.id, recipient.id));
    const P = paid.transactionDetail.id;
    // Through the transfer log's calls (src/orders/partial.ts); a deleted partial payment does not count.
    const partial = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      app.inject({ method, url: `/api/transaction/partial/${url}`, headers: bearer(employee.token), ...(payload ? { payload } : {}) });
    const dropped = await partial('POST', `${P}`, { value: 1, date: '2026-11-18' });
    expect((await partial('DELETE', `${dropped.json().partialRecord[0].id}`)).statusCode).toBe(200);
    expect((await partial('POST', `${P}`, { value: 500, date: '2026-11-17' })).statusCode).toBe(200);
    expect((await partial('POST', `${P}`, { value: 43.25, date: '2026-11-18' })).statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: `/api/transaction/search/${P}`, headers: bearer(employee.token) });
    expect(read.json().transactionDetail.remainingValue).toBe('0.00');
    const done = await setOrderStatus(app, employee.token, P, 2);
    expect(done.statusCode).toBe(200);
    expect(done.json().transaction.transactionDetail).toMatchObject({ statusID: 2, remainingValue: '0.00' });

    // Every other change is allowed, through the path without the slash too.
    for (const statusID of [5, 1, 3, 1]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/transaction/status',
        headers: bearer(employee.token),
        payload: { transactionID: P, statusID },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().transaction.transactionDetail.statusID).toBe(statusID);
    }

    const renewed = await setOrderStatus(app, employee.token, P, 4);
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json().message).toBe('statusID: Renewed is set only by a renewal');
    const bad = await setOrderStatus(app, employee.token, P, 6);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^statusID: /);
    const unknown = await setOrderStatus(app, employee.token, 99999999, 1);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets an administrator soft-delete an order, not an employee', async () => {
    const { app, db, admin, employee, client, order, id } = await employeeOrder();

    const refused = await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(employee.token) });
    expect(refused.statusCode).toBe(403);

    const res = await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ transaction: order });
    expect((await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/transaction/receipt/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
    const status = await setOrderStatus(app, admin, id, 3);
    expect(status.statusCode).toBe(409);
    expect(status.json().message).toBe(`Order ${id} is deleted and its status cannot change`);

    const { rows } = await db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM transactions WHERE id = $1', [id]);
    expect(rows[0]!.deleted).toBe(true);
    const audit = await db.query<{ before: { id: number } }>(
      `SELECT before FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'delete'`,
      [String(id)],
    );
    expect(audit.rows[0]!.before).toMatchObject({ id, amountUSD: '100.00', clientID: client.id });
  });

  it('answers the receipt: agency, sender, beneficiary, amounts, payment lines and the delivery method of each payout', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin, { fullName: 'Receipt Clerk' });
    const client = await createClient(app, admin, { telephone: '+1 (201) 555-0123', country: 'US' });
    const bank = await createRecipient(app, admin);
    const order = await createOrder(app, employee.token, orderBody(client.id, bank.id));
    const res = await app.inject({ method: 'GET', url: `/api/transaction/receipt/${order.transactionDetail.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agency: {
        name: app.config.agency.name,
        address: app.config.agency.address,
        phone: app.config.agency.phone,
        timeZone: app.config.agency.timeZone,
      },
      sender: {
        fullName: client.fullName,
        streetAddress: '1 Broad Street',
        city: 'Newark',
        state: 'NJ',
        country: 'US',
        telephone: '2015550123',
        cpf: client.email,
      },
      beneficiary: { fullName: bank.fullName, city: 'São Paulo', state: 'SP', telephone: '11987654321', cpf: bank.email },
      transactionInformation: {
        id: order.transactionDetail.id,
        creationDate: '2026-11-16',
        paymentDate: '2026-11-17',
        amountUSD: '100.00',
        fee: '5.00',
        totalFee: '105.00',
        exchangeRate: '5.432500',
        amountBRL: '543.25',
        statusID: 1,
      },
      paymentDetail: {
        typesAggregate: [
          { paymentID: 1, value: '100.00' },
          { paymentID: 3, value: '5.00' },
        ],
      },
      deliveryMethod: {
        payoutTypeID: 1,
        method: 'Bank Deposit',
        accountTypeID: 2,
        bankName: 'Banco do Brasil',
        branch: '1234',
        accountNumber: '56789-0',
        pix: null,
      },
      employeeName: 'Receipt Clerk',
      cancellation: null,
    });

    const pixRecipient = await createRecipient(app, admin, { payoutTypeID: 2, pix: `${client.id}.receipt@example.com` });
    const second = await app.inject({
      method: 'POST',
      url: '/api/recipient/pix',
      headers: bearer(admin),
      payload: { recipientID: pixRecipient.id, pix: `${client.id}.other@example.com` },
    });
    const pixOrder = await createOrder(app, admin, orderBody(client.id, pixRecipient.id, { pixID: second.json().id }));
    const pixReceipt = (
      await app.inject({ method: 'GET', url: `/api/transaction/receipt/${pixOrder.transactionDetail.id}`, headers: bearer(admin) })
    ).json();
    expect(pixReceipt.deliveryMethod).toEqual({
      payoutTypeID: 2,
      method: 'Pix',
      accountTypeID: 2,
      bankName: null,
      branch: null,
      accountNumber: null,
      pix: `${client.id}.other@example.com`,
    });

    const zelle = await createRecipient(app, admin, { payoutTypeID: 3, pix: 'Zelle.Payee@Example.com' });
    const zelleOrder = await createOrder(app, admin, orderBody(client.id, zelle.id));
    const zelleReceipt = (
      await app.inject({ method: 'GET', url: `/api/transaction/receipt/${zelleOrder.transactionDetail.id}`, headers: bearer(admin) })
    ).json();
    expect(zelleReceipt.deliveryMethod).toEqual({
      payoutTypeID: 3,
      method: 'Zelle',
      accountTypeID: 2,
      bankName: null,
      branch: null,
      accountNumber: null,
      pix: 'zelle.payee@example.com',
    });

    expect((await app.inject({ method: 'GET', url: '/api/transaction/receipt/99999999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('keeps on each receipt the payout the order was taken with, after the beneficiary changes theirs (docs/orders.md)', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const beneficiary = await createRecipient(app, admin);
    const receipt = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/transaction/receipt/${id}`, headers: bearer(admin) })).json().deliveryMethod as Record<
        string,
        unknown
      >;
    const update = async (changes: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/recipient/update/${beneficiary.id}`,
        headers: bearer(admin),
        payload: recipientBody({ fullName: beneficiary.fullName, email: beneficiary.email, ...changes }),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const first = (await createOrder(app, admin, orderBody(client.id, beneficiary.id))).transactionDetail.id;
    await update({ bankName: 'Nubank', branch: '0002', accountNumber: '11111-1', accountTypeID: 1 });
    const second = (await createOrder(app, admin, orderBody(client.id, beneficiary.id))).transactionDetail.id;
    await update({ payoutTypeID: 3, pix: 'payee@example.com', bankName: null, branch: null, accountNumber: null, accountTypeID: 1 });
    const third = (await createOrder(app, admin, orderBody(client.id, beneficiary.id))).transactionDetail.id;

    expect(await receipt(first)).toEqual({
      payoutTypeID: 1,
      method: 'Bank Deposit',
      accountTypeID: 2,
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
      pix: null,
    });
    expect(await receipt(second)).toEqual({
      payoutTypeID: 1,
      method: 'Bank Deposit',
      accountTypeID: 1,
      bankName: 'Nubank',
      branch: '0002',
      accountNumber: '11111-1',
      pix: null,
    });
    expect(await receipt(third)).toEqual({
      payoutTypeID: 3,
      method: 'Zelle',
      accountTypeID: 1,
      bankName: null,
      branch: null,
      accountNumber: null,
      pix: 'payee@example.com',
    });
    // The order's own model says the same as its receipt.
    for (const id of [first, second, third]) {
      const order = (await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(admin) })).json();
      expect(order.deliveryMethod).toEqual(await receipt(id));
    }

    // An order taken before the payout was recorded with it shows the beneficiary's current one.
    await db.query(
      'UPDATE transactions SET payout_type_id = NULL, payout_account_type_id = NULL, payout_bank_name = NULL, payout_branch = NULL, payout_account_number = NULL WHERE id = $1',
      [first],
    );
    expect(await receipt(first)).toEqual({
      payoutTypeID: 3,
      method: 'Zelle',
      accountTypeID: 1,
      bankName: null,
      branch: null,
      accountNumber: null,
      pix: 'payee@example.com',
    });
  });
});
