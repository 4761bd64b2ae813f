/**
 * Sanctions screening end to end, in Debian's Chromium against the stack started by `npm start`:
 * an administrator loads an invented SDN list (OFAC's layout) on the Sanctions List screen, Confirm
 * is refused for a listed sender with the match shown, the administrator overrides it with a
 * written reason, the order is taken, and the screening log shows the override.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { typeOrder } from './support/orders.js';
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
    ({ stack, browser, page } = await openSignedIn());
  });
  afterAll(() => closeSignedIn(browser, stack));

  it('loads the list, refuses a listed sender at Confirm, and takes the order after an administrator overrides it with a reason', async () => {
    await page.goto(`${stack.baseUrl}/compliance/sanctions`);
    await page.getByTestId('sanctions-summary').getByText(/No list loaded yet/).waitFor();
    await page.getByLabel('SDN file (sdn.csv)').setInputFiles({ name: 'sdn.csv', mimeType: 'text/csv', buffer: Buffer.from(SDN_CSV) });
    await page.getByLabel('Aliases file (alt.csv)').setInputFiles({ name: 'alt.csv', mimeType: 'text/csv', buffer: Buffer.from(ALT_CSV) });
    await page.getByRole('button', { name: 'Load list' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sanctions list loaded: 2 entries' }).waitFor();
    await expect.poll(() => page.getByTestId('sanctions-summary').innerText()).toMatch(/^2 entries, loaded /);

    // The sender's name in another order and case, without the comma: still the listed person.
    await typeOrder(page, stack.baseUrl, {
      sender: { fullName: 'Cassius Benedito Valderrama Ostrovsky', cpf: '529.982.247-25' },
      beneficiary: { fullName: `Clear Beneficiary ${suffix}`, cpf: '111.444.777-35', bankName: 'Caixa', branch: '0001', accountNumber: '1234-5' },
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const review = page.getByRole('dialog').filter({ hasText: 'Possible sanctions match' });
    await review.getByText(/VALDERRAMA OSTROVSKY, Cassius Benedito \(SDNT, score 1\.00\)/).waitFor();
    await expect(review.getByRole('button', { name: 'Override and confirm' }).isDisabled()).resolves.toBe(true);
    await review.getByLabel('Reason for the override').fill('Passport shows another date of birth and nationality');
    await review.getByRole('button', { name: 'Override and confirm' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('alert').filter({ hasText: `Order #${orderId} created` }).waitFor();

    // The log keeps the refusal and the override with its reason.
    await page.goto(`${stack.baseUrl}/compliance/sanctions`);
    const log = page.getByRole('table', { name: 'Screenings' });
    await log.getByText('Overridden: Passport shows another date of birth and nationality').first().waitFor();
    await log.getByText('Refused: possible match').first().waitFor();
  });
});
