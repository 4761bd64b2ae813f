/**
 * Setup of the web unit tests: the whole English catalogue in place before any screen renders, as
 * the router has it before a signed-in screen (i18n/index.ts loadScreenTexts, docs/screens.md#weight),
 * and English as the language: the files of a worker share their modules (`isolate: false` in
 * vitest.config.ts), so a file starts in English whatever the one before it left.
 */
import { currentLanguage, LANGUAGE_STORAGE_KEY, loadScreenTexts, setLanguage } from '../i18n';

await loadScreenTexts();
if (currentLanguage() !== 'en') {
  await setLanguage('en');
  // As a first visit has it: nothing remembered in this file's fresh storage.
  if (typeof window !== 'undefined') window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
}
