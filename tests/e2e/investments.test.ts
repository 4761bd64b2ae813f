/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue: investments and
 * consortiums): create a 12-month investment and see 12 invoices (docs/investments.md#new-investment, #constants;
 * docs/investments.md schedule), find its first invoice on the calendar (docs/investments.md#calendar), mark one
 * paid and return another (docs/investments.md#statuses), move the invoice day (docs/investments.md#validation), generate the agreement and download
 * a real PDF, upload a signed copy and read 'Saved!' (docs/errors.md), renew it (docs/investments.md#statuses); create a consortium
 * and register a payment (docs/consortiums.md). Each test makes its own client and investment
 * (through the gateway, ./support/seed), so any one runs alone and in any order.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createInvestment, gqlAsUser } from './support/seed.js';
import { graphqlAsUser, signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();
/** A 1x1 PNG as the REST API stores uploaded images (re-encoded; re-encoding it again gives the same bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAsSAAALEgHS3X78AAAADUlEQVQImWNgYPhfDwACggF/NGwuCgAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

describe.skipIf(skipReason !== null)('investments and consortiums in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  let serial = 0;

  /** A new client 'Rosa Investidora {suffix} {n}' of this test's own; returns its id and name. */
  async function newClient(): Promise<{ clientId: string; clientName: string }> {
    const clientName = `Rosa Investidora ${suffix} ${++serial}`;
    const data = await gqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: clientName,
        birthday: '1968-09-09',
        cpf: '39053344705',
        telephone: '9735550166',
        streetAddress: '8 Ferry St',
        zipCode: '07105',
        city: 'Newark',
        state: 'NJ',
        documentType: 'PASSPORT',
        documentNumber: 'R778',
      },
    });
    return { clientId: data.createClient.id as string, clientName };
  }

  /**
   * A 12-month investment of a new client (./support/seed), created `creationDate` (today when left
   * out); returns its id, the client's name and its invoices' dates, first first.
   */
  async function newInvestment(creationDate?: string) {
    const { clientId, clientName } = await newClient();
    const investmentId = await createInvestment(page, clientId, creationDate);
    const data = await gqlAsUser(page, 'query($id: ID!) { investment(id: $id) { invoices { date } } }', { id: investmentId });
    const invoiceDates = (data.investment.invoices as { date: string }[]).map((i) => i.date).sort();
    return { investmentId, clientName, invoiceDates };
  }

  beforeAll(async () => {
    // The run's shared stack (no stack of its own started for a time zone): the browser keeps the agency's zone
    // (AGENCY_TIME_ZONE's default), so the form's today and the agency's are one day whatever this machine's zone.
    stack = await startStack();
    browser = await launchBrowser();
    page = await (await browser.newContext({ acceptDownloads: true, timezoneId: 'America/New_York' })).newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('creates a 12-month investment with live monthly incomes and 12 invoices (docs/investments.md#screens, #validation, #constants)', async () => {
    const { clientName } = await newClient();
    await page.goto(`${stack.baseUrl}/select`);
    await page.getByText('Investments').first().click();
    await page.waitForURL(/\/investments\/dashboard$/);
    await page.goto(`${stack.baseUrl}/investments/new`);
    const sender = page.getByTestId('sender-section');
    await sender.getByRole('button', { name: 'Select Sender' }).click();
    const selector = page.getByRole('dialog');
    await selector.getByLabel('Sender Name').fill(clientName.slice(0, 16));
    await selector.getByTestId('sender-option').filter({ hasText: clientName }).click();
    await expect.poll(() => sender.getByLabel(/^Full Name/).inputValue()).toBe(clientName);

    // docs/investments.md#validation: payout checks come first, with their messages.
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.getByRole('dialog').filter({ hasText: 'Error!' });
    await error.waitFor();
    expect(await error.innerText()).toMatch(/Additional Information section/);
    await error.getByRole('button').first().click();

    const payout = page.getByTestId('payout-section');
    await choose(page, payout, /^Payout Type/, 'PIX');
    await payout.getByLabel(/^PIX/).fill(`rosa.${suffix}@example.com`);
    const investment = page.getByTestId('investment-section');
    await investment.getByLabel(/^Amount USD/).fill('1000');
    await investment.getByLabel(/^Percentage USD/).fill('1.5');
    await investment.getByLabel(/^Amount BRL/).fill('5000');
    await investment.getByLabel(/^Percentage BRL/).fill('2.5');
    await expect.poll(() => page.getByTestId('monthly-income-usd').innerText()).toContain('15.00');
    await expect(page.getByTestId('monthly-income-brl').innerText()).resolves.toContain('125.00');
    await choose(page, investment, /^Duration/, /^12/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/investments\/investment\/\d+$/);

    await page.getByRole('button', { name: 'Invoices' }).click();
    const rows = page.getByTestId('invoice-row');
    await expect.poll(() => rows.count()).toBe(12);
    const invoiceDates = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''));
    expect(invoiceDates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('finds the first invoice on the calendar, with its count and the day list (docs/investments.md#calendar)', async () => {
    // Created two years back on the 10th, so no other test's invoices fall on its days.
    const { clientName, invoiceDates } = await newInvestment(`${new Date().getFullYear() - 2}-03-10`);
    const first = invoiceDates[0]!;
    await page.goto(`${stack.baseUrl}/investments/dashboard`);
    const [year, month] = [first.slice(0, 4), Number(first.slice(5, 7))];
    const monthName = new Date(Number(year), month - 1, 1).toLocaleString('en-US', { month: 'long' });
    await choose(page, page.locator('body'), /^Month$/, monthName);
    await choose(page, page.locator('body'), /^Year$/, year);
    await page.getByRole('button', { name: 'Go' }).click();
    const day = page.locator(`[data-testid="calendar-day"][data-date="${first}"]`);
    await expect.poll(() => day.getByTestId('invoice-count').innerText()).toBe('1');
    await day.getByRole('button').click();
    const due = page.getByTestId('due-invoice');
    await expect.poll(() => due.count()).toBe(1);
    await expect(due.innerText()).resolves.toContain(clientName);
    await page.keyboard.press('Escape');
  });

  it('marks one invoice paid, returns another once, and moves the pending ones to the 15th (docs/investments.md#statuses, #validation)', async () => {
    const { investmentId, invoiceDates } = await newInvestment();
    await page.goto(`${stack.baseUrl}/investments/investment/${investmentId}`);
    await page.getByRole('button', { name: 'Invoices' }).click();
    const rows = page.getByTestId('invoice-row');
    await rows.nth(0).getByRole('button', { name: 'Paid' }).click();
    await expect.poll(() => rows.nth(0).getByRole('button', { name: 'Paid' }).count()).toBe(0);
    await rows.nth(1).getByRole('button', { name: 'Return' }).click();
    await rows.nth(1).getByText('Returned').waitFor();
    await expect(rows.nth(1).getByRole('button', { name: 'Return' }).count()).resolves.toBe(0);

    await page.getByLabel('New Invoice Date').fill(`${invoiceDates[3]!.slice(0, 8)}15`);
    await page.getByRole('button', { name: 'Update Date' }).click();
    await expect.poll(() => rows.nth(2).getAttribute('data-date')).toBe(`${invoiceDates[2]!.slice(0, 8)}15`);
    await expect(rows.nth(0).getAttribute('data-date')).resolves.toBe(invoiceDates[0]); // paid: not moved
    await page.keyboard.press('Escape');
  });

  it("generates the agreement as a PDF and stores a signed copy with 'Saved!' (docs/errors.md; docs/investments.md)", async () => {
    await page.goto(`${stack.baseUrl}/investments/investment/${(await newInvestment()).investmentId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate Agreement' }).click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Signed Agreement' }).click();
    await (await chooser).setFiles({ name: 'signed.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Saved!').first().waitFor();
    const [signed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Signed Agreement' }).click(),
    ]);
    expect(readFileSync(await signed.path()).equals(PNG)).toBe(true);
  });

  it('renews the investment, and the original becomes Renewed (docs/investments.md#statuses)', async () => {
    const { investmentId } = await newInvestment();
    await page.goto(`${stack.baseUrl}/investments/investment/${investmentId}`);
    await page.getByRole('button', { name: 'Renew' }).click();
    await page.waitForURL(new RegExp(`/investments/renew/${investmentId}$`));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/investments\/investment\/\d+$/);
    const renewalId = /(\d+)$/.exec(page.url())![1]!;
    expect(renewalId).not.toBe(investmentId);
    const check = await graphqlAsUser(page, 'query($id: ID!) { investment(id: $id) { isRenewal originalInvestment { id status } } }', {
      id: renewalId,
    });
    expect(check.data.investment).toEqual({ isRenewal: true, originalInvestment: { id: investmentId, status: 'RENEWED' } });
  });

  it('creates a consortium and registers a payment, labelled Paid (docs/consortiums.md)', async () => {
    await page.goto(`${stack.baseUrl}/consortium`);
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel(/^Title/).fill(`Grupo ${suffix}`);
    await modal.getByRole('button', { name: /^(Save|Create)$/ }).click();
    await page
      .getByTestId('consortium-button')
      .filter({ hasText: `Grupo ${suffix}` })
      .click();
    await page.waitForURL(/\/consortium\/\d+$/);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Client Name/).fill('Joana Pires');
    await form.getByLabel(/^Amount/).fill('250.50');
    await form.getByLabel(/^Date/).fill('2026-11-20');
    await form.getByRole('button', { name: /^(Save|Add)$/ }).click();
    const payment = page.getByTestId('consortium-payment');
    await expect.poll(() => payment.count()).toBe(1);
    const text = await payment.innerText();
    for (const expected of ['Joana Pires', '250.50', '11/20/2026', 'Paid']) expect(text).toContain(expected);
  });
});
