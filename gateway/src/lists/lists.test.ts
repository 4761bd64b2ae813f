/**
 * Lists, the dashboard's figures, reports and partial payments through the gateway against a real
 * rest-api (docs/lists-and-reports.md, #calls): a list page costs one REST call
 * however many names it shows, and the client records it asks for come in one batch; partial
 * payments change what the order still owes, and never take it below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const CPFS = ['52998224725', '11144477735', '39053344705'];

describe('lists and partial payments through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  const calls: string[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const orderIds: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ AGENCY_TIME_ZONE: 'UTC' }, {}, { onRestCall: (method, path) => calls.push(`${method} ${path}`) });
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 3; i += 1) {
      const client = await gql(
        stack.gateway,
        'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
        {
          i: {
            fullName: `Lista Cliente ${i}`,
            birthday: '1980-05-05',
            cpf: CPFS[i],
            telephone: `973555010${i}`,
            streetAddress: '1 Main St',
            zipCode: '07102',
            city: 'Newark',
            state: 'NJ',
            documentType: 'CNH',
            documentNumber: `D${i}`,
          },
        },
        admin,
      );
      const beneficiary = await gql(
        stack.gateway,
        'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }',
        {
          i: {
            fullName: `Lista Benef ${i}`,
            cpf: CPFS[(i + 1) % 3],
            state: 'SP',
            city: 'Santos',
            payoutType: 'BANK_DEPOSIT',
            accountType: 'CHECKING',
            bankName: 'Itaú',
            branch: '1',
            accountNumber: `${i}`,
            documentType: 'CPF',
            documentNumber: CPFS[(i + 1) % 3],
          },
        },
        admin,
      );
      const order = await gql(
        stack.gateway,
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
        {
          input: {
            clientId: client.data!.createClient.id,
            beneficiaryId: beneficiary.data!.createBeneficiary.id,
            amountUsd: '100.00',
            exchangeRate: '5.000000',
            amountBrl: '500.00',
            fee: '5.00',
            totalWithFee: '105.00',
            paymentLines: [{ method: 'CASH', value: '105.00' }],
            days: -1,
            creationDate: today,
            paymentDate: today,
          },
        },
        admin,
      );
      expect(order.errors).toBeUndefined();
      orderIds.push(order.data!.createOrder.id);
    }
  });
  afterAll(async () => stack?.close());

  it('answers a search page with names in one REST call, and client records in one more batch', async () => {
    calls.length = 0;
    const names = await gql(
      stack.gateway,
      '{ orders(search: {senderName: "lista cliente"}, perPage: 18) { total items { id senderName beneficiaryName telephone status } } }',
      {},
      admin,
    );
    expect(names.errors).toBeUndefined();
    expect(names.data!.orders.total).toBe(3);
    expect(names.data!.orders.items[0]).toMatchObject({
      senderName: 'Lista Cliente 2',
      beneficiaryName: 'Lista Benef 2',
      status: 'PENDING',
    });
    expect(calls).toEqual(['POST /api/transaction/search/complex/table']);

    calls.length = 0;
    const records = await gql(
      stack.gateway,
      '{ orders(search: {senderName: "lista cliente"}) { items { client { city } beneficiary { city } } } }',
      {},
      admin,
    );
    expect(records.errors).toBeUndefined();
    expect(calls.sort()).toEqual([
      'POST /api/client/search/ids',
      'POST /api/recipient/search/ids',
      'POST /api/transaction/search/complex/table',
    ]);
  });

  it('sorts the order table and the pending list by the sort asked for, in one REST call with the REST sort', async () => {
    const names = async (query: string) => {
      const reply = await gql(stack.gateway, query, {}, admin);
      expect(reply.errors).toBeUndefined();
      return (Object.values(reply.data!)[0] as { items: { senderName: string }[] }).items.map((i) => i.senderName);
    };
    calls.length = 0;
    expect(await names('{ orders(search: {senderName: "lista cliente"}, sort: SENDER_DESC) { items { senderName } } }')).toEqual([
      'Lista Cliente 2',
      'Lista Cliente 1',
      'Lista Cliente 0',
    ]);
    expect(calls).toEqual(['POST /api/transaction/search/complex/table']);
    expect(await names('{ orders(search: {senderName: "lista cliente"}, sort: BENEFICIARY_ASC) { items { senderName } } }')).toEqual([
      'Lista Cliente 0',
      'Lista Cliente 1',
      'Lista Cliente 2',
    ]);
    const ids = await gql(stack.gateway, '{ orders(search: {senderName: "lista cliente"}, sort: ID_ASC) { items { id } } }', {}, admin);
    expect(ids.data!.orders.items.map((i: { id: string }) => i.id)).toEqual(orderIds);
    expect(await names('{ pendingOrders(search: {senderName: "lista cliente"}, sort: SENDER_ASC) { items { senderName } } }')).toEqual([
      'Lista Cliente 0',
      'Lista Cliente 1',
      'Lista Cliente 2',
    ]);
    // A sort that is not one of OrderSort's values never reaches the REST API.
    calls.length = 0;
    const bad = await gql(stack.gateway, '{ orders(sort: NAME) { total } }', {}, admin);
    expect(bad.errors?.[0]?.message).toContain('OrderSort');
    expect(calls).toEqual([]);
  });

  it('walks the order table by cursor: the next and previous pages are the numbered ones, in one REST call each', async () => {
    const query = `query($after: String, $before: String, $page: Int!) {
      orders(search: {senderName: "lista cliente"}, sort: AMOUNT_USD_ASC, page: $page, perPage: 1, after: $after, before: $before) {
        total items { id } nextCursor previousCursor
      }
    }`;
    type Page = { total: number; items: { id: string }[]; nextCursor: string | null; previousCursor: string | null };
    const read = async (variables: Record<string, unknown>) => {
      const reply = await gql(stack.gateway, query, variables, admin);
      expect(reply.errors).toBeUndefined();
      return reply.data!.orders as Page;
    };
    const numbered = [await read({ page: 1 }), await read({ page: 2 }), await read({ page: 3 })];
    expect(numbered[0]!.previousCursor).toBeNull();
    expect(numbered[2]!.nextCursor).toBeNull();
    calls.length = 0;
    const second = await read({ page: 2, after: numbered[0]!.nextCursor });
    expect(second).toMatchObject({ total: 3, items: numbered[1]!.items });
    expect(calls).toEqual(['POST /api/transaction/search/complex/table']);
    expect((await read({ page: 3, after: second.nextCursor })).items).toEqual(numbered[2]!.items);
    expect((await read({ page: 1, before: second.previousCursor })).items).toEqual(numbered[0]!.items);

    const bad = await gql(stack.gateway, query, { page: 2, after: 'not-a-cursor' }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CURSOR', restStatus: 400 });
    expect(bad.errors?.[0]?.message).toMatch(/^after: /);
  });

  it("lists today's payments with their totals, and counts the week by payment date (docs/lists-and-reports.md)", async () => {
    const reply = await gql(
      stack.gateway,
      `query($d: Date!) {
      ordersPaymentToday { total items { id } } paymentTodayTotals { totalUsd totalBrl countedStatuses }
      week(date: $d) { dayName date pending completed cancelled } }`,
      { d: today },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.ordersPaymentToday.total).toBe(3);
    expect(reply.data!.paymentTodayTotals).toEqual({
      totalUsd: '300.00',
      totalBrl: '1500.00',
      countedStatuses: ['PENDING', 'COMPLETED', 'STANDBY'],
    });
    const week = reply.data!.week;
    expect(week.map((d: { dayName: string }) => d.dayName)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const todayRow = week.find((d: { date: string }) => d.date === today);
    if (todayRow) expect(todayRow.pending).toBe(3); // a weekend 'today' has no row of its own
  });

  it('records partial payments that lower what is owed, and refuses going below zero (docs/lists-and-reports.md)', async () => {
    const orderId = orderIds[0];
    const add =
      'mutation($o: ID!, $v: Decimal!) { addPartialPayment(orderId: $o, value: $v) { total missing payments { id value date } order { remainingValue } } }';
    const first = await gql(stack.gateway, add, { o: orderId, v: '120.50' }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data!.addPartialPayment).toMatchObject({ total: '120.50', missing: '379.50', order: { remainingValue: '379.50' } });
    expect(first.data!.addPartialPayment.payments[0].date).toBe(today);

    const tooMuch = await gql(stack.gateway, add, { o: orderId, v: '379.51' }, admin);
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMuch.errors?.[0]?.message).toMatch(/below zero/);

    const paymentId = first.data!.addPartialPayment.payments[0].id;
    const edited = await gql(
      stack.gateway,
      'mutation($o: ID!, $id: ID!) { updatePartialPayment(orderId: $o, id: $id, value: "500.00") { missing order { remainingValue } } }',
      { o: orderId, id: paymentId },
      admin,
    );
    expect(edited.data!.updatePartialPayment).toEqual({ missing: '0.00', order: { remainingValue: '0.00' } });
    const listed = await gql(stack.gateway, '{ orders(search: {senderName: "Lista Cliente 0"}) { items { remainingValue } } }', {}, admin);
    expect(listed.data!.orders.items).toEqual([{ remainingValue: '0.00' }]);
    const removed = await gql(
      stack.gateway,
      'mutation($o: ID!, $id: ID!) { deletePartialPayment(orderId: $o, id: $id) { total missing } }',
      { o: orderId, id: paymentId },
      admin,
    );
    expect(removed.data!.deletePartialPayment).toEqual({ total: '0.00', missing: '500.00' });
  });

  it('reports the orders of a payment-date range with the sums of its rows (docs/lists-and-reports.md)', async () => {
    const reply = await gql(
      stack.gateway,
      'query($s: Date!, $e: Date!) { dateReport(start: $s, end: $e) { rows { id clientName beneficiaryName totalUsd totalBrl remaining } totalUsd totalBrl countedStatuses byStatus { status count totalBrl } } }',
      { s: today, e: today },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    const ours = reply.data!.dateReport.rows.filter((r: { id: string }) => orderIds.includes(r.id));
    expect(ours).toHaveLength(3);
    expect(reply.data!.dateReport.totalBrl).toBe('1500.00');
    // Which statuses the totals count, and each status apart (docs/lists-and-reports.md#which-orders-a-total-counts).
    expect(reply.data!.dateReport.countedStatuses).toEqual(['PENDING', 'COMPLETED', 'STANDBY']);
    expect(reply.data!.dateReport.byStatus.map((s: { status: string }) => s.status)).toEqual([
      'PENDING',
      'COMPLETED',
      'CANCELLED',
      'RENEWED',
      'STANDBY',
    ]);
    expect(reply.data!.dateReport.byStatus[0]).toMatchObject({ status: 'PENDING', count: 3, totalBrl: '1500.00' });
    const backwards = await gql(
      stack.gateway,
      'query($s: Date!, $e: Date!) { dateReport(start: $s, end: $e) { totalUsd } }',
      { s: today, e: '2000-01-01' },
      admin,
    );
    expect(backwards.errors?.[0]?.message).toMatch(/^end: /);
  });
});
