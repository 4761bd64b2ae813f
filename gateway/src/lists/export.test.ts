/**
 * POST /export/orders against a real rest-api (docs/lists-and-reports.md#csv-export): the whole filtered
 * list in the screen's sort, more than one REST page of it, headers in the chosen language, a
 * formula-like name escaped, the totals row; refusals keep their status (401, 403, 400).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signedInEmployee, signIn, startTestStack, type TestStack } from '../test-support/stack.js';
import { EXPORT_PAGE_SIZE } from './export.js';

const CPFS = ['52998224725', '11144477735'];
const ORDERS = EXPORT_PAGE_SIZE + 5;

describe('CSV export of an order list', () => {
  let stack: TestStack;
  let admin: string;
  let employee: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    stack = await startTestStack({ AGENCY_TIME_ZONE: 'UTC' });
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const client = await gql(
      stack.gateway,
      'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
      {
        i: {
          fullName: '=HYPERLINK("http://evil.test","Exporta")',
          birthday: '1980-05-05',
          cpf: CPFS[0],
          telephone: '9735550100',
          streetAddress: '1 Main St',
          zipCode: '07102',
          city: 'Newark',
          state: 'NJ',
          documentType: 'CNH',
          documentNumber: 'D1',
        },
      },
      admin,
    );
    expect(client.errors).toBeUndefined();
    const beneficiary = await gql(
      stack.gateway,
      'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }',
      {
        i: {
          fullName: 'Exporta Benef',
          cpf: CPFS[1],
          state: 'SP',
          city: 'Santos',
          payoutType: 'BANK_DEPOSIT',
          accountType: 'CHECKING',
          bankName: 'Itaú',
          branch: '1',
          accountNumber: '1',
          documentType: 'CPF',
          documentNumber: CPFS[1],
        },
      },
      admin,
    );
    for (let i = 0; i < ORDERS; i += 1) {
      const usd = `${100 + i}.00`;
      const brl = `${(100 + i) * 5}.00`;
      const total = `${105 + i}.00`;
      const order = await gql(
        stack.gateway,
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
        {
          input: {
            clientId: client.data!.createClient.id,
            beneficiaryId: beneficiary.data!.createBeneficiary.id,
            amountUsd: usd,
            exchangeRate: '5.000000',
            amountBrl: brl,
            fee: '5.00',
            totalWithFee: total,
            paymentLines: [{ method: 'CASH', value: total }],
            days: -1,
            creationDate: today,
            paymentDate: today,
          },
        },
        admin,
      );
      expect(order.errors).toBeUndefined();
    }
    employee = (await signedInEmployee(stack.gateway, admin, { fullName: 'Exporta Clerk', email: 'exporta.clerk@gateway.test' })).token;
  }, 120_000);
  afterAll(async () => stack?.close());

  const post = (form: Record<string, string>) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/export/orders',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('streams every order of the filtered list in its sort, then the totals row, as a download', async () => {
    const res = await post({
      token: admin,
      list: 'orders',
      search: JSON.stringify({ beneficiaryName: 'exporta' }),
      sort: 'AMOUNT_USD_DESC',
      language: 'en',
      fileName: 'orders-all',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-all.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['ID', 'Sender', 'Beneficiary', 'Amount USD', 'Amount BRL', 'Remaining (BRL)', 'Payment Date', 'Status']);
    const orders = rows.slice(1, -1);
    expect(orders).toHaveLength(ORDERS);
    expect(orders.map((r) => r[3])).toEqual(Array.from({ length: ORDERS }, (_, i) => `${100 + ORDERS - 1 - i}.00`));
    // The client's formula-like name is text in a spreadsheet: a leading apostrophe.
    expect(orders[0]![1]).toBe('\'=HYPERLINK("http://evil.test","Exporta")');
    expect(orders[0]![7]).toBe('Pending');
    // 100..204 USD: 105 orders summing 15960.00; BRL five times that; nothing paid out yet.
    expect(rows.at(-1)).toEqual(['Total of Pending, Completed, Standby orders (105)', '', '', '15960.00', '79800.00', '79800.00', '', '']);
  });

  it('writes headers and statuses in Portuguese when the web asks for pt-BR', async () => {
    const res = await post({ token: admin, list: 'pending', language: 'pt-BR' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['ID', 'Remetente', 'Beneficiário', 'Valor USD', 'Valor BRL', 'Restante (BRL)', 'Data de Pagamento', 'Status']);
    expect(rows[1]![7]).toBe('Pendente');
    expect(rows).toHaveLength(ORDERS + 2);
    expect(rows.at(-1)![0]).toBe('Total dos status Pendente, Concluído, Em espera (105)');
  });

  it('refuses without a session (401), for a list the role may not see (403) and for a bad sort or filter (400)', async () => {
    expect((await post({ list: 'orders' })).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await post({ token: 'not-a-token', list: 'orders' })).statusCode).toBe(401);
    const forbidden = await post({ token: employee, list: 'orders' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await post({ token: employee, list: 'pending' })).statusCode).toBe(200);
    const badSort = await post({ token: admin, list: 'orders', sort: 'NAME' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toContain('sort');
    expect((await post({ token: admin, list: 'orders', search: '{not json' })).json()).toMatchObject({
      statusCode: 400,
      message: 'search: must be a JSON object',
    });
    expect((await post({ token: admin, list: 'orders', search: JSON.stringify({ paymentFrom: '2026-02-30' }) })).statusCode).toBe(400);
    expect((await post({ token: admin, list: 'everything' })).statusCode).toBe(400);
  });

  it('keeps Cancelled orders out of the total and sums them apart (docs/lists-and-reports.md#which-orders-a-total-counts)', async () => {
    const form = { token: admin, list: 'orders', search: JSON.stringify({ beneficiaryName: 'exporta' }), sort: 'AMOUNT_USD_DESC' };
    const before = parse((await post({ ...form, language: 'en' })).body, { bom: true }) as string[][];
    const cheapest = before.find((r) => r[3] === '100.00')![0]!;
    const cancelled = await gql(
      stack.gateway,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { status } }',
      { id: cheapest },
      admin,
    );
    expect(cancelled.errors).toBeUndefined();
    const rows = parse((await post({ ...form, language: 'en' })).body, { bom: true }) as string[][];
    expect(rows.slice(-2)).toEqual([
      ['Total of Pending, Completed, Standby orders (104)', '', '', '15860.00', '79300.00', '79300.00', '', ''],
      ['Cancelled orders (1), not in the total', '', '', '100.00', '500.00', '500.00', '', ''],
    ]);
    const pt = parse((await post({ ...form, language: 'pt-BR' })).body, { bom: true }) as string[][];
    expect(pt.at(-1)![0]).toBe('Status Cancelado (1), fora do total');
  });
});
