import { useApolloClient, useMutation } from '@apollo/client/react';
import { LoginDocument } from '../../generated/graphql';
import { saveSession } from '../../features/auth/session';
import { errorCode, errorMessage } from '../../ui/errors';
import type { LoginValues } from './loginSchema';
import { translate } from '../../i18n';

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
 * Signs in: on success stores the token and userInfo and empties the Apollo cache (a previous
 * user's viewer must not show); on failure returns the message to show.
 */
export function useLogin() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LoginDocument);

  async function login(values: LoginValues): Promise<{ ok: true } | { ok: false; message: string }> {
    try {
      const { data } = await mutate({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) return { ok: false, message: translate('login.failed') };
      saveSession(data.login);
      await client.clearStore();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: loginFailureMessage(error) };
    }
  }

  return { login, loading };
}
