/**
 * The first visit, measured in Debian's Chromium against `npm start` (docs/screens.md#weight):
 * /login and /dashboard stay within their JavaScript budgets on the wire (brotli, the bytes
 * Chrome's network layer counts), no script arrives twice, the hashed assets are cached for a year
 * and the page itself never; a screen's code arrives when the clerk opens it.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/**
 * The most JavaScript /login may bring over the wire, compressed, HTTP headers included (about
 * 0.9 KB a file): the issue's target, 150 KB. It was 1.46 MB uncompressed in one chunk before the
 * screens loaded with their routes, then 271.5 KB in 21 files, 208.8 KB in 6 files once it signed
 * in without Apollo Client, 159.1 KB with i18next, 145.9 KB in 3 files with rosetta reading the
 * texts and React Router's production build, without formik, TextField's select machinery, the
 * notices' Snackbar and Dialog, and with only /login's English texts; 148.7 KB in 5 files
 * (152,287 bytes), the entry run in three stages; 263.6 KB after issue 34 (a module /login shared
 * with the signed-in chunk brought that chunk); 149.5 KB in 5 files now (153,085 bytes,
 * docs/screens.md#weight), the second factor's texts and the server's sentences by code fetched
 * when used. React DOM and React Router are 55% of it, MUI's core most of the rest.
 */
const LOGIN_SCRIPT_BUDGET = 150 * 1024;
/**
 * The most JavaScript a first visit to /dashboard (signed in, empty cache) may bring: 405 KB in 48
 * files, then 389 KB in 32, 253.6 KB in 8, 246.6 KB in 7, 249.0 KB in 9; 245.3 KB in 9 files now
 * (251,220 bytes), MUI X's calendar, date-fns, decimal.js, csv-stringify, formik and yup left to
 * when they are used, the frame's own code in one chunk with only its own operations' documents. The target is 300 KB.
 * 266 KB since the import screen's Portuguese refusals share the frame's amount localiser (ui/errorMessages'
 * localParams, an export of the `app` chunk): 265.0 KB then (271,404 bytes), 44 bytes over the 265 KB it had.
 */
const DASHBOARD_SCRIPT_BUDGET = 266 * 1024;

interface Script {
  url: string;
  bytes: number;
  encoding?: string;
  cache?: string;
}

/** The names of the GraphQL operations the page sends from now on, in the order sent. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(String(JSON.parse(request.postData() ?? '{}').operationName));
  });
  return operations;
}

/** Records every script the page downloads, with its bytes on the wire (CDP encodedDataLength). */
async function recordScripts(page: Page): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const pending = new Map<string, Script>();
  const loaded: Script[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(event.requestId, {
      url: event.response.url,
      bytes: 0,
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = pending.get(event.requestId);
    if (!script) return;
    script.bytes = event.encodedDataLength;
    loaded.push(script);
  });
  return loaded;
}

/** Checks the budget, that no script came twice, and the compression and cache headers. */
function expectWithinBudget(loaded: Script[], budget: number, what: string): number {
  expect(loaded.length).toBeGreaterThan(0);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  const list = loaded.map((s) => `${s.url.split('/').pop()} ${s.bytes}`).join(', ');
  expect(total, `${total} bytes of JavaScript on the wire for ${what}: ${list}`).toBeLessThanOrEqual(budget);
  const urls = loaded.map((s) => s.url);
  expect(
    urls.filter((url, i) => urls.indexOf(url) !== i),
    `scripts downloaded twice for ${what}`,
  ).toEqual([]);
  for (const script of loaded) {
    // Files under 1 KB are not worth a compressed copy (the build's threshold).
    if (script.bytes > 2048) expect({ url: script.url, encoding: script.encoding }).toEqual({ url: script.url, encoding: 'br' });
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  }
  process.stdout.write(`first visit: ${what} ${total} bytes of JavaScript in ${loaded.length} files: ${list}\n`);
  return total;
}

