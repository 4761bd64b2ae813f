/**
 * Compliance alerts, $3,000 records and cancellation over REST (docs/compliance.md): the CTR and
 * structuring sums at their edges (exact to the cent, across midnight in the agency's time zone),
 * the alerts list, filters and decisions (administrators only, audited), the order page's flags,
 * the SANCTIONS alerts of a list load, the $3,000 records report and the sender fields it needs,
 * and the 30-minute cancellation with its refund.
 */
import { readFileSync } from 'node:fs';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { totalWithFee } from '@agency/rules';
import type { Database } from '../db/database.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClient, createRecipient, recipientBody } from '../test-support/people.js';
import { confirmBody, createOrder, orderBody } from '../test-support/orders.js';
import type { App } from '../types.js';
import { raiseOrderAlerts } from './alerts.js';
import { ctrHit, structuringHit, type OrderAmounts } from './alert-rules.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-11-16T15:00:00Z');
const ZONE = 'America/New_York';

const order = (id: number, day: string, amountUSD: string, cash: string): OrderAmounts => ({
  id,
  day,
  amountUSD: new Decimal(amountUSD),
  cash: new Decimal(cash),
});

describe('the CTR and structuring rules', () => {
  it('raises a CTR only for cash above $10,000.00 on one day, several orders added up', () => {
    expect(ctrHit([order(1, '2026-11-16', '6000.00', '6000.00'), order(2, '2026-11-16', '4000.00', '4000.00')], '2026-11-16')).toBeNull();
    const hit = ctrHit([order(1, '2026-11-16', '6000.00', '6000.00'), order(2, '2026-11-16', '4100.00', '4000.01')], '2026-11-16');
    expect(hit && { ids: hit.transactionIds, total: hit.total.toFixed(2) }).toEqual({ ids: [1, 2], total: '10000.01' });
    // The cash of another day, or paid by check, does not count.
    expect(ctrHit([order(1, '2026-11-15', '9000.00', '9000.00'), order(2, '2026-11-16', '9000.00', '1500.00')], '2026-11-16')).toBeNull();
  });

  it('raises structuring for orders each under $3,000.00 that reach it together, or cash each under $10,000.00 that reaches it', () => {
    expect(structuringHit([order(1, 'd', '1500.00', '0'), order(2, 'd', '1499.99', '0')])).toBeNull();
    expect(structuringHit([order(1, 'd', '1500.00', '0'), order(2, 'd', '1500.00', '0')])?.total.toFixed(2)).toBe('3000.00');
    // $3,000.00 itself is not under the threshold, so it does not count as split.
    expect(structuringHit([order(1, 'd', '3000.00', '0'), order(2, 'd', '100.00', '0')])).toBeNull();
    // One order alone is not a pattern.
    expect(structuringHit([order(1, 'd', '2999.99', '0')])).toBeNull();
    const cash = structuringHit([order(1, 'd', '5000.00', '5000.00'), order(2, 'd', '5000.00', '5000.00')]);
    expect(cash && { ids: cash.transactionIds, total: cash.total.toFixed(2), threshold: cash.threshold.toFixed(2) }).toEqual({
      ids: [1, 2],
      total: '10000.00',
      threshold: '10000.00',
    });
    expect(structuringHit([order(1, 'd', '5000.00', '5000.00'), order(2, 'd', '4999.99', '4999.99')])).toBeNull();
  });
});

/** An order of amountUSD (fee 15.00) for the client, its total paid in one line of paymentID (1 Cash, 2 Check). */
async function takeOrder(app: App, token: string, clientID: number, recipientID: number, amountUSD: string, paymentID = 1) {
  const totalFee = totalWithFee(amountUSD, '15.00');
  return createOrder(
    app,
    token,
    orderBody(clientID, recipientID, {
      amountUSD,
      exchangeRate: '5.0000',
      amountBRL: new Decimal(amountUSD).times(5).toFixed(2),
      fee: '15.00',
      totalFee,
      valueAggregates: [{ paymentID, value: totalFee }],
    }),
  );
}

