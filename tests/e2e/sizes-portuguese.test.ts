/**
 * Screen sizes in Portuguese, end to end in Debian's Chromium against `npm start` (docs/screens.md#sizes):
 * Portuguese labels are longer than English ones, so at a tablet (800×1000) and a laptop (1366×768)
 * the key columns of every table (id, names, amount, payment date, status), header and first row, lie
 * inside the screen and the table's box, and every card of a card list inside the screen; and at a
 * phone, a tablet and a laptop no button's label breaks across lines or leaves its border or its card,
 * on the screens with rows of buttons and in the transfer log. The English half, and the checks made in
 * English only, are sizes-english.test.ts; both share what they measure (support/sizes.ts).
 *
 * One page signed in once: each screen is loaded once and measured at every width in place.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { misplacedButtons, misplacedKeyColumnsAndCards, openSizesSuite, type Seeded } from './support/sizes.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();
const language = 'pt-BR';

describe.skipIf(skipReason !== null)('screen sizes in Portuguese', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let seeded: Seeded;

  beforeAll(async () => {
    ({ stack, browser, page, seeded } = await openSizesSuite(language));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("shows every table's key columns and every card inside the screen at 800×1000 and 1366×768 in pt-BR", async () => {
    const misplaced = await misplacedKeyColumnsAndCards(page, stack.baseUrl, seeded, language);
    expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
  }, 240_000);

  it("keeps every button's label on one line inside its border in pt-BR, at 390×844, 800×1000 and 1366×768", async () => {
    const misplaced = await misplacedButtons(page, stack.baseUrl, seeded.orderId, language);
    expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
  }, 240_000);
});
