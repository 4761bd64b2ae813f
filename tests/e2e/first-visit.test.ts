/**
 * The first visit, measured in Debian's Chromium against `npm start` (docs/screens.md#loading):
 * /login downloads only its own screen's JavaScript, compressed (brotli), with the hashed assets
 * cached for a year and the page itself never; a screen's code arrives when the clerk opens it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/**
 * The most JavaScript /login may bring over the wire, compressed. It was 1.46 MB uncompressed in one
 * chunk before the screens loaded with their routes; it is about 270 KB now (docs/screens.md#loading).
 */
const LOGIN_SCRIPT_BUDGET = 300 * 1024;

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

  it('loads /login with compressed, cacheable scripts of its own, and the other screens only when opened', async () => {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; bytes: number; encoding?: string; cache?: string }>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      scripts.set(event.requestId, { url: event.response.url, bytes: 0, encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.bytes = event.encodedDataLength;
    });
    const response = await page.goto(`${stack.baseUrl}/login`);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');

    const loaded = [...scripts.values()];
    expect(loaded.length).toBeGreaterThan(0);
    const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
    const list = loaded.map((s) => `${s.url.split('/').pop()} ${s.bytes}`).join(', ');
    expect(total, `${total} bytes of JavaScript on the wire for /login: ${list}`).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET);
    for (const script of loaded) {
      // Files under 1 KB are not worth a compressed copy (the build's threshold).
      if (script.bytes > 2048) expect({ url: script.url, encoding: script.encoding }).toEqual({ url: script.url, encoding: 'br' });
      expect(script.cache).toBe('public, max-age=31536000, immutable');
    }

    // Signing in brings the dashboard's own code then, not before.
    const before = scripts.size;
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByTestId('hold-box').waitFor();
    expect(scripts.size).toBeGreaterThan(before);
  });
});
