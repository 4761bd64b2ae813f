/**
 * Printing, end to end in Debian's Chromium against `npm start` (docs/screens.md#print): the
 * Orders Report, the Receipt of Payments and the order receipt printed to PDF on Letter and on A4,
 * read back as text (unpdf): every column of the report is on the page (Total BRL and Remaining
 * included), the receipt of payments keeps its figures and payment lines, the receipt keeps its two
 * copies on one sheet with the legal text at 8 pt or more.
 */
import type { Browser, Page } from 'playwright-core';
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createOrders, createParties, gqlAsUser } from './support/seed.js';
import { signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

const FORMATS = ['Letter', 'A4'] as const;

/** The PDF of the page as printed on `format`, as its pages' text and text items (height in points). */
async function printed(page: Page, format: (typeof FORMATS)[number]) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format, printBackground: true })));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const { items } = await extractTextItems(pdf);
  await page.emulateMedia({ media: 'screen' });
  return { totalPages, text: text.map((t) => t.replace(/\s+/g, ' ')), items: items.flat() };
}

describe.skipIf(skipReason !== null)('printing', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let orderIds: string[];
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    const parties = await createParties(page, `print ${Date.now().toString(36)}`);
    orderIds = await createOrders(page, parties, 3, today);
    // Two partial payments of the first order (USD 100 at 5.000000: BRL 500.00).
    for (const value of ['150.00', '120.50']) {
      await gqlAsUser(page, 'mutation($o: ID!, $v: Decimal!) { addPartialPayment(orderId: $o, value: $v) { __typename } }', {
        o: orderIds[0],
        v: value,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const format of FORMATS) {
    it(`prints the Orders Report on ${format} with every column`, async () => {
      await page.goto(`${stack.baseUrl}/orders/report/${today}_${today}`);
      await page.getByTestId('report-totals').waitFor();
      const { text } = await printed(page, format);
      const first = text[0]!;
      for (const header of ['ID', 'Client Name', 'Telephone', 'Recipient Name', 'Payment Date', 'Total USD', 'Total BRL', 'Remaining']) {
        expect(first, `${header} on the first ${format} page`).toContain(header);
      }
      // The last columns' figures of a row are on the page too (nothing cut at the right edge).
      expect(first).toMatch(/R\$\s?500\.00/);
      expect(first).toMatch(/R\$\s?229\.50/);
    });

    it(`prints the Receipt of Payments on ${format} with its figures and payments`, async () => {
      await page.goto(`${stack.baseUrl}/report/${orderIds[0]}`);
      await page.getByTestId('payment-line').first().waitFor();
      const { totalPages, text } = await printed(page, format);
      expect(totalPages).toBe(1);
      for (const words of [
        'Receipt of Payments',
        'Amount BRL',
        'Total Paid',
        'Date',
        'Value',
        'R$150.00',
        'R$120.50',
        'R$270.50',
        'R$229.50',
      ]) {
        expect(text[0]!.replace(/\s/g, ''), `${words} on the ${format} page`).toContain(words.replace(/\s/g, ''));
      }
    });

    it(`prints the receipt's two copies on one ${format} sheet with the legal text at 8 pt or more`, async () => {
      await page.goto(`${stack.baseUrl}/receipt/${orderIds[0]}`);
      await page.getByTestId('receipt-title').first().waitFor();
      const { totalPages, items } = await printed(page, format);
      expect(totalPages).toBe(1);
      const legal = items.filter((item) => /Right to cancel|Direito de cancelamento/.test(item.str));
      expect(legal.length).toBeGreaterThanOrEqual(2);
      for (const item of legal)
        expect({ text: item.str.slice(0, 20), atLeast8pt: item.height >= 7.95, points: item.height }).toMatchObject({ atLeast8pt: true });
      const signature = items.filter((item) => /Client signature/.test(item.str));
      expect(signature).toHaveLength(2);
      for (const item of signature) expect(item.height).toBeGreaterThanOrEqual(7.95);
    });
  }
});
