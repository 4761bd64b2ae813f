import { useState } from 'react';
import loginOperation from './Login.graphql?raw';
import setLanguageOperation from '../../features/auth/SetLanguage.graphql?raw';
import type { SetLanguageMutation, SetLanguageMutationVariables } from '../../features/auth/SetLanguage.generated';
import type { LoginMutation, LoginMutationVariables } from './Login.generated';
import { saveSession } from '../../features/auth/session';
import { GraphQLFailure, postGraphQL } from '../../features/auth/graphqlFetch';
import { languageAtSignIn, recordLanguageOf } from '../../features/auth/language';
import type { LoginValues } from './loginSchema';
import { translate, type Language } from '../../i18n';

/** The spec's message for a refused login (docs/employees-and-access.md#validation and docs/errors.md). */
export const WRONG_CREDENTIALS = 'login.wrongCredentials';

/**
 * The message a failed login shows: the spec's generic one, the server's for rate limiting and
 * other refusals, read by ui/errorMessages.ts, which is fetched then rather than with /login
 * (docs/screens.md#weight).
 */
export async function loginFailureMessage(error: unknown): Promise<string> {
  if (error instanceof GraphQLFailure) {
    const code = error.code;
    if (code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT') return translate(WRONG_CREDENTIALS);
    const first = error.errors[0];
    if (!first) return translate(code === 'RATE_LIMITED' ? 'login.tooManyAttempts' : 'login.failed');
    try {
      const { translatedMessage } = await import('../../ui/errorMessages');
      return translatedMessage(first.message, first.extensions);
    } catch {
      // The reader could not be fetched (the connection dropped since the answer).
      return translate('login.failed');
    }
  }
  if (error instanceof TypeError) return translate('errors.unreachable');
  return translate('login.failed');
}

/**
 * Saves a language chosen on /login to the signed-in employee's record (mutation setLanguage). A
 * failure is not shown: the browser keeps the choice anyway, and the next choice saves it again.
 */
async function saveLanguageOnRecord(language: Language, token: string): Promise<void> {
  try {
    await postGraphQL<SetLanguageMutation, SetLanguageMutationVariables>(
      setLanguageOperation,
      { language: recordLanguageOf(language) },
      token,
    );
  } catch {
    // Kept by the browser; see the docstring.
  }
}

/**
 * Signs in with a plain `fetch` of the Login mutation (no Apollo Client on /login:
 * docs/screens.md#weight): on success stores the token and userInfo, saves a language chosen on
 * /login to the record, and returns the record's language to switch to (`language`, null when
 * none: docs/i18n.md); on failure returns the message to show. The signed-in screens start with a
 * new Apollo cache for the new token (web/src/apollo/SignedInApollo.tsx).
 */
export function useLogin() {
  const [loading, setLoading] = useState(false);

  async function login(values: LoginValues): Promise<{ ok: true; language: Language | null } | { ok: false; message: string }> {
    setLoading(true);
    try {
      const data = await postGraphQL<LoginMutation, LoginMutationVariables>(loginOperation, {
        email: values.email.trim(),
        password: values.password,
      });
      saveSession(data.login);
      const language = languageAtSignIn(data.login.language);
      if (language.save) await saveLanguageOnRecord(language.save, data.login.token);
      return { ok: true, language: language.apply };
    } catch (error) {
      return { ok: false, message: await loginFailureMessage(error) };
    } finally {
      setLoading(false);
    }
  }

  return { login, loading };
}
