import { useState } from 'react';
import loginOperation from './Login.graphql?raw';
import setLanguageOperation from '../../features/auth/SetLanguage.graphql?raw';
import type { SetLanguageMutation, SetLanguageMutationVariables } from '../../features/auth/SetLanguage.generated';
import type { LoginMutation, LoginMutationVariables } from './Login.generated';
import { markMustChangePassword, saveSession } from '../../features/auth/session';
import type { VerifyLoginMutation } from '../../features/auth/VerifyLogin.generated';
import { GraphQLFailure, postGraphQL } from '../../features/auth/graphqlFetch';
import { languageAtSignIn, recordLanguageOf } from '../../features/auth/language';
import type { LoginValues } from './loginSchema';
import { loadDeferredTexts, translate, type Language } from '../../i18n';

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
    if (code === 'MFA_CODE_INVALID') return translate('auth.mfa.codeInvalid');
    if (code === 'MFA_CHALLENGE_INVALID') return translate('auth.mfa.challengeInvalid');
    const first = error.errors[0];
    if (!first) return translate(code === 'RATE_LIMITED' ? 'login.tooManyAttempts' : 'login.failed');
    try {
      // With the server's sentences by code, which the first download does not carry either (loadDeferredTexts).
      const [{ translatedMessage }] = await Promise.all([import('../../ui/errorMessages'), loadDeferredTexts()]);
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

/** A session as login, verifyLogin and enableSecondFactor answer it. */
export type SignedInSession = VerifyLoginMutation['verifyLogin'];

/** What the password step leads to: the session, a code to ask for, or an enrolment (docs/employees-and-access.md#sign-in). */
export type LoginStep =
  | { ok: true; step: 'session'; session: SignedInSession }
  | { ok: true; step: 'code' | 'enrol'; challenge: string }
  | { ok: false; message: string };

/**
 * Finishes a sign-in with its session: stores the token and userInfo (and, when an administrator set the password,
 * the mark that opens only the change-password screen), saves a language chosen on /login to the record, and
 * returns the record's language to switch to (null when none: docs/i18n.md).
 */
export async function completeSignIn(session: SignedInSession, email: string): Promise<Language | null> {
  saveSession(session);
  if (session.mustChangePassword) markMustChangePassword(email.trim());
  const language = languageAtSignIn(session.language);
  if (language.save) await saveLanguageOnRecord(language.save, session.token);
  return language.apply;
}

/**
 * The password step of a sign-in with a plain `fetch` of the Login mutation (no Apollo Client on /login:
 * docs/screens.md#weight): the session, or the challenge of the second step (a code, or an enrolment); on failure
 * the message to show. The signed-in screens start with a new Apollo cache for the new token
 * (web/src/apollo/SignedInApollo.tsx).
 */
export function useLogin() {
  const [loading, setLoading] = useState(false);

  async function login(values: LoginValues): Promise<LoginStep> {
    setLoading(true);
    try {
      const data = await postGraphQL<LoginMutation, LoginMutationVariables>(loginOperation, {
        email: values.email.trim(),
        password: values.password,
      });
      const reply = data.login;
      if (reply.mfaRequired && reply.challenge) return { ok: true, step: reply.enrol ? 'enrol' : 'code', challenge: reply.challenge };
      if (!reply.token || !reply.employeeId || !reply.fullName || !reply.role) return { ok: false, message: translate('login.failed') };
      return {
        ok: true,
        step: 'session',
        session: { ...reply, token: reply.token, employeeId: reply.employeeId, fullName: reply.fullName, role: reply.role },
      };
    } catch (error) {
      return { ok: false, message: await loginFailureMessage(error) };
    } finally {
      setLoading(false);
    }
  }

  return { login, loading };
}
