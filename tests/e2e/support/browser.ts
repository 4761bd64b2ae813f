/**
 * Debian's Chromium driven by playwright-core (no browser download). When Chromium is missing the
 * suites are skipped with a line saying so, except under CI=true, where that fails the run.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { watchRequests } from './screens.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser suites cannot run here, or null when they can. @throws under CI when Chromium is missing. */
export function browserUnavailable(): string | null {
  if (existsSync(chromiumPath)) return null;
  const reason = `Chromium not found at ${chromiumPath} (apt-get install -y chromium)`;
  if (process.env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  process.stdout.write(`SKIPPED: end-to-end browser tests — ${reason}\n`);
  return reason;
}

/** Launches headless Chromium with the flags this machine needs (docs/ARCHITECTURE.md#known-pitfalls: root, no network). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * A context whose live-updates socket (graphql-ws at /graphql, docs/live-updates.md) is held open and never
 * answered: not down (so no "paused" chip, no refetch on focus) and never told of a change. For suites that read a
 * screen as it stands on the shared stack, where another suite's order would otherwise refetch its queries mid-check.
 * Its pages' requests are counted from the start, for settle (./screens.ts).
 */
export async function contextWithoutLiveUpdates(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', watchRequests);
  await context.routeWebSocket(/\/graphql$/, () => undefined);
  return context;
}
