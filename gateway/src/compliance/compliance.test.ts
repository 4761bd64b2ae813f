/**
 * Compliance through the gateway (docs/compliance.md): a CTR raised by two cash orders shows in
 * complianceAlerts, on the order (complianceFlags) and in the open count; its review carries what
 * a CTR asks of the person; a decision needs a note; the $3,000 records list an order of $3,000.00;
 * cancelOrder refunds the total with fee within the 30 minutes and the receipt says so; employees
 * get FORBIDDEN on the administrators' operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryInput as beneficiary, clientInput as client } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const CONFIRM = `mutation($input: ConfirmOrderInput!) {
  confirmOrder(input: $input) { order { id client { id } complianceFlags cancellableUntil createdAt } }
}`;

/** Today in New York (the agency's default zone). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const later = (() => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

/** An order of amountUsd (fee 15.00) paid all in cash. */
function order(amountUsd: string) {
  const total = (Number(amountUsd) + 15).toFixed(2);
  return {
    amountUsd,
    exchangeRate: '5.0000',
    amountBrl: (Number(amountUsd) * 5).toFixed(2),
    fee: '15.00',
    totalWithFee: total,
    paymentLines: [{ method: 'CASH', value: total }],
    days: 1,
    creationDate: today,
    paymentDate: later,
  };
}

