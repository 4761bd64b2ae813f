/**
 * Screen sizes in English, end to end in Debian's Chromium against `npm start` (docs/screens.md#sizes):
 * at a phone (390×844), a tablet (800×1000) and a laptop (1366×768) the page title (h1) and its
 * buttons are on screen and not under the fixed app bar; on a phone the orders table shows its key
 * columns (id, beneficiary, amount, status) without scrolling sideways; the sidebar fits a 1366×768
 * screen; investment amounts stay on one line with their currency; no button's label breaks across
 * lines or leaves its border or its card, on the screens with rows of buttons and in the transfer log.
 * At a tablet and a laptop the key columns of every table (id, names, amount, payment date, status),
 * header and first row, lie inside the screen and the table's box, and every card of a card list
 * inside the screen; at a phone a 60-character name without a space wraps inside its row or card and
 * leaves Amount and Status on screen (issue 30 items 5 and 15). The same tables, cards and buttons in
 * Portuguese: sizes-portuguese.test.ts (what both measure: support/sizes.ts).
 *
 * One page signed in once: each screen is loaded once and measured at every width in place.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { resize } from './support/screens.js';
import { SCREENS, SIZES, cardPlaces, keyColumnPlaces, sizesSuiteIn, visit, type Seeded } from './support/sizes.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();
const language = 'en';
const [PHONE, , LAPTOP] = SIZES;

describe.skipIf(skipReason !== null)('screen sizes in English', () => {
  const suite = sizesSuiteIn(language);
  let stack: Stack;
  let page: Page;
  let seeded: Seeded;
  beforeAll(() => {
    ({ stack, page, seeded } = suite());
  });

  it('wraps a 60-character name without a space inside its row and card on a phone, Amount and Status on screen', async () => {
    const { longOrderId, longName } = seeded;
    await resize(page, PHONE);
    const misplaced: unknown[] = [];
    // The orders table (the beneficiary's name) and the order tables of the day.
    for (const path of [`/orders?id=${longOrderId}`, '/orders/standby']) {
      await visit(page, stack.baseUrl, path);
      const row = page.getByTestId('order-row').filter({ hasText: `#${longOrderId}` });
      await row.waitFor();
      const places = await keyColumnPlaces(page.getByRole('table', { name: 'Orders', exact: true }), [
        'ID',
        'Beneficiary',
        'Amount USD',
        'Status',
      ]);
      misplaced.push(...places.filter((p) => p.header !== 'inside').map((p) => ({ path, ...p })));
      const cells = await row
        .locator('td')
        .evaluateAll((tds) =>
          tds
            .filter((td) => getComputedStyle(td).display !== 'none')
            .map((td) => ({ text: (td.textContent ?? '').slice(0, 20), right: Math.round(td.getBoundingClientRect().right) })),
        );
      expect(cells.length, path).toBe(4);
      for (const cell of cells) if (cell.right > 390) misplaced.push({ path, ...cell });
    }
    // The long name's cards and rows: Orders in Hold, the client, the beneficiary, the consortium.
    await visit(page, stack.baseUrl, '/orders/hold');
    const card = page.getByTestId('order-card').filter({ hasText: `#${longOrderId}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(longName);
    misplaced.push(...(await cardPlaces(card)).filter((p) => p.outside.length > 0).map((p) => ({ path: '/orders/hold', ...p })));
    await visit(page, stack.baseUrl, `/clients?search=${longName.slice(0, 20)}`);
    await page.getByTestId('client-card').first().waitFor();
    misplaced.push(
      ...(await cardPlaces(page.getByTestId('client-card'))).filter((p) => p.outside.length > 0).map((p) => ({ path: '/clients', ...p })),
    );
    for (const [path, table, columns] of [
      [`/beneficiaries?search=${longName.slice(0, 20)}`, 'Beneficiaries', ['ID', 'Full Name']],
      [`/consortium/${seeded.consortiumId}`, 'Register', ['Client Name', 'Amount USD', 'Status']],
      ['/birthdays', "Today's birthdays", ['ID', 'Full Name']],
    ] as const) {
      await visit(page, stack.baseUrl, path);
      const located = page.getByRole('table', { name: table, exact: true });
      await located.locator('tbody tr').first().waitFor();
      const places = await keyColumnPlaces(located, [...columns]);
      misplaced.push(...places.filter((p) => p.header !== 'inside' || p.cell !== 'inside').map((p) => ({ path, ...p })));
    }
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ misplaced, pageOverflow }, JSON.stringify(misplaced, null, 2)).toEqual({ misplaced: [], pageOverflow: 0 });
  }, 120_000);

  it('keeps every title and its buttons on screen and clear of the app bar at 390×844, 800×1000 and 1366×768', async () => {
    const misplaced: unknown[] = [];
    for (const path of SCREENS) {
      await resize(page, LAPTOP);
      await visit(page, stack.baseUrl, path);
      for (const size of SIZES) {
        await resize(page, size);
        const boxes = await page.evaluate(() => {
          const bar = document.querySelector('header.MuiAppBar-root');
          const barBottom = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().bottom : 0;
          const title = document.querySelector('main h1')!;
          const row = title.parentElement!;
          const boxes = [title, ...Array.from(row.querySelectorAll('button, a'))].map((el) => {
            const r = el.getBoundingClientRect();
            return { what: (el.textContent ?? '').trim().slice(0, 30), top: r.top, left: r.left, right: r.right };
          });
          return { barBottom, boxes, width: document.documentElement.clientWidth };
        });
        // At a phone and a tablet the app bar is there, so a title under it would be caught.
        if (size.width < 900 && boxes.barBottom === 0) misplaced.push({ path, width: size.width, appBar: 'missing' });
        for (const box of boxes.boxes) {
          if (box.top < boxes.barBottom) misplaced.push({ path, width: size.width, underBar: box });
          if (box.left < 0 || box.right > boxes.width + 0.5) misplaced.push({ path, width: size.width, offScreen: box });
        }
      }
    }
    expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
  }, 120_000);

  it('shows the key columns of the orders table on a phone without scrolling sideways', async () => {
    await resize(page, PHONE);
    await visit(page, stack.baseUrl, '/orders');
    await page.getByTestId('order-row').first().waitFor();
    const table = page.getByRole('table', { name: 'Orders' });
    const visibleHeaders = await table
      .locator('thead th')
      .evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => (c.textContent ?? '').trim()));
    expect(visibleHeaders).toEqual(['ID', 'Beneficiary', 'Amount USD', 'Status']);
    const overflow = await table.evaluate((el) => {
      const container = el.parentElement!;
      return {
        table: container.scrollWidth - container.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });
    // Every key cell of the first row is within the screen.
    const cells = await page
      .getByTestId('order-row')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getBoundingClientRect().right));
    expect(cells).toHaveLength(4);
    for (const right of cells) expect(right).toBeLessThanOrEqual(390);
  });

  it('fits the sidebar on a 1366×768 screen', async () => {
    await resize(page, LAPTOP);
    for (const path of ['/dashboard', '/orders', '/compliance/alerts', '/investments/dashboard']) {
      await visit(page, stack.baseUrl, path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The group of the screen on show is open: its link is there.
      await nav.locator(`a[href="${path}"]`).waitFor();
      const fit = await nav.evaluate((el) => ({ path: location.pathname, overflow: el.scrollHeight - el.clientHeight }));
      expect(fit).toEqual({ path, overflow: 0 });
    }
    // A closed group opens and closes from the keyboard.
    await visit(page, stack.baseUrl, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const compliance = nav.getByRole('button', { name: 'Compliance' });
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('false');
    await compliance.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Alerts' }).waitFor();
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('keeps investment amounts on one line with their currency on a phone', async () => {
    await resize(page, PHONE);
    await visit(page, stack.baseUrl, '/investments/list');
    await page.getByTestId('investment-row').first().waitFor();
    const lines = await page
      .getByTestId('investment-row')
      .first()
      .locator('td.MuiTableCell-alignRight')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => {
            // The text's height in lines of the cell's own line height (a caption beside it sits on the same line).
            const range = document.createRange();
            range.selectNodeContents(cell);
            const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
            return { text: (cell.textContent ?? '').trim(), lines: Math.round(range.getBoundingClientRect().height / lineHeight) };
          }),
      );
    // On a phone the amount USD only: the monthly incomes and the amount BRL show from a wider screen up.
    expect(lines.length).toBe(1);
    for (const cell of lines) expect(cell).toEqual({ text: cell.text, lines: 1 });
  });
});
