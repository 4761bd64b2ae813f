/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue: orders):
 * take an order for a new client and beneficiary paid with two payment lines, meeting each of the
 * five checks of docs/orders.md#validation with its message on the way; confirm the preview (docs/orders.md#screens); land on the
 * order; read the amounts on the receipt (docs/orders.md#screens, #the-order, #amounts); be refused completion while payments are
 * missing and force it (docs/orders.md#statuses, docs/errors.md); renew it (docs/orders.md#renewal). Each test makes the
 * parties and orders it needs (through the gateway, ./support/seed), so any one runs alone and in any order.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { choose, isoOfTyped, typeOrder, type TypedOrder } from './support/orders.js';
import { createOrder, createParties, gqlAsUser, type BankAccount } from './support/seed.js';
import { closeSignedIn, graphqlAsUser, openSignedIn } from './support/session.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** Submits the form with Preview and returns the text of the 'Error!' modal, closing it. */
async function previewError(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Preview' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Error!' });
  await modal.waitFor();
  const text = await modal.innerText();
  await modal.getByRole('button').first().click();
  await modal.waitFor({ state: 'hidden' });
  return text;
}

/** Today in the agency's time zone (docs/money-and-dates.md: America/New_York by default), whatever zone this machine runs in. */
const agencyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/** The receipt's figures: 250.00 x 5.4321 = 1358.025, half-up to 1358.03 (docs/money-and-dates.md), plus a 5.00 fee. */
const FIGURES = { amountUsd: '250.00', exchangeRate: '5.4321', amountBrl: '1358.03', fee: '5.00' };