describe('compliance through the gateway', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack.close());

  it('shows a CTR on the alerts, the order and the open count, and takes a decision with a note', async () => {
    const sender = client(`Caio Cash ${Date.now().toString(36)}`);
    const first = await gql(
      stack.gateway,
      CONFIRM,
      { input: { client: sender, beneficiary: beneficiary(`Ben Cash ${Date.now().toString(36)}`), order: order('6000.00') } },
      admin,
    );
    expect(first.errors).toBeUndefined();
    const clientId = first.data!.confirmOrder.order.client.id;
    const second = await gql(
      stack.gateway,
      `${CONFIRM}`,
      {
        input: { clientId, beneficiary: beneficiary(`Ben Two ${Date.now().toString(36)}`), order: order('4500.00'), acceptDuplicate: true },
      },
      admin,
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.confirmOrder.order.complianceFlags).toEqual(['CTR', 'STRUCTURING']);
    const orderId = second.data!.confirmOrder.order.id;

    const listed = await gql(
      stack.gateway,
      'query { complianceAlerts(type: CTR, status: OPEN) { id clientId total threshold orderIds status } openComplianceAlerts }',
      {},
      admin,
    );
    expect(listed.errors).toBeUndefined();
    const ctr = listed.data!.complianceAlerts.find((a: { clientId: string }) => a.clientId === clientId);
    expect(ctr).toMatchObject({ total: '10530.00', threshold: '10000.00', status: 'OPEN' });
    expect(ctr.orderIds).toContain(orderId);
    expect(listed.data!.openComplianceAlerts).toBeGreaterThanOrEqual(2);

    const review = await gql(
      stack.gateway,
      'query($id: ID!) { complianceAlert(id: $id) { person { fullName documentType documentNumber birthday } orders { id cash paymentLines { method value } } } }',
      { id: ctr.id },
      admin,
    );
    expect(review.errors).toBeUndefined();
    expect(review.data!.complianceAlert.person).toMatchObject({ fullName: sender.fullName });
    expect(review.data!.complianceAlert.orders.map((o: { cash: string }) => o.cash)).toEqual(['6015.00', '4515.00']);

    const decide =
      'mutation($id: ID!, $note: String) { decideComplianceAlert(id: $id, status: CLEARED, note: $note) { status note decidedBy } }';
    const blank = await gql(stack.gateway, decide, { id: ctr.id, note: ' ' }, admin);
    expect(blank.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
    const cleared = await gql(stack.gateway, decide, { id: ctr.id, note: 'Business receipts on file' }, admin);
    expect(cleared.data!.decideComplianceAlert).toMatchObject({ status: 'CLEARED', note: 'Business receipts on file' });

    const records = await gql(
      stack.gateway,
      'query($d: Date!) { recordkeepingReport(start: $d, end: $d) { orderId senderName senderDocumentType payout } }',
      { d: today },
      admin,
    );
    expect(records.errors).toBeUndefined();
    expect(records.data!.recordkeepingReport.map((r: { orderId: string }) => r.orderId)).toContain(orderId);
  });

  it('forwards expectedVersion on a decision: a stale one is EDITED_ELSEWHERE naming the officer, and the first decision stays (docs/ARCHITECTURE.md#versions)', async () => {
    const sender = client(`Vera Versao ${Date.now().toString(36)}`);
    const made = await gql(
      stack.gateway,
      CONFIRM,
      { input: { client: sender, beneficiary: beneficiary(`Ben Versao ${Date.now().toString(36)}`), order: order('10500.00') } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const clientId = made.data!.confirmOrder.order.client.id;
    const alerts = await gql(stack.gateway, 'query { complianceAlerts(type: CTR, status: OPEN) { id clientId version } }', {}, admin);
    const alert = alerts.data!.complianceAlerts.find((a: { clientId: string }) => a.clientId === clientId);
    const decide = `mutation($id: ID!, $s: ComplianceAlertStatus!, $note: String, $v: Int) {
      decideComplianceAlert(id: $id, status: $s, note: $note, expectedVersion: $v) { status note version }
    }`;
    const first = await gql(stack.gateway, decide, { id: alert.id, s: 'REPORTED', note: 'CTR filed', v: alert.version }, admin);
    expect(first.data!.decideComplianceAlert).toEqual({ status: 'REPORTED', note: 'CTR filed', version: alert.version + 1 });

    const me = (await gql(stack.gateway, '{ viewer { employee { fullName } } }', {}, admin)).data!.viewer.employee.fullName;
    const stale = await gql(stack.gateway, decide, { id: alert.id, s: 'CLEARED', note: 'Receipts on file', v: alert.version }, admin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: alert.version + 1, editedBy: me });
    const now = await gql(
      stack.gateway,
      'query($id: ID!) { complianceAlert(id: $id) { alert { status note version } } }',
      { id: alert.id },
      admin,
    );
    expect(now.data!.complianceAlert.alert).toEqual({ status: 'REPORTED', note: 'CTR filed', version: alert.version + 1 });
  });

  it('cancels within the 30 minutes with a refund, prints it on the receipt, and refuses a second time', async () => {
    const placed = await gql(
      stack.gateway,
      CONFIRM,
      {
        input: {
          client: client(`Rita Refund ${Date.now().toString(36)}`),
          beneficiary: beneficiary(`Ben Refund ${Date.now().toString(36)}`),
          order: order('100.00'),
        },
      },
      admin,
    );
    const { id, createdAt, cancellableUntil } = placed.data!.confirmOrder.order;
    expect(Date.parse(cancellableUntil) - Date.parse(createdAt)).toBe(30 * 60_000);
    const cancel =
      'mutation($id: ID!) { cancelOrder(id: $id) { order { status cancellation { refund cancelledBy } } cancellation { refund } } }';
    const done = await gql(stack.gateway, cancel, { id }, admin);
    expect(done.errors).toBeUndefined();
    expect(done.data!.cancelOrder).toMatchObject({
      order: { status: 'CANCELLED', cancellation: { refund: '115.00' } },
      cancellation: { refund: '115.00' },
    });
    const receipt = await gql(
      stack.gateway,
      'query($id: ID!) { receipt(orderId: $id) { order { status } cancellation { refund } } }',
      { id },
      admin,
    );
    expect(receipt.data!.receipt).toEqual({ order: { status: 'CANCELLED' }, cancellation: { refund: '115.00' } });
    const listed = await gql(
      stack.gateway,
      'query($d: Date!) { cancellations(start: $d, end: $d) { orderId refund cancelledBy } }',
      { d: today },
      admin,
    );
    expect(listed.data!.cancellations.filter((c: { orderId: string }) => c.orderId === id)).toEqual([
      { orderId: id, refund: '115.00', cancelledBy: expect.any(String) },
    ]);
    const again = await gql(stack.gateway, cancel, { id }, admin);
    expect(again.errors![0]!.extensions!.code).toBe('ORDER_ALREADY_CANCELLED');
  });

  it('refuses the administrators operations to an employee', async () => {
    const email = `clerk.${Date.now().toString(36)}@gateway.test`;
    const created = await gql(
      stack.gateway,
      'mutation($i: CreateEmployeeInput!) { createEmployee(input: $i) { id } }',
      { i: { fullName: 'Clerk Compliance', email, password: 'clerk-password-1', role: 'EMPLOYEE' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const clerk = await signIn(stack.gateway, email, 'clerk-password-1');
    const reply = await gql(stack.gateway, 'query { openComplianceAlerts }', {}, clerk);
    expect(reply.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
