/**
 * Accessibility of a clerk's screens and of the keyboard, end to end in Debian's Chromium against
 * `npm start` (docs/screens.md#accessibility): axe-core finds no serious or critical violation on
 * /login, on any screen of a clerk's sidebar (both areas; a screen the clerk may not open is audited
 * where the clerk lands), an order's page and the orders created today; and a clerk enters an order
 * from the first field of /new to Confirm with the keyboard only (the first Tab stop is 'Skip to
 * content'; after Confirm the focus is on the order's heading). An administrator's screens:
 * accessibility-administrator.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/audit.js';
import { browserUnavailable, contextWithoutLiveUpdates, launchBrowser } from './support/browser.js';
import { openScreen, settle, sidebarPaths } from './support/screens.js';
import { createOrders, createParties } from './support/seed.js';
import { createEmployee, signIn, type CreatedEmployee } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/**
 * The accessible name of the focused element (its label, aria-labelledby, aria-label or text), and
 * whether it lies inside the element of data-testid `scope` (true when no scope is given).
 */
async function focused(page: Page, scope?: string): Promise<{ name: string; inScope: boolean }> {
  return page.evaluate((scope) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', inScope: false };
    const byIds = el
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (label || byIds || el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
    return { name, inScope: scope ? Boolean(el.closest(`[data-testid="${scope}"]`)) : true };
  }, scope);
}

/** The accessible name of the focused element. */
async function focusedName(page: Page): Promise<string> {
  return (await focused(page)).name;
}

/**
 * Presses Tab until the focused element is named `name` inside `scope` (a data-testid), at most
 * 40 times: a field that keeps the focus (a trap) or is out of the tab order fails here.
 */
async function tabTo(page: Page, name: RegExp, scope?: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press(key);
    const now = await focused(page, scope);
    if (now.inScope && name.test(now.name)) return;
  }
  throw new Error(`Tab never reached ${name}${scope ? ` in ${scope}` : ''} (focus on '${await focusedName(page)}')`);
}

