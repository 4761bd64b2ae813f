/**
 * Setup of the web unit tests: the whole English catalogue in place before any screen renders, as
 * the router has it before a signed-in screen (i18n/index.ts loadScreenTexts, docs/screens.md#weight).
 */
import { loadScreenTexts } from '../i18n';

await loadScreenTexts();
