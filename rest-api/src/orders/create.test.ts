/**
 * POST /api/transaction/create (docs/orders.md#validation, #amounts; #the-order; docs/money-and-dates.md, docs/ARCHITECTURE.md#security): the model's
 * shape, every check refused with a 400 naming the field and nothing stored, payment dates,
 * Pix keys and the Idempotency-Key.
 */
import { expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createClientAndRecipient, createRecipient } from '../test-support/people.js';
import { createOrder, orderBody, postOrder } from '../test-support/orders.js';

/** What an order of the client leaves in the database: orders, payment lines, audit rows. */
async function stored(db: Database, clientId: number) {
  const { rows } = await db.query<{ orders: number; lines: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM transactions WHERE client_id = $1) AS orders,
            (SELECT count(*)::int FROM transaction_payments p JOIN transactions t ON t.id = p.transaction_id WHERE t.client_id = $1) AS lines,
            (SELECT count(*)::int FROM audit_log WHERE entity = 'transaction' AND (after->>'clientID')::int = $1) AS audits`,
    [clientId],
  );
  return rows[0]!;
}

forEachBackend('order creation', (backend) => {
  const t = useApp(backend);

  it('creates the order and answers the transaction model, amounts as strings to the cent, the employee from the token', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee;
    const employee = await createEmployee(app, admin, { fullName: 'Order Clerk' });
    const { client, recipient } = await createClientAndRecipient(app, employee.token);

    const res = await postOrder(app, employee.token, orderBody(client.id, recipient.id, { employeeID: me.id }));
    expect(res.statusCode).toBe(200);
    const model = res.json().transaction;
    expect(Object.keys(model).sort()).toEqual([
      'aggregate',
      'client',
      'deliveryMethod',
      'employeeName',
      'pix',
      'pixID',
      'recipient',
      'transactionDetail',
    ]);
    expect(model.transactionDetail).toEqual({
      id: expect.any(Number),
      version: 1,
      amountUSD: '100.00',
      exchangeRate: '5.432500',
      amountBRL: '543.25',
      fee: '5.00',
      totalFee: '105.00',
      paymentDate: '2026-11-17',
      creationDate: '2026-11-16',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
      statusID: 1,
      transactionTypeID: 0,
      originalTransactionID: null,
      isRenew: false,
      days: 1,
      remainingValue: '543.25',
    });
    expect(model.client).toEqual(client);
    expect(model.recipient).toEqual(recipient);
    expect(model.pix).toBeNull();
    expect(model.pixID).toBeNull();
    expect(model.aggregate).toEqual([
      { paymentID: 1, value: '100.00' },
      { paymentID: 3, value: '5.00' },
    ]);
    expect(model.employeeName).toBe('Order Clerk');
    // Where the money goes, recorded from the beneficiary's record (migration 015).
    expect(model.deliveryMethod).toEqual({
      payoutTypeID: 1,
      method: 'Bank Deposit',
      accountTypeID: recipient.accountTypeID,
      bankName: recipient.bankName,
      branch: recipient.branch,
      accountNumber: recipient.accountNumber,
      pix: null,
    });

    const { rows } = await db.query<{ employee_id: number }>('SELECT employee_id FROM transactions WHERE id = $1', [
      model.transactionDetail.id,
    ]);
    expect(rows[0]!.employee_id).toBe(employee.id);
    expect(await stored(db, client.id)).toEqual({ orders: 1, lines: 2, audits: 1 });

    const read = await app.inject({ method: 'GET', url: `/api/transaction/search/${model.transactionDetail.id}/`, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    // The one-order reply adds the order's compliance flags, cancellation (none here) and what the
    // caller may do with it: an administrator, everything but editing a payment, none being recorded.
    expect(read.json()).toEqual({
      ...model,
      complianceFlags: [],
      cancellation: null,
      allowedActions: ['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/transaction/search/99999999', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order 99999999 not found');
  });

  it('stores the type and one payment line, amounts given as numbers', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const model = await createOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, {
        amountUSD: 1234.5,
        exchangeRate: '5.123456',
        amountBRL: 6324.91, // 1234.50 x 5.123456 = 6324.9064...
        fee: '0',
        totalFee: 1234.5,
        valueAggregates: [{ paymentID: 2, value: '1234.50' }],
        transactionTypeID: 2,
      }),
    );
    expect(model.transactionDetail).toMatchObject({
      amountUSD: '1234.50',
      exchangeRate: '5.123456',
      amountBRL: '6324.91',
      fee: '0.00',
      totalFee: '1234.50',
      transactionTypeID: 2,
    });
    expect(model.aggregate).toEqual([{ paymentID: 2, value: '1234.50' }]);
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['amountUSD zero', { amountUSD: 0 }, /^amountUSD: must be greater than 0$/],
    ['amountUSD above the maximum', { amountUSD: '1000000.01' }, /^amountUSD: must be at most 1000000\.00$/],
    ['amountUSD with 3 decimals', { amountUSD: '100.001' }, /^amountUSD: must have at most 2 decimals$/],
    ['amountUSD not a number', { amountUSD: 'abc' }, /^amountUSD: must be a decimal number/],
    ['amountUSD with a leading zero', { amountUSD: '0100.00' }, /^amountUSD: must be a decimal number, e\.g\. 100\.00/],
    ['amountUSD with a blank before it', { amountUSD: ' 100.00' }, /^amountUSD: must be a decimal number, e\.g\. 100\.00/],
    ['fee with a blank after it', { fee: '5.00 ' }, /^fee: must be a decimal number/],
    ['exchangeRate zero', { exchangeRate: '0' }, /^exchangeRate: must be greater than 0$/],
    ['exchangeRate with 7 decimals', { exchangeRate: '5.4325001' }, /^exchangeRate: must have at most 6 decimals$/],
    ['negative fee', { fee: -1, totalFee: '99.00', valueAggregates: [{ paymentID: 1, value: '99.00' }] }, /^fee: must be 0 or more$/],
    ['fee with 3 decimals', { fee: '5.001' }, /^fee: must have at most 2 decimals$/],
    ['amountBRL not USD x rate', { amountBRL: '543.26' }, /^amountBRL: must be amountUSD x exchangeRate rounded to the cent, 543\.25$/],
    ['totalFee not USD + fee', { totalFee: '106.00' }, /^totalFee: must be amountUSD \+ fee, 105\.00$/],
    [
      'four payment lines',
      { valueAggregates: [1, 2, 3, 4].map((paymentID) => ({ paymentID, value: '26.25' })) },
      /^valueAggregates: at most 3 payment lines$/,
    ],
    ['no payment line', { valueAggregates: [] }, /^valueAggregates: /],
    [
      'a negative payment line',
      {
        valueAggregates: [
          { paymentID: 1, value: '-1' },
          { paymentID: 2, value: '106' },
        ],
      },
      /^valueAggregates\.0\.value: must be 0 or more$/,
    ],
    [
      'a payment line with 3 decimals',
      {
        valueAggregates: [
          { paymentID: 1, value: '104.995' },
          { paymentID: 2, value: '0.005' },
        ],
      },
      /^valueAggregates\.0\.value: must have at most 2 decimals$/,
    ],
    ['a payment type out of range', { valueAggregates: [{ paymentID: 5, value: '105' }] }, /^valueAggregates\.0\.paymentID: /],
    [
      'lines not adding up to totalFee',
      { valueAggregates: [{ paymentID: 1, value: '100' }] },
      /^valueAggregates: Total paid does not match total with fee!$/,
    ],
    ['creationDate not a real date', { creationDate: '2026-02-30' }, /^creationDate: must be a real date/],
    ['paymentDate not a real date', { paymentDate: '2026-13-01', days: -1 }, /^paymentDate: must be a real date/],
    [
      'paymentDate before creationDate',
      { paymentDate: '2026-11-15', days: -1 },
      /^paymentDate: Payment date cannot be earlier than Creation date$/,
    ],
    ['paymentDate not the one of the days', { days: 5 }, /^paymentDate: must be 2026-11-23 for payment in 5 days$/],
    ['days not a choice', { days: 7 }, /^days: must be one of 1, 5, 10, 15, 20, 30, or -1/],
    ['a renewal without its original', { isRenew: true }, /^originalTransactionID: is required/],
    ['an original without renewal', { originalTransactionID: 1 }, /^originalTransactionID: must be null unless isRenew/],
    ['transactionTypeID out of range', { transactionTypeID: 3 }, /^transactionTypeID: /],
    ['an empty Idempotency-Key', {}, /^idempotency-key: must not be empty$/],
  ];

  it.each(refusals)('refuses %s with a 400 naming the field, storing nothing', async (name, overrides, message) => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const before = await stored(db, client.id);
    const headers: Record<string, string> = name === 'an empty Idempotency-Key' ? { 'idempotency-key': '' } : {};
    const res = await postOrder(app, admin, orderBody(client.id, recipient.id, overrides), headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(message);
    expect(await stored(db, client.id)).toEqual(before);
  });

  it('answers 404 for an unknown client or beneficiary, storing nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const noClient = await postOrder(app, admin, orderBody(99999999, recipient.id));
    expect(noClient.statusCode).toBe(404);
    expect(noClient.json().message).toBe('Client 99999999 not found');
    const noRecipient = await postOrder(app, admin, orderBody(client.id, 99999999));
    expect(noRecipient.statusCode).toBe(404);
    expect(noRecipient.json().message).toBe('Beneficiary 99999999 not found');
    expect(await stored(db, client.id)).toEqual({ orders: 0, lines: 0, audits: 0 });
  });

  it('computes payment in 5 days from a Saturday as 6 weekdays and stores days 5', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const model = await createOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, { creationDate: '2026-11-21', paymentDate: '2026-11-30', days: 5 }),
    );
    expect(model.transactionDetail).toMatchObject({ creationDate: '2026-11-21', paymentDate: '2026-11-30', days: 5 });
    const wrong = await postOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, { creationDate: '2026-11-21', paymentDate: '2026-11-27', days: 5 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('paymentDate: must be 2026-11-30 for payment in 5 days');
  });

  it('stores the weekday count of a typed payment date (days -1)', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const model = await createOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, { creationDate: '2026-11-20', paymentDate: '2026-11-27', days: -1 }),
    );
    expect(model.transactionDetail).toMatchObject({ paymentDate: '2026-11-27', days: 5 });
    const sameDay = await createOrder(
      app,
      admin,
      orderBody(client.id, recipient.id, { creationDate: '2026-11-16', paymentDate: '2026-11-16', days: -1 }),
    );
    expect(sameDay.transactionDetail.days).toBe(0);
  });

  it("needs one of the beneficiary's own Pix keys for a Pix payout, and stores no key for the others", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const pixRecipient = await createRecipient(app, admin, {
      payoutTypeID: 2,
      pix: `${client.id}.pix@example.com`,
      bankName: null,
      branch: null,
      accountNumber: null,
    });
    const other = await createRecipient(app, admin, {
      payoutTypeID: 2,
      pix: `${client.id}.other@example.com`,
      bankName: null,
      branch: null,
      accountNumber: null,
    });
    const bank = await createRecipient(app, admin);
    const key = pixRecipient.pixList[0]!;

    for (const [pixID, message] of [
      [null, /^pixID: is required/],
      [other.pixList[0]!.id, /^pixID: must be one of the Pix keys of beneficiary/],
      [99999999, /^pixID: must be one of the Pix keys/],
    ] as const) {
      const res = await postOrder(app, admin, orderBody(client.id, pixRecipient.id, { pixID }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await stored(db, client.id)).orders).toBe(0);

    const model = await createOrder(app, admin, orderBody(client.id, pixRecipient.id, { pixID: key.id }));
    expect(model.pixID).toBe(key.id);
    expect(model.pix).toEqual(key);

    const bankOrder = await createOrder(app, admin, orderBody(client.id, bank.id, { pixID: key.id }));
    expect(bankOrder.pixID).toBeNull();
    expect(bankOrder.pix).toBeNull();

    // The order keeps showing its key after the key is deleted.
    await app.inject({
      method: 'POST',
      url: '/api/recipient/pix',
      headers: bearer(admin),
      payload: { recipientID: pixRecipient.id, pix: `${client.id}.second@example.com` },
    });
    const del = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${key.id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: `/api/transaction/search/${model.transactionDetail.id}`, headers: bearer(admin) });
    expect(read.json().pix).toMatchObject({ id: key.id, pix: key.pix });
    expect(read.json().pixID).toBe(key.id);
  });

  it('returns the first order for a repeated Idempotency-Key of the same employee, and refuses the key with another body', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const key = `order-${client.id}`;
    const first = await createOrder(app, employee.token, orderBody(client.id, recipient.id), { 'idempotency-key': key });
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(orderBody(client.id, recipient.id)).reverse());
    const again = await createOrder(app, employee.token, reordered, { 'idempotency-key': key });
    expect(again).toEqual(first);
    const reused = await postOrder(
      app,
      employee.token,
      orderBody(client.id, recipient.id, {
        amountUSD: '200.00',
        amountBRL: '1086.50',
        totalFee: '205.00',
        valueAggregates: [{ paymentID: 1, value: '205' }],
      }),
      { 'idempotency-key': key },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect((await stored(db, client.id)).orders).toBe(1);

    // Another employee's same key is another request; no key at all always creates.
    const other = await createOrder(app, admin, orderBody(client.id, recipient.id), { 'idempotency-key': key });
    expect(other.transactionDetail.id).not.toBe(first.transactionDetail.id);
    await createOrder(app, employee.token, orderBody(client.id, recipient.id));
    expect((await stored(db, client.id)).orders).toBe(3);
  });

  it('creates one order for requests with the same Idempotency-Key sent at once, a renewal too', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const original = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const body = orderBody(client.id, recipient.id, { isRenew: true, originalTransactionID: original.transactionDetail.id });
    const key = { 'idempotency-key': `renew-${original.transactionDetail.id}` };
    const models = await Promise.all([1, 2, 3].map(() => createOrder(app, employee.token, body, key)));
    expect(new Set(models.map((m) => m.transactionDetail.id)).size).toBe(1);
    expect((await stored(db, client.id)).orders).toBe(2);
  });
});
