/**
 * Waiting for a screen to be still before a suite reads it (axe, sizes), for e2e suites.
 *
 * A screen is still when its heading is drawn, no request of its own is in flight, no progress bar
 * is shown and no finite animation or CSS transition is running. The last part matters: MUI buttons
 * move their colours over 250 ms, so a button enabled by data that has just arrived (the dashboard's
 * 'Export CSV') is half-way between its disabled grey and its colour for a moment, and axe reading it
 * then finds a contrast of 3.9:1 that no user ever sees (docs/screens.md#accessibility).
 */
import type { Page, Request } from 'playwright-core';

/** The requests of each watched page still waiting for their answer. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** The kinds of request a screen waits for: its data and the code of a screen not yet loaded. */
const SCREEN_REQUESTS = new Set(['fetch', 'xhr', 'script', 'stylesheet']);

/**
 * Starts counting `page`'s requests in flight (its data, its code), for settle's quiet network.
 * Call it before the page's first navigation; calling it again does nothing.
 */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (SCREEN_REQUESTS.has(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  // A document left behind cancels what it was waiting for: Playwright reports those as failed.
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Resolves once `page` has had no request in flight for `quietMs` (ms); throws after `timeoutMs`. */
async function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle: call watchRequests(page) before the page navigates');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`settle: requests still in flight after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Resolves once no finite animation or transition runs on the page (infinite ones, a spinner's, are
 * left: settle waits for the progress bar to go instead). Awaits each one's `finished` (a cancelled
 * one rejects: caught) and looks again, as one ending can start another; fails past `timeoutMs`.
 */
async function animationsFinished(page: Page, timeoutMs: number): Promise<void> {
  const left = await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (running.length === 0) return [];
      if (performance.now() > deadline)
        return running.map((a) => `${a.constructor.name} ${String((a as CSSTransition).transitionProperty ?? a.id)}`);
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  }, timeoutMs);
  if (left.length > 0) throw new Error(`settle: animations still running after ${timeoutMs} ms: ${left.join(', ')}`);
}

/**
 * Waits until the screen on `page` is still: its heading (`heading`, a CSS selector; `main h1` by
 * default) drawn, no request in flight for 300 ms, no progress bar, no finite animation or
 * transition running. Where the app redirects (a clerk sent from an administrators' screen to
 * /dashboard after the Access Denied dialog), it waits for the screen it lands on. `page` must be
 * watched (watchRequests). Throws when the heading, the network or the animations do not settle
 * within 30 s each.
 */
export async function settle(page: Page, heading = 'main h1'): Promise<void> {
  await page.locator(heading).first().waitFor({ timeout: 30_000 });
  await networkQuiet(page, 300, 30_000);
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await animationsFinished(page, 30_000);
}

/** Resolves after the page has drawn two more frames (React's updates of the last events committed and painted). */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Changes `page`'s viewport to `size` in place (no reload: what a tablet turned on its side does) and
 * waits until the screen has laid itself out again: the new width seen by the page, its media queries'
 * re-renders drawn, any request they started answered and any transition they started finished.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await frames(page);
  if ((inFlight.get(page)?.size ?? 0) > 0) await networkQuiet(page, 100, 30_000);
  await animationsFinished(page, 30_000);
  await frames(page);
}

/** Moves the app on `page` to `path` through the history API, as its own links do, and waits until the headings it showed are gone and another is drawn. */
async function historyTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of Array.from(document.querySelectorAll('h1'))) heading.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('h1[data-e2e-left]') && document.querySelector('h1') !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Opens `path` (with its query) in the signed-in app on `page` and waits until it is still (settle,
 * `heading` as there). The first time, or from /login, it loads the page; after that it moves the app
 * as its links do (the history API, no reload: the code, the session and Apollo's cache stay), through
 * /select, which is outside the app's frame, so the screen before is gone (two screens of one component,
 * /orders and /orders/standby, would otherwise share their heading) and `path`'s is drawn anew.
 */
export async function openScreen(page: Page, baseUrl: string, path: string, heading = 'main h1'): Promise<void> {
  const here = page.url().startsWith(baseUrl) ? new URL(page.url()) : null;
  const signedIn = here !== null && !['/login', '/change-password'].includes(here.pathname) && (await page.locator('h1').count()) > 0;
  if (!signedIn) {
    await page.goto(`${baseUrl}${path}`);
  } else {
    if (here.pathname !== '/select' && new URL(path, baseUrl).pathname !== '/select') await historyTo(page, '/select');
    await historyTo(page, path);
  }
  await settle(page, heading);
}

/**
 * The screens the page's sidebar (its main navigation) links to, as paths, each once; /playground
 * (GraphiQL, audited on its own) left out. Read where the sidebar is on screen (900 px wide and up).
 */
export async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('nav a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].filter((path) => path !== '/playground');
}
