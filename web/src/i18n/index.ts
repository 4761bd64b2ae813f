/**
 * The web app's language (docs/i18n.md): i18next, with two catalogues (English, the specs' words
 * word for word: en.json for /login, the error pages and the server's errors, en.screens.json for
 * the signed-in screens; and pt-BR.json), nested keys 'a.b.c', '{{name}}' placeholders, plural
 * suffixes '_one' / '_other' chosen with `count`, English as every key's fallback. The choice is
 * remembered by the browser under the localStorage key 'language'; the first visit follows the
 * browser's language. The chosen language sets <html lang> ('en' or 'pt-BR') and the formats of
 * ui/format.ts. React renders anew on a change through useLanguage (a few lines over i18next's
 * 'languageChanged' event, in place of react-i18next: docs/screens.md#weight).
 */
import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import start from './en.json';

/** The languages a user may choose, with the name each is offered under (in its own words). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pt-BR', name: 'Português' },
] as const;

/** A language code: 'en' or 'pt-BR' (also the BCP 47 locale of its formats and of <html lang>). */
export type Language = (typeof LANGUAGES)[number]['code'];

/** The localStorage key the choice is kept under. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** 'pt-BR' for any Portuguese tag ('pt', 'pt-PT', 'pt-BR'), 'en' for anything else. */
export function languageOf(tag: string | null | undefined): Language {
  return tag && /^pt\b/i.test(tag) ? 'pt-BR' : 'en';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The language to start with: the remembered choice, else the browser's first language. */
export function initialLanguage(): Language {
  const remembered = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (remembered === 'en' || remembered === 'pt-BR') return remembered;
  return typeof navigator === 'undefined' ? 'en' : languageOf(navigator.languages?.[0] ?? navigator.language);
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The i18next instance of the app, initialised synchronously with the first download's English;
 * the signed-in screens' English and the chosen language's catalogue are added as they load.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  // A copy: i18next adds the screens' texts into the object it is given (en.json's own stays as shipped).
  resources: { en: { translation: { ...start } } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'pt-BR'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyToDocument(currentLanguage());

/**
 * The English catalogue as loaded so far: the fallback of every key, the receipts' language and
 * the sentences the server says word for word (ui/errorMessages.ts). The first download holds the
 * texts of /login, the error pages and the server's errors (en.json); the signed-in screens' texts
 * (en.screens.json) come with the first signed-in screen (loadScreenTexts), and with Portuguese.
 * The other languages' catalogues (same keys: i18n/catalogues.test.ts) load on demand, so the first
 * visit brings only one (docs/screens.md#weight).
 */
export function englishCatalogue(): object {
  return i18n.getResourceBundle('en', 'translation') as object;
}

let screenTexts: Promise<void> | null = null;

/**
 * Fetches the signed-in screens' English texts (en.screens.json, its own chunk) once; the router
 * waits for them before it shows a signed-in screen. Rejects when the chunk cannot be fetched
 * (offline), and tries again at the next call.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('./en.screens.json').then(
    (screens) => {
      i18n.addResourceBundle('en', 'translation', screens.default, true, true);
    },
    (error: unknown) => {
      screenTexts = null;
      throw error;
    },
  );
  return screenTexts;
}

/** The catalogues other than English, each its own chunk, loaded when its language is chosen. */
const LOAD_CATALOGUE: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  'pt-BR': () => import('./pt-BR.json'),
};

/**
 * Fetches `language`'s catalogue once (its own chunk) and adds it, with the whole English one
 * (which Portuguese reads the server's English sentences by, ui/errorMessages.ts); English's first
 * part is bundled. Rejects when a chunk cannot be fetched (offline).
 */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const [catalogue] = await Promise.all([LOAD_CATALOGUE[language](), loadScreenTexts()]);
  i18n.addResourceBundle(language, 'translation', catalogue.default, true, true);
}

/**
 * Settles when the starting language's catalogue is in place: main.tsx renders after it, so the
 * first screen never shows English to a Portuguese reader (a failed fetch falls back to English).
 */
export const catalogueReady: Promise<void> = loadCatalogue(currentLanguage()).catch(() => undefined);

/** The language in use now. */
export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

/** Switches the app to `language`, remembers it in this browser and sets <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/**
 * Translates `key` of the catalogues ('orders.created'), in the current language unless `language`
 * is given (the receipts keep English), falling back to English, then to the key itself; `params`
 * fill the placeholders, and `count` picks the plural form. The app is mounted anew on a language
 * switch (main.tsx), so a component may call this while rendering.
 */
export function translate(key: string, params?: Record<string, unknown>, language?: Language): string {
  return i18n.t(key, { ...(params ?? {}), ...(language ? { lng: language } : {}) });
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The language in use, for a component that must render anew when it changes ('en' or 'pt-BR'; a
 * change that leaves the language as it was renders nothing).
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** For a component: `t`, the translate of this module, rendering anew when the language changes. */
export function useTranslation(): { t: typeof translate } {
  useLanguage();
  return { t: translate };
}
