/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue: order-page fixes
 * found walking the app as a new user): a renewed order's page says why its status cannot change
 * and offers no Update, Standby or Delete; deleting a renewal opens its original with the status it
 * had back; on /new, Tab leaves the date fields so each typed value lands in its own field; a
 * renewal says 'Order #N created'. Each test makes its own client, beneficiary and orders.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { createParties } from './support/seed.js';
import { closeSignedIn, graphqlAsUser, openSignedIn } from './support/session.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();

describe.skipIf(skipReason !== null)('the order page and form in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let serial = 0;

  beforeAll(async () => {
    ({ stack, browser, page } = await openSignedIn());
  });
  afterAll(() => closeSignedIn(browser, stack));

  /** Runs a GraphQL operation as the signed-in administrator; fails the test on any error. */
  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await graphqlAsUser<T>(page, query, variables);
    expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
    return reply.data!;
  }

  /** A new client and beneficiary of this test's own, and a Pending order between them; returns the order's id. */
  async function newOrder(): Promise<{ id: string; clientId: string; beneficiaryId: string }> {
    const tag = `${Date.now().toString(36)}${(serial += 1)}`;
    const ids = await createParties(page, tag);
    const id = await createOrder(ids);
    return { id, ...ids };
  }

  /** Creates an order (a renewal of `originalOrderId` when given) through the gateway; returns its id. */
  async function createOrder(
    { clientId, beneficiaryId }: { clientId: string; beneficiaryId: string },
    originalOrderId?: string,
  ): Promise<string> {
    const data = await gql('mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      input: {
        clientId,
        beneficiaryId,
        amountUsd: '100.00',
        exchangeRate: '5.000000',
        amountBrl: '500.00',
        fee: '5.00',
        totalWithFee: '105.00',
        paymentLines: [{ method: 'CASH', value: '105.00' }],
        days: -1,
        creationDate: '2026-11-16',
        paymentDate: '2026-11-20',
        ...(originalOrderId ? { originalOrderId } : {}),
      },
    });
    return data.createOrder.id as string;
  }

  it('shows on a renewed order why its status cannot change, with a link to the renewal, and no Update, Standby or Delete', async () => {
    const original = await newOrder();
    const renewal = await createOrder(original, original.id);

    await page.goto(`${stack.baseUrl}/order/${original.id}`);
    const notice = page.getByTestId('renewed-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`This order was renewed by order #${renewal}: its status cannot change.`);
    expect(await page.getByTestId('order-status').innerText()).toBe('Renewed');
    const additional = page.getByTestId('additional-information');
    for (const name of ['Update', 'Standby', 'Delete']) {
      expect(await additional.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Renew', exact: true }).isDisabled()).toBe(true);

    // The renewal itself still offers every action.
    await notice.getByRole('link', { name: `#${renewal}` }).click();
    await page.waitForURL(new RegExp(`/order/${renewal}$`));
    for (const name of ['Update', 'Standby', 'Delete']) await additional.getByRole('button', { name, exact: true }).waitFor();
    expect(await page.getByTestId('renewed-notice').count()).toBe(0);
  });

  it('deleting a renewal opens its original with the status it had before, and its actions back', async () => {
    const original = await newOrder();
    await gql('mutation($id: ID!) { updateOrderStatus(id: $id, status: STANDBY, force: true) { id } }', { id: original.id });
    const renewal = await createOrder(original, original.id);
    // The original is in the browser's cache as Renewed before the delete.
    await page.goto(`${stack.baseUrl}/order/${original.id}`);
    await page.getByTestId('renewed-notice').waitFor();
    await page
      .getByTestId('renewed-notice')
      .getByRole('link', { name: `#${renewal}` })
      .click();
    await page.waitForURL(new RegExp(`/order/${renewal}$`));

    await page.getByTestId('additional-information').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Do you wish to Delete?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(new RegExp(`/order/${original.id}$`));
    await page.getByText(`Order #${renewal} deleted. Order #${original.id} is Standby again.`).waitFor();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Standby');
    await page.getByTestId('additional-information').getByRole('button', { name: 'Update', exact: true }).waitFor();
    expect(await page.getByTestId('renewed-notice').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Renew', exact: true }).isEnabled()).toBe(true);
  });

  it('moves on with Tab from the Birthday and the order dates on /new, so each typed value lands in its own field', async () => {
    await page.goto(`${stack.baseUrl}/new`);
    const sender = page.getByTestId('sender-section');
    const transfer = page.getByTestId('transfer-section');
    await transfer.getByLabel('Fee', { exact: true }).waitFor();

    await sender.getByLabel(/^Full Name/).click();
    await page.keyboard.type('Tabata Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('04121981');
    await page.keyboard.press('Tab');
    await page.keyboard.type('52998224725');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9735550199');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12 Ferry Street');

    expect(await sender.getByLabel(/^Full Name/).inputValue()).toBe('Tabata Keys');
    expect((await sender.getByLabel(/^CPF/).inputValue()).replace(/\D/g, '')).toBe('52998224725');
    expect((await sender.getByLabel(/^Telephone/).inputValue()).replace(/\D/g, '')).toMatch(/^1?9735550199$/);
    expect(await sender.getByLabel(/^Street Address/).inputValue()).toBe('12 Ferry Street');
    expect(await sender.getByLabel(/^Birthday/).inputValue()).toBe('04/12/1981');

    // The creation and payment dates: typed one after the other with Tab between them.
    await transfer.getByLabel('Creation Date').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('03012027');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('03052027');
    await page.keyboard.press('Tab');
    expect(await transfer.getByLabel('Creation Date').inputValue()).toBe('03/01/2027');
    expect(await transfer.getByLabel('Payment Date').inputValue()).toBe('03/05/2027');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toMatch(/^transfer-(creation|payment)Date$/);
  });

  it("says 'Order #N created' when a renewal is made, on the new order's page", async () => {
    const original = await newOrder();
    await page.goto(`${stack.baseUrl}/renew/${original.id}`);
    await page.getByTestId('transfer-section').getByLabel('Amount USD').waitFor();
    await page.getByRole('button', { name: 'Renew', exact: true }).click();
    await page.waitForURL((url) => /\/order\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${original.id}`));
    const renewal = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${renewal} created` })
      .waitFor();
  });
});
