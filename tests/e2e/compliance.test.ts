/**
 * Compliance end to end, in Debian's Chromium against the stack started by `npm start`: an
 * administrator, warned that no list is loaded, loads an invented SDN list (OFAC's layout) on the
 * Sanctions List screen (the warning goes, the dashboard says it was loaded today), Confirm
 * is refused for a listed sender with the match shown, the administrator overrides it with a
 * written reason, the order is taken, the screening log shows the override, and the alert it
 * raised is counted on the dashboard and cleared with a note on the Alerts screen. Then a cash
 * order above $10,000.00 raises a CTR marked on its order page, and 'Cancel and refund' cancels it
 * with a bilingual cancellation receipt.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { choose, typeOrder } from './support/orders.js';
import { closeSignedIn, openSignedIn } from './support/session.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** An invented SDN list: no real persons. */
const SDN_CSV = [
  '7001,"VALDERRAMA OSTROVSKY, Cassius Benedito","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","Invented for tests."',
  '7002,"NORTHWIND FICTIONAL TRADING LLC","-0-","SDGT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","Invented for tests."',
].join('\n');
const ALT_CSV = '7001,1,"aka","OSTROVSKY, Cass","-0-"\n';

describe.skipIf(skipReason !== null)('sanctions screening in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);

  beforeAll(async () => {
    // A stack of its own: it loads the sanctions list every Confirm is screened against, and counts alerts.
    ({ stack, browser, page } = await openSignedIn({}, { own: true }));
  });
  afterAll(() => closeSignedIn(browser, stack));

  it('loads the list, refuses a listed sender at Confirm, and takes the order after an administrator overrides it with a reason', async () => {
    await page.goto(`${stack.baseUrl}/compliance/sanctions`);
    await page
      .getByTestId('sanctions-summary')
      .getByText(/No list loaded yet/)
      .waitFor();
    // With no list, the screen warns until one is loaded (docs/compliance.md "The list's age").
    await page.getByTestId('sanctions-list-banner').getByText('No sanctions list is loaded: no one is screened').waitFor();
    await page.getByLabel('SDN file (sdn.csv)').setInputFiles({ name: 'sdn.csv', mimeType: 'text/csv', buffer: Buffer.from(SDN_CSV) });
    await page.getByLabel('Aliases file (alt.csv)').setInputFiles({ name: 'alt.csv', mimeType: 'text/csv', buffer: Buffer.from(ALT_CSV) });
    await page.getByRole('button', { name: 'Load list' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sanctions list loaded: 2 entries' }).waitFor();
    await expect.poll(() => page.getByTestId('sanctions-summary').innerText()).toMatch(/^2 entries, loaded /);
    await expect.poll(() => page.getByTestId('sanctions-list-banner').count()).toBe(0);

    // The sender's name in another order and case, without the comma: still the listed person.
    await typeOrder(page, stack.baseUrl, {
      sender: { fullName: 'Cassius Benedito Valderrama Ostrovsky', cpf: '529.982.247-25' },
      beneficiary: {
        fullName: `Clear Beneficiary ${suffix}`,
        cpf: '111.444.777-35',
        bankName: 'Caixa',
        branch: '0001',
        accountNumber: '1234-5',
      },
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const review = page.getByRole('dialog').filter({ hasText: 'Possible sanctions match' });
    await review.getByText(/VALDERRAMA OSTROVSKY, Cassius Benedito \(SDNT, score 1\.00\)/).waitFor();
    await expect(review.getByRole('button', { name: 'Override and confirm' }).isDisabled()).resolves.toBe(true);
    await review.getByLabel('Reason for the override').fill('Passport shows another date of birth and nationality');
    await review.getByRole('button', { name: 'Override and confirm' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${orderId} created` })
      .waitFor();

    // The log keeps the refusal and the override with its reason.
    await page.goto(`${stack.baseUrl}/compliance/sanctions`);
    const log = page.getByRole('table', { name: 'Screenings' });
    await log.getByText('Overridden: Passport shows another date of birth and nationality').first().waitFor();
    await log.getByText('Refused: possible match').first().waitFor();

    // The override raised an alert for a second look: on the order, the dashboard and the Alerts screen.
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByTestId('compliance-flag').filter({ hasText: 'Sanctions' }).waitFor();
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByTestId('compliance-box').getByText('Compliance: 1 open alert(s)').waitFor();
    await page.getByTestId('sanctions-list-box').getByText('Sanctions list loaded today').waitFor();
    await page.getByTestId('compliance-box').getByRole('link').click();
    await page.waitForURL(/\/compliance\/alerts$/);
    const alerts = page.getByRole('table', { name: 'Compliance alerts' });
    const row = alerts.getByRole('row').filter({ hasText: 'Cassius Benedito Valderrama Ostrovsky' });
    await row.getByText('Sanctions').waitFor();
    await row.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Full name: Cassius Benedito Valderrama Ostrovsky').waitFor();
    await dialog.getByLabel('Cleared').check();
    await dialog.getByRole('button', { name: 'Save decision' }).click();
    await dialog.getByText('Please write why: the note is kept with the decision').waitFor();
    await dialog.getByLabel('Note').fill('Second look: passport and date of birth differ from the listing');
    await dialog.getByRole('button', { name: 'Save decision' }).click();
    await page.getByRole('alert').filter({ hasText: 'Alert cleared' }).waitFor();
    await page.getByText('No alert matches these filters.').waitFor();
    await choose(page, page.locator('main'), 'Status', 'All statuses');
    await alerts
      .getByRole('row')
      .filter({ hasText: 'Second look: passport and date of birth differ from the listing' })
      .getByText('Cleared')
      .waitFor();
  });

  it('marks a cash order above $10,000.00 as CTR, and cancels it for a refund within the 30 minutes with a cancellation receipt', async () => {
    await typeOrder(page, stack.baseUrl, {
      sender: { fullName: `Cash Heavy Sender ${suffix}`, cpf: '390.533.447-05' },
      beneficiary: {
        fullName: `Cash Beneficiary ${suffix}`,
        cpf: '286.255.878-87',
        bankName: 'Itaú',
        branch: '0002',
        accountNumber: '9876-5',
      },
      amountUsd: 10500,
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page.getByTestId('compliance-flag').filter({ hasText: 'CTR' }).waitFor();

    await page.goto(`${stack.baseUrl}/compliance/alerts`);
    const ctr = page
      .getByRole('table', { name: 'Compliance alerts' })
      .getByRole('row')
      .filter({ hasText: `Cash Heavy Sender ${suffix}` });
    await ctr.getByText('CTR').waitFor();
    await ctr.getByText(/\$10,505\.00 cash \(threshold \$10,000\.00\)/).waitFor();

    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Cancel and refund' });
    await ask.getByText(`Cancel order #${orderId} and refund $10,505.00 (the total with fee) to the sender?`).waitFor();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${orderId} cancelled: refund of $10,505.00 recorded` })
      .waitFor();
    await page
      .getByTestId('order-refund')
      .getByText(/^\$10,505\.00 on /)
      .waitFor();
    await expect(page.getByRole('button', { name: 'Cancel and refund' }).count()).resolves.toBe(0);

    await page.goto(`${stack.baseUrl}/receipt/${orderId}`);
    await page.getByTestId('receipt-title').first().getByText(`Recibo de cancelamento / Cancellation receipt #${orderId}`).waitFor();
    const statement = page.getByTestId('receipt-cancellation').first();
    await statement
      .getByText(
        /Full refund to the sender: \$10,505\.00, the amount of \$[\d,.]+ and the fee of \$[\d,.]+\. Nothing will be paid to the beneficiary\./,
      )
      .waitFor();
    await statement.getByText(/Reembolso integral ao remetente: US\$\s10\.505,00/).waitFor();
    // A cancellation receipt promises no payout (12 CFR 1005.34).
    await expect(page.getByText(/Amount the beneficiary will receive|Date funds will be available/).count()).resolves.toBe(0);

    // An examiner's questions: the order of $3,000 or more and its cancellation, from the records screen.
    await page.goto(`${stack.baseUrl}/compliance/recordkeeping`);
    await page
      .getByRole('table', { name: 'Orders of $3,000 or more' })
      .getByRole('row')
      .filter({ hasText: `Cash Heavy Sender ${suffix}` })
      .waitFor();
    await page
      .getByRole('table', { name: 'Cancellations and refunds' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` })
      .getByText('$10,505.00')
      .waitFor();
  });
});