describe.skipIf(skipReason !== null)('orders in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  let serial = 0;

  /**
   * A Pending order of today (FIGURES, paid in cash) of a new client 'Joana Prado {tag}' to a new
   * Bank Deposit beneficiary 'Pedro Prado {tag}' paid to `bank`, made through the gateway.
   */
  async function newOrder(bank?: BankAccount) {
    const tag = `${suffix} ${++serial}`;
    const parties = await createParties(page, tag, bank);
    const orderId = await createOrder(page, parties, { ...FIGURES, creationDate: agencyToday() });
    return { orderId, senderName: `Joana Prado ${tag}`, beneficiaryName: `Pedro Prado ${tag}` };
  }

  /** Opens the order's page and waits for its status. */
  async function openOrder(orderId: string) {
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByTestId('order-status').waitFor();
  }

  beforeAll(async () => {
    ({ stack, browser, page } = await openSignedIn());
  });
  afterAll(() => closeSignedIn(browser, stack));

  it('meets each of the five checks with its message, then previews and confirms the order (docs/orders.md#validation; #screens)', async () => {
    const senderName = `Helena Duarte ${suffix}`;
    const sender = page.getByTestId('sender-section');
    const beneficiary = page.getByTestId('beneficiary-section');
    const transfer = page.getByTestId('transfer-section');
    // The remembered fee and rate (docs/orders.md; 5 and 1 before the first order): the last
    // order's on this shared stack, where a suite beside this one may make an order at any moment,
    // so the form is compared with what the server remembered before and after it loaded, when
    // that did not change meanwhile.
    const defaults = async () => JSON.stringify((await gqlAsUser(page, '{ orderDefaults { fee exchangeRate } }')).orderDefaults);
    for (let attempt = 1; ; attempt++) {
      const before = await defaults();
      await page.goto(`${stack.baseUrl}/new`);
      await transfer.getByLabel('Fee', { exact: true }).waitFor();
      const shown = {
        fee: Number(await transfer.getByLabel('Fee', { exact: true }).inputValue()),
        exchangeRate: Number(await transfer.getByLabel('Exchange Rate').inputValue()),
      };
      if ((await defaults()) !== before && attempt < 5) continue;
      const remembered = JSON.parse(before) as { fee: string; exchangeRate: string };
      expect(shown).toEqual({ fee: Number(remembered.fee), exchangeRate: Number(remembered.exchangeRate) });
      break;
    }

    // Check 1: the sender.
    expect(await previewError(page)).toContain('Please fill in all required fields in the Sender Information section');
    await sender.getByLabel(/^Full Name/).fill(senderName);
    await sender.getByLabel(/^Birthday/).fill('1981-04-12');
    await sender.getByLabel(/^CPF/).fill('529.982.247-25');
    await sender.getByLabel(/^Telephone/).fill('9735550177');
    await sender.getByLabel(/^Street Address/).fill('77 Ferry Street');
    await sender.getByLabel(/^Zip Code/).fill('07105');
    await expect.poll(() => sender.getByLabel(/^City/).inputValue()).toBe('Newark');
    await sender.getByLabel(/^Document Number/).fill('P7788990');

    // Check 2: the beneficiary.
    expect(await previewError(page)).toContain('Please fill in all required fields in the Beneficiary Information section');
    await beneficiary.getByLabel(/^Full Name/).fill(`Otavio Duarte ${suffix}`);
    await beneficiary.getByLabel(/^CPF/).fill('111.444.777-35');
    await beneficiary.getByLabel(/^State/).fill('BA');
    await beneficiary.getByLabel(/^City/).fill('Salvador');
    await beneficiary.getByLabel(/^Document Number/).fill('MG1234567');

    // Check 3: payment date before creation date.
    const creation = isoOfTyped(await transfer.getByLabel('Creation Date').inputValue());
    const yesterday = new Date(`${creation}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await transfer.getByLabel('Payment Date').fill(yesterday.toISOString().slice(0, 10));
    expect(await previewError(page)).toContain('Payment date cannot be earlier than Creation date');
    await choose(page, transfer, 'Payment In', /^5/);

    // Check 4: Bank Deposit needs the banking fields.
    expect(await previewError(page)).toContain('Please fill in the Banking Info fields in the Beneficiary Information section');
    await beneficiary.getByLabel(/^Bank Name/).fill('Banco do Brasil');
    await beneficiary.getByLabel(/^Branch/).fill('3344');
    await beneficiary.getByLabel(/^Account Number/).fill('99881-2');

    // Amounts: 250.00 x 5.4321 = 1358.025, half-up to 1358.03 (docs/money-and-dates.md), and the
    // receipt's 5.00 fee typed: the remembered one is the last order's on the shared stack, which a
    // suite running at the same time may have taken with another fee.
    await transfer.getByLabel('Fee', { exact: true }).fill('5');
    await transfer.getByLabel('Amount USD').fill('250');
    await transfer.getByLabel('Exchange Rate').fill('5.4321');
    await expect.poll(() => transfer.getByLabel('Amount BRL').inputValue()).toMatch(/^1,?358\.03$/);
    await expect.poll(() => transfer.getByLabel('Total With Fee').inputValue()).toMatch(/^255(\.00)?$/);

    // Check 5: two payment lines that do not add up, then do.
    await choose(page, transfer, 'Payment Method 1', 'Cash');
    await transfer.getByLabel('Payment Value 1').fill('200');
    await transfer.getByRole('button', { name: 'Add Payment' }).click();
    await choose(page, transfer, 'Payment Method 2', 'Zelle');
    await transfer.getByLabel('Payment Value 2').fill('50');
    await page.getByText('Total paid does not match total with fee!').first().waitFor();
    await transfer.getByLabel('Payment Value 2').fill('55');
    await expect.poll(() => page.getByText('Total paid does not match total with fee!').count()).toBe(0);

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(/\/preview$/);
    await page.getByText(senderName).first().waitFor();
    await page
      .getByText(/1,358\.03/)
      .first()
      .waitFor();
    // Confirm is one GraphQL request (the server's atomic Confirm), counted from the browser.
    const operations: string[] = [];
    const count = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        operations.push(String(request.postDataJSON()?.operationName));
    };
    page.on('request', count);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${orderId} created` })
      .waitFor();
    page.off('request', count);
    expect(operations.filter((op) => op !== 'OrderDetail')).toEqual(['ConfirmOrder']);
    await expect.poll(() => page.getByTestId('order-amount-brl').innerText()).toContain('1,358.03');
    await expect(page.getByTestId('order-status').innerText()).resolves.toMatch(/Pending/);
    // The draft is gone once the order exists (docs/orders.md#the-new-order-form).
    await expect(page.evaluate(() => window.localStorage.getItem('new transaction'))).resolves.toBeNull();
  });

  it('prints two copies of the receipt with the amounts (docs/orders.md#screens, #the-order, #amounts)', async () => {
    const bank = { bankName: 'Banco do Brasil', branch: '3344', accountNumber: '99881-2' };
    const { orderId, senderName, beneficiaryName } = await newOrder(bank);
    await openOrder(orderId);
    const [receipt] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Generate Receipt' }).click(),
    ]);
    await receipt.waitForLoadState();
    expect(receipt.url()).toMatch(new RegExp(`/receipt/${orderId}$`));
    const copies = receipt.getByTestId('receipt-copy');
    await copies.first().waitFor();
    await expect(copies.count()).resolves.toBe(2);
    const text = await copies.first().innerText();
    for (const expected of ['$250.00', '$5.00', '$255.00', '5.432', '1,358.03', senderName, beneficiaryName, 'Banco do Brasil']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/); // MM/DD/YYYY
    await receipt.close();
  });

  it('refuses completion while payments are missing, then forces it (docs/orders.md#statuses, docs/errors.md)', async () => {
    await openOrder((await newOrder()).orderId);
    await choose(page, page.locator('body'), 'Update Status', 'Completed');
    await page.getByRole('button', { name: 'Update' }).click();
    let dialog = page.getByRole('dialog').filter({ hasText: 'Do you wish to Update?' });
    await dialog.getByRole('button', { name: /^(Yes|Confirm)$/ }).click();
    const refused = page.getByRole('dialog').filter({ hasText: 'Error while updating transaction' });
    await refused.getByText('Please make sure that all payments are completed').waitFor();
    await refused.getByRole('button').first().click();
    await expect(page.getByTestId('order-status').innerText()).resolves.toMatch(/Pending/);

    await page.getByRole('button', { name: 'Update' }).click();
    dialog = page.getByRole('dialog').filter({ hasText: 'Do you wish to Update?' });
    await dialog.getByLabel('Force').check();
    await dialog.getByRole('button', { name: /^(Yes|Confirm)$/ }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toMatch(/Completed|Paid/);
  });

  it('renews the order: tomorrow, 1 day, linked to the original, which becomes Renewed (docs/orders.md#screens, #renewal)', async () => {
    const { orderId } = await newOrder();
    await openOrder(orderId);
    await page.getByRole('button', { name: 'Renew' }).click();
    await page.waitForURL(new RegExp(`/renew/${orderId}$`));
    const transfer = page.getByTestId('transfer-section');
    const creation = isoOfTyped(await transfer.getByLabel('Creation Date').inputValue());
    // Tomorrow is the agency's.
    const next = new Date(`${agencyToday()}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const local = next.toISOString().slice(0, 10);
    expect(creation).toBe(local);
    await expect(transfer.getByLabel('Amount USD').inputValue()).resolves.toMatch(/^250(\.00)?$/);
    await page.getByRole('button', { name: 'Renew' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const renewalId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    expect(renewalId).not.toBe(orderId);
    const check = await graphqlAsUser(
      page,
      'query($id: ID!) { order(id: $id) { isRenewal days creationDate originalOrder { id status } } }',
      { id: renewalId },
    );
    expect(check.data.order).toMatchObject({
      isRenewal: true,
      days: 1,
      creationDate: local,
      originalOrder: { id: orderId, status: 'RENEWED' },
    });
  });

  it('pays a later order for the same beneficiary to the bank account typed for it, and the first receipt keeps its own (docs/orders.md, Confirm)', async () => {
    const { orderId, beneficiaryName } = await newOrder({ bankName: 'Banco do Brasil', branch: '3344', accountNumber: '99881-2' });
    // A new sender (no duplicate check to answer), the existing beneficiary typed by full name with
    // a new bank account.
    await typeOrder(page, stack.baseUrl, {
      sender: { fullName: `Marta Duarte ${suffix}`, cpf: '390.533.447-05' },
      beneficiary: { fullName: beneficiaryName, cpf: '111.444.777-35', bankName: 'Nubank', branch: '0002', accountNumber: '55443-2' },
    });
    await page.getByText('Nubank').first().waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const laterId = /\/order\/(\d+)$/.exec(page.url())![1]!;

    // Still one beneficiary by that name (found, not created again), now with the new account,
    // which the later order and its receipt show.
    const check = await graphqlAsUser(
      page,
      'query($id: ID!, $name: String!) { order(id: $id) { beneficiary { id bankName branch accountNumber } } beneficiaryByFullName(fullName: $name) { id } }',
      { id: laterId, name: beneficiaryName },
    );
    expect(check.errors).toBeUndefined();
    expect(check.data.order.beneficiary).toMatchObject({ bankName: 'Nubank', branch: '0002', accountNumber: '55443-2' });
    expect(check.data.beneficiaryByFullName.id).toBe(check.data.order.beneficiary.id);
    const [receipt] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Generate Receipt' }).click(),
    ]);
    await receipt.getByTestId('receipt-copy').first().waitFor();
    const text = await receipt.getByTestId('receipt-copy').first().innerText();
    expect(text).toContain('Nubank');
    expect(text).not.toContain('Banco do Brasil');
    await receipt.close();

    // The first order's receipt still shows the account its money went to (docs/orders.md).
    await page.goto(`${stack.baseUrl}/receipt/${orderId}`);
    await page.getByTestId('receipt-copy').first().waitFor();
    const first = await page.getByTestId('receipt-copy').first().innerText();
    expect(first).toContain('Banco do Brasil');
    expect(first).not.toContain('Nubank');
    // And so does the first order's page, where the beneficiary card shows this order's payout.
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await expect.poll(() => page.getByTestId('beneficiary-payout').innerText()).toContain('Banco do Brasil');
  });

  it("opens 'Select Sender' when two clients share the typed name, then asks about that client's order of today", async () => {
    const twin = `Twin Sender ${suffix}`;
    const ids: string[] = [];
    for (const cpf of ['529.982.247-25', '286.255.878-87']) {
      const created = await graphqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
        i: {
          fullName: twin,
          birthday: '1970-01-01',
          cpf,
          telephone: '9735550100',
          streetAddress: '1 Main St',
          zipCode: '07102',
          city: 'Newark',
          state: 'NJ',
          documentType: 'PASSPORT',
          documentNumber: 'P1',
        },
      });
      expect(created.errors).toBeUndefined();
      ids.push(created.data.createClient.id);
    }
    const typed: TypedOrder = {
      sender: { fullName: twin, cpf: '529.982.247-25' },
      beneficiary: {
        fullName: `Twin Beneficiary ${suffix}`,
        cpf: '111.444.777-35',
        bankName: 'Caixa',
        branch: '0001',
        accountNumber: '1234-5',
      },
    };
    await typeOrder(page, stack.baseUrl, typed);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: 'Select Sender' });
    await picker.waitFor();
    await picker.getByText(`#${ids[1]}`).first().click();
    await page.waitForURL(/\/order\/\d+$/);
    const firstId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${firstId} created` })
      .waitFor();
    const first = await graphqlAsUser(page, 'query($id: ID!) { order(id: $id) { client { id } } }', { id: firstId });
    expect(first.data.order.client.id).toBe(ids[1]);

    // The same client again today: the duplicate question, then Continue takes the order.
    await typeOrder(page, stack.baseUrl, typed);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Select Sender' }).getByText(`#${ids[1]}`).first().click();
    const duplicate = page.getByRole('dialog').filter({ hasText: 'Possible duplicate' });
    await duplicate.getByText(`Possible duplicate: order #${firstId} was already created today for this client`).waitFor();
    await duplicate.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/order/(?!${firstId}$)\\d+$`));
    const secondId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${secondId} created` })
      .waitFor();
  });
});
