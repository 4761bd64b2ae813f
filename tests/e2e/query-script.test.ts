/**
 * Scripted reporting end to end (issue: lists and reports, item 4): `npm run query` signs in with
 * credentials from the environment, runs one of the repo's example queries through the gateway of
 * a stack started with `npm start`, and prints JSON or CSV.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const run = promisify(execFile);

describe('npm run query against the running product', () => {
  let stack: Stack;
  let token: string;
  const today = new Date().toISOString().slice(0, 10);

  async function graphql(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: any; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  async function query(args: string[], env: Record<string, string> = {}) {
    return run('npm', ['run', '--silent', 'query', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, AGENCY_URL: stack.baseUrl, QUERY_EMAIL: stack.adminEmail, QUERY_PASSWORD: stack.adminPassword, ...env },
    });
  }

  beforeAll(async () => {
    // A stack of its own: today's totals are of every order in the database.
    stack = await startStack({ AGENCY_TIME_ZONE: 'UTC' }, { own: true });
    token = (
      await graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: stack.adminEmail,
        p: stack.adminPassword,
      })
    ).login.token;
    const client = await graphql('mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: 'Script, "Quoted" Sender',
        birthday: '1970-01-01',
        cpf: '52998224725',
        telephone: '9735550111',
        streetAddress: '1 A St',
        zipCode: '07102',
        city: 'Newark',
        state: 'NJ',
        documentType: 'CNH',
        documentNumber: 'S1',
      },
    });
    const beneficiary = await graphql('mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
      i: {
        fullName: 'Script Receiver',
        cpf: '11144477735',
        state: 'PR',
        city: 'Curitiba',
        payoutType: 'ZELLE',
        accountType: 'CHECKING',
        pix: 'script@example.com',
        documentType: 'CPF',
        documentNumber: '11144477735',
      },
    });
    await graphql('mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      input: {
        clientId: client.createClient.id,
        beneficiaryId: beneficiary.createBeneficiary.id,
        amountUsd: '80.00',
        exchangeRate: '5.250000',
        amountBrl: '420.00',
        fee: '4.00',
        totalWithFee: '84.00',
        paymentLines: [{ method: 'CHECK', value: '84.00' }],
        days: -1,
        creationDate: today,
        paymentDate: today,
      },
    });
  }, 240_000);

  afterAll(async () => stack?.stop());

  it("prints today's totals as JSON", async () => {
    const { stdout } = await query(['gateway/queries/payment-today-totals.graphql']);
    const data = JSON.parse(stdout);
    expect(data.paymentTodayTotals).toEqual({ totalUsd: '80.00', totalBrl: '420.00' });
    expect(data.ordersPaymentToday.items[0]).toMatchObject({ senderName: 'Script, "Quoted" Sender', remainingValue: '420.00' });
  });

  it('prints the date report as CSV, with variables', async () => {
    const { stdout } = await query(['gateway/queries/date-report.graphql', '--var', `start=${today}`, '--var', `end=${today}`, '--csv']);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('id,clientName,telephone,beneficiaryName,paymentDate,totalUsd,totalBrl,remaining,status');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Script, ""Quoted"" Sender"');
    expect(lines[1]).toContain(',84.00,420.00,420.00,PENDING');
    // The report's totals, under the columns they sum; nothing but the result on stdout.
    expect(lines[2]).toBe('Total,,,,,84.00,420.00,420.00,');
  });

  it('takes an order in one call with the example confirm-order query, and the same key makes no second order', async () => {
    const example = JSON.parse(readFileSync(join(repoRoot, 'gateway/queries/confirm-order.example.json'), 'utf8')) as {
      input: { order: Record<string, unknown> };
    };
    example.input.order = { ...example.input.order, creationDate: today, paymentDate: today, days: -1 };
    const file = join(mkdtempSync(join(tmpdir(), 'confirm-')), 'order.json');
    writeFileSync(file, JSON.stringify(example));
    const args = ['gateway/queries/confirm-order.graphql', '--vars', file, '--var', `key=script-${Date.now()}`];
    const first = JSON.parse((await query(args)).stdout);
    expect(first.confirmOrder.created).toEqual({ client: true, beneficiary: true, pixKey: true });
    expect(first.confirmOrder.order).toMatchObject({
      status: 'PENDING',
      amountBrl: '543.21',
      deliveryMethod: { method: 'PIX', pix: 'otavio@example.com' },
    });
    const again = JSON.parse((await query(args)).stdout);
    expect(again.confirmOrder.order.id).toBe(first.confirmOrder.order.id);
  });

  it('fails with the server message on bad credentials or a bad query', async () => {
    await expect(query(['gateway/queries/orders-owing.graphql'], { QUERY_PASSWORD: 'wrong-password' })).rejects.toMatchObject({
      stderr: expect.stringContaining('Wrong email or password'),
    });
    await expect(
      query(['gateway/queries/date-report.graphql', '--var', 'start=2026-12-01', '--var', 'end=2026-11-01']),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('end: must not be before start') });
  });
});
