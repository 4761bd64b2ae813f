/**
 * Investments through the API (docs/investments.md#the-investment, #statuses, #validation, #calls; docs/money-and-dates.md, docs/ARCHITECTURE.md#security): creation with the
 * server's monthly incomes and invoice schedule for every duration, creation date from the app
 * clock, every payout and field check with its message and nothing stored, the status rules,
 * renewal, soft delete, and the audit rows in the same transaction.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClient } from '../test-support/people.js';
import { createInvestment, get, investmentBody, post, postInvestment } from '../test-support/investments.js';
import type { Database } from '../db/database.js';

/** The app's clock: 2026-11-21 10:00 in New York (the test agency's zone). */
const clock = new Date('2026-11-21T15:00:00Z');

async function storedFor(db: Database, clientId: number): Promise<{ investments: number; invoices: number }> {
  const { rows } = await db.query<{ investments: number; invoices: number }>(
    `SELECT (SELECT count(*)::int FROM investments WHERE client_id = $1) AS investments,
            (SELECT count(*)::int FROM invoices v JOIN investments i ON i.id = v.investment_id WHERE i.client_id = $1) AS invoices`,
    [clientId],
  );
  return rows[0]!;
}

forEachBackend('investments', (backend) => {
  const t = useApp(backend, { now: () => clock });

  it("takes the sender's details instead of clientID: the client with that name, else a new one, in the investment's transaction", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const typed = clientBody();
    const name = typed.fullName as string;
    const created = await createInvestment(app, admin, investmentBody(0, { clientID: null, client: typed }));
    expect(created.investment.client).toMatchObject({ fullName: name });
    // The same name again (any case) is the same client.
    const again = await createInvestment(
      app,
      admin,
      investmentBody(0, { clientID: null, client: { ...typed, fullName: name.toUpperCase() } }),
    );
    expect(again.investment.clientID).toBe(created.investment.clientID);
    expect((await storedFor(db, created.investment.clientID)).investments).toBe(2);

    // Two clients with one name: 409 SENDER_AMBIGUOUS, and no client or investment stored.
    await createClient(app, admin, { fullName: name });
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM investments')).rows[0]!.n;
    const before = await count();
    const ambiguous = await postInvestment(app, admin, investmentBody(0, { clientID: null, client: typed }));
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json()).toMatchObject({ code: 'SENDER_AMBIGUOUS' });
    expect(ambiguous.json().candidates).toHaveLength(2);
    const bad = await postInvestment(
      app,
      admin,
      investmentBody(0, { clientID: null, client: clientBody({ fullName: `New ${name}`, zipCode: 'nope' }) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'client.zipCode' });
    expect(await count()).toBe(before);
    const { rows } = await db.query('SELECT 1 FROM clients WHERE full_name = $1', [`New ${name}`]);
    expect(rows).toHaveLength(0);
  });

  it('creates an investment with the computed monthly incomes and its invoices, and reads it back', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const created = await createInvestment(app, admin, investmentBody(client.id, { employeeID: 999 }));
    const inv = created.investment;
    expect(created.investmentID).toBe(inv.id);
    expect(inv).toMatchObject({
      clientID: client.id,
      investmentAmountUSD: '1000.00',
      investmentPercentageUSD: '1.5000',
      monthlyIncomeUSD: '15.00',
      investmentAmountBRL: '5000.00',
      investmentPercentageBRL: '2.0000',
      monthlyIncomeBRL: '100.00',
      numberMonths: 3,
      createdAt: '2026-11-16',
      finalizedAt: '2027-02-16',
      investmentStatus: 1,
      isRenew: false,
      originalInvestment: null,
      paymentDescription: 'Monthly income to the client',
      payoutTypeID: 1,
      accountTypeID: 2,
      pix: null,
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
      employeeName: 'Administrator',
      hasOriginalAgreement: false,
      hasCompletedAgreement: false,
    });
    expect(inv.client).toMatchObject({ id: client.id, fullName: client.fullName, hasDocument: false });
    expect(created.invoices.map((v) => [v.invoiceDate, v.invoiceAmountUSD, v.invoiceAmountBRL, v.invoiceStatus, v.wasReturned])).toEqual([
      ['2026-12-16', '15.00', '100.00', 1, false],
      ['2027-01-16', '15.00', '100.00', 1, false],
      ['2027-02-16', '15.00', '100.00', 1, false],
    ]);
    expect(created.invoices.every((v) => v.investmentID === inv.id && v.clientName === client.fullName)).toBe(true);

    const read = await get(app, admin, `/api/investment/${inv.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ investment: inv, invoices: created.invoices });

    const audit = await db.query<{ actor_employee_id: number; after: Record<string, unknown> }>(
      `SELECT actor_employee_id, after FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'create'`,
      [String(inv.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after).toMatchObject({ id: inv.id, monthlyIncomeUSD: '15.00' });
    expect(audit.rows[0]!.actor_employee_id).not.toBe(999);
    expect((await get(app, admin, '/api/investment/99999999')).statusCode).toBe(404);
  });

  it('computes monthly incomes to the cent for both currencies and checks the ones sent', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const body = investmentBody(client.id, {
      investmentAmountUSD: 333.33,
      investmentPercentageUSD: '2.5',
      investmentAmountBRL: '1666.65',
      investmentPercentageBRL: 1.2345,
    });
    const { investment, invoices } = await createInvestment(app, admin, { ...body, monthlyIncomeUSD: '8.33', monthlyIncomeBRL: 20.57 });
    expect(investment).toMatchObject({ monthlyIncomeUSD: '8.33', monthlyIncomeBRL: '20.57', investmentPercentageBRL: '1.2345' });
    expect(invoices.every((v) => v.invoiceAmountUSD === '8.33' && v.invoiceAmountBRL === '20.57')).toBe(true);

    const before = await storedFor(db, client.id);
    const wrongUsd = await postInvestment(app, admin, { ...body, monthlyIncomeUSD: '8.34' });
    expect(wrongUsd.statusCode).toBe(400);
    expect(wrongUsd.json().message).toMatch(/^monthlyIncomeUSD: .*8\.33$/);
    const wrongBrl = await postInvestment(app, admin, { ...body, monthlyIncomeBRL: '20.58' });
    expect(wrongBrl.statusCode).toBe(400);
    expect(wrongBrl.json().message).toMatch(/^monthlyIncomeBRL: .*20\.57$/);
    expect(await storedFor(db, client.id)).toEqual(before);
  });

  it('schedules the invoices of every duration with month ends and leap years, and finalizes after numberMonths', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const cases: [string, number, string[], string][] = [
      ['2026-11-16', 1, ['2026-12-16'], '2026-12-16'],
      ['2027-01-31', 3, ['2027-02-28', '2027-03-31', '2027-04-30'], '2027-04-30'],
      ['2028-01-31', 3, ['2028-02-29', '2028-03-31', '2028-04-30'], '2028-04-30'],
      ['2026-08-31', 6, ['2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28'], '2027-02-28'],
      [
        '2027-05-31',
        9,
        ['2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29'],
        '2028-02-29',
      ],
      [
        '2028-02-29',
        12,
        [
          '2028-03-29',
          '2028-04-29',
          '2028-05-29',
          '2028-06-29',
          '2028-07-29',
          '2028-08-29',
          '2028-09-29',
          '2028-10-29',
          '2028-11-29',
          '2028-12-29',
          '2029-01-29',
          '2029-02-28',
        ],
        '2029-02-28',
      ],
    ];
    for (const [createdAt, numberMonths, dates, finalizedAt] of cases) {
      const { investment, invoices } = await createInvestment(app, admin, investmentBody(client.id, { createdAt, numberMonths }));
      expect(investment.finalizedAt, `${createdAt} + ${numberMonths}`).toBe(finalizedAt);
      expect(investment.createdAt).toBe(createdAt);
      expect(
        invoices.map((v) => v.invoiceDate),
        `${createdAt} + ${numberMonths}`,
      ).toEqual(dates);
    }
  });

  it("takes the agency's today as the creation date when none is sent", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    for (const createdAt of [undefined, null, '']) {
      const body = investmentBody(client.id, { numberMonths: 1 });
      if (createdAt === undefined) delete body.createdAt;
      else body.createdAt = createdAt;
      const { investment, invoices } = await createInvestment(app, admin, body);
      expect(investment.createdAt).toBe('2026-11-21');
      expect(invoices.map((v) => v.invoiceDate)).toEqual(['2026-12-21']);
    }
  });

  it('refuses each missing or bad field with its message, and stores nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const base = investmentBody(client.id);
    const pixBase = { ...base, payoutTypeID: 2, bankName: null, branch: null, accountNumber: null };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, clientID: null }, 'clientID: Please fill in all required fields in the Sender Information section'],
      [{ ...base, clientID: 99999999 }, 'clientID: Client 99999999 not found'],
      [{ ...base, payoutTypeID: null }, 'payoutTypeID: Please fill in all required fields in the Additional Information section'],
      [{ ...base, accountTypeID: undefined }, 'accountTypeID: Please fill in all required fields in the Additional Information section'],
      [{ ...base, payoutTypeID: 4 }, 'payoutTypeID: must be 1 Bank Deposit, 2 PIX or 3 Zelle'],
      [{ ...base, accountTypeID: 3 }, 'accountTypeID: must be 1 Savings Account or 2 Checking Account'],
      [{ ...pixBase, pix: '' }, 'pix: Please fill in the PIX field in the Additional Information section'],
      [{ ...pixBase, pix: null }, 'pix: Please fill in the PIX field in the Additional Information section'],
      [
        { ...pixBase, pix: 'not a key' },
        'pix: must be a CPF (11 digits), a CNPJ (14 characters), an email address, a Brazilian phone number with +55 and area code (+55 11 98765-4321) or a random key (32 letters and digits in 5 groups, as the bank gave it)',
      ],
      [{ ...base, bankName: ' ' }, 'bankName: Please fill in the Banking Info fields in the Additional Information section'],
      [{ ...base, branch: null }, 'branch: Please fill in the Banking Info fields in the Additional Information section'],
      [{ ...base, accountNumber: '' }, 'accountNumber: Please fill in the Banking Info fields in the Additional Information section'],
      [
        { ...base, payoutTypeID: 3, bankName: null, pix: 'zelle@example.com' },
        'bankName: Please fill in the Banking Info fields in the Additional Information section',
      ],
      [{ ...base, payoutTypeID: 3, pix: 'not-zelle' }, 'pix: Zelle needs an email or a US phone'],
      [{ ...base, investmentAmountUSD: 0 }, 'investmentAmountUSD: must be greater than 0'],
      [{ ...base, investmentAmountUSD: '-5' }, 'investmentAmountUSD: must be greater than 0'],
      [{ ...base, investmentAmountUSD: '10.001' }, 'investmentAmountUSD: must have at most 2 decimals'],
      [{ ...base, investmentAmountUSD: 'ten' }, "investmentAmountUSD: must be a decimal number, e.g. 100.00 or '100.00'"],
      [{ ...base, investmentAmountBRL: '0.00' }, 'investmentAmountBRL: must be greater than 0'],
      [{ ...base, investmentPercentageUSD: 0 }, 'investmentPercentageUSD: must be greater than 0'],
      [{ ...base, investmentPercentageUSD: '100.01' }, 'investmentPercentageUSD: must be at most 100'],
      [{ ...base, investmentPercentageBRL: '1.23456' }, 'investmentPercentageBRL: must have at most 4 decimals'],
      [{ ...base, investmentPercentageBRL: -1 }, 'investmentPercentageBRL: must be greater than 0'],
      [{ ...base, numberMonths: 2 }, 'numberMonths: must be one of 1, 3, 6, 9, 12'],
      [{ ...base, numberMonths: 24 }, 'numberMonths: must be one of 1, 3, 6, 9, 12'],
      [{ ...base, createdAt: '2027-02-30' }, 'createdAt: must be a real date in the form YYYY-MM-DD'],
      [{ ...base, isRenew: true, originalInvestment: null }, 'originalInvestment: is required for a renewal (isRenew true)'],
      [{ ...base, isRenew: false, originalInvestment: 1 }, 'originalInvestment: must be null unless isRenew is true'],
    ];
    for (const [body, message] of cases) {
      const res = await postInvestment(app, admin, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await postInvestment(app, admin, { ...base, investmentAmountUSD: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^investmentAmountUSD: /);
    expect(await storedFor(db, client.id)).toEqual({ investments: 0, invoices: 0 });
  });

  it('keeps the payout fields of the payout type (PIX clears the bank fields, Bank Deposit the pix, Zelle keeps both)', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const pix = await createInvestment(
      app,
      admin,
      investmentBody(client.id, { payoutTypeID: 2, accountTypeID: 1, pix: 'Maria@Example.com' }),
    );
    expect(pix.investment).toMatchObject({
      payoutTypeID: 2,
      accountTypeID: 1,
      pix: 'maria@example.com',
      bankName: null,
      branch: null,
      accountNumber: null,
    });
    const bank = await createInvestment(app, admin, investmentBody(client.id, { pix: '12345678909' }));
    expect(bank.investment).toMatchObject({
      payoutTypeID: 1,
      pix: null,
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
    });
    const zelle = await createInvestment(app, admin, investmentBody(client.id, { payoutTypeID: 3, pix: '+1 (973) 555-0100' }));
    expect(zelle.investment).toMatchObject({
      payoutTypeID: 3,
      pix: '9735550100',
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
    });
    const zelleNoValue = await createInvestment(app, admin, investmentBody(client.id, { payoutTypeID: 3, pix: '' }));
    expect(zelleNoValue.investment.pix).toBeNull();
  });

  it('sets Pending, Completed or Cancelled by hand; Renewed only by a renewal', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment } = await createInvestment(app, admin, investmentBody(client.id));
    const status = (id: number, value: number) => post(app, admin, '/api/investment/status', { id, status: value });

    for (const value of [2, 3, 1]) {
      const res = await status(investment.id, value);
      expect(res.statusCode).toBe(200);
      expect(res.json().investment).toMatchObject({ id: investment.id, investmentStatus: value });
    }
    const renewed = await status(investment.id, 4);
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json().message).toBe('status: Renewed is set only by a renewal');
    expect((await status(investment.id, 5)).statusCode).toBe(400);
    expect((await status(99999999, 2)).statusCode).toBe(404);
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'status'`, [
      String(investment.id),
    ]);
    expect(audit.rows).toHaveLength(3);
    expect((await get(app, admin, `/api/investment/${investment.id}`)).json().investment.investmentStatus).toBe(1);
  });

  it('renews an investment: the original becomes Renewed; a Renewed or Cancelled original is refused', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const original = (await createInvestment(app, admin, investmentBody(client.id))).investment;
    const renewal = await createInvestment(
      app,
      admin,
      investmentBody(client.id, { isRenew: true, originalInvestment: original.id, createdAt: '2027-02-16', numberMonths: 6 }),
    );
    expect(renewal.investment).toMatchObject({
      isRenew: true,
      originalInvestment: original.id,
      investmentStatus: 1,
      finalizedAt: '2027-08-16',
    });
    expect((await get(app, admin, `/api/investment/${original.id}`)).json().investment.investmentStatus).toBe(4);
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'renew'`, [
      String(original.id),
    ]);
    expect(audit.rows).toHaveLength(1);

    // A Renewed original cannot be renewed again, nor have its status changed by hand.
    const again = await postInvestment(app, admin, investmentBody(client.id, { isRenew: true, originalInvestment: original.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Investment ${original.id} is renewed and cannot be renewed`);
    expect((await post(app, admin, '/api/investment/status', { id: original.id, status: 1 })).statusCode).toBe(409);

    const cancelled = (await createInvestment(app, admin, investmentBody(client.id))).investment;
    await post(app, admin, '/api/investment/status', { id: cancelled.id, status: 3 });
    const refused = await postInvestment(app, admin, investmentBody(client.id, { isRenew: true, originalInvestment: cancelled.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Investment ${cancelled.id} is cancelled and cannot be renewed`);
    const unknown = await postInvestment(app, admin, investmentBody(client.id, { isRenew: true, originalInvestment: 99999999 }));
    expect(unknown.statusCode).toBe(404);
    // Nothing stored by the refusals: the original, the renewal, the cancelled one.
    expect((await storedFor(db, client.id)).investments).toBe(3);
  });

  it('soft-deletes an investment (404 afterwards), audited', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { investment } = await createInvestment(app, admin, investmentBody(client.id));
    const res = await app.inject({ method: 'DELETE', url: `/api/investment/${investment.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().investment).toEqual(investment);
    expect((await get(app, admin, `/api/investment/${investment.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/investment/${investment.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await post(app, admin, '/api/investment/status', { id: investment.id, status: 2 })).statusCode).toBe(404);
    const renewDeleted = await postInvestment(app, admin, investmentBody(client.id, { isRenew: true, originalInvestment: investment.id }));
    expect(renewDeleted.statusCode).toBe(404);
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE entity = 'investment' AND entity_id = $1 AND action = 'delete'`, [
      String(investment.id),
    ]);
    expect(audit.rows).toHaveLength(1);
  });
});
