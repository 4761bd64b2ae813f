/**
 * Invoices, the calendar, the report and the complex search (docs/investments.md#calendar,
 * list and report, docs/investments.md#the-investment, #statuses, #validation, #calls): Paid and Return rules (409s, other invoices
 * untouched), the invoice date update (clamped, paid ones stay), pending counts per date and a
 * day's list (deleted investments left out), the report's three buckets, and the search filters
 * with totalSize and 6 a page. Each test keeps its dates in a year of its own: the PostgreSQL
 * database is shared by the suites running at the same time.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, tag } from '../test-support/people.js';
import { createInvestment, get, investmentBody, post, type InvoiceModel } from '../test-support/investments.js';

forEachBackend('investment invoices', (backend) => {
  const t = useApp(backend, { now: () => new Date('2026-11-21T15:00:00Z') });

  it('marks an invoice paid once, and returned once while pending; other invoices untouched', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment, invoices } = await createInvestment(app, admin, investmentBody(client.id, { numberMonths: 3 }));
    const [a, b, c] = invoices as [InvoiceModel, InvoiceModel, InvoiceModel];

    const paid = await post(app, admin, `/api/investment/invoice/${a.id}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice).toEqual({ ...a, invoiceStatus: 2 });
    const paidAgain = await post(app, admin, `/api/investment/invoice/${a.id}`);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toBe(`Invoice ${a.id} is already paid`);
    const returnPaid = await post(app, admin, `/api/investment/invoice/return/${a.id}`);
    expect(returnPaid.statusCode).toBe(409);
    expect(returnPaid.json().message).toBe(`Invoice ${a.id} is paid and cannot be returned`);

    const returned = await post(app, admin, `/api/investment/invoice/return/${b.id}`);
    expect(returned.statusCode).toBe(200);
    expect(returned.json().invoice).toEqual({ ...b, wasReturned: true });
    const returnedAgain = await post(app, admin, `/api/investment/invoice/return/${b.id}`);
    expect(returnedAgain.statusCode).toBe(409);
    expect(returnedAgain.json().message).toBe(`Invoice ${b.id} was already returned`);
    // A returned invoice is still pending and may be paid.
    expect((await post(app, admin, `/api/investment/invoice/${b.id}`)).json().invoice).toEqual({
      ...b,
      wasReturned: true,
      invoiceStatus: 2,
    });

    const detail = (await get(app, admin, `/api/investment/${investment.id}`)).json();
    expect(detail.invoices).toEqual([{ ...a, invoiceStatus: 2 }, { ...b, invoiceStatus: 2, wasReturned: true }, c]);
    expect((await post(app, admin, '/api/investment/invoice/99999999')).statusCode).toBe(404);
    expect((await post(app, admin, '/api/investment/invoice/return/99999999')).statusCode).toBe(404);
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'invoice' AND entity_id = ANY($1::text[]) ORDER BY id`,
      [[String(a.id), String(b.id), String(c.id)]],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['paid', 'return', 'paid']);
  });

  it('moves every pending invoice to the day of its own month, clamped, and leaves paid ones alone', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment, invoices } = await createInvestment(
      app,
      admin,
      investmentBody(client.id, { createdAt: '2027-11-15', numberMonths: 6 }),
    );
    expect(invoices.map((v) => v.invoiceDate)).toEqual([
      '2027-12-15',
      '2028-01-15',
      '2028-02-15',
      '2028-03-15',
      '2028-04-15',
      '2028-05-15',
    ]);
    await post(app, admin, `/api/investment/invoice/${invoices[0]!.id}`);

    const moved = await post(app, admin, '/api/investment/invoice/date', { investmentID: investment.id, dayOfMonth: 31 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().invoices.map((v: InvoiceModel) => [v.invoiceDate, v.invoiceStatus])).toEqual([
      ['2027-12-15', 2],
      ['2028-01-31', 1],
      ['2028-02-29', 1],
      ['2028-03-31', 1],
      ['2028-04-30', 1],
      ['2028-05-31', 1],
    ]);
    const back = await post(app, admin, '/api/investment/invoice/date', { investmentID: investment.id, dayOfMonth: 1 });
    expect(back.json().invoices.map((v: InvoiceModel) => v.invoiceDate)).toEqual([
      '2027-12-15',
      '2028-01-01',
      '2028-02-01',
      '2028-03-01',
      '2028-04-01',
      '2028-05-01',
    ]);
    expect((await get(app, admin, `/api/investment/${investment.id}`)).json().invoices).toEqual(back.json().invoices);

    const bad = await post(app, admin, '/api/investment/invoice/date', { investmentID: investment.id, dayOfMonth: 32 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^dayOfMonth: /);
    expect((await post(app, admin, '/api/investment/invoice/date', { investmentID: 99999999, dayOfMonth: 5 })).statusCode).toBe(404);
  });

  it('counts pending invoices per date of a month and lists a day, leaving out paid ones and deleted investments', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    // Year 2091 is this test's own.
    const one = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2091-01-31', numberMonths: 3 })); // 02-28, 03-31, 04-30
    const two = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2091-02-28', numberMonths: 1 })); // 03-28
    const three = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2091-02-28', numberMonths: 3 })); // 03-28, 04-28, 05-28
    const gone = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2091-02-28', numberMonths: 1 })); // 03-28, deleted
    await app.inject({ method: 'DELETE', url: `/api/investment/${gone.investment.id}`, headers: bearer(admin) });
    await post(app, admin, `/api/investment/invoice/${one.invoices[1]!.id}`); // 03-31 paid

    const calendar = (year: number, month: number) => get(app, admin, `/api/investment/search/calendar?year=${year}&month=${month}`);
    expect((await calendar(2091, 3)).json()).toEqual([{ date: '2091-03-28', count: 2 }]);
    expect((await calendar(2091, 4)).json()).toEqual([
      { date: '2091-04-28', count: 1 },
      { date: '2091-04-30', count: 1 },
    ]);
    expect((await calendar(2091, 2)).json()).toEqual([{ date: '2091-02-28', count: 1 }]);
    expect((await calendar(2091, 6)).json()).toEqual([]);
    expect((await calendar(2091, 13)).statusCode).toBe(400);
    expect((await get(app, admin, '/api/investment/search/calendar?year=2091')).statusCode).toBe(400);

    const day = await get(app, admin, '/api/investment/search/calendar/2091-03-28');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toEqual([two.invoices[0], three.invoices[0]]);
    expect((await get(app, admin, '/api/investment/search/calendar/2091-03-31')).json()).toEqual([]);
    const badDay = await get(app, admin, '/api/investment/search/calendar/2091-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe('date: must be a real date in the form YYYY-MM-DD');
  });

  it('reports the invoices due on a date, the next day and three days after it, any status', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    // Year 2092 is this test's own; invoices on 03-10, 03-11, 03-12, 03-13.
    const made = [];
    for (const createdAt of ['2092-02-10', '2092-02-11', '2092-02-12', '2092-02-13']) {
      made.push(await createInvestment(app, admin, investmentBody(client.id, { createdAt, numberMonths: 1 })));
    }
    const [d10, d11, , d13] = made.map((m) => m.invoices[0]!) as [InvoiceModel, InvoiceModel, InvoiceModel, InvoiceModel];
    await post(app, admin, `/api/investment/invoice/${d11.id}`);
    const deleted = await createInvestment(app, admin, investmentBody(client.id, { createdAt: '2092-02-10', numberMonths: 1 }));
    await app.inject({ method: 'DELETE', url: `/api/investment/${deleted.investment.id}`, headers: bearer(admin) });

    const report = await get(app, admin, '/api/investment/search/report/2092-03-10');
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ today: [d10], oneDay: [{ ...d11, invoiceStatus: 2 }], threeDays: [d13] });
    expect((await get(app, admin, '/api/investment/search/report/2092-03-12')).json()).toEqual({
      today: [made[2]!.invoices[0]],
      oneDay: [d13],
      threeDays: [],
    });
    expect((await get(app, admin, '/api/investment/search/report/2092-3-12')).statusCode).toBe(400);
  });

  it('searches by client name, id, status, creation and finalization dates, 6 a page with totalSize, newest first', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const name = `Joãozinho ${tag()}`;
    const client = await createClient(app, admin, { fullName: name });
    const other = await createClient(app, admin);
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const createdAt = `2093-0${1 + (i % 8)}-15`;
      ids.push((await createInvestment(app, admin, investmentBody(client.id, { createdAt, numberMonths: i < 4 ? 1 : 6 }))).investment.id);
    }
    await createInvestment(app, admin, investmentBody(other.id, { createdAt: '2093-01-15' }));
    await post(app, admin, '/api/investment/status', { id: ids[0], status: 3 });
    await post(app, admin, '/api/investment/status', { id: ids[1], status: 3 });
    await app.inject({ method: 'DELETE', url: `/api/investment/${ids[7]}`, headers: bearer(admin) });

    const search = (criteria: Record<string, unknown>) =>
      post(app, admin, '/api/investment/search/complex', {
        clientName: '',
        investmentID: -1,
        statusID: -1,
        startDate: '',
        endDate: '',
        page: 1,
        perPage: 6,
        ...criteria,
      });
    const term = name.split(' ')[1]!.toUpperCase();
    const all = (await search({ clientName: `  joaozinho ${term}  ` })).json();
    expect(all.totalSize).toBe(7);
    expect(all.result.map((i: { id: number }) => i.id)).toEqual([ids[6], ids[5], ids[4], ids[3], ids[2], ids[1]]);
    expect(all.result[0].client.fullName).toBe(name);
    const page2 = (await search({ clientName: term, page: 2 })).json();
    expect(page2).toMatchObject({ totalSize: 7 });
    expect(page2.result.map((i: { id: number }) => i.id)).toEqual([ids[0]]);

    expect((await search({ clientName: term, statusID: 3 })).json().totalSize).toBe(2);
    expect((await search({ clientName: term, statusID: 1 })).json().totalSize).toBe(5);
    const byId = (await search({ investmentID: ids[3] })).json();
    expect(byId.totalSize).toBe(1);
    expect(byId.result[0].id).toBe(ids[3]);
    expect((await search({ investmentID: ids[7] })).json().totalSize).toBe(0); // deleted
    // createdAt >= startDate: March to July (5 of them, the August one deleted).
    expect((await search({ clientName: term, startDate: '2093-03-15' })).json().totalSize).toBe(5);
    // finalizedAt <= endDate: the 1-month ones finalize Feb to May 2093, the 6-month ones from Nov 2093.
    expect((await search({ clientName: term, endDate: '2093-04-15' })).json().totalSize).toBe(3);
    expect((await search({ clientName: term, startDate: '2093-02-15', endDate: '2093-05-15', statusID: 1 })).json().totalSize).toBe(2);
    const omitted = await post(app, admin, '/api/investment/search/complex', { clientName: term, page: 1 });
    expect(omitted.json().totalSize).toBe(7);
    expect(omitted.json().result).toHaveLength(6);
    const bad = await search({ startDate: '2093-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('startDate: must be a real date in the form YYYY-MM-DD');
  });
});
