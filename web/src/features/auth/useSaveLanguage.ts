import { useMutation } from '@apollo/client/react';
import { SetLanguageDocument } from './SetLanguage.generated';
import type { Language } from '../../i18n';
import { recordLanguageOf } from './language';

/**
 * Saves a language on the signed-in employee's record (mutation setLanguage). A failure is not
 * shown: the browser keeps the choice anyway, and the next choice saves it again.
 */
export function useSaveLanguage(): (language: Language) => Promise<void> {
  const [mutate] = useMutation(SetLanguageDocument);
  return async (language) => {
    try {
      await mutate({ variables: { language: recordLanguageOf(language) } });
    } catch {
      // Kept by the browser; see the docstring.
    }
  };
}