describe.skipIf(skipReason !== null)('the first visit', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A new browser context signed in as the administrator, on /select; `options` for the context (a viewport). */
  async function signedInPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    return { context, page };
  }

  it('loads /login within its budget with compressed, cacheable scripts, and the other screens only when opened', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = await recordScripts(page);
    const response = await page.goto(`${stack.baseUrl}/login`);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget(loaded, LOGIN_SCRIPT_BUDGET, '/login');
    // Only the English catalogue: Portuguese is its own chunk, fetched when chosen.
    expect(loaded.some((s) => /pt-BR/.test(s.url))).toBe(false);
    // Nor Apollo Client: /login signs in with a plain fetch; the 'apollo' chunk comes with the signed-in screens.
    expect(loaded.filter((s) => /\/apollo-[^/]*\.js$/.test(s.url))).toEqual([]);

    // Signing in brings the dashboard's own code then, not before.
    const before = loaded.length;
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByTestId('hold-box').waitFor();
    expect(loaded.length).toBeGreaterThan(before);
    expect(loaded.some((s) => /\/apollo-[^/]*\.js$/.test(s.url))).toBe(true);
    await context.close();
  });

  it('loads /dashboard, signed in with an empty cache, within its budget', async () => {
    const signedIn = (await signedInPage()).context;
    const storageState = await signedIn.storageState();
    await signedIn.close();

    // A new context: the same stored session, nothing cached.
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const loaded = await recordScripts(page);
    const response = await page.goto(`${stack.baseUrl}/dashboard`);
    // Its page asks for the signed-in frame's code beside the entry chunk (app.html), not after it ran.
    expect(await response?.text()).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/apollo-[^"]+\.js">/);
    await page.getByTestId('hold-box').waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget(loaded, DASHBOARD_SCRIPT_BUDGET, '/dashboard');
    await context.close();
  });

  it("keeps the dashboard's week as tall while it loads as once loaded, on a laptop and on a phone", async () => {
    for (const width of [1366, 390]) {
      const { context, page } = await signedInPage({ viewport: { width, height: 900 } });
      // The week's reply is held back until the placeholder has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('"DashboardWeek"')) await held;
        await route.continue();
      });
      await page.goto(`${stack.baseUrl}/dashboard`);
      const placeholder = await page.getByRole('progressbar', { name: /week/i }).boundingBox();
      release();
      const loaded = await page.getByRole('list', { name: 'Week' }).boundingBox();
      expect(placeholder?.height, `the week at ${width} px wide`).toBeCloseTo(loaded?.height ?? 0, 0);
      await context.close();
    }
  });

  it('asks for nothing on /dashboard without a session: the clerk is sent to sign in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const operations = recordOperations(page);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual([]);
    await context.close();
  });

  it("asks for the dashboard's data once a visit, and afresh when the clerk comes back", async () => {
    // A clerk's browser in the agency's time zone (the stack's default): on a first visit the week
    // is asked for by the browser's today, and again when the agency's today turns out to be
    // another day, which a browser in UTC sees from 00:00 to 05:00 UTC.
    const { context, page } = await signedInPage({ timezoneId: 'America/New_York' });
    // No live updates here: another suite's order on the shared stack would refetch the dashboard's queries
    // (docs/live-updates.md "The web"). The socket is held open, never answered: not down, no refetch on focus.
    await context.routeWebSocket(/\/graphql$/, () => undefined);
    const operations = recordOperations(page);
    // An administrator's: the open alerts and the sanctions list's state too.
    const dashboardOperations = ['BirthdayBox', 'DashboardSummary', 'DashboardWeek', 'OpenComplianceAlerts', 'SanctionsListState'];

    // The queries start as the route is entered, the screen's hooks read their replies: one request each.
    await page.goto(`${stack.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('hold-box').innerText()).toMatch(/\d+ Transaction/);
    await page.waitForLoadState('networkidle');
    expect(operations.sort()).toEqual([...dashboardOperations, 'Layout'].sort());
    await expect.poll(() => page.getByTestId('week-day').count()).toBe(5);

    // Back from another screen: the dashboard's data is asked for again, the frame's is not.
    const ordersAnswered = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"OrderTablePage"'),
    );
    await page.getByRole('link', { name: 'List Orders' }).click();
    await ordersAnswered;
    operations.length = 0;
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => [...operations].sort()).toEqual(dashboardOperations);
    await page.getByTestId('hold-box').waitFor();
    await expect.poll(() => page.getByTestId('week-day').count()).toBe(5);
    expect(operations.sort()).toEqual(dashboardOperations);
    await context.close();
  });
});
