/**
 * The web app's language (docs/i18n.md): two catalogues (English, the specs' words word for word:
 * en.json for /login, the error pages and the server's errors, en.screens.json for the signed-in
 * screens; and pt-BR.json) read with i18next's conventions (nested keys 'a.b.c', '{{name}}'
 * placeholders, plural suffixes '_one' / '_other' chosen by Intl.PluralRules with `count`, English
 * as every key's fallback), the choice remembered by the browser under the localStorage key
 * 'language', the first visit following the browser's language. The chosen language sets
 * <html lang> ('en' or 'pt-BR') and the formats of ui/format.ts. A few dozen lines rather than
 * i18next and react-i18next, which were a tenth of /login's first download (docs/screens.md#weight).
 */
import { useSyncExternalStore } from 'react';
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

/**
 * The English catalogue as loaded so far: the fallback of every key, the receipts' language and
 * the sentences the server says word for word (ui/errorMessages.ts). The first download holds the
 * texts of /login, the error pages and the server's errors (en.json); the signed-in screens' texts
 * (en.screens.json) come with the first signed-in screen (loadScreenTexts), and with Portuguese.
 * The other languages' catalogues (same keys: i18n/catalogues.test.ts) load on demand, so the first
 * visit brings only one (docs/screens.md#weight).
 */
export function englishCatalogue(): object {
  return catalogues.en;
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
      catalogues.en = { ...start, ...(screens.default as Catalogue) };
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

/** A catalogue: nested sections down to the texts. */
type Catalogue = { [key: string]: string | Catalogue };

const catalogues: { en: Catalogue } & Partial<Record<Language, Catalogue>> = { en: start };
let active: Language = initialLanguage();
const listeners = new Set<() => void>();

/** The text at `key` ('a.b.c') of `language`'s catalogue, or undefined. */
function lookup(language: Language, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogues[language];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `language` (its plural form when `count` is given), else undefined. */
function resolve(language: Language, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const plural = lookup(language, `${key}_${new Intl.PluralRules(language).select(count)}`);
    if (plural !== undefined) return plural;
  }
  return lookup(language, key);
}

/** The text of `key` in `language`, else in English (the fallback of every key), else undefined. */
function find(key: string, params: Record<string, unknown>, inLanguage: Language): string | undefined {
  const count = params.count;
  return resolve(inLanguage, key, count) ?? (inLanguage === 'en' ? undefined : resolve('en', key, count));
}

/**
 * The i18n of the app: whether a key has a text (in the current language or English) and the
 * current language's code ('en' or 'pt-BR').
 */
export const i18n = {
  exists(key: string): boolean {
    return find(key, {}, active) !== undefined;
  },
  get language(): Language {
    return active;
  },
};
applyToDocument(active);

/**
 * Fetches `language`'s catalogue once (its own chunk) and adds it, with the whole English one
 * (which Portuguese reads the server's English sentences by, ui/errorMessages.ts); English's first
 * part is bundled. Rejects when a chunk cannot be fetched (offline).
 */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || catalogues[language]) return;
  const [catalogue] = await Promise.all([LOAD_CATALOGUE[language](), loadScreenTexts()]);
  catalogues[language] = catalogue.default as Catalogue;
}

/**
 * Settles when the starting language's catalogue is in place: main.tsx renders after it, so the
 * first screen never shows English to a Portuguese reader (a failed fetch falls back to English).
 */
export const catalogueReady: Promise<void> = loadCatalogue(currentLanguage()).catch(() => undefined);

/** The language in use now. */
export function currentLanguage(): Language {
  return active;
}

/** Switches the app to `language`, remembers it in this browser and sets <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  const changed = language !== active;
  active = language;
  applyToDocument(language);
  if (changed) for (const listener of [...listeners]) listener();
}

/** A text with its '{{name}}' placeholders filled from `params` (one left as it is without its value). */
function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    if (value === null) return '';
    // Written as i18next wrote it: a text or number as it is, an array joined with ','.
    return (value as { toString(): string }).toString();
  });
}

/**
 * Translates `key` of the catalogues ('orders.created'), in the current language unless `language`
 * is given (the receipts keep English), falling back to English, then to the key itself; `params`
 * fill the placeholders, and `count` picks the plural form. The app is mounted anew on a language
 * switch (main.tsx), so a component may call this while rendering.
 */
export function translate(key: string, params: Record<string, unknown> = {}, language?: Language): string {
  const text = find(key, params, language ?? active);
  return text === undefined ? key : interpolate(text, params);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
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
