/**
 * Open orders brought in with their clients (docs/import.md "Open orders") over REST, on both
 * databases, from an Excel-saved CSV (semicolons, Windows-1252, Portuguese headers and amounts
 * written 1.234,56): a pending order with a partial payment, one on hold, history Completed and
 * Cancelled, history Pending refused naming the first day, a date never shifted across midnight in
 * New York, the same file twice adding nothing, and an import stopped mid-way continued with no
 * order twice.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { tag } from '../test-support/people.js';
import type { App, Caller } from '../types.js';
import { ImportStopped, runImport } from './run.js';
import { startImport } from './store.js';

const SDN = readFileSync(new URL('../compliance/fixtures/sdn.csv', import.meta.url), 'utf8');

/** 15:00 UTC on 16 November 2026: 10:00 in New York. */
let clock = new Date('2026-11-16T15:00:00Z');

async function postImport(app: App, token: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'pedidos.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/import/clients',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const HEADER =
  'Nome;Data de nascimento;CPF;Telefone;Endereço;CEP;Cidade;Estado;Tipo de documento;Número do documento;Favorecido;CPF do favorecido;' +
  'Chave Pix;Estado do favorecido;Cidade do favorecido;Pedido;Data;Valor;Câmbio;Taxa;Data de pagamento;Status;Pago';

interface Order {
  ref: string;
  date: string;
  amount: string;
  rate?: string;
  fee?: string;
  payment?: string;
  status?: string;
  paid?: string;
}

/** A row of a client (by suffix), its Pix beneficiary and an order, in HEADER's order. */
function row(person: { name: string; cpf: string; beneficiary: string; bcpf: string }, o: Order): string {
  return [
    person.name,
    '10/05/1980',
    person.cpf,
    '(973) 555-0101',
    '1 Broad Street',
    '07102',
    'Newark',
    'NJ',
    'Passaporte',
    `P${person.cpf.slice(0, 7)}`,
    person.beneficiary,
    person.bcpf,
    person.bcpf,
    'SP',
    'São Paulo',
    o.ref,
    o.date,
    o.amount,
    o.rate ?? '5,4321',
    o.fee ?? '12,00',
    o.payment ?? '',
    o.status ?? '',
    o.paid ?? '',
  ].join(';');
}

function person(id: string, first: string) {
  return { name: `${first} Prado ${id}`, cpf: generateCpf(), beneficiary: `${first} Filho ${id}`, bcpf: generateCpf() };
}

interface OrderRow {
  id: number;
  import_reference: string;
  status_id: number;
  amount_usd: string;
  exchange_rate: string;
  amount_brl: string;
  fee: string;
  total_fee: string;
  creation_date: string;
  payment_date: string;
  paid_brl: string;
  pix_id: number | null;
  day: string;
}

async function ordersOf(app: App, references: string[]): Promise<Map<string, OrderRow>> {
  const { rows } = await app.db.query<OrderRow>(
    `SELECT id, import_reference, status_id, amount_usd, exchange_rate, amount_brl, fee, total_fee,
            to_char(creation_date, 'YYYY-MM-DD') AS creation_date, to_char(payment_date, 'YYYY-MM-DD') AS payment_date, paid_brl, pix_id,
            to_char(created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day
       FROM transactions WHERE import_reference = ANY($1::text[]) ORDER BY id`,
    [references],
  );
  return new Map(rows.map((r) => [r.import_reference, r]));
}

async function totals(app: App) {
  const { rows } = await app.db.query<{ orders: number; payments: number; clients: number }>(
    `SELECT (SELECT count(*)::int FROM transactions) AS orders, (SELECT count(*)::int FROM partial_payments) AS payments,
            (SELECT count(*)::int FROM clients) AS clients`,
  );
  return rows[0]!;
}

forEachBackend('import orders', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => clock });

  it('imports pending, on-hold and history orders from an Excel CSV with Portuguese amounts; history Pending is refused naming the first day; the same file twice adds nothing', async () => {
    clock = new Date('2026-11-16T15:00:00Z');
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const id = tag();
    const [ana, bia, caio, davi, enzo] = ['Ana', 'Bia', 'Caio', 'Davi', 'Enzo'].map((first) => person(id, first)) as [
      ReturnType<typeof person>,
      ReturnType<typeof person>,
      ReturnType<typeof person>,
      ReturnType<typeof person>,
      ReturnType<typeof person>,
    ];
    const ref = (n: number) => `${id}-${n}`;
    const lines = [
      HEADER,
      // Pending, 1,234.56 USD at 5.4321 with a 12.00 fee, 1,000.00 BRL already paid out on the 12th.
      row(ana, { ref: ref(1), date: '10/11/2026', amount: '1.234,56', payment: '12/11/2026', status: 'Pendente', paid: '1.000,00' }),
      // On hold ("Em espera"), no payment date: paid on its creation date.
      row(bia, { ref: ref(2), date: '2026-11-15', amount: '300,00', status: 'Em espera' }),
      // History: Completed ("Concluído") without a paid amount is paid in full; Cancelled as it is.
      row(caio, { ref: ref(3), date: '05/03/2026', amount: '12.000,00', fee: '0', status: 'Concluído' }),
      row(davi, { ref: ref(4), date: '06/03/2026', amount: '200,00', status: 'Cancelado' }),
      // History still Pending: refused.
      row(enzo, { ref: ref(5), date: '01/02/2026', amount: '50,00', status: 'Pendente' }),
      // Paid more than the order's BRL: refused with the partial payment's sentence.
      row(enzo, { ref: ref(6), date: '2026-11-16', amount: '10,00', status: 'Pendente', paid: '100,00' }),
    ];
    const file = iconv.encode(lines.join('\r\n'), 'windows-1252');
    const before = await totals(app);

    const dry = await postImport(app, admin, file, { dryRun: 'true', firstDayOfUse: '2026-11-01' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ status: 'DRY_RUN', rows: 6, new: 4, refused: 2, firstDayOfUse: '2026-11-01' });
    expect(await totals(app)).toEqual(before);

    // Each order made announces itself as any order write does (docs/live-updates.md).
    const events: { id: number; kind: string }[] = [];
    const unlisten = await db.listen(
      'agency_events',
      (payload) => {
        const event = JSON.parse(payload) as { type: string; id: number; kind: string };
        if (event.type === 'order') events.push({ id: event.id, kind: event.kind });
      },
      () => {},
    );
    const res = await postImport(app, admin, file, { firstDayOfUse: '2026-11-01' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'DONE', rows: 6, new: 4, same: 0, refused: 2, held: 0 });
    expect(body.columns.slice(15).map((c: { field: string }) => c.field)).toEqual([
      'order.reference',
      'order.creationDate',
      'order.amountUSD',
      'order.exchangeRate',
      'order.fee',
      'order.paymentDate',
      'order.status',
      'order.paidAmount',
    ]);
    const report = body.report as { line: number; outcome: string; field?: string; message?: string; orderID?: number }[];
    expect(report.map((r) => r.outcome)).toEqual(['NEW', 'NEW', 'NEW', 'NEW', 'REFUSED', 'REFUSED']);
    expect(report[4]).toMatchObject({
      line: 6,
      field: 'order.status',
      message:
        'order.status: an order created before the first day of use (2026-11-01) comes as history: it must be Completed or Cancelled',
    });
    expect(report[5]).toMatchObject({
      line: 7,
      field: 'order.paidAmount',
      message: 'order.paidAmount: would take the remaining value below zero (R$ 54.32 remaining)',
    });

    const orders = await ordersOf(app, [1, 2, 3, 4, 5, 6].map(ref));
    expect([...orders.keys()]).toEqual([ref(1), ref(2), ref(3), ref(4)]);
    expect(report.slice(0, 4).map((r) => r.orderID)).toEqual([1, 2, 3, 4].map((n) => orders.get(ref(n))!.id));
    await vi.waitFor(() =>
      expect(events.filter((e) => e.kind === 'CREATED').map((e) => e.id)).toEqual(report.slice(0, 4).map((r) => r.orderID)),
    );
    await unlisten();
    // Exact to the cent: 1,234.56 x 5.4321 = 6,706.253376 -> 6,706.25 BRL; 1,000.00 paid leaves 5,706.25.
    expect(orders.get(ref(1))).toMatchObject({
      status_id: 1,
      amount_usd: '1234.56',
      exchange_rate: '5.432100',
      amount_brl: '6706.25',
      fee: '12.00',
      total_fee: '1246.56',
      creation_date: '2026-11-10',
      payment_date: '2026-11-12',
      paid_brl: '1000.00',
      day: '2026-11-10',
    });
    expect(orders.get(ref(1))!.pix_id).not.toBeNull();
    expect(orders.get(ref(2))).toMatchObject({ status_id: 5, creation_date: '2026-11-15', payment_date: '2026-11-15', paid_brl: '0.00' });
    expect(orders.get(ref(3))).toMatchObject({ status_id: 2, amount_brl: '65185.20', paid_brl: '65185.20', creation_date: '2026-03-05' });
    expect(orders.get(ref(4))).toMatchObject({ status_id: 3, creation_date: '2026-03-06', paid_brl: '0.00' });

    // The transfer log holds the payment made, dated the payment date; the order page's balance agrees.
    const log = await app.inject({ method: 'GET', url: `/api/transaction/partial/${orders.get(ref(1))!.id}`, headers: bearer(admin) });
    expect(log.json()).toMatchObject({ total: '1000.00', missing: '5706.25', partialRecord: [{ value: '1000.00', date: '2026-11-12' }] });

    // Each order has its audit row naming the import; history raised no alert though it is over $10,000 in cash.
    const audit = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'transaction' AND action = 'create' AND (after->>'importID')::int = $1`,
      [body.importID],
    );
    expect(audit.rows[0]!.n).toBe(4);
    const start = await db.query<{ after: { firstDayOfUse: string } }>(
      `SELECT after FROM audit_log WHERE entity = 'import' AND action = 'start' AND entity_id = $1::text`,
      [String(body.importID)],
    );
    expect(start.rows[0]!.after.firstDayOfUse).toBe('2026-11-01');
    const alerts = await db.query(`SELECT 1 FROM compliance_alerts WHERE $1 = ANY(transaction_ids)`, [orders.get(ref(3))!.id]);
    expect(alerts.rows).toEqual([]);
    // History counts in the reports on its own dates: the date report of its payment day lists it, paid.
    const dateReport = await app.inject({
      method: 'POST',
      url: '/api/transaction/date/report',
      headers: bearer(admin),
      payload: { start: '2026-03-05', end: '2026-03-05' },
    });
    expect(dateReport.json().transactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: orders.get(ref(3))!.id, statusID: 2, totalBRL: '65185.20', remaining: '0.00' }),
      ]),
    );

    // The same file again: every row SAME (or REFUSED as before), no order, payment or client added.
    const after = await totals(app);
    const again = await postImport(app, admin, file, { firstDayOfUse: '2026-11-01' });
    expect(again.json()).toMatchObject({ status: 'DONE', new: 0, same: 4, refused: 2 });
    expect(
      again
        .json()
        .report.slice(0, 4)
        .map((r: { orderID?: number }) => r.orderID),
    ).toEqual(report.slice(0, 4).map((r) => r.orderID));
    expect(await totals(app)).toEqual(after);
  });

  it('the first day of use defaults to the agency today in New York, not in UTC; dates are kept as written across midnight', async () => {
    // 03:30 UTC on the 17th is 22:30 on the 16th in New York: the agency's today is the 16th.
    clock = new Date('2026-11-17T03:30:00Z');
    const { app } = t.current;
    const admin = await adminToken(app);
    const id = tag();
    const file = Buffer.from(
      [
        HEADER,
        row(person(id, 'Gil'), { ref: `${id}-a`, date: '2026-11-16', amount: '100,00', payment: '2026-11-17', status: 'Pending' }),
        row(person(id, 'Hugo'), { ref: `${id}-b`, date: '2026-11-15', amount: '100,00', status: 'Pending' }),
      ].join('\n'),
    );
    const res = await postImport(app, admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstDayOfUse: '2026-11-16', new: 1, refused: 1 });
    expect(res.json().report[1].message).toContain('(2026-11-16)');
    const orders = await ordersOf(app, [`${id}-a`]);
    expect(orders.get(`${id}-a`)).toMatchObject({ creation_date: '2026-11-16', payment_date: '2026-11-17', day: '2026-11-16' });

    // A clients' file whose "Data" and "Status" columns are guessed as an order's, without an amount column: no order, no refusal.
    const clientsOnly = Buffer.from(
      [
        HEADER.split(';').slice(0, 15).join(';') + ';Data;Status',
        row(person(id, 'Ivo'), { ref: '', date: '', amount: '' }).split(';').slice(0, 15).join(';') + ';2024-01-05;Ativo',
      ].join('\n'),
    );
    const plain = await postImport(app, admin, clientsOnly);
    expect(plain.json()).toMatchObject({ new: 1, refused: 0 });
    expect(plain.json().report[0].orderID).toBeUndefined();

    const bad = await postImport(app, admin, file, { firstDayOfUse: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'firstDayOfUse' });
  });

  it('a newer order screens its parties on file and raises its alerts, as creating one does; history does neither', async () => {
    clock = new Date('2026-11-16T15:00:00Z');
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const id = tag();
    // On file before any list is loaded: a name the list (compliance/fixtures/sdn.csv) holds.
    const listed = { ...person(id, 'Jonas'), name: 'Ernesto Ruiz Maldonado' };
    const plain = person(id, 'Lara');
    const people = (o: Order, who = listed) => row(who, o);
    const first = await postImport(
      app,
      admin,
      Buffer.from([HEADER, people({ ref: `${id}-0`, date: '2026-03-01', amount: '10,00', status: 'Pago' })].join('\n')),
      {
        firstDayOfUse: '2026-11-01',
      },
    );
    expect(first.json()).toMatchObject({ new: 1, held: 0 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/compliance/sanctions', headers: bearer(admin), payload: { sdnCsv: SDN } })).statusCode,
    ).toBe(200);

    const file = Buffer.from(
      [
        HEADER,
        // The same people, a newer order: screened as an order is, and held.
        people({ ref: `${id}-1`, date: '2026-11-10', amount: '100,00', status: 'Pendente' }),
        // The same people, another history order: not screened as an order.
        people({ ref: `${id}-2`, date: '2026-03-02', amount: '20,00', status: 'Cancelado' }),
        // Over $10,000 in cash on one day: the CTR alert of creating it.
        row(plain, { ref: `${id}-3`, date: '2026-11-12', amount: '12.000,00', status: 'Pendente' }),
      ].join('\n'),
    );
    const res = await postImport(app, admin, file, { firstDayOfUse: '2026-11-01' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().report as { outcome: string; field?: string; message?: string; orderID?: number }[];
    expect(report.map((r) => r.outcome)).toEqual(['HELD', 'NEW', 'NEW']);
    expect(report[0]).toMatchObject({ field: 'client.fullName' });
    expect(report[0]!.message).toMatch(/^Possible sanctions match: MALDONADO, Ernesto Ruiz/);
    expect([...(await ordersOf(app, [`${id}-1`, `${id}-2`, `${id}-3`])).keys()]).toEqual([`${id}-2`, `${id}-3`]);
    const ctr = await db.query<{ type: string }>(`SELECT type FROM compliance_alerts WHERE $1 = ANY(transaction_ids)`, [
      report[2]!.orderID,
    ]);
    expect(ctr.rows).toEqual([{ type: 'CTR' }]);
  });

  it('a dry run stopped and continued still knows the orders of the rows before the stop', async () => {
    clock = new Date('2026-11-16T15:00:00Z');
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const id = tag();
    const [ana, bia] = [person(id, 'Mila'), person(id, 'Nuno')];
    const lines = [
      HEADER,
      row(ana, { ref: `${id}-1`, date: '2026-11-02', amount: '10,00' }),
      row(bia, { ref: `${id}-2`, date: '2026-11-03', amount: '20,00' }),
      // The first row's order again, after the stop: an earlier row's, SAME; and one without a number, twice.
      row(ana, { ref: `${id}-1`, date: '2026-11-02', amount: '10,00' }),
      row(bia, { ref: '', date: '2026-11-04', amount: '30,00' }),
      row(bia, { ref: '', date: '2026-11-04', amount: '30,00' }),
    ];
    const path = join(tmpdir(), `import-orders-dry-${randomUUID()}.csv`);
    await writeFile(path, lines.join('\n'));
    const { rows: employees } = await db.query<{ id: number }>('SELECT id FROM employees ORDER BY id LIMIT 1');
    const caller = { employeeId: employees[0]!.id, roleId: 1 } as Caller;
    const started = await startImport(db, caller, {
      path,
      name: 'dry.csv',
      sha256: 'x',
      dryRun: true,
      mapping: undefined,
      firstDayOfUse: '2026-11-01',
    });
    const ctx = { db, sanctions: app.sanctions, timeZone: 'America/New_York', now: () => clock };
    await expect(runImport(ctx, started.id, { batchRows: 2, stopAfterBatches: 1 })).rejects.toBeInstanceOf(ImportStopped);
    await runImport(ctx, started.id, { batchRows: 2 });
    const done = await app.inject({ method: 'GET', url: `/api/import/${started.id}`, headers: bearer(admin) });
    expect(done.json().report.map((r: { outcome: string }) => r.outcome)).toEqual(['NEW', 'NEW', 'SAME', 'NEW', 'SAME']);
  });

  it('an import with orders stopped after its first batch continues: every order once', async () => {
    clock = new Date('2026-11-16T15:00:00Z');
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const id = tag();
    const ana = person(id, 'Iris');
    const lines = [HEADER];
    // One client and beneficiary with seven orders, two of them without a reference (found by their figures).
    for (let i = 1; i <= 7; i += 1)
      lines.push(row(ana, { ref: i <= 5 ? `${id}-${i}` : '', date: `2026-11-0${i + 1}`, amount: `${i}0,00` }));
    const path = join(tmpdir(), `import-orders-${randomUUID()}.csv`);
    await writeFile(path, lines.join('\n'));
    const { rows: employees } = await db.query<{ id: number }>('SELECT id FROM employees ORDER BY id LIMIT 1');
    const caller = { employeeId: employees[0]!.id, roleId: 1 } as Caller;
    const started = await startImport(db, caller, {
      path,
      name: 'resume.csv',
      sha256: 'x',
      dryRun: false,
      mapping: undefined,
      firstDayOfUse: '2026-11-01',
    });
    const ctx = { db, sanctions: app.sanctions, timeZone: 'America/New_York', now: () => clock };
    await expect(runImport(ctx, started.id, { batchRows: 3, stopAfterBatches: 1 })).rejects.toBeInstanceOf(ImportStopped);
    await runImport(ctx, started.id, { batchRows: 3 });
    const done = await app.inject({ method: 'GET', url: `/api/import/${started.id}`, headers: bearer(admin) });
    expect(done.json()).toMatchObject({ status: 'DONE', progress: { done: 7, total: 7 }, new: 7, same: 0 });
    const { rows } = await db.query<{ n: number; distinct_dates: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT creation_date)::int AS distinct_dates FROM transactions t
         JOIN clients c ON c.id = t.client_id WHERE c.cpf = $1`,
      [ana.cpf],
    );
    expect(rows[0]).toEqual({ n: 7, distinct_dates: 7 });

    // Again, through the route: the referenced orders by reference, the two others by client, beneficiary, date and amount.
    const again = await postImport(app, admin, Buffer.from(lines.join('\n')), { firstDayOfUse: '2026-11-01' });
    expect(again.json()).toMatchObject({ new: 0, same: 7 });
    const recount = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions t JOIN clients c ON c.id = t.client_id WHERE c.cpf = $1',
      [ana.cpf],
    );
    expect(recount.rows[0]!.n).toBe(7);
  });
});
