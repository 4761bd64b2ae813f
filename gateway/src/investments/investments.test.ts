/**
 * Investments and consortiums through the gateway against a real rest-api (docs/investments.md for this
 * area; docs/investments.md): monthly incomes and the invoice schedule, invoice Paid and Return, the day
 * move, the calendar and report, agreements as real PDFs, renewal, consortium payments, and the
 * whole area refused to employees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const INVESTMENT = `id months creationDate finalizationDate status isRenewal amountUsd percentageUsd monthlyIncomeUsd monthlyIncomeBrl
  hasOriginalAgreement hasCompletedAgreement client { fullName } originalInvestment { id status }
  invoices { id date amountUsd amountBrl status wasReturned }`;
const CREATE = `mutation($i: InvestmentInput!) { createInvestment(input: $i) { ${INVESTMENT} } }`;
/** A 1x1 PNG as the REST API stores uploaded images (re-encoded; re-encoding it again gives the same bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAsSAAALEgHS3X78AAAADUlEQVQImWNgYPhfDwACggF/NGwuCgAAAABJRU5ErkJggg==';

describe('investments and consortiums through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  let clientId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const client = await gql(
      stack.gateway,
      'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
      {
        i: {
          fullName: 'Investidor Souza',
          birthday: '1970-02-02',
          cpf: '52998224725',
          telephone: '9735550199',
          streetAddress: '9 Main St',
          zipCode: '07102',
          city: 'Newark',
          state: 'NJ',
          documentType: 'PASSPORT',
          documentNumber: 'PX1',
        },
      },
      admin,
    );
    clientId = client.data!.createClient.id;
  });
  afterAll(async () => stack?.close());

  function input(overrides: Record<string, unknown> = {}) {
    return {
      clientId,
      amountUsd: '1000.00',
      percentageUsd: '1.5',
      amountBrl: '5000.00',
      percentageBrl: '2.5',
      months: 12,
      creationDate: '2027-01-31',
      payoutType: 'PIX',
      accountType: 'CHECKING',
      pix: 'investidor@example.com',
      ...overrides,
    };
  }

  it('creates 12 monthly invoices clamped to month ends, with incomes to the cent (docs/investments.md)', async () => {
    const reply = await gql(stack.gateway, CREATE, { i: input() }, admin);
    expect(reply.errors).toBeUndefined();
    const investment = reply.data!.createInvestment;
    expect(investment).toMatchObject({
      months: 12,
      status: 'PENDING',
      monthlyIncomeUsd: '15.00',
      monthlyIncomeBrl: '125.00',
      finalizationDate: '2028-01-31',
      client: { fullName: 'Investidor Souza' },
    });
    expect(investment.invoices).toHaveLength(12);
    expect(investment.invoices.slice(0, 3).map((v: { date: string }) => v.date)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(investment.invoices[0]).toMatchObject({ amountUsd: '15.00', amountBrl: '125.00', status: 'PENDING', wasReturned: false });
  });

  it('names the spec message for a missing Pix key (docs/investments.md#validation)', async () => {
    const reply = await gql(stack.gateway, CREATE, { i: input({ pix: null }) }, admin);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toContain('Please fill in the PIX field in the Additional Information section');
  });

  it('pays one invoice, returns another once, and moves the pending ones to another day (docs/investments.md#statuses, #validation)', async () => {
    const investment = (await gql(stack.gateway, CREATE, { i: input({ months: 3, creationDate: '2026-08-31' }) }, admin)).data!
      .createInvestment;
    const [first, second] = investment.invoices;
    const paid = await gql(stack.gateway, 'mutation($id: ID!) { payInvoice(id: $id) { id status } }', { id: first.id }, admin);
    expect(paid.data!.payInvoice).toEqual({ id: first.id, status: 'PAID' });
    const returned = await gql(
      stack.gateway,
      'mutation($id: ID!) { returnInvoice(id: $id) { wasReturned status } }',
      { id: second.id },
      admin,
    );
    expect(returned.data!.returnInvoice).toEqual({ wasReturned: true, status: 'PENDING' });
    const again = await gql(stack.gateway, 'mutation($id: ID!) { returnInvoice(id: $id) { id } }', { id: second.id }, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'INVOICE_RETURNED', restStatus: 409 });

    const moved = await gql(
      stack.gateway,
      'mutation($id: ID!) { moveInvoiceDay(investmentId: $id, dayOfMonth: 31) { invoices { date status } } }',
      { id: investment.id },
      admin,
    );
    expect(moved.data!.moveInvoiceDay.invoices).toEqual([
      { date: '2026-09-30', status: 'PAID' },
      { date: '2026-10-31', status: 'PENDING' },
      { date: '2026-11-30', status: 'PENDING' },
    ]);
  });

  it('counts pending invoices on the calendar and groups the report (docs/investments.md#screens, #constants)', async () => {
    await gql(stack.gateway, CREATE, { i: input({ months: 1, creationDate: '2031-05-10' }) }, admin);
    const reply = await gql(
      stack.gateway,
      `{ invoiceCalendar(year: 2031, month: 6) { date count } invoicesDue(date: "2031-06-10") { clientName amountUsd }
      investmentReport(date: "2031-06-07") { today { id } tomorrow { id } inThreeDays { date } } }`,
      {},
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.invoiceCalendar).toEqual([{ date: '2031-06-10', count: 1 }]);
    expect(reply.data!.invoicesDue).toEqual([{ clientName: 'Investidor Souza', amountUsd: '15.00' }]);
    expect(reply.data!.investmentReport).toEqual({ today: [], tomorrow: [], inThreeDays: [{ date: '2031-06-10' }] });
  });

  it('generates the agreement as a real PDF and keeps the signed copy (docs/investments.md)', async () => {
    const id = (await gql(stack.gateway, CREATE, { i: input({ months: 1 }) }, admin)).data!.createInvestment.id;
    const before = await gql(stack.gateway, 'query($id: ID!) { originalAgreement(investmentId: $id) { data } }', { id }, admin);
    expect(before.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const generated = await gql(
      stack.gateway,
      'mutation($id: ID!) { generateAgreement(investmentId: $id) { investment { hasOriginalAgreement } agreement { data fileExtension mimeType } } }',
      { id },
      admin,
    );
    expect(generated.errors).toBeUndefined();
    expect(generated.data!.generateAgreement.investment.hasOriginalAgreement).toBe(true);
    expect(Buffer.from(generated.data!.generateAgreement.agreement.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(generated.data!.generateAgreement.agreement.mimeType).toBe('application/pdf');

    const upload = await gql(
      stack.gateway,
      'mutation($id: ID!, $f: FileInput!) { uploadCompletedAgreement(investmentId: $id, file: $f) { hasCompletedAgreement } }',
      { id, f: { name: 'signed.png', type: 'image/png', data: PNG_BASE64 } },
      admin,
    );
    expect(upload.data!.uploadCompletedAgreement.hasCompletedAgreement).toBe(true);
    const download = await gql(stack.gateway, 'query($id: ID!) { completedAgreement(investmentId: $id) { data } }', { id }, admin);
    expect(download.data!.completedAgreement.data).toBe(PNG_BASE64);
  });

  it('renews an investment, which becomes Renewed (docs/investments.md#statuses)', async () => {
    const original = (await gql(stack.gateway, CREATE, { i: input({ months: 3 }) }, admin)).data!.createInvestment.id;
    const renewal = await gql(stack.gateway, CREATE, { i: input({ months: 6, originalInvestmentId: original }) }, admin);
    expect(renewal.errors).toBeUndefined();
    expect(renewal.data!.createInvestment).toMatchObject({ isRenewal: true, originalInvestment: { id: original, status: 'RENEWED' } });
    const list = await gql(
      stack.gateway,
      '{ investments(search: {clientName: "investidor", status: RENEWED}) { total items { id } } }',
      {},
      admin,
    );
    expect(list.data!.investments.items.map((i: { id: string }) => i.id)).toContain(original);
  });

  it('forwards expectedVersion on the status and the delete: a stale one is EDITED_ELSEWHERE and changes nothing (docs/ARCHITECTURE.md#versions)', async () => {
    const made = (await gql(stack.gateway, CREATE, { i: input({ months: 1 }) }, admin)).data!.createInvestment.id;
    const status =
      'mutation($id: ID!, $s: InvestmentStatus!, $v: Int) { updateInvestmentStatus(id: $id, status: $s, expectedVersion: $v) { status version } }';
    const remove = 'mutation($id: ID!, $v: Int) { deleteInvestment(id: $id, expectedVersion: $v) { id } }';
    const version = (await gql(stack.gateway, 'query($id: ID!) { investment(id: $id) { version } }', { id: made }, admin)).data!.investment
      .version;
    const done = await gql(stack.gateway, status, { id: made, s: 'COMPLETED', v: version }, admin);
    expect(done.data!.updateInvestmentStatus).toEqual({ status: 'COMPLETED', version: version + 1 });

    const staleStatus = await gql(stack.gateway, status, { id: made, s: 'CANCELLED', v: version }, admin);
    expect(staleStatus.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: version + 1 });
    const staleDelete = await gql(stack.gateway, remove, { id: made, v: version }, admin);
    expect(staleDelete.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: version + 1 });
    const now = await gql(stack.gateway, 'query($id: ID!) { investment(id: $id) { status version } }', { id: made }, admin);
    expect(now.data!.investment).toEqual({ status: 'COMPLETED', version: version + 1 });

    const deleted = await gql(stack.gateway, remove, { id: made, v: version + 1 }, admin);
    expect(deleted.errors).toBeUndefined();
  });

  it('registers consortium payments, and refuses the whole area to employees (docs/consortiums.md)', async () => {
    const created = await gql(
      stack.gateway,
      'mutation { createConsortium(title: "  Grupo Newark 2027 ") { id title payments { id } } }',
      {},
      admin,
    );
    expect(created.data!.createConsortium).toMatchObject({ title: 'Grupo Newark 2027', payments: [] });
    const id = created.data!.createConsortium.id;
    const registered = await gql(
      stack.gateway,
      'mutation($id: ID!) { registerConsortiumPayment(consortiumId: $id, clientName: "Ana Lima", amount: "250.50", date: "2027-03-01") { payments { clientName amount date } } }',
      { id },
      admin,
    );
    expect(registered.data!.registerConsortiumPayment.payments).toEqual([{ clientName: 'Ana Lima', amount: '250.50', date: '2027-03-01' }]);
    const empty = await gql(stack.gateway, 'mutation { createConsortium(title: "   ") { id } }', {}, admin);
    expect(empty.errors?.[0]?.message).toMatch(/^title: /);

    await gql(
      stack.gateway,
      'mutation { createEmployee(input: {fullName: "Caixa Um", email: "caixa.um@gateway.test", password: "caixa-password", role: EMPLOYEE}) { id } }',
      {},
      admin,
    );
    const clerk = await signIn(stack.gateway, 'caixa.um@gateway.test', 'caixa-password');
    for (const query of ['{ consortiums { id } }', '{ investments { total } }', '{ invoiceCalendar(year: 2031, month: 6) { date } }']) {
      expect((await gql(stack.gateway, query, {}, clerk)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });
});