describe.skipIf(skipReason !== null)("accessibility of a clerk's screens and of the keyboard", () => {
  let stack: Stack;
  let browser: Browser;
  let clerkPage: Page;
  let orderId: string;
  let clerk: CreatedEmployee;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await admin.waitForURL(/\/select$/);
    const tag = Date.now().toString(36);
    const parties = await createParties(admin, tag);
    orderId = (await createOrders(admin, parties, 4, new Date().toISOString().slice(0, 10)))[0]!;
    clerk = await createEmployee(admin, stack.baseUrl, { fullName: `Rita Lima ${tag}` });
    await admin.context().close();
    // Live updates held (support/browser.ts): another suite's write on the shared stack would refetch a screen's
    // queries while axe reads it.
    clerkPage = await (await contextWithoutLiveUpdates(browser, { viewport: { width: 1366, height: 768 } })).newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds no serious or critical violation on any screen of a clerk, /login included', async () => {
    const page = clerkPage;
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    await settle(page, 'form');
    const findings = await seriousViolations(page, '/login');
    await signIn(page, stack.baseUrl, clerk.email, clerk.password);
    await page.waitForURL(/\/select$/);
    const visited = new Set<string>();
    const queue = ['/dashboard', '/investments/dashboard'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      // A clerk sent away from an administrators' screen is audited where they land, once it has settled.
      await openScreen(page, stack.baseUrl, path);
      findings.push(...(await seriousViolations(page, path)));
      for (const next of await sidebarPaths(page)) if (!visited.has(next) && next !== '/select') queue.push(next);
    }
    expect(visited.size).toBeGreaterThan(3);
    for (const path of [`/order/${orderId}`, '/orders/created-today']) {
      await openScreen(page, stack.baseUrl, path);
      findings.push(...(await seriousViolations(page, path)));
    }
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  }, 300_000);

  it('takes an order from the first field of /new to Confirm with the keyboard only', async () => {
    const page = clerkPage;
    // Signed in as the clerk by the test before, or here when it runs alone (-t).
    if (!page.url().startsWith(stack.baseUrl) || page.url().endsWith('/login')) {
      await signIn(page, stack.baseUrl, clerk.email, clerk.password);
      await page.waitForURL(/\/select$/);
    }
    await page.goto(`${stack.baseUrl}/new`);
    const sender = page.getByTestId('sender-section');
    await page.getByTestId('transfer-section').getByLabel('Fee', { exact: true }).waitFor();
    // The first Tab stop is 'Skip to content', and Enter on it moves focus past the sidebar to the screen (issue 30 item 17).
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The clerk starts in the first field; from there on, only keys.
    await sender.getByLabel(/^Full Name/).focus();
    const tag = Date.now().toString(36);
    await page.keyboard.type(`Keyboard Sender ${tag}`);
    const type = async (name: RegExp, scope: string, text: string) => {
      await tabTo(page, name, scope);
      await page.keyboard.type(text);
    };
    await type(/^Birthday/, 'sender-section', '09301979');
    await type(/^CPF/, 'sender-section', '52998224725');
    await type(/^Telephone/, 'sender-section', '9735550178');
    await type(/^Street Address/, 'sender-section', '78 Ferry Street');
    await type(/^Zip Code/, 'sender-section', '07105');
    await expect.poll(() => sender.getByLabel(/^City/).inputValue()).toBe('Newark');
    await type(/^Document Number/, 'sender-section', `K${tag}`);
    await type(/^Full Name/, 'beneficiary-section', `Keyboard Beneficiary ${tag}`);
    await type(/^CPF/, 'beneficiary-section', '11144477735');
    await type(/^State/, 'beneficiary-section', 'BA');
    await type(/^City/, 'beneficiary-section', 'Salvador');
    await type(/^Bank Name/, 'beneficiary-section', 'Itaú');
    await type(/^Branch/, 'beneficiary-section', '0101');
    await type(/^Account Number/, 'beneficiary-section', '555-1');
    await type(/^Document Number/, 'beneficiary-section', 'MG1234567');
    await type(/^Amount USD/, 'transfer-section', '100');
    // A select opens with the arrow key, takes the typed first letters and Enter.
    await tabTo(page, /^Payment In/, 'transfer-section');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // Tab goes on through Creation Date and Payment Date (plain text fields, no trap).
    await tabTo(page, /^Payment Method 1/, 'transfer-section');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Cash');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // First a payment short of the total: Preview's 'Error!' dialog has the focus, and Enter closes it.
    await type(/^Payment Value 1/, 'transfer-section', '100');
    await tabTo(page, /^Preview$/);
    await page.keyboard.press('Enter');
    const error = page.getByRole('dialog');
    await error.getByText('Total paid does not match total with fee!').waitFor();
    await page.keyboard.press('Enter');
    await error.waitFor({ state: 'detached' });
    // Then what the form says is due (the agency's fee included), back with Shift+Tab.
    const due = (await page.getByTestId('transfer-section').getByLabel('Total With Fee').inputValue()).replace(/,/g, '');
    expect(Number(due)).toBeGreaterThan(100);
    await tabTo(page, /^Payment Value 1/, 'transfer-section', 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(due);
    await tabTo(page, /^Preview$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/preview$/).catch(async (error) => {
      await page.screenshot({ path: '/tmp/keyboard-preview.png', fullPage: true });
      throw error;
    });
    await page.getByText(`Keyboard Sender ${tag}`).first().waitFor();
    await tabTo(page, /^Confirm$/);
    await page.keyboard.press('Enter');
    // A question on the way (a dialog) is answered with Enter too.
    const created = page.waitForURL(/\/order\/\d+$/, { timeout: 15_000 });
    const dialog = page.getByRole('dialog');
    await Promise.race([created, dialog.waitFor().then(() => page.keyboard.press('Enter'))]);
    await created;
    // The focus is on the new order page's heading, not on <body> (issue 30 item 17).
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`), {
        timeout: 10_000,
      })
      .toMatch(/^H1 Order #\d+/);
    await page
      .getByRole('alert')
      .filter({ hasText: /Order #\d+ created/ })
      .waitFor();
  }, 120_000);
});
