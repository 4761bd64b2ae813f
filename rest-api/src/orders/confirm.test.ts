/**
 * POST /api/transaction/confirm: every outcome of a Confirm in one call (new and known parties,
 * ambiguous names, the duplicate check and its administrator's delete, beneficiaries on file, Pix
 * keys), refusals that leave every table as it was (a failure injected after the client insert
 * too), and the Idempotency-Key over the whole call (repeats, reuse with another body, concurrency).
 */
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClient, createRecipient, recipientBody, tag } from '../test-support/people.js';
import { confirmBody, createOrder, orderBody, postConfirm } from '../test-support/orders.js';

/** Row counts of every table a confirm writes. */
async function counts(db: Database) {
  const { rows } = await db.query<
    Record<'clients' | 'recipients' | 'pix' | 'orders' | 'lines' | 'audits' | 'keys' | 'configuration', number>
  >(
    `SELECT (SELECT count(*)::int FROM clients) AS clients, (SELECT count(*)::int FROM recipients) AS recipients,
            (SELECT count(*)::int FROM recipient_pix) AS pix, (SELECT count(*)::int FROM transactions WHERE deleted_at IS NULL) AS orders,
            (SELECT count(*)::int FROM transaction_payments) AS lines, (SELECT count(*)::int FROM audit_log) AS audits,
            (SELECT count(*)::int FROM idempotency_keys) AS keys, (SELECT count(*)::int FROM configuration) AS configuration`,
  );
  return rows[0]!;
}

/** The creation date of orderBody: the app's clock says it is that day in the agency. */
const TODAY = '2026-11-16';

