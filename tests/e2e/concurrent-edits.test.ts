/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue 31 item 3,
 * docs/ARCHITECTURE.md#versions): two employees open the same client in two browser contexts; the
 * first changes the telephone and saves; the second, still holding the old version, changes the
 * address and saves: the conflict dialog names the first editor, the first change is still stored,
 * and 'Load the current record' shows it while the second's typed address stays listed, unsaved.
 * Then one order: the second asks to put it on Standby, the first does so meanwhile, the second says Yes:
 * the conflict dialog names the first, and the order stays on Standby.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createEmployee, graphqlAsUser, signIn } from './support/session.js';
import { createOrder, createParties } from './support/seed.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

describe.skipIf(skipReason !== null)('two employees editing one client at once', () => {
  let stack: Stack;
  let browser: Browser;
  let first: Page;
  let second: Page;
  const suffix = Date.now().toString(36);
  const clientName = `Dora Versões ${suffix}`;
  const firstEditor = `Primeira Editora ${suffix}`;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    second = await (await browser.newContext()).newPage();
    await signIn(second, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await second.waitForURL(/\/select$/);
    const editor = await createEmployee(second, stack.baseUrl, { fullName: firstEditor });
    const client = await graphqlAsUser(second, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: clientName,
        birthday: '1979-06-02',
        cpf: '529.982.247-25',
        telephone: '9735550188',
        streetAddress: '5 Market St',
        zipCode: '07102',
        city: 'Newark',
        state: 'NJ',
        documentType: 'PASSPORT',
        documentNumber: 'X998877',
      },
    });
    expect(client.errors).toBeUndefined();
    first = await (await browser.newContext()).newPage();
    await signIn(first, stack.baseUrl, editor.email, editor.password);
    await first.waitForURL(/\/select$/);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openClient(page: Page): Promise<void> {
    await page.goto(`${stack.baseUrl}/clients?search=${encodeURIComponent(clientName)}`);
    await page.getByTestId('client-card').filter({ hasText: clientName }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Telephone/)
      .waitFor();
  }

  it("refuses the second save with the first editor's name, and keeps both sides visible", async () => {
    await openClient(first);
    await openClient(second);

    const mine = first.getByRole('dialog');
    await mine.getByLabel(/^Telephone/).fill('(973) 555-0199');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitFor({ state: 'hidden' });

    const theirs = second.getByRole('dialog');
    await theirs.getByLabel(/^Street Address/i).fill('9 Elm Street');
    await theirs.getByRole('button', { name: 'Save' }).click();
    const conflict = second.getByRole('dialog', { name: 'Changed by someone else' });
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain(`${firstEditor} changed this record at`);
    await expect(conflict.textContent()).resolves.toContain('9 Elm Street');

    const stored = await graphqlAsUser(second, 'query($s: String) { clients(search: $s) { items { telephone streetAddress version } } }', {
      s: clientName,
    });
    expect(stored.data.clients.items).toEqual([{ telephone: '9735550199', streetAddress: '5 Market St', version: 2 }]);

    await conflict.getByRole('button', { name: 'Load the current record' }).click();
    await conflict.waitFor({ state: 'hidden' });
    const form = second.getByRole('dialog');
    await expect.poll(() => form.getByLabel(/^Telephone/).inputValue()).toMatch(/555-0199/);
    await expect(form.getByRole('note', { name: 'What you typed (not saved)' }).textContent()).resolves.toContain('9 Elm Street');
  });

  it("refuses a status change asked on an order page before another employee's change", async () => {
    const parties = await createParties(second, suffix);
    const today = new Date().toISOString().slice(0, 10);
    const id = await createOrder(second, parties, {
      amountUsd: '100.00',
      exchangeRate: '5.4325',
      amountBrl: '543.25',
      fee: '5.00',
      creationDate: today,
    });
    await first.goto(`${stack.baseUrl}/order/${id}`);
    await second.goto(`${stack.baseUrl}/order/${id}`);
    await first.getByText(`Order #${id}`).waitFor();
    await second.getByText(`Order #${id}`).waitFor();

    // The second asks first: an open page follows the first's change live (docs/live-updates.md "The web"), but a
    // question keeps the version it was asked on, so its Yes after the change is refused, whenever the event lands.
    await second.getByTestId('additional-information').getByRole('button', { name: 'Standby', exact: true }).click();
    const question = second.getByRole('dialog');
    await question.getByRole('button', { name: 'Yes' }).waitFor();

    await first.getByTestId('additional-information').getByRole('button', { name: 'Standby', exact: true }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => first.getByTestId('order-status').innerText()).toBe('Standby');

    await question.getByRole('button', { name: 'Yes' }).click();
    const conflict = second.getByRole('dialog', { name: 'Changed by someone else' });
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain(`${firstEditor} changed this record at`);
    const stored = await graphqlAsUser(second, 'query($id: ID!) { order(id: $id) { status version } }', { id });
    expect(stored.data.order).toEqual({ status: 'STANDBY', version: 2 });
    await conflict.getByRole('button', { name: 'Load the current record' }).click();
    await expect.poll(() => second.getByTestId('order-status').innerText()).toBe('Standby');
  });
});
