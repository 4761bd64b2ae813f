/** Records created through the gateway as the signed-in user, for suites that need a filled screen. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { graphqlAsUser } from './session.js';

/** Runs `query` as the page's user and returns its data; fails the test on any GraphQL error. */
export async function gqlAsUser<T = any>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await graphqlAsUser<T>(page, query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data as T;
}

/** The bank account of a Bank Deposit beneficiary. */
export interface BankAccount {
  bankName: string;
  branch: string;
  accountNumber: string;
}

/**
 * The ids of a client (sender) 'Joana Prado {tag}' and a Bank Deposit beneficiary 'Pedro Prado {tag}'
 * (CPF 111.444.777-35), paid to `bank` (Itaú 0101 555-1 when left out).
 */
export async function createParties(
  page: Page,
  tag: string,
  bank: BankAccount = { bankName: 'Itaú', branch: '0101', accountNumber: '555-1' },
): Promise<{ clientId: string; beneficiaryId: string }> {
  const client = await gqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
    i: {
      fullName: `Joana Prado ${tag}`,
      birthday: '1980-04-09',
      cpf: '52998224725',
      telephone: '9735550190',
      streetAddress: '9 Ferry St',
      zipCode: '07105',
      city: 'Newark',
      state: 'NJ',
      documentType: 'CNH',
      documentNumber: `J${tag}`,
    },
  });
  const beneficiary = await gqlAsUser(page, 'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
    i: {
      fullName: `Pedro Prado ${tag}`,
      cpf: '11144477735',
      state: 'BA',
      city: 'Salvador',
      payoutType: 'BANK_DEPOSIT',
      accountType: 'CHECKING',
      ...bank,
      documentType: 'CPF',
      documentNumber: '11144477735',
    },
  });
  return { clientId: client.createClient.id, beneficiaryId: beneficiary.createBeneficiary.id };
}

/** The figures of an order made through the API: USD and BRL as decimal text, the BRL the caller rounded (docs/money-and-dates.md). */
export interface OrderFigures {
  amountUsd: string;
  exchangeRate: string;
  amountBrl: string;
  fee: string;
  /** YYYY-MM-DD; also the payment date unless `paymentDate` is given. */
  creationDate: string;
  /** YYYY-MM-DD, on or after the creation date; the creation date when left out. */
  paymentDate?: string;
}

/** Creates one Pending order of the client to the beneficiary, its Total With Fee paid in cash; returns its id. */
export async function createOrder(
  page: Page,
  parties: { clientId: string; beneficiaryId: string },
  figures: OrderFigures,
): Promise<string> {
  const { creationDate, paymentDate = creationDate, ...amounts } = figures;
  const total = (Number(figures.amountUsd) + Number(figures.fee)).toFixed(2);
  const order = await gqlAsUser(page, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
    input: {
      ...parties,
      ...amounts,
      totalWithFee: total,
      paymentLines: [{ method: 'CASH', value: total }],
      days: -1,
      creationDate,
      paymentDate,
    },
  });
  return order.createOrder.id as string;
}

/**
 * Creates `count` orders of the client to the beneficiary, USD 100 × n at 5.000000 BRL/USD plus a
 * USD 10 fee paid in cash, created `creationDate` (YYYY-MM-DD); returns their ids.
 */
export async function createOrders(
  page: Page,
  parties: { clientId: string; beneficiaryId: string },
  count: number,
  creationDate: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const usd = 100 * n;
    ids.push(
      await createOrder(page, parties, {
        amountUsd: `${usd}.00`,
        exchangeRate: '5.000000',
        amountBrl: `${usd * 5}.00`,
        fee: '10.00',
        creationDate,
      }),
    );
  }
  return ids;
}

/**
 * Creates a 12-month investment of the client: USD 12,500.00 at 2% and BRL 62,500.00 at 1.5% a
 * month, created `creationDate` (YYYY-MM-DD; the agency's today when left out); returns its id.
 */
export async function createInvestment(page: Page, clientId: string, creationDate?: string): Promise<string> {
  const data = await gqlAsUser(page, 'mutation($i: InvestmentInput!) { createInvestment(input: $i) { id } }', {
    i: {
      clientId,
      amountUsd: '12500.00',
      percentageUsd: '2.00',
      amountBrl: '62500.00',
      percentageBrl: '1.50',
      months: 12,
      ...(creationDate ? { creationDate } : {}),
      payoutType: 'BANK_DEPOSIT',
      accountType: 'CHECKING',
      bankName: 'Itaú',
      branch: '0101',
      accountNumber: '555-1',
    },
  });
  return data.createInvestment.id as string;
}