forEachBackend('confirm an order in one call', (backend) => {
  // Its own database: the tests compare whole-table counts.
  const t = useApp(backend, { fresh: true, now: () => new Date(`${TODAY}T15:00:00Z`) });

  it('creates a new client, beneficiary and order in one call and answers 201 with what it created', async () => {
    const { app, db } = t.current;
    const employee = await createEmployee(app, await adminToken(app));
    const before = await counts(db);
    const body = confirmBody({
      transaction: {
        ...(confirmBody().transaction as object),
        fee: '7.00',
        totalFee: '107.00',
        valueAggregates: [{ paymentID: 1, value: '107.00' }],
      },
    });
    const res = await postConfirm(app, employee.token, body);
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply.created).toEqual({ client: true, recipient: true, pix: false });
    expect(reply.transaction.transactionDetail).toMatchObject({
      amountUSD: '100.00',
      amountBRL: '543.25',
      totalFee: '107.00',
      statusID: 1,
    });
    expect(reply.transaction.client).toMatchObject({ id: reply.clientID, fullName: (body.client as { fullName: string }).fullName });
    expect(reply.transaction.recipient).toMatchObject({ id: reply.recipientID, bankName: 'Banco do Brasil' });
    expect(reply.transaction.employeeName).toBe(employee.fullName);
    expect(reply.pixID).toBeNull();
    const after = await counts(db);
    expect(after).toMatchObject({
      clients: before.clients + 1,
      recipients: before.recipients + 1,
      orders: before.orders + 1,
      lines: before.lines + 1,
    });
    // The audit log has the client, the recipient and the order, all by the employee.
    const { rows } = await db.query<{ entity: string }>(
      `SELECT entity FROM audit_log WHERE actor_employee_id = $1 AND entity IN ('client', 'recipient', 'transaction') ORDER BY id`,
      [employee.id],
    );
    expect(rows.map((r) => r.entity)).toEqual(['client', 'recipient', 'transaction']);
    // The fee is the next order's default.
    const fee = await app.inject({ method: 'GET', url: '/api/configuration/fee', headers: bearer(employee.token) });
    expect(JSON.stringify(fee.json())).toContain('7.00');
  });

  it('uses the client and beneficiary found by full name, whatever the case and accents', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const name = `José ${tag()} Araújo`;
    const client = await createClient(app, admin, { fullName: name });
    const recipient = await createRecipient(app, admin, { fullName: `Maria ${tag()}` });
    const before = await counts(db);
    const res = await postConfirm(
      app,
      admin,
      confirmBody({
        client: clientBody({ fullName: `  ${name.toUpperCase().replace('É', 'E')} ` }),
        recipient: recipientBody({
          ...recipient,
          id: undefined,
          pixList: undefined,
          hasDocument: undefined,
          fullName: recipient.fullName.toLowerCase(),
        }),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      clientID: client.id,
      recipientID: recipient.id,
      created: { client: false, recipient: false, pix: false },
    });
    expect(await counts(db)).toMatchObject({ clients: before.clients, recipients: before.recipients, orders: before.orders + 1 });
  });

  it('refuses a name several clients share with 409 SENDER_AMBIGUOUS and the candidates, writing nothing; the picked id then works', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const name = `Twin ${tag()}`;
    const a = await createClient(app, admin, { fullName: name, birthday: '1970-01-02' });
    const b = await createClient(app, admin, { fullName: name.toLowerCase(), telephone: '(201) 555-0199' });
    const before = await counts(db);
    const res = await postConfirm(app, admin, confirmBody({ client: clientBody({ fullName: name }) }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SENDER_AMBIGUOUS',
      message: `Several clients are named "${name}". Please pick the sender with Select Sender.`,
    });
    expect(res.json().candidates).toEqual([
      { id: a.id, fullName: name, birthday: '1970-01-02', telephone: '9735550100' },
      { id: b.id, fullName: name.toLowerCase(), birthday: '1980-05-10', telephone: '2015550199' },
    ]);
    expect(await counts(db)).toEqual(before);

    const picked = await postConfirm(app, admin, confirmBody({ client: { id: b.id } }));
    expect(picked.statusCode).toBe(201);
    expect(picked.json()).toMatchObject({ clientID: b.id, created: { client: false } });
  });

  it('refuses an unknown client or beneficiary id with 404 and bad fields with a 400 naming the field by its path, writing nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const before = await counts(db);
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ client: { id: 99999999 } }, 404, 'NOT_FOUND', /^Client 99999999 not found$/],
      [{ recipient: { id: 99999999 } }, 404, 'NOT_FOUND', /^Beneficiary 99999999 not found$/],
      [{ client: clientBody({ fullName: undefined }) }, 400, 'INVALID_FIELD', /^client\.fullName: is required$/],
      [{ client: clientBody({ birthday: '2026-02-30' }) }, 400, 'INVALID_FIELD', /^client\.birthday: must be a real date/],
      [{ recipient: recipientBody({ email: '123.456.789-00' }) }, 400, 'INVALID_FIELD', /^recipient\.email: must be a valid CPF or CNPJ$/],
      [{ recipient: recipientBody({ payoutTypeID: 2, pix: null }) }, 400, 'INVALID_FIELD', /^recipient\.pix: is required for Pix$/],
      [
        { transaction: { ...(confirmBody().transaction as object), amountBRL: '543.26' } },
        400,
        'INVALID_FIELD',
        /^transaction\.amountBRL: must be amountUSD x exchangeRate/,
      ],
      [{ transaction: undefined }, 400, 'INVALID_FIELD', /^transaction: is required$/],
    ];
    for (const [parts, status, code, message] of cases) {
      const res = await postConfirm(app, admin, confirmBody(parts));
      expect(res.statusCode, JSON.stringify(parts)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toMatch(message);
    }
    expect(await counts(db)).toEqual(before);
  });

  it('asks about a same-day order of a known client (409 POSSIBLE_DUPLICATE) and takes the order when the duplicate is accepted', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const first = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const before = await counts(db);
    const body = confirmBody({ client: { id: client.id }, recipient: { id: recipient.id } });
    const res = await postConfirm(app, employee.token, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      transactionID: first.transactionDetail.id,
      message: `Possible duplicate: order #${first.transactionDetail.id} was already created today for this client`,
    });
    expect(await counts(db)).toEqual(before);

    // An employee may not delete it first; accepting it takes the order.
    const denied = await postConfirm(app, employee.token, { ...body, deleteDuplicateID: first.transactionDetail.id });
    expect(denied.statusCode).toBe(403);
    expect(await counts(db)).toEqual(before);
    const accepted = await postConfirm(app, employee.token, { ...body, acceptDuplicate: true });
    expect(accepted.statusCode).toBe(201);
    expect(await counts(db)).toMatchObject({ orders: before.orders + 1 });
  });

  it("lets an administrator delete the duplicate first, in the confirm's transaction", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const first = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const body = confirmBody({ client: { id: client.id }, recipient: { id: recipient.id } });
    // A refused confirm (bad amount) does not delete it either.
    const bad = await postConfirm(app, admin, {
      ...body,
      deleteDuplicateID: first.transactionDetail.id,
      transaction: { ...(body.transaction as object), totalFee: '1.00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `/api/transaction/search/${first.transactionDetail.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);

    const res = await postConfirm(app, admin, { ...body, deleteDuplicateID: first.transactionDetail.id });
    expect(res.statusCode).toBe(201);
    expect(
      (await app.inject({ method: 'GET', url: `/api/transaction/search/${first.transactionDetail.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
    const { rows } = await db.query("SELECT 1 FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'delete'", [
      String(first.transactionDetail.id),
    ]);
    expect(rows).toHaveLength(1);
    // Only an order of that client.
    const other = await createOrder(app, admin, orderBody((await createClient(app, admin)).id, recipient.id));
    const wrong = await postConfirm(app, admin, { ...body, deleteDuplicateID: other.transactionDetail.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'deleteDuplicateID' });
  });

  it('updates a beneficiary on file with the details confirmed, and never one with another CPF/CNPJ', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const recipient = await createRecipient(app, admin);
    const typed = recipientBody({ fullName: recipient.fullName, email: recipient.email, bankName: 'Itaú', accountNumber: '11111-2' });
    const res = await postConfirm(app, admin, confirmBody({ recipient: typed }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recipientID: recipient.id, created: { recipient: false } });
    expect(res.json().transaction.deliveryMethod).toMatchObject({ bankName: 'Itaú', accountNumber: '11111-2' });
    const now = await app.inject({ method: 'GET', url: `/api/recipient/search/id/${recipient.id}`, headers: bearer(admin) });
    expect(now.json().recipient).toMatchObject({ bankName: 'Itaú', accountNumber: '11111-2' });

    const before = await counts(db);
    const other = await postConfirm(
      app,
      admin,
      confirmBody({ recipient: recipientBody({ fullName: recipient.fullName, bankName: 'Nubank' }) }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'BENEFICIARY_CPF_MISMATCH', recipientID: recipient.id });
    expect(other.json().message).toMatch(/Pick the right beneficiary with Select Beneficiary, or correct the CPF\.$/);
    expect(await counts(db)).toEqual(before);
    const unchanged = await app.inject({ method: 'GET', url: `/api/recipient/search/id/${recipient.id}`, headers: bearer(admin) });
    expect(unchanged.json().recipient.bankName).toBe('Itaú');
  });

  it('refuses a name several beneficiaries share with 409 BENEFICIARY_AMBIGUOUS and the candidates', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const name = `Twin Beneficiary ${tag()}`;
    const a = await createRecipient(app, admin, { fullName: name });
    const b = await createRecipient(app, admin, { fullName: name });
    const before = await counts(db);
    const res = await postConfirm(app, admin, confirmBody({ recipient: recipientBody({ fullName: name }) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BENEFICIARY_AMBIGUOUS');
    expect(res.json().candidates.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect(await counts(db)).toEqual(before);
  });

  it('pays a Pix beneficiary to the key typed: a new key joins the list without replacing the main key', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const main = `${tag()}@example.com`;
    const created = await postConfirm(
      app,
      admin,
      confirmBody({ recipient: recipientBody({ payoutTypeID: 2, pix: main.toUpperCase() }), pix: main.toUpperCase() }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().created).toEqual({ client: true, recipient: true, pix: true });
    expect(created.json().transaction.pix).toMatchObject({ pix: main, main: true });
    const recipientId = created.json().recipientID as number;

    const second = `${tag()}@example.com`;
    const res = await postConfirm(app, admin, confirmBody({ recipient: { id: recipientId }, pix: second, acceptDuplicate: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().created.pix).toBe(true);
    expect(res.json().transaction.pix).toMatchObject({ pix: second, main: false });
    expect(res.json().transaction.deliveryMethod.pix).toBe(second);
    const keys = await app.inject({ method: 'GET', url: `/api/recipient/pix/${recipientId}`, headers: bearer(admin) });
    expect(keys.json().pixList.map((k: { pix: string; main: boolean }) => [k.pix, k.main])).toEqual([
      [main, true],
      [second, false],
    ]);
    // The same key again is found, not added; no key at all pays to the main key.
    const again = await postConfirm(app, admin, confirmBody({ recipient: { id: recipientId }, pix: second }));
    expect(again.json()).toMatchObject({ pixID: res.json().pixID, created: { pix: false } });
    const none = await postConfirm(app, admin, confirmBody({ recipient: { id: recipientId } }));
    expect(none.json().transaction.pix.pix).toBe(main);
    const bad = await postConfirm(app, admin, confirmBody({ recipient: { id: recipientId }, pix: 'not a key' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'pix' });
  });

  it('leaves no client behind when the transaction fails after the client insert', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const body = confirmBody();
    const name = (body.client as { fullName: string }).fullName;
    const real = db.transaction.bind(db);
    // Fault injection: the recipient insert fails inside the confirm's transaction.
    db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      real((tx) =>
        fn({
          exec: (sql) => tx.exec(sql),
          query: (sql, params) =>
            /INSERT INTO recipients/.test(sql) ? Promise.reject(new Error('injected failure')) : tx.query(sql, params),
        }),
      );
    try {
      const before = await counts(db);
      const res = await postConfirm(app, admin, body);
      expect(res.statusCode).toBe(500);
      expect(await counts(db)).toEqual(before);
    } finally {
      db.transaction = real;
    }
    const { rows } = await db.query('SELECT 1 FROM clients WHERE full_name = $1', [name]);
    expect(rows).toHaveLength(0);
  });

  it('answers a repeated Idempotency-Key with the first reply and refuses the key with another body (422)', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const body = confirmBody();
    const key = { 'idempotency-key': `confirm-${tag()}` };
    const first = await postConfirm(app, employee.token, body, key);
    expect(first.statusCode).toBe(201);
    const before = await counts(db);
    const again = await postConfirm(app, employee.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await counts(db)).toEqual(before);

    const reused = await postConfirm(app, employee.token, { ...body, acceptDuplicate: true }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', transactionID: first.json().transaction.transactionDetail.id });
    // A create with a confirm's key is another request too.
    const created = first.json();
    const onCreate = await app.inject({
      method: 'POST',
      url: '/api/transaction/create',
      headers: { ...bearer(employee.token), ...key },
      payload: orderBody(created.clientID, created.recipientID),
    });
    expect(onCreate.statusCode).toBe(422);
    expect(await counts(db)).toEqual(before);
  });

  it('makes one order of concurrent confirms with one key, and one client of concurrent confirms naming the same new sender', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const body = confirmBody();
    const key = { 'idempotency-key': `confirm-${tag()}` };
    const before = await counts(db);
    const replies = await Promise.all([1, 2, 3, 4].map(() => postConfirm(app, admin, body, key)));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().transaction.transactionDetail.id)).size).toBe(1);
    expect(await counts(db)).toMatchObject({ clients: before.clients + 1, orders: before.orders + 1 });

    // Without a key, two confirms of one new sender make one client: the second sees the first's order as a duplicate.
    const twin = confirmBody();
    const [x, y] = await Promise.all([postConfirm(app, admin, twin), postConfirm(app, admin, twin)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const { rows } = await db.query('SELECT 1 FROM clients WHERE full_name = $1', [(twin.client as { fullName: string }).fullName]);
    expect(rows).toHaveLength(1);
  });
});

forEachBackend('error replies carry a code', (backend) => {
  const t = useApp(backend);

  it('names the code and the field beside the message', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const cases: [InjectOptions, number, Record<string, unknown>][] = [
      [{ method: 'GET', url: '/api/transaction/search/99999999', headers: bearer(admin) }, 404, { code: 'NOT_FOUND', error: 'Not Found' }],
      [{ method: 'GET', url: '/api/nowhere', headers: bearer(admin) }, 404, { code: 'ROUTE_NOT_FOUND' }],
      [{ method: 'GET', url: '/api/client/search/id/1' }, 401, { code: 'UNAUTHENTICATED' }],
      [
        { method: 'POST', url: '/api/client/create', headers: bearer(admin), payload: clientBody({ birthday: 5 }) },
        400,
        { code: 'INVALID_FIELD', field: 'birthday' },
      ],
      [
        {
          method: 'POST',
          url: '/api/client/create',
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          payload: '{"fullName":',
        },
        400,
        { code: 'INVALID_JSON', field: 'body' },
      ],
    ];
    for (const [request, status, expected] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, JSON.stringify(request.url)).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, ...expected, message: expect.any(String) });
    }
  });
});
