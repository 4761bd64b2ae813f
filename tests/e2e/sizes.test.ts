/**
 * Screen sizes, end to end in Debian's Chromium against `npm start` (docs/screens.md#sizes): at a
 * phone (390×844), a tablet (800×1000) and a laptop (1366×768) the page title (h1) and its buttons
 * are on screen and not under the fixed app bar; on a phone the orders table shows its key
 * columns (id, beneficiary, amount, status) without scrolling sideways; the sidebar fits a
 * 1366×768 screen; investment amounts stay on one line with their currency; no button's label
 * breaks across lines or leaves its border or its card, in English or Portuguese, on the screens
 * with rows of buttons and in the transfer log.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createInvestment, createOrders, createParties } from './support/seed.js';
import { signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1000 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** Screens with a title and buttons beside it. */
const SCREENS = ['/dashboard', '/orders', '/clients', '/beneficiaries', '/employees', '/investments/list'];

/** The localStorage key the browser remembers the clerk's language under (docs/i18n.md). */
const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Screens with buttons in a row beside filters or a total: on the compliance alerts at 1366 wide
 * the filters squeezed 'Export CSV' to 64 px, its label on two lines and its icon over its border;
 * at 390 the dashboard's 'Show Pending Orders' and the order form's 'Adicionar Pagamento' broke in two.
 */
const BUTTON_SCREENS = [
  '/dashboard',
  '/orders',
  '/orders/hold',
  '/compliance/alerts',
  '/compliance/recordkeeping',
  '/investments/list',
  '/new',
];

/**
 * Each element's label, its lines (the distinct tops of its text's boxes; an icon is not text) and
 * whether it and its icon lie inside the nearest paper (a card, a dialog) or the main area.
 */
async function measureButtons(elements: Locator): Promise<{ label: string; lines: number; inside: boolean }[]> {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) if (box.width > 0) tops.add(Math.round(box.top));
      }
      const border = element.getBoundingClientRect();
      const icon = element.querySelector('svg')?.getBoundingClientRect();
      const container = (element.parentElement!.closest('.MuiPaper-root') ?? element.closest('main'))!.getBoundingClientRect();
      return {
        label: (element.textContent ?? '').trim(),
        lines: tops.size,
        inside:
          border.left >= container.left - 0.5 &&
          border.right <= container.right + 0.5 &&
          (!icon || (icon.left >= border.left && icon.right <= border.right)),
      };
    }),
  );
}

/** The order page's button that opens the transfer log, in each language. */
const TRANSFER_LOG: Record<string, string> = { en: 'Transfer Log', 'pt-BR': 'Registro de Pagamentos' };

describe.skipIf(skipReason !== null)('screen sizes', () => {
  let stack: Stack;
  let browser: Browser;
  let orderId: string | undefined;
  let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    const parties = await createParties(page, Date.now().toString(36));
    [orderId] = await createOrders(page, parties, 3, new Date().toISOString().slice(0, 10));
    await createInvestment(page, parties.clientId);
    storageState = await context.storageState();
    await context.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A new page at `size`, signed in, its language the one remembered by the browser ('en' by default). */
  async function open(size: (typeof SIZES)[number], path: string, language = 'en'): Promise<Page> {
    const origins = storageState.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== LANGUAGE_STORAGE_KEY),
        { name: LANGUAGE_STORAGE_KEY, value: language },
      ],
    }));
    const context = await browser.newContext({
      storageState: { ...storageState, origins },
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  }

  for (const size of SIZES) {
    it(`keeps every title and its buttons on screen and clear of the app bar at ${size.width}×${size.height}`, async () => {
      const page = await open(size, SCREENS[0]!);
      for (const path of SCREENS) {
        await page.goto(`${stack.baseUrl}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
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
        for (const box of boxes.boxes) {
          expect({ path, ...box, underBar: box.top < boxes.barBottom }).toMatchObject({ underBar: false });
          expect({ path, ...box, offScreen: box.left < 0 || box.right > boxes.width + 0.5 }).toMatchObject({ offScreen: false });
        }
      }
      await page.context().close();
    }, 120_000);
  }

  for (const size of SIZES) {
    it(`keeps every button's label on one line inside its border, in English and Portuguese, at ${size.width}×${size.height}`, async () => {
      for (const language of ['en', 'pt-BR']) {
        const page = await open(size, BUTTON_SCREENS[0]!, language);
        for (const path of BUTTON_SCREENS) {
          await page.goto(`${stack.baseUrl}${path}`);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          const buttons = await measureButtons(page.locator('main .MuiButton-root:visible'));
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
          expect(
            buttons.some((button) => button.label.startsWith('Export')),
            path,
          ).toBe(path !== '/new');
          for (const button of buttons) expect({ path, ...button }).toEqual({ path, label: button.label, lines: 1, inside: true });
        }
        // The transfer log's actions (a link, 'Export CSV', 'Close') and figures stay inside the dialog.
        await page.goto(`${stack.baseUrl}/order/${orderId}`);
        await page.getByRole('button', { name: TRANSFER_LOG[language] }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('transfer-log-remainder').waitFor();
        const actions = await measureButtons(dialog.locator('.MuiButton-root:visible, a:visible, [data-testid^="transfer-log-"]'));
        expect(actions.length).toBe(7);
        for (const action of actions) expect(action).toEqual({ label: action.label, lines: 1, inside: true });
        await page.context().close();
      }
    }, 120_000);
  }

  it('shows the key columns of the orders table on a phone without scrolling sideways', async () => {
    const page = await open(SIZES[0], '/orders');
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
    await page.context().close();
  });

  it('fits the sidebar on a 1366×768 screen', async () => {
    const page = await open(SIZES[2], '/dashboard');
    for (const path of ['/dashboard', '/orders', '/compliance/alerts', '/investments/dashboard']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The group of the screen on show is open: its link is there.
      await nav.locator(`a[href="${path}"]`).waitFor();
      const fit = await nav.evaluate((el) => ({ path: location.pathname, overflow: el.scrollHeight - el.clientHeight }));
      expect(fit).toEqual({ path, overflow: 0 });
    }
    // A closed group opens and closes from the keyboard.
    await page.goto(`${stack.baseUrl}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const compliance = nav.getByRole('button', { name: 'Compliance' });
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('false');
    await compliance.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Alerts' }).waitFor();
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.context().close();
  });

  it('keeps investment amounts on one line with their currency on a phone', async () => {
    const page = await open(SIZES[0], '/investments/list');
    await page.getByTestId('investment-row').first().waitFor();
    const lines = await page
      .getByTestId('investment-row')
      .first()
      .locator('td.MuiTableCell-alignRight')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          // The text's height in lines of the cell's own line height (a caption beside it sits on the same line).
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
          return { text: (cell.textContent ?? '').trim(), lines: Math.round(range.getBoundingClientRect().height / lineHeight) };
        }),
      );
    expect(lines.length).toBe(4);
    for (const cell of lines) expect(cell).toEqual({ text: cell.text, lines: 1 });
    await page.context().close();
  });
});
