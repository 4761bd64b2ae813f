/**
 * The language kept on the employee's record (docs/i18n.md "The choice"): a choice in the user badge
 * is saved on the record as well as in the browser; at sign-in the record's language applies, except
 * that a choice made on /login before signing in wins and is saved to the record.
 */
import type { Language as RecordLanguage } from '../../generated/graphql';
import { currentLanguage, type Language } from '../../i18n';

/** The sessionStorage key that marks a language chosen on /login, not yet saved on a record. */
export const LANGUAGE_CHOSEN_AT_LOGIN_KEY = 'languageChosenAtLogin';

/** The GraphQL Language of an app language: 'en' → EN, 'pt-BR' → PT_BR. */
export function recordLanguageOf(language: Language): RecordLanguage {
  return language === 'pt-BR' ? 'PT_BR' : 'EN';
}

/** The app language of a record's Language (null when never chosen). */
export function appLanguageOf(language: RecordLanguage | null | undefined): Language | null {
  return language === 'PT_BR' ? 'pt-BR' : language === 'EN' ? 'en' : null;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers that the language was chosen on /login, so the sign-in saves it instead of applying the record's. */
export function markLanguageChosenAtLogin(): void {
  tabStorage()?.setItem(LANGUAGE_CHOSEN_AT_LOGIN_KEY, '1');
}

/**
 * What a sign-in does about the language, given the record's: `save` the language in use to the
 * record when it was chosen on /login before signing in (and differs from the record's), else
 * `apply` the record's language when it differs from the one in use (null: nothing to do).
 * Forgets the /login choice.
 */
export function languageAtSignIn(recordLanguage: RecordLanguage | null | undefined): { save: Language | null; apply: Language | null } {
  const storage = tabStorage();
  const chosenAtLogin = storage?.getItem(LANGUAGE_CHOSEN_AT_LOGIN_KEY) === '1';
  storage?.removeItem(LANGUAGE_CHOSEN_AT_LOGIN_KEY);
  const current = currentLanguage();
  const fromRecord = appLanguageOf(recordLanguage);
  if (chosenAtLogin) return { save: fromRecord === current ? null : current, apply: null };
  return { save: null, apply: fromRecord && fromRecord !== current ? fromRecord : null };
}
