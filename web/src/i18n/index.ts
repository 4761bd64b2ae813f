/**
 * The web app's language (docs/i18n.md): rosetta (a 300-byte i18n library, in i18next's place for
 * /login's weight: docs/screens.md#weight) over two catalogues (English, the specs' words word for
 * word: en.json for /login, the error pages and the server's errors, en.screens.json for the
 * signed-in screens; and pt-BR.json): nested keys 'a.b.c', '{{name}}' placeholders (a missing or
 * null value reads as nothing), plural suffixes '_one' / '_other' chosen with `count` by the
 * language's Intl.PluralRules, English as every key's fallback, then the key itself. The choice is
 * remembered by the browser under the localStorage key 'language'; the first visit follows the
 * browser's language. The chosen language sets <html lang> ('en' or 'pt-BR') and the formats of
 * ui/format.ts. React renders anew on a change through useLanguage.
 */
import { useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
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

type Catalogue = Record<string, unknown>;

/**
 * The catalogues as loaded so far, by language: English starts with the first download's part
 * (a copy: the screens' texts are added beside its sections, en.json's own object stays as
 * shipped); the others are added as they load.
 */
const catalogues = rosetta<Catalogue>({ en: { ...start } });
let language: Language = initialLanguage();
const listeners = new Set<() => void>();
applyToDocument(language);

/**
 * The English catalogue as loaded so far: the fallback of every key, the receipts' language and
 * the sentences the server says word for word (ui/errorMessages.ts). The first download holds the
 * texts of /login, the error pages and the server's errors (en.json); the signed-in screens' texts
 * (en.screens.json) come with the first signed-in screen (loadScreenTexts), and with Portuguese.
 * The other languages' catalogues (same keys: i18n/catalogues.test.ts) load on demand, so the first
 * visit brings only one (docs/screens.md#weight).
 */
export function englishCatalogue(): object {
  return catalogues.table('en') ?? {};
}

let deferredTexts: Promise<void> | null = null;

/**
 * Fetches the English texts /login's first paint does not show once (en.deferred.json, its own chunk): the second
 * factor's (`auth.mfa`, `auth.devices`, `auth.tokens`) and the server's error sentences by code (`errors.codes`). The
 * code step and the enrolment wait for them as their code loads, a refused sign-in as its reader of the server's errors
 * does (routes/login/useLogin.ts), and loadScreenTexts brings them with the signed-in screens' (docs/screens.md#weight).
 * Rejects when the chunk cannot be fetched (offline), and tries again at the next call.
 */
export function loadDeferredTexts(): Promise<void> {
  deferredTexts ??= import('./en.deferred.json').then(
    (texts) => {
      // Parts of en.json's sections: each added beside its section's own texts (rosetta's set replaces a whole section).
      const table = (catalogues.table('en') ?? {}) as Record<string, Catalogue | undefined>;
      const merged: Catalogue = {};
      for (const [section, parts] of Object.entries(texts.default)) merged[section] = { ...table[section], ...parts };
      catalogues.set('en', merged);
    },
    (error: unknown) => {
      deferredTexts = null;
      throw error;
    },
  );
  return deferredTexts;
}

let screenTexts: Promise<void> | null = null;

/**
 * Fetches the signed-in screens' English texts (en.screens.json, its own chunk, and the deferred
 * ones, loadDeferredTexts) once; the router waits for them before it shows a signed-in
 * screen. Rejects when a chunk cannot be fetched (offline), and tries again at the next call.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= Promise.all([import('./en.screens.json'), loadDeferredTexts()]).then(
    ([screens]) => {
      // Its sections are not en.json's (i18n/catalogues.test.ts): added beside them.
      catalogues.set('en', screens.default);
    },
    (error: unknown) => {
      screenTexts = null;
      throw error;
    },
  );
  return screenTexts;
}

/** MUI's own texts of its components (pagination, dialogs' labels) in a language, for its theme (app.tsx). */
export type ComponentTexts = (typeof import('./componentTexts'))['ptBR'];

/**
 * The catalogues other than English, each its own chunk, loaded when its language is chosen, with
 * MUI's texts in that language (English is MUI's own): its locale module builds a number format
 * as it loads, work an English reader's first screen need not do (docs/screens.md#weight).
 */
const LOAD_CATALOGUE: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: object; components: ComponentTexts }>> = {
  'pt-BR': async () => {
    const [catalogue, { ptBR }] = await Promise.all([import('./pt-BR.json'), import('./componentTexts')]);
    return { catalogue: catalogue.default, components: ptBR };
  },
};

/** MUI's texts of each language loaded so far but English. */
const componentTexts = new Map<Language, ComponentTexts>();

/** MUI's texts in `language` for its theme, once its catalogue is loaded; undefined for English (MUI's own). */
export function componentTextsOf(language: Language): ComponentTexts | undefined {
  return componentTexts.get(language);
}

/**
 * Fetches `language`'s catalogue once (its own chunk) and adds it, with the whole English one
 * (which Portuguese reads the server's English sentences by, ui/errorMessages.ts) and MUI's texts
 * in that language; English's first part is bundled. Rejects when a chunk cannot be fetched
 * (offline).
 */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || catalogues.table(language)) return;
  const [loaded] = await Promise.all([LOAD_CATALOGUE[language](), loadScreenTexts()]);
  componentTexts.set(language, loaded.components);
  catalogues.set(language, loaded.catalogue as Catalogue);
}

/**
 * Settles when the starting language's catalogue is in place: app.tsx renders after it, so the
 * first screen never shows English to a Portuguese reader (a failed fetch falls back to English).
 */
export const catalogueReady: Promise<void> = loadCatalogue(currentLanguage()).catch(() => undefined);

/** The language in use now. */
export function currentLanguage(): Language {
  return language;
}

/** Switches the app to `next`, remembers it in this browser and sets <html lang>. */
export async function setLanguage(next: Language): Promise<void> {
  await loadCatalogue(next);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, next);
  applyToDocument(next);
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

/** `key`'s text in `lang`'s catalogue with `params` filled in; undefined when it holds no text there. */
function textIn(lang: Language, key: string, params: Record<string, unknown> | undefined): string | undefined {
  const held = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
      catalogues.table(lang),
    );
  return typeof held === 'string' ? catalogues.t(key, params ?? {}, lang) : undefined;
}

/** Whether the catalogues hold a text under `key` (in the current language or in English). */
export function hasText(key: string): boolean {
  return textIn(language, key, undefined) !== undefined || textIn('en', key, undefined) !== undefined;
}

/** Each language's plural rules ('one', 'other'...), built once. */
const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * Translates `key` of the catalogues ('orders.created'), in the current language unless `lang`
 * is given (the receipts keep English), falling back to English, then to the key itself; `params`
 * fill the placeholders, and `count` picks the plural form. The app is mounted anew on a language
 * switch (app.tsx), so a component may call this while rendering.
 */
export function translate(key: string, params?: Record<string, unknown>, lang: Language = language): string {
  // A count picks the plural form its language's rules name ('_one', '_other'), else the key's own text.
  const count = params?.count;
  const keys = typeof count === 'number' ? [`${key}_${pluralOf(lang, count)}`, `${key}_other`, key] : [key];
  for (const catalogueLanguage of lang === 'en' ? (['en'] as const) : ([lang, 'en'] as const)) {
    for (const k of keys) {
      const text = textIn(catalogueLanguage, k, params);
      if (text !== undefined) return text;
    }
  }
  return key;
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
