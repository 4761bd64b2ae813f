/**
 * Orders through the gateway against a real rest-api (docs/orders.md#the-order, #statuses, #calls, docs/ARCHITECTURE.md#security):
 * create with the form's exact figures, idempotency, one REST call for an order with its client and
 * beneficiary, the 422 as PAYMENTS_INCOMPLETE and force, renewal, the duplicate check, the receipt,
 * the admin-only delete (a deleted renewal's original answered as restored), and the UI's field
 * names in errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signedInEmployee, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const ORDER_FIELDS = `id amountUsd exchangeRate amountBrl fee totalWithFee days creationDate paymentDate status type isRenewal remainingValue createdBy
  client { id fullName } beneficiary { id fullName } pixKey { key } paymentLines { method value } originalOrder { id status }`;
const CREATE = `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} } }`;

describe('orders through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  let clientId: string;
  let beneficiaryId: string;
  let pixKeyId: string;
  const calls: string[] = [];
  const today = new Date().toISOString().slice(0, 10); // creation dates only need to be consistent here

  beforeAll(async () => {
    stack = await startTestStack({ AGENCY_TIME_ZONE: 'UTC' }, {}, { onRestCall: (method, path) => calls.push(`${method} ${path}`) });
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const client = await gql(
      stack.gateway,
      'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
      {
        i: {
          fullName: 'Order Sender',
          birthday: '1980-05-05',
          cpf: '52998224725',
          telephone: '9735550100',
          streetAddress: '1 Main St',
          zipCode: '07102',
          city: 'Newark',
          state: 'NJ',
          documentType: 'CNH',
          documentNumber: 'D123',
        },
      },
      admin,
    );
    clientId = client.data!.createClient.id;
    const beneficiary = await gql(
      stack.gateway,
      'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id pixKeys { id } } }',
      {
        i: {
          fullName: 'Order Receiver',
          cpf: '11144477735',
          state: 'RJ',
          city: 'Niterói',
          payoutType: 'PIX',
          accountType: 'SAVINGS',
          pix: 'receiver@example.com',
          documentType: 'CPF',
          documentNumber: '11144477735',
        },
      },
      admin,
    );
    beneficiaryId = beneficiary.data!.createBeneficiary.id;
    pixKeyId = beneficiary.data!.createBeneficiary.pixKeys[0].id;
  });
  afterAll(async () => stack?.close());

  /**
   * A new employee (not an administrator) made by the administrator, signed in and past the password
   * change a password set by an administrator asks for first; answers their token.
   */
  const clerkToken = async (fullName: string, email: string) => (await signedInEmployee(stack.gateway, admin, { fullName, email })).token;

  function input(overrides: Record<string, unknown> = {}) {
    return {
      clientId,
      beneficiaryId,
      pixKeyId,
      amountUsd: '100.00',
      exchangeRate: '5.4325',
      amountBrl: '543.25',
      fee: '5.00',
      totalWithFee: '105.00',
      paymentLines: [
        { method: 'CASH', value: '60.00' },
        { method: 'ZELLE', value: '45.00' },
      ],
      days: 1,
      creationDate: today,
      paymentDate: addDays(today, 1),
      ...overrides,
    };
  }

  it('creates an order with the exact figures and remembers fee and rate as defaults (docs/orders.md)', async () => {
    const reply = await gql(
      stack.gateway,
      CREATE,
      { input: input({ fee: '7.50', totalWithFee: '107.50', paymentLines: [{ method: 'CASH', value: '107.50' }] }) },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    const order = reply.data!.createOrder;
    expect(order).toMatchObject({
      amountUsd: '100.00',
      exchangeRate: '5.432500',
      amountBrl: '543.25',
      fee: '7.50',
      totalWithFee: '107.50',
      status: 'PENDING',
      type: 'NORMAL',
      isRenewal: false,
      remainingValue: '543.25',
      createdBy: 'Administrator',
      client: { id: clientId, fullName: 'Order Sender' },
      beneficiary: { id: beneficiaryId, fullName: 'Order Receiver' },
      pixKey: { key: 'receiver@example.com' },
      paymentLines: [{ method: 'CASH', value: '107.50' }],
    });
    const defaults = await gql(stack.gateway, '{ orderDefaults { fee exchangeRate } }', {}, admin);
    expect(defaults.data!.orderDefaults).toEqual({ fee: '7.50', exchangeRate: '5.432500' });
  });

  it('answers an order with its client and beneficiary in one REST call', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    calls.length = 0;
    const reply = await gql(
      stack.gateway,
      `query($id: ID!) { order(id: $id) { id client { fullName cpf } beneficiary { fullName pixKeys { key } } } }`,
      { id },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(calls).toEqual([`GET /api/transaction/search/${id}`]);
  });

  it('makes one order of a repeated idempotency key (docs/ARCHITECTURE.md#security)', async () => {
    const key = `order-key-${Date.now()}`;
    const first = await gql(stack.gateway, CREATE, { input: input(), key }, admin);
    const second = await gql(stack.gateway, CREATE, { input: input(), key }, admin);
    expect(second.data!.createOrder.id).toBe(first.data!.createOrder.id);
  });

  it('refuses an idempotency key no HTTP header can carry as BAD_USER_INPUT, and creates nothing', async () => {
    const before = (await gql(stack.gateway, '{ orders { total } }', {}, admin)).data!.orders.total;
    for (const key of ['line\r\nbreak', 'ção-1', 'nul\u0000', '😀']) {
      const reply = await gql(stack.gateway, CREATE, { input: input(), key }, admin);
      expect(reply.errors?.[0], key).toMatchObject({
        message: 'idempotencyKey: only printable ASCII characters (letters, digits, punctuation, spaces)',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await gql(stack.gateway, '{ orders { total } }', {}, admin)).data!.orders.total).toBe(before);
  });

  it('refuses figures that do not add up, naming the field as the UI does (docs/orders.md)', async () => {
    const wrongBrl = await gql(stack.gateway, CREATE, { input: input({ amountBrl: '543.26' }) }, admin);
    expect(wrongBrl.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongBrl.errors?.[0]?.message).toMatch(/^amountBrl: /);
    const lines = await gql(stack.gateway, CREATE, { input: input({ paymentLines: [{ method: 'CASH', value: '100.00' }] }) }, admin);
    expect(lines.errors?.[0]?.message).toMatch(/^paymentLines: .*Total paid does not match total with fee!/);
    const negative = await gql(
      stack.gateway,
      CREATE,
      {
        input: input({
          paymentLines: [
            { method: 'CASH', value: '-1.00' },
            { method: 'CHECK', value: '106.00' },
          ],
        }),
      },
      admin,
    );
    expect(negative.errors?.[0]?.message).toMatch(/^paymentLines\.0\.value/);
  });

  it('refuses Completed while money is owed with PAYMENTS_INCOMPLETE, and force completes it (docs/orders.md#statuses, docs/errors.md)', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const update = 'mutation($id: ID!, $force: Boolean) { updateOrderStatus(id: $id, status: COMPLETED, force: $force) { id status } }';
    const refused = await gql(stack.gateway, update, { id, force: false }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please make sure that all payments are completed',
      extensions: { code: 'PAYMENTS_INCOMPLETE' },
    });
    const forced = await gql(stack.gateway, update, { id, force: true }, admin);
    expect(forced.data!.updateOrderStatus).toEqual({ id, status: 'COMPLETED' });
  });

  it('answers what the caller may do with an order as the REST API decides it, in one REST call, and after a write (docs/orders.md#what-may-be-done-with-an-order)', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    calls.length = 0;
    const read = await gql(stack.gateway, 'query($id: ID!) { order(id: $id) { allowedActions } }', { id }, admin);
    expect(read.data!.order.allowedActions).toEqual(['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT']);
    expect(calls).toEqual([`GET /api/transaction/search/${id}`]);
    const clerk = await clerkToken('Rights Clerk', 'rights.clerk@gateway.test');
    const asClerk = await gql(stack.gateway, 'query($id: ID!) { order(id: $id) { allowedActions } }', { id }, clerk);
    expect(asClerk.data!.order.allowedActions).toEqual(['CANCEL', 'RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT']);
    // A cancelled order, as the cancel mutation answers it: refunded, so neither cancellable, renewable,
    // payable nor its status changeable; an administrator may still delete it.
    const cancelled = await gql(
      stack.gateway,
      'mutation($id: ID!) { cancelOrder(id: $id) { order { status allowedActions } } }',
      { id },
      admin,
    );
    expect(cancelled.data!.cancelOrder.order).toEqual({
      status: 'CANCELLED',
      allowedActions: ['DELETE'],
    });
    // RENEWED is refused by the REST API (the gateway no longer checks it), naming the GraphQL argument.
    const renewed = await gql(stack.gateway, 'mutation($id: ID!) { updateOrderStatus(id: $id, status: RENEWED) { id } }', { id }, admin);
    expect(renewed.errors?.[0]).toMatchObject({
      message: 'status: Renewed is set only by a renewal',
      extensions: { code: 'BAD_USER_INPUT', restCode: 'INVALID_FIELD' },
    });
  });

  it('forwards expectedVersion on status, cancel and delete: a stale one is EDITED_ELSEWHERE and changes nothing (docs/ARCHITECTURE.md#versions)', async () => {
    const created = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder;
    const id = created.id;
    const status = 'mutation($id: ID!, $v: Int) { updateOrderStatus(id: $id, status: STANDBY, expectedVersion: $v) { id status version } }';
    const held = await gql(stack.gateway, status, { id, v: 1 }, admin);
    expect(held.data!.updateOrderStatus).toEqual({ id, status: 'STANDBY', version: 2 });
    for (const [mutation, field] of [
      ['mutation($id: ID!, $v: Int) { updateOrderStatus(id: $id, status: PENDING, expectedVersion: $v) { id } }', 'updateOrderStatus'],
      ['mutation($id: ID!, $v: Int) { cancelOrder(id: $id, expectedVersion: $v) { order { id } } }', 'cancelOrder'],
      ['mutation($id: ID!, $v: Int) { deleteOrder(id: $id, expectedVersion: $v) { id } }', 'deleteOrder'],
    ] as const) {
      const stale = await gql(stack.gateway, mutation, { id, v: 1 }, admin);
      expect(stale.errors?.[0]?.extensions, field).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2 });
    }
    const now = await gql(stack.gateway, 'query($id: ID!) { order(id: $id) { status version } }', { id }, admin);
    expect(now.data!.order).toEqual({ status: 'STANDBY', version: 2 });
    const deleted = await gql(
      stack.gateway,
      'mutation($id: ID!, $v: Int) { deleteOrder(id: $id, expectedVersion: $v) { id } }',
      { id, v: 2 },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
  });

  it('forwards expectedVersion on partial payments: the log carries the order version, a stale one is EDITED_ELSEWHERE', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const add = 'mutation($id: ID!, $v: Int) { addPartialPayment(orderId: $id, value: "10.00", expectedVersion: $v) { total version } }';
    const first = await gql(stack.gateway, add, { id, v: 1 }, admin);
    expect(first.data!.addPartialPayment).toEqual({ total: '10.00', version: 2 });
    const stale = await gql(stack.gateway, add, { id, v: 1 }, admin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2 });
    const log = await gql(stack.gateway, 'query($id: ID!) { transferLog(orderId: $id) { total version } }', { id }, admin);
    expect(log.data!.transferLog).toEqual({ total: '10.00', version: 2 });

    // Changing and deleting a payment forward it too (the delete as If-Match).
    const payment = (await gql(stack.gateway, 'query($id: ID!) { transferLog(orderId: $id) { payments { id } } }', { id }, admin)).data!
      .transferLog.payments[0].id;
    const edit = `mutation($id: ID!, $p: ID!, $v: Int) {
      updatePartialPayment(orderId: $id, id: $p, value: "12.00", expectedVersion: $v) { total version } }`;
    const remove =
      'mutation($id: ID!, $p: ID!, $v: Int) { deletePartialPayment(orderId: $id, id: $p, expectedVersion: $v) { total version } }';
    for (const [mutation, field] of [
      [edit, 'updatePartialPayment'],
      [remove, 'deletePartialPayment'],
    ] as const) {
      const refused = await gql(stack.gateway, mutation, { id, p: payment, v: 1 }, admin);
      expect(refused.errors?.[0]?.extensions, field).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2 });
    }
    expect(
      (await gql(stack.gateway, 'query($id: ID!) { transferLog(orderId: $id) { total version } }', { id }, admin)).data!.transferLog,
    ).toEqual({
      total: '10.00',
      version: 2,
    });
    const edited = await gql(stack.gateway, edit, { id, p: payment, v: 2 }, admin);
    expect(edited.data!.updatePartialPayment).toEqual({ total: '12.00', version: 3 });
    const deleted = await gql(stack.gateway, remove, { id, p: payment, v: 3 }, admin);
    expect(deleted.data!.deletePartialPayment).toEqual({ total: '0.00', version: 4 });
  });

  it('renews an order: the new one links the original, which becomes Renewed and refuses a second renewal (docs/orders.md#renewal)', async () => {
    const original = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const tomorrow = addDays(today, 1);
    const renewal = await gql(
      stack.gateway,
      CREATE,
      { input: input({ originalOrderId: original, creationDate: tomorrow, paymentDate: addDays(tomorrow, 1) }) },
      admin,
    );
    expect(renewal.errors).toBeUndefined();
    expect(renewal.data!.createOrder).toMatchObject({ isRenewal: true, originalOrder: { id: original, status: 'RENEWED' } });
    const derivatives = await gql(
      stack.gateway,
      'query($id: ID!) { order(id: $id) { status derivativeOrders { id } } }',
      { id: original },
      admin,
    );
    expect(derivatives.data!.order).toEqual({ status: 'RENEWED', derivativeOrders: [{ id: renewal.data!.createOrder.id }] });
    const again = await gql(
      stack.gateway,
      CREATE,
      { input: input({ originalOrderId: original, creationDate: tomorrow, paymentDate: addDays(tomorrow, 1) }) },
      admin,
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_RENEWABLE', restStatus: 409 });
  });

  it("finds today's order of the client as a possible duplicate (docs/orders.md#duplicate-check)", async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const duplicate = await gql(stack.gateway, 'query($c: ID!) { duplicateOrder(clientId: $c) { id } }', { c: clientId }, admin);
    expect(duplicate.data!.duplicateOrder).toEqual({ id });
    const byName = await gql(
      stack.gateway,
      '{ clientByFullName(fullName: "  order SENDER ") { id } nobody: clientByFullName(fullName: "Nobody At All") { id } }',
      {},
      admin,
    );
    expect(byName.data).toEqual({ clientByFullName: { id: clientId }, nobody: null });
  });

  it('answers the receipt with the agency, amounts and delivery method (docs/orders.md#receipts)', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const reply = await gql(
      stack.gateway,
      `query($id: ID!) { receipt(orderId: $id) {
      agency { name } order { id amountUsd fee totalWithFee exchangeRate amountBrl status }
      sender { fullName cpf } beneficiary { fullName } paymentLines { method value }
      deliveryMethod { method pix } employeeName } }`,
      { id },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.receipt).toMatchObject({
      agency: { name: 'Gateway Test Agency' },
      order: {
        id,
        amountUsd: '100.00',
        fee: '5.00',
        totalWithFee: '105.00',
        exchangeRate: '5.432500',
        amountBrl: '543.25',
        status: 'PENDING',
      },
      sender: { fullName: 'Order Sender', cpf: '52998224725' },
      deliveryMethod: { method: 'PIX', pix: 'receiver@example.com' },
      paymentLines: [
        { method: 'CASH', value: '60.00' },
        { method: 'ZELLE', value: '45.00' },
      ],
      employeeName: 'Administrator',
    });
    // The order itself answers the same delivery method, with the order in one REST call.
    calls.length = 0;
    const order = await gql(
      stack.gateway,
      `query($id: ID!) { order(id: $id) { deliveryMethod { method pix bankName accountType } } }`,
      { id },
      admin,
    );
    expect(order.data!.order.deliveryMethod).toEqual({
      method: 'PIX',
      pix: 'receiver@example.com',
      bankName: null,
      accountType: expect.any(String),
    });
    expect(calls).toEqual([`GET /api/transaction/search/${id}`]);
  });

  it('lets only administrators delete an order, which then is gone (docs/orders.md)', async () => {
    const id = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const clerk = await clerkToken('Desk Clerk', 'desk.clerk@gateway.test');
    const refused = await gql(stack.gateway, 'mutation($id: ID!) { deleteOrder(id: $id) { id } }', { id }, clerk);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await gql(stack.gateway, 'mutation($id: ID!) { deleteOrder(id: $id) { id } }', { id }, admin);
    expect(deleted.data!.deleteOrder).toEqual({ id });
    const gone = await gql(stack.gateway, 'query($id: ID!) { order(id: $id) { id } }', { id }, admin);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("answers a deleted renewal's original with the status it had before, read after the delete", async () => {
    const original = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const tomorrow = addDays(today, 1);
    const renewal = (
      await gql(
        stack.gateway,
        CREATE,
        { input: input({ originalOrderId: original, creationDate: tomorrow, paymentDate: addDays(tomorrow, 1) }) },
        admin,
      )
    ).data!.createOrder.id;
    // The first field reads the original (Renewed) within the same request; the delete must not answer that copy.
    const reply = await gql(
      stack.gateway,
      `mutation($r: ID!) {
        hold: updateOrderStatus(id: $r, status: STANDBY, force: true) { id originalOrder { id status } }
        deleteOrder(id: $r) { id isRenewal originalOrder { id status derivativeOrders { id } } }
      }`,
      { r: renewal },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.hold.originalOrder).toEqual({ id: original, status: 'RENEWED' });
    expect(reply.data!.deleteOrder).toEqual({
      id: renewal,
      isRenewal: true,
      originalOrder: { id: original, status: 'PENDING', derivativeOrders: [] },
    });
    const read = await gql(stack.gateway, 'query($id: ID!) { order(id: $id) { status } }', { id: original }, admin);
    expect(read.data!.order).toEqual({ status: 'PENDING' });
  });

  it('refuses to delete an order a renewal renews; still answers a renewal whose original was deleted, with no original', async () => {
    const original = (await gql(stack.gateway, CREATE, { input: input() }, admin)).data!.createOrder.id;
    const tomorrow = addDays(today, 1);
    const renewal = (
      await gql(
        stack.gateway,
        CREATE,
        { input: input({ originalOrderId: original, creationDate: tomorrow, paymentDate: addDays(tomorrow, 1) }) },
        admin,
      )
    ).data!.createOrder.id;
    const refused = await gql(stack.gateway, 'mutation($id: ID!) { deleteOrder(id: $id) { id } }', { id: original }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: `Order ${original} was renewed by order ${renewal}: delete that renewal first`,
      extensions: { code: 'CONFLICT' },
    });
    // Data from before that rule can hold a renewal of a deleted order.
    await stack.rest.db.query('UPDATE transactions SET deleted_at = now() WHERE id = $1', [Number(original)]);
    const read = await gql(
      stack.gateway,
      'query($id: ID!) { order(id: $id) { id isRenewal originalOrder { id } } }',
      { id: renewal },
      admin,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.order).toEqual({ id: renewal, isRenewal: true, originalOrder: null });
  });
});

/** The calendar date n days after date ('YYYY-MM-DD'). */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