async function alerts(app: App, token: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/compliance/alerts${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    type: string;
    clientID: number;
    date: string;
    total: string;
    transactionIDs: number[];
    status: string;
    note: string | null;
  }[];
}

/** Moves an order's creation instant (a wall-clock time in the agency's zone) and raises its alerts again from scratch. */
async function moveTo(db: Database, ids: number[], wallClock: string[]) {
  for (const [i, id] of ids.entries()) {
    await db.query('UPDATE transactions SET created_at = ($2::timestamp AT TIME ZONE $3) WHERE id = $1', [id, wallClock[i], ZONE]);
  }
  await db.query('DELETE FROM compliance_alerts WHERE transaction_ids && $1::int[]', [ids]);
  for (const id of ids) await db.transaction((tx) => raiseOrderAlerts(tx, ZONE, null, id));
}

forEachBackend('compliance alerts', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => NOW });

  it('raises a CTR when a client pays more than $10,000.00 in cash in a day, flags its orders, and lets an administrator decide it', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const first = await takeOrder(app, employee.token, client.id, recipient.id, '5985.00');
    expect((await alerts(app, admin)).filter((a) => a.clientID === client.id)).toEqual([]);
    // 6,000.00 + 4,000.01 in cash: 10,000.01, one cent above the threshold.
    const second = await takeOrder(app, employee.token, client.id, recipient.id, '3985.01');
    const mine = (await alerts(app, admin)).filter((a) => a.clientID === client.id);
    const ctr = mine.find((a) => a.type === 'CTR');
    expect(ctr).toMatchObject({
      total: '10000.01',
      status: 'OPEN',
      note: null,
      transactionIDs: [first.transactionDetail.id, second.transactionDetail.id],
    });
    // Both cash orders were each under $10,000.00 and reached it together: structuring too.
    expect(mine.find((a) => a.type === 'STRUCTURING')).toMatchObject({
      total: '10000.01',
      transactionIDs: [first.transactionDetail.id, second.transactionDetail.id],
    });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/transaction/search/${second.transactionDetail.id}`,
      headers: bearer(employee.token),
    });
    expect(detail.json().complianceFlags).toEqual(['CTR', 'STRUCTURING']);

    // The CTR view: what Form 112 asks of the person, and the orders with their cash.
    const view = await app.inject({ method: 'GET', url: `/api/compliance/alerts/${ctr!.id}`, headers: bearer(admin) });
    expect(view.statusCode).toBe(200);
    expect(view.json().person).toMatchObject({
      fullName: client.fullName,
      birthday: '1980-05-10',
      streetAddress: '1 Broad Street',
      documentTypeID: 3,
      documentNumber: 'P1234567',
    });
    expect(view.json().orders.map((o: { cash: string }) => o.cash)).toEqual(['6000.00', '4000.01']);

    // Decisions: administrators only, a note required, audited.
    const url = `/api/compliance/alerts/${ctr!.id}`;
    expect(
      (await app.inject({ method: 'POST', url, headers: bearer(employee.token), payload: { status: 'REPORTED', note: 'x' } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/compliance/alerts', headers: bearer(employee.token) })).statusCode).toBe(403);
    const blank = await app.inject({ method: 'POST', url, headers: bearer(admin), payload: { status: 'CLEARED', note: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'note' });
    const decided = await app.inject({
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { status: 'REPORTED', note: 'CTR filed with FinCEN, BSA ID 31000123' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'REPORTED', note: 'CTR filed with FinCEN, BSA ID 31000123' });
    expect(decided.json().decidedBy).toBeTruthy();
    const audit = await db.query<{ action: string; after: { status: string } }>(
      "SELECT action, after FROM audit_log WHERE entity = 'compliance_alert' AND entity_id = $1 ORDER BY id",
      [String(ctr!.id)],
    );
    expect(audit.rows.map((r) => [r.action, r.after.status ?? null])).toEqual([
      ['raise', null],
      ['decide', 'REPORTED'],
    ]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/compliance/alerts/999999', headers: bearer(admin), payload: { status: 'OPEN' } }))
        .statusCode,
    ).toBe(404);

    // Filters: type and status.
    expect((await alerts(app, admin, '?type=CTR&status=REPORTED')).map((a) => a.id)).toContain(ctr!.id);
    expect((await alerts(app, admin, '?type=CTR&status=OPEN')).map((a) => a.id)).not.toContain(ctr!.id);
    expect((await app.inject({ method: 'GET', url: '/api/compliance/alerts?type=NOPE', headers: bearer(admin) })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/compliance/alerts?start=2026-02-30', headers: bearer(admin) })).json(),
    ).toMatchObject({ field: 'start' });

    // A third cash order the same day: the reported CTR gains it and is open again.
    const third = await takeOrder(app, employee.token, client.id, recipient.id, '100.00');
    const again = (await alerts(app, admin, '?type=CTR')).find((a) => a.id === ctr!.id);
    expect(again).toMatchObject({ status: 'OPEN', total: '10115.01' });
    expect(again!.transactionIDs).toContain(third.transactionDetail.id);
  });

  it('adds cash up by the agency day: 23:59 and 00:00 in its time zone are two days', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const a = await takeOrder(app, admin, client.id, recipient.id, '5985.00');
    const b = await takeOrder(app, admin, client.id, recipient.id, '4485.00');
    await moveTo(db, [a.transactionDetail.id, b.transactionDetail.id], ['2026-11-10 23:59:59.999', '2026-11-11 00:00:00']);
    const mine = (await alerts(app, admin)).filter((x) => x.clientID === client.id);
    expect(mine.map((x) => x.type)).toEqual(['STRUCTURING']);
    expect(mine[0]).toMatchObject({ date: '2026-11-11', total: '10500.00' });
    // The same two within one agency day (in UTC they are on two days): a CTR of 10,500.00.
    await moveTo(db, [a.transactionDetail.id, b.transactionDetail.id], ['2026-11-12 00:00:00', '2026-11-12 23:59:59']);
    const ctr = (await alerts(app, admin, '?type=CTR')).find((x) => x.clientID === client.id);
    expect(ctr).toMatchObject({ date: '2026-11-12', total: '10500.00' });
  });

  it('raises structuring for orders under $3,000.00 that reach it within 3 agency days, not over 4', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    // Paid by check: no cash, so only the $3,000.00 rule applies.
    const a = await takeOrder(app, admin, client.id, recipient.id, '1500.00', 2);
    const b = await takeOrder(app, admin, client.id, recipient.id, '1500.00', 2);
    await moveTo(db, [a.transactionDetail.id, b.transactionDetail.id], ['2026-11-01 10:00', '2026-11-04 10:00']);
    expect((await alerts(app, admin)).filter((x) => x.clientID === client.id)).toEqual([]);
    await moveTo(db, [a.transactionDetail.id, b.transactionDetail.id], ['2026-11-01 10:00', '2026-11-03 23:59']);
    const mine = (await alerts(app, admin)).filter((x) => x.clientID === client.id);
    expect(mine).toMatchObject([{ type: 'STRUCTURING', total: '3000.00', date: '2026-11-03' }]);
  });

  it('raises a SANCTIONS alert when a new list matches a client on file, once per entry', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin, { fullName: 'Ernesto Ruiz Maldonado' });
    const load = () =>
      app.inject({
        method: 'POST',
        url: '/api/compliance/sanctions',
        headers: bearer(admin),
        payload: { sdnCsv: fixture('sdn.csv'), altCsv: fixture('alt.csv') },
      });
    const first = await load();
    expect(first.statusCode).toBe(200);
    expect(first.json().alertsRaised).toBeGreaterThanOrEqual(1);
    const sanctions = (await alerts(app, admin, '?type=SANCTIONS')).filter((a) => a.clientID === client.id);
    expect(sanctions).toHaveLength(1);
    expect(sanctions[0]).toMatchObject({ status: 'OPEN', matches: [{ entNum: 9001, name: 'MALDONADO, Ernesto Ruiz' }] });
    expect((await load()).json().alertsRaised).toBe(0);
    // The list stays loaded for the next tests of this database: empty it again.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/compliance/sanctions',
      headers: bearer(admin),
      // One entry in place of six: a shrink, said so.
      payload: { sdnCsv: '1,"NOBODY, Placeholder","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"', allowShrink: true },
    });
    expect(reset.statusCode).toBe(200);
  });

  it("screens a renamed client or beneficiary, and sends an administrator's override to the alerts with its order", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const load = await app.inject({
      method: 'POST',
      url: '/api/compliance/sanctions',
      headers: bearer(admin),
      payload: { sdnCsv: fixture('sdn.csv'), altCsv: fixture('alt.csv') },
    });
    expect(load.statusCode).toBe(200);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const listed = { ...clientBody(), fullName: 'Teodoro Aurelio Zambranov Pellegrini' };
    const renamed = await app.inject({
      method: 'POST',
      url: `/api/client/update/${client.id}`,
      headers: bearer(employee.token),
      payload: listed,
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({ code: 'SANCTIONS_MATCH', matches: [{ entNum: 9003 }] });
    const beneficiaryRenamed = await app.inject({
      method: 'POST',
      url: `/api/recipient/update/${recipient.id}`,
      headers: bearer(employee.token),
      payload: { ...recipientBody(), fullName: 'Ernesto Ruiz Maldonado' },
    });
    expect(beneficiaryRenamed.json()).toMatchObject({ code: 'SANCTIONS_MATCH' });
    // The same fields without a new name pass: only a change of name is screened again.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/client/update/${client.id}`,
          headers: bearer(employee.token),
          payload: { ...clientBody(), fullName: client.fullName },
        })
      ).statusCode,
    ).toBe(200);

    const override = { sanctionsOverride: { reason: 'Different person: born 1990, Brazilian passport checked' } };
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/transaction/confirm',
      headers: bearer(admin),
      payload: { ...confirmBody({ client: clientBody({ fullName: 'Ernesto Ruiz Maldonado' }) }), ...override },
    });
    expect(confirmed.statusCode).toBe(201);
    const orderId = confirmed.json().transaction.transactionDetail.id;
    const alert = (await alerts(app, admin, '?type=SANCTIONS')).find((a) => a.clientID === confirmed.json().clientID);
    expect(alert).toMatchObject({ status: 'OPEN', transactionIDs: [orderId] });
    const detail = await app.inject({ method: 'GET', url: `/api/transaction/search/${orderId}`, headers: bearer(admin) });
    expect(detail.json().complianceFlags).toEqual(['SANCTIONS']);
    // An order taken step by step (or a renewal) for the same sender is screened as well.
    const stepwise = await app.inject({
      method: 'POST',
      url: '/api/transaction/create',
      headers: bearer(employee.token),
      payload: orderBody(confirmed.json().clientID, confirmed.json().recipientID, {
        creationDate: '2026-11-16',
        paymentDate: '2026-11-17',
      }),
    });
    expect(stepwise.statusCode).toBe(422);
    expect(stepwise.json()).toMatchObject({ code: 'SANCTIONS_MATCH' });
    // Back to a list nobody matches, for the next tests of this database.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/compliance/sanctions',
      headers: bearer(admin),
      // One entry in place of six: a shrink, said so.
      payload: { sdnCsv: '1,"NOBODY, Placeholder","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"', allowShrink: true },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('lists the orders of $3,000.00 or more with the sender details kept, and refuses one whose sender lacks them', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const big = await takeOrder(app, admin, client.id, recipient.id, '3000.00', 2);
    const small = await takeOrder(app, admin, client.id, recipient.id, '2999.99', 2);
    const day = (await db.query<{ d: string }>("SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS d", [ZONE])).rows[0]!.d;
    const res = await app.inject({ method: 'GET', url: `/api/compliance/recordkeeping?start=${day}&end=${day}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { transactionID: number }) => r.transactionID);
    expect(ids).toContain(big.transactionDetail.id);
    expect(ids).not.toContain(small.transactionDetail.id);
    expect(res.json().find((r: { transactionID: number }) => r.transactionID === big.transactionDetail.id)).toMatchObject({
      amountUSD: '3000.00',
      senderName: client.fullName,
      senderStreetAddress: '1 Broad Street',
      senderBirthday: '1980-05-10',
      senderDocumentTypeID: 3,
      senderDocumentNumber: 'P1234567',
      beneficiaryName: recipient.fullName,
      payoutTypeID: 1,
      bankName: 'Banco do Brasil',
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/compliance/recordkeeping?start=${day}&end=${day}`, headers: bearer(employee.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/compliance/recordkeeping?start=2026-11-30&end=2026-11-01', headers: bearer(admin) })
      ).json(),
    ).toMatchObject({ field: 'end' });

    // A record that lost its address (an old import): $3,000.00 is refused, naming the field; less is taken.
    await db.query("UPDATE clients SET street_address = ' ' WHERE id = $1", [client.id]);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions')).rows[0]!.n;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/transaction/create',
      headers: bearer(admin),
      payload: orderBody(client.id, recipient.id, {
        amountUSD: '3000.00',
        amountBRL: '16297.50',
        totalFee: '3005.00',
        valueAggregates: [{ paymentID: 2, value: '3005.00' }],
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RECORDKEEPING_INCOMPLETE', field: 'client.streetAddress' });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions')).rows[0]!.n).toBe(before);
    await takeOrder(app, admin, client.id, recipient.id, '2999.99', 2);
  });

  it('cancels an order within 30 minutes for a refund of its total with fee, and not after', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const ontime = await takeOrder(app, employee.token, client.id, recipient.id, '200.00', 2);
    const late = await takeOrder(app, employee.token, client.id, recipient.id, '300.00', 2);
    const setCreated = (id: number, minutesBefore: number) =>
      db.query('UPDATE transactions SET created_at = $2 WHERE id = $1', [id, new Date(NOW.getTime() - minutesBefore * 60_000)]);
    await setCreated(ontime.transactionDetail.id, 30);
    await setCreated(late.transactionDetail.id, 30.01);
    const cancel = (id: number) => app.inject({ method: 'POST', url: `/api/transaction/cancel/${id}`, headers: bearer(employee.token) });

    const closed = await cancel(late.transactionDetail.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'CANCELLATION_WINDOW_CLOSED' });
    expect(closed.json().message).toContain('30 minutes');

    const done = await cancel(ontime.transactionDetail.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().transaction.transactionDetail.statusID).toBe(3);
    expect(done.json().cancellation).toMatchObject({ refundUSD: '215.00', employeeName: employee.fullName });
    expect((await cancel(ontime.transactionDetail.id)).json()).toMatchObject({ code: 'ORDER_ALREADY_CANCELLED' });
    expect((await cancel(999999)).statusCode).toBe(404);

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/transaction/receipt/${ontime.transactionDetail.id}`,
      headers: bearer(employee.token),
    });
    expect(receipt.json().cancellation).toMatchObject({ refundUSD: '215.00' });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/transaction/search/${ontime.transactionDetail.id}`,
      headers: bearer(employee.token),
    });
    expect(detail.json().cancellation).toMatchObject({ refundUSD: '215.00' });
    const audit = await db.query<{ after: { refundUSD: string } }>(
      "SELECT after FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 AND action = 'cancel'",
      [String(ontime.transactionDetail.id)],
    );
    expect(audit.rows.map((r) => r.after.refundUSD)).toEqual(['215.00']);
    // Late is untouched.
    const day = (await db.query<{ d: string }>("SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS d", [ZONE])).rows[0]!.d;
    const listed = await app.inject({
      method: 'GET',
      url: `/api/compliance/cancellations?start=${day}&end=${day}`,
      headers: bearer(admin),
    });
    expect(listed.json().filter((c: { transactionID: number }) => c.transactionID === ontime.transactionDetail.id)).toMatchObject([
      { amountUSD: '200.00', refundUSD: '215.00', senderName: client.fullName, employeeName: employee.fullName },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/compliance/cancellations?start=${day}&end=${day}`, headers: bearer(employee.token) }))
        .statusCode,
    ).toBe(403);
    const untouched = await app.inject({
      method: 'GET',
      url: `/api/transaction/search/${late.transactionDetail.id}`,
      headers: bearer(employee.token),
    });
    expect(untouched.json()).toMatchObject({ transactionDetail: { statusID: 1 }, cancellation: null });
  });
});
