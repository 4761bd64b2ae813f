import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createRecipient } from '../test-support/people.js';

forEachBackend('beneficiaries of a client', (backend) => {
  const t = useApp(backend);

  it('lists the distinct recipients of the client’s orders, most recent order first, without deleted orders', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee;
    const client = await createClient(app, admin);
    const other = await createClient(app, admin);
    const [a, b, c, d] = [
      await createRecipient(app, admin),
      await createRecipient(app, admin, { payoutTypeID: 2, pix: 'b@example.com' }),
      await createRecipient(app, admin),
      await createRecipient(app, admin),
    ];
    const order = async (clientId: number, recipientId: number, createdAt: string, deleted = false) => {
      await db.query(
        `INSERT INTO transactions (client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee,
                                   payment_date, creation_date, days, created_at, deleted_at)
         VALUES ($1, $2, $3, 100, 5.123456, 512.35, 5, 105, '2026-03-03', '2026-03-02', 1, $4::timestamptz,
                 CASE WHEN $5::boolean THEN now() END)`,
        [clientId, recipientId, me.id, createdAt, deleted],
      );
    };
    await order(client.id, a.id, '2026-03-01T10:00:00Z');
    await order(client.id, b.id, '2026-03-02T10:00:00Z');
    await order(client.id, a.id, '2026-03-03T10:00:00Z');
    await order(client.id, c.id, '2026-03-04T10:00:00Z', true);
    await order(other.id, d.id, '2026-03-05T10:00:00Z');

    const res = await app.inject({ method: 'GET', url: `/api/transaction/search/beneficiary/${client.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const recipients = res.json().recipients;
    expect(recipients.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(recipients[1]).toEqual(b);

    const none = await app.inject({
      method: 'GET',
      url: `/api/transaction/search/beneficiary/${(await createClient(app, admin)).id}`,
      headers: bearer(admin),
    });
    expect(none.json()).toEqual({ recipients: [] });
    const unknown = await app.inject({ method: 'GET', url: '/api/transaction/search/beneficiary/99999999', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/transaction/search/beneficiary/x', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^clientId: /);
  });
});
