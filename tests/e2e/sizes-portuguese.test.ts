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
import { describe } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { sizesSuiteIn } from './support/sizes.js';

const skipReason = browserUnavailable();

describe.skipIf(skipReason !== null)('screen sizes in Portuguese', () => {
  sizesSuiteIn('pt-BR');
});
