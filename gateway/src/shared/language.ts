/** The staff app's language between GraphQL and the REST API (docs/i18n.md), shared by auth and employees. */
import type { Language } from '../generated/resolvers-types.js';

/** Language enum ↔ REST language (docs/i18n.md): EN 'en', PT_BR 'pt-BR'. */
export const restLanguages: Record<Language, 'en' | 'pt-BR'> = { EN: 'en', PT_BR: 'pt-BR' };

/** The GraphQL language of a REST record's `language`: null when never chosen (or unknown to this gateway). */
export function languageOf(language: string | null | undefined): Language | null {
  return language === 'en' ? 'EN' : language === 'pt-BR' ? 'PT_BR' : null;
}
