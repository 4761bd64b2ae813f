/**
 * The daily lists, weekly metrics, today's totals and the date report (docs/lists-and-reports.md, Weekly
 * metrics, docs/lists-and-reports.md#calls; #daily-lists, Date report table; "Lists"): an
 * order in and an order out for each list's rule, deleted orders in none. Each backend gets an
 * empty database of its own, so sizes and counts are exact; the clock is fixed.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClientAndRecipient } from '../test-support/people.js';
import { deleteOrder, makeOrder } from '../test-support/orders.js';
import { sumOfPayments } from '@agency/rules';
import type { App } from '../types.js';

/** Wednesday 2026-11-18, 10:00 in New York (the test agency's zone). */
const NOW = new Date('2026-11-18T15:00:00Z');
const TODAY = '2026-11-18';

interface Item {
  id: number;
  senderName: string;
  beneficiary: string;
  amountUSD: string;
  amountBRL: string;
  remainingValue: string;
  paymentDate: string;
  creationDate: string;
  statusID: number;
}

async function list(app: App, token: string, path: string, page = 1, perPage = 100) {
  const res = await app.inject({ method: 'POST', url: `/api/transaction/${path}`, headers: bearer(token), payload: { page, perPage } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { size: number; transactions: Item[] };
}

forEachBackend('order lists', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => NOW });

  it('holds each list by its rule: hold, created-today, payment-today, over, and no deleted order anywhere', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const make = (o: Parameters<typeof makeOrder>[4]) => makeOrder(app, admin, client.id, recipient.id, o);

    const payTodayPending = await make({ creationDate: '2026-11-17', paymentDate: TODAY });
    const payTodayCompleted = await make({ creationDate: '2026-11-17', paymentDate: TODAY, statusID: 2, amountUSD: '50.00' });
    const payTodayCancelled = await make({ creationDate: '2026-11-17', paymentDate: TODAY, statusID: 3 });
    const overPending = await make({ creationDate: '2026-11-10', paymentDate: '2026-11-17' });
    const overOlder = await make({ creationDate: '2026-11-10', paymentDate: '2026-11-12' });
    const pastCompleted = await make({ creationDate: '2026-11-10', paymentDate: '2026-11-17', statusID: 2 });
    const standby = await make({ creationDate: '2026-11-10', paymentDate: '2026-11-25', statusID: 5 });
    const createdToday = await make({ creationDate: TODAY, paymentDate: '2026-11-19' });
    const deleted = await make({ creationDate: TODAY, paymentDate: TODAY, statusID: 5 });
    const deletedOver = await make({ creationDate: '2026-11-10', paymentDate: '2026-11-11' });
    await deleteOrder(app, admin, deleted);
    await deleteOrder(app, admin, deletedOver);

    const hold = await list(app, admin, 'hold/list');
    expect(hold.transactions.map((i) => i.id)).toEqual([standby]);
    expect(hold.size).toBe(1);
    const holdGet = await app.inject({ method: 'GET', url: '/api/transaction/hold', headers: bearer(admin) });
    expect(holdGet.json()).toMatchObject({ size: 1, transactions: [{ id: standby, statusID: 5 }] });

    const created = await list(app, admin, 'today/created');
    expect(created.transactions.map((i) => i.id)).toEqual([createdToday]);
    expect(created.size).toBe(1);

    const payment = await list(app, admin, 'today/payment');
    expect(payment.transactions.map((i) => i.id)).toEqual([payTodayPending, payTodayCompleted]);
    expect(payment.transactions.map((i) => i.id)).not.toContain(payTodayCancelled);
    expect(payment.size).toBe(2);

    const over = await list(app, admin, 'over');
    // By payment date, then id; Completed and deleted orders are out.
    expect(over.transactions.map((i) => i.id)).toEqual([overOlder, overPending]);
    expect(over.size).toBe(2);
    expect(over.transactions.map((i) => i.id)).not.toContain(pastCompleted);

    // Paging: 8 a page in the UI; here 1 a page.
    const page2 = await list(app, admin, 'over', 2, 1);
    expect(page2).toMatchObject({ size: 2, transactions: [{ id: overPending }] });

    // The list item's shape (docs/lists-and-reports.md#calls, a list row, extended).
    expect(payment.transactions[0]).toEqual({
      id: payTodayPending,
      senderName: client.fullName,
      beneficiary: recipient.fullName,
      clientID: client.id,
      recipientID: recipient.id,
      telephone: '9735550100',
      amountUSD: '100.00',
      amountBRL: '543.25',
      remainingValue: '543.25',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      creationDate: '2026-11-17',
      paymentDate: TODAY,
      statusID: 1,
      transactionTypeID: 0,
    });

    // Today's totals are the sums of the payment-today rows whose status is counted: a Renewed
    // order stays in the list but its money went on in the renewal (docs/lists-and-reports.md#which-orders-a-total-counts).
    const renewed = await make({ creationDate: '2026-11-17', paymentDate: TODAY, amountUSD: '70.00' });
    await app.db.query('UPDATE transactions SET status_id = 4 WHERE id = $1', [renewed]);
    expect((await list(app, admin, 'today/payment')).transactions.map((i) => i.id)).toContain(renewed);
    const total = await app.inject({ method: 'GET', url: '/api/transaction/today/total', headers: bearer(admin) });
    expect(total.json()).toEqual({
      totalUSD: sumOfPayments(payment.transactions.map((i) => i.amountUSD)),
      totalBRL: sumOfPayments(payment.transactions.map((i) => i.amountBRL)),
      countedStatusIDs: [1, 2, 5],
    });
    expect(total.json()).toMatchObject({ totalUSD: '150.00', totalBRL: '814.88' });
    // The same sums computed by SQL, apart from the code under test.
    const { rows: sql } = await app.db.query<{ usd: string; brl: string }>(
      `SELECT sum(amount_usd)::numeric(16, 2)::text AS usd, sum(amount_brl)::numeric(16, 2)::text AS brl FROM transactions
        WHERE payment_date = $1 AND deleted_at IS NULL AND status_id IN (1, 2, 5)`,
      [TODAY],
    );
    expect(total.json()).toMatchObject({ totalUSD: sql[0]!.usd, totalBRL: sql[0]!.brl });
    await app.db.query('UPDATE transactions SET deleted_at = now() WHERE id = $1', [renewed]);

    // Employees read every daily list but over.
    const employee = await createEmployee(app, admin);
    expect((await list(app, employee.token, 'today/payment')).size).toBe(2);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/transaction/over',
      headers: bearer(employee.token),
      payload: { page: 1, perPage: 8 },
    });
    expect(refused.statusCode).toBe(403);
    const badPage = await app.inject({
      method: 'POST',
      url: '/api/transaction/hold/list',
      headers: bearer(admin),
      payload: { page: 0, perPage: 8 },
    });
    expect(badPage.statusCode).toBe(400);
  });

  it('counts the week Monday to Friday by payment date per status; a weekend date maps to its week', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const make = (o: Parameters<typeof makeOrder>[4]) => makeOrder(app, admin, client.id, recipient.id, o);
    const week = async (date: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/transaction/search/week/${date}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().metrics as { dayName: string; date: string; PENDING: number; COMPLETED: number; CANCELLED: number }[];
    };
    // The week of Monday 2027-03-01 (no other test uses it).
    const before = await week('2027-03-03');
    expect(before.map((d) => [d.dayName, d.date])).toEqual([
      ['Monday', '2027-03-01'],
      ['Tuesday', '2027-03-02'],
      ['Wednesday', '2027-03-03'],
      ['Thursday', '2027-03-04'],
      ['Friday', '2027-03-05'],
    ]);
    expect(before.every((d) => d.PENDING + d.COMPLETED + d.CANCELLED === 0)).toBe(true);

    await make({ paymentDate: '2027-03-01' });
    await make({ paymentDate: '2027-03-01' });
    await make({ paymentDate: '2027-03-01', statusID: 2 });
    await make({ paymentDate: '2027-03-02', statusID: 3 });
    await make({ paymentDate: '2027-03-05', statusID: 2 });
    await make({ paymentDate: '2027-03-03', statusID: 5 }); // Standby: in no column
    await make({ paymentDate: '2027-03-06' }); // Saturday: not a weekday of the week
    await make({ paymentDate: '2027-02-26' }); // the Friday before
    await deleteOrder(app, admin, await make({ paymentDate: '2027-03-04' }));

    const expected = [
      { dayName: 'Monday', date: '2027-03-01', PENDING: 2, COMPLETED: 1, CANCELLED: 0 },
      { dayName: 'Tuesday', date: '2027-03-02', PENDING: 0, COMPLETED: 0, CANCELLED: 1 },
      { dayName: 'Wednesday', date: '2027-03-03', PENDING: 0, COMPLETED: 0, CANCELLED: 0 },
      { dayName: 'Thursday', date: '2027-03-04', PENDING: 0, COMPLETED: 0, CANCELLED: 0 },
      { dayName: 'Friday', date: '2027-03-05', PENDING: 0, COMPLETED: 1, CANCELLED: 0 },
    ];
    expect(await week('2027-03-01')).toEqual(expected);
    expect(await week('2027-03-05')).toEqual(expected);
    // Saturday and Sunday belong to the week that began the Monday before them.
    expect(await week('2027-03-06')).toEqual(expected);
    expect(await week('2027-03-07')).toEqual(expected);
    expect((await week('2027-03-08'))[0]!.date).toBe('2027-03-08');

    const bad = await app.inject({ method: 'GET', url: '/api/transaction/search/week/2027-02-30', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^date: /);
  });

  it('reports a payment-date range inclusively, by payment date then id, with the sums of the rows', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const make = (o: Parameters<typeof makeOrder>[4]) => makeOrder(app, admin, client.id, recipient.id, o);
    // December 2027: no other test uses it.
    const last = await make({ creationDate: '2027-12-01', paymentDate: '2027-12-10', amountUSD: '10.00' });
    const first = await make({ creationDate: '2027-12-01', paymentDate: '2027-12-06', amountUSD: '20.00', statusID: 3 });
    const middle = await make({ creationDate: '2027-12-01', paymentDate: '2027-12-08', amountUSD: '30.00' });
    await make({ creationDate: '2027-12-01', paymentDate: '2027-12-05' }); // the day before start
    await make({ creationDate: '2027-12-01', paymentDate: '2027-12-11' }); // the day after end
    await deleteOrder(app, admin, await make({ creationDate: '2027-12-01', paymentDate: '2027-12-08' }));
    const paid = await app.inject({
      method: 'POST',
      url: `/api/transaction/partial/${middle}`,
      headers: bearer(admin),
      payload: { value: '10.50' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const report = async (start: string, end: string) =>
      app.inject({ method: 'POST', url: '/api/transaction/date/report/', headers: bearer(admin), payload: { start, end } });
    const res = await report('2027-12-06', '2027-12-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.transactions.map((r: { id: number }) => r.id)).toEqual([first, middle, last]);
    expect(body.transactions[1]).toEqual({
      id: middle,
      clientName: client.fullName,
      telephone: '9735550100',
      recipientName: recipient.fullName,
      paymentDate: '2027-12-08',
      totalUSD: '35.00',
      totalBRL: '162.98',
      remaining: '152.48',
      statusID: 1,
    });
    // The totals count Pending, Completed and Standby; the Cancelled order is summed apart
    // (docs/lists-and-reports.md#which-orders-a-total-counts).
    expect(body).toMatchObject({ totalUSD: '50.00', totalBRL: '217.31', totalRemaining: '206.81', countedStatusIDs: [1, 2, 5] });
    expect(body.byStatus.map((s: { statusID: number }) => s.statusID)).toEqual([1, 2, 3, 4, 5]);
    expect(body.byStatus[2]).toEqual({ statusID: 3, count: 1, totalUSD: '25.00', totalBRL: '108.65', totalRemaining: '108.65' });

    // Every total equals a SQL sum of the same orders, computed here apart from the code under test;
    // a Renewed order is summed apart too.
    await app.db.query('UPDATE transactions SET status_id = 4 WHERE id = $1', [last]);
    const renewedReport = (await report('2027-12-06', '2027-12-10')).json();
    const { rows: sql } = await app.db.query<{ status_id: number; n: string; usd: string; brl: string; remaining: string }>(
      `SELECT status_id, count(*)::text AS n, sum(total_fee)::numeric(16, 2)::text AS usd,
              sum(amount_brl)::numeric(16, 2)::text AS brl, sum(amount_brl - paid_brl)::numeric(16, 2)::text AS remaining
         FROM transactions WHERE payment_date BETWEEN '2027-12-06' AND '2027-12-10' AND deleted_at IS NULL GROUP BY status_id`,
    );
    const { rows: counted } = await app.db.query<{ usd: string; brl: string; remaining: string }>(
      `SELECT sum(total_fee)::numeric(16, 2)::text AS usd, sum(amount_brl)::numeric(16, 2)::text AS brl,
              sum(amount_brl - paid_brl)::numeric(16, 2)::text AS remaining
         FROM transactions WHERE payment_date BETWEEN '2027-12-06' AND '2027-12-10' AND deleted_at IS NULL AND status_id NOT IN (3, 4)`,
    );
    expect(renewedReport).toMatchObject({ totalUSD: counted[0]!.usd, totalBRL: counted[0]!.brl, totalRemaining: counted[0]!.remaining });
    expect(renewedReport.totalUSD).toBe('35.00');
    for (const status of renewedReport.byStatus as {
      statusID: number;
      count: number;
      totalUSD: string;
      totalBRL: string;
      totalRemaining: string;
    }[]) {
      const row = sql.find((r) => Number(r.status_id) === status.statusID);
      expect(status).toEqual({
        statusID: status.statusID,
        count: Number(row?.n ?? 0),
        totalUSD: row?.usd ?? '0.00',
        totalBRL: row?.brl ?? '0.00',
        totalRemaining: row?.remaining ?? '0.00',
      });
    }
    expect(renewedReport.byStatus[3]).toMatchObject({ statusID: 4, count: 1, totalUSD: '15.00' });
    await app.db.query('UPDATE transactions SET status_id = 1 WHERE id = $1', [last]);

    expect((await report('2027-12-08', '2027-12-08')).json().transactions.map((r: { id: number }) => r.id)).toEqual([middle]);
    const empty = (await report('2030-01-01', '2030-01-31')).json();
    expect(empty).toMatchObject({ transactions: [], totalUSD: '0.00', totalBRL: '0.00', totalRemaining: '0.00' });

    const reversed = await report('2027-12-10', '2027-12-06');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/^end: /);
    const badStart = await report('2027-13-01', '2027-12-06');
    expect(badStart.statusCode).toBe(400);
    expect(badStart.json().message).toMatch(/^start: /);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/transaction/date/report',
      headers: bearer(admin),
      payload: { start: '2027-12-01' },
    });
    expect(missing.statusCode).toBe(400);
  });
});
