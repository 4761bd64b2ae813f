import { useApolloClient, useMutation } from '@apollo/client/react';
import { LoginDocument } from '../../generated/graphql';
import { saveSession } from '../../features/auth/session';
import { errorCode, errorMessage } from '../../ui/errors';
import type { LoginValues } from './loginSchema';
import { translate, type Language } from '../../i18n';
import { languageAtSignIn, useSaveLanguage } from '../../features/auth/language';

/** The spec's message for a refused login (docs/employees-and-access.md#validation and docs/errors.md). */
export const WRONG_CREDENTIALS = 'login.wrongCredentials';

/** The message a failed login shows: the spec's generic one, the server's for rate limiting. */
export function loginFailureMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT') return translate(WRONG_CREDENTIALS);
  if (code === 'RATE_LIMITED') return errorMessage(error, translate('login.tooManyAttempts'));
  return errorMessage(error, translate('login.failed'));
}

/**
 * Signs in: on success stores the token and userInfo, empties the Apollo cache (a previous user's
 * viewer must not show), saves a language chosen on /login to the record, and returns the record's
 * language to switch to (`language`, null when none: docs/i18n.md); on failure returns the message to show.
 */
export function useLogin() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LoginDocument);
  const saveLanguage = useSaveLanguage();

  async function login(values: LoginValues): Promise<{ ok: true; language: Language | null } | { ok: false; message: string }> {
    try {
      const { data } = await mutate({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) return { ok: false, message: translate('login.failed') };
      saveSession(data.login);
      await client.clearStore();
      const language = languageAtSignIn(data.login.language);
      if (language.save) await saveLanguage(language.save);
      return { ok: true, language: language.apply };
    } catch (error) {
      return { ok: false, message: loginFailureMessage(error) };
    }
  }

  return { login, loading };
}
