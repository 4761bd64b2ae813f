/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (lists issue items 5,
 * 6): the Pending table sorts by payment date, oldest first, by default, a header click sorts the
 * other way and the choice stays in the URL, the page size too (docs/lists-and-reports.md#sorting-and-page-sizes);
 * Next and Previous read by cursor while the page number stays in the URL (docs/lists-and-reports.md#cursors-deep-pages).
 * 'Export CSV' downloads the whole filtered list, more than one page of it, with its totals row and
 * a formula-like client name escaped (docs/lists-and-reports.md#csv-export).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { closeSignedIn, graphqlAsUser, openSignedIn } from './support/session.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** 'YYYY-MM-DD' of a local date. */
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The agency's today (America/New_York, the shared stack's AGENCY_TIME_ZONE), as a local date to count days from. */
function agencyToday(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

/** More orders than one page of 18. */
const ORDERS = 23;
const CLIENT_NAME = '=HYPERLINK("http://evil.test","Tabela")';

describe.skipIf(skipReason !== null)('order tables: sorting, page size and the whole-list CSV', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  const beneficiaryName = `Tabela Benef ${suffix}`;
  /** The orders created, with their payment dates, in creation order. */
  const created: { id: string; paymentDate: string }[] = [];

  beforeAll(async () => {
    // The run's shared stack: the orders' dates count from the agency's today, so the payment dates are in its future
    // whatever this machine's zone (no stack of its own started for a time zone).
    ({ stack, browser, page } = await openSignedIn());
    const client = await graphqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: CLIENT_NAME,
        birthday: '1975-07-07',
        cpf: '52998224725',
        telephone: '9735550166',
        streetAddress: '3 Broad St',
        zipCode: '07102',
        city: 'Newark',
        state: 'NJ',
        documentType: 'CNH',
        documentNumber: 'T66',
      },
    });
    expect(client.errors).toBeUndefined();
    const beneficiary = await graphqlAsUser(page, 'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
      i: {
        fullName: beneficiaryName,
        cpf: '11144477735',
        state: 'CE',
        city: 'Fortaleza',
        payoutType: 'BANK_DEPOSIT',
        accountType: 'SAVINGS',
        bankName: 'Caixa',
        branch: '0001',
        accountNumber: '123-4',
        documentType: 'CPF',
        documentNumber: '11144477735',
      },
    });
    expect(beneficiary.errors).toBeUndefined();
    const today = agencyToday();
    for (let i = 0; i < ORDERS; i += 1) {
      // Payment dates 1..23 days ahead, shuffled against the creation order.
      const paymentDate = iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + ((i * 7) % ORDERS) + 1));
      const usd = `${100 + i}.00`;
      const total = `${105 + i}.00`;
      const order = await graphqlAsUser(page, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
        input: {
          clientId: client.data.createClient.id,
          beneficiaryId: beneficiary.data.createBeneficiary.id,
          amountUsd: usd,
          exchangeRate: '5.000000',
          amountBrl: `${(100 + i) * 5}.00`,
          fee: '5.00',
          totalWithFee: total,
          paymentLines: [{ method: 'CASH', value: total }],
          days: -1,
          creationDate: iso(today),
          paymentDate,
        },
      });
      expect(order.errors).toBeUndefined();
      created.push({ id: order.data.createOrder.id, paymentDate });
    }
  }, 180_000);

  afterAll(async () => closeSignedIn(browser, stack));

  const shownIds = async () =>
    (await page.getByTestId('order-row').locator('td:first-child').allInnerTexts()).map((t) => t.replace('#', '').trim());
  const byPayment = () =>
    [...created]
      .sort((a, b) => (a.paymentDate === b.paymentDate ? Number(a.id) - Number(b.id) : a.paymentDate < b.paymentDate ? -1 : 1))
      .map((o) => o.id);

  it('lists Pending orders by payment date, oldest first, and sorts the other way from the header, kept in the URL', async () => {
    await page.goto(`${stack.baseUrl}/orders/pending?beneficiary=${encodeURIComponent(beneficiaryName)}`);
    await expect.poll(shownIds).toEqual(byPayment().slice(0, 18));
    await expect.poll(() => page.getByTestId('orders-total').innerText()).toBe(`${ORDERS} orders`);

    await page.getByTestId('sort-paymentDate').click();
    await page.waitForURL(/sort=-paymentDate/);
    await expect.poll(shownIds).toEqual(byPayment().reverse().slice(0, 18));
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toContain('Payment Date');

    // Reloading keeps the sort; a page size of 50 shows every order on one page.
    await page.reload();
    await expect.poll(shownIds).toEqual(byPayment().reverse().slice(0, 18));
    await page.getByLabel('Rows per page').click();
    await page.getByRole('option', { name: '50' }).click();
    await page.waitForURL(/perPage=50/);
    await expect.poll(shownIds).toEqual(byPayment().reverse());
  });

  it('walks to the next page and back by cursor, the page number in the URL (docs/lists-and-reports.md#cursors-deep-pages)', async () => {
    const asked: Record<string, unknown>[] = [];
    const listen = (request: { url(): string; postData(): string | null }) => {
      const body = request.url().endsWith('/graphql') ? request.postData() : null;
      if (body?.includes('OrderTablePage')) asked.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
    };
    page.on('request', listen);
    try {
      await page.goto(`${stack.baseUrl}/orders/pending?beneficiary=${encodeURIComponent(beneficiaryName)}`);
      await expect.poll(shownIds).toEqual(byPayment().slice(0, 18));
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(shownIds).toEqual(byPayment().slice(18));
      expect(asked.at(-1)).toMatchObject({ page: 2, after: expect.any(String), before: null });
      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await expect.poll(shownIds).toEqual(byPayment().slice(0, 18));
      expect(asked.at(-1)).toMatchObject({ page: 1, after: null, before: expect.any(String) });
      // A reload of page 2 reads it by number: the same rows.
      await page.goto(`${stack.baseUrl}/orders/pending?beneficiary=${encodeURIComponent(beneficiaryName)}&page=2`);
      await expect.poll(shownIds).toEqual(byPayment().slice(18));
      expect(asked.at(-1)).toMatchObject({ page: 2, after: null, before: null });
    } finally {
      page.off('request', listen);
    }
  });

  it("downloads the whole filtered list as CSV, in the table's sort, with a totals row and the formula-like name escaped", async () => {
    await page.goto(`${stack.baseUrl}/orders/pending?beneficiary=${encodeURIComponent(beneficiaryName)}&sort=amountUSD`);
    await expect.poll(shownIds).toHaveLength(18);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toBe('orders-pending.csv');
    const rows = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['ID', 'Sender', 'Beneficiary', 'Amount USD', 'Amount BRL', 'Remaining (BRL)', 'Payment Date', 'Status']);
    const orders = rows.slice(1, -1);
    // Every order of the list (the table's total count), not the page on screen.
    expect(orders).toHaveLength(ORDERS);
    expect(orders.map((r) => r[0])).toEqual(created.map((o) => o.id));
    expect(orders[0]![1]).toBe(`'${CLIENT_NAME}`);
    expect(orders[0]![2]).toBe(beneficiaryName);
    // 100.00 .. 122.00 USD: 23 orders summing 2553.00; BRL five times that, none of it paid out.
    expect(rows.at(-1)).toEqual(['Total of Pending, Completed, Standby orders (23)', '', '', '2553.00', '12765.00', '12765.00', '', '']);
  });
});
