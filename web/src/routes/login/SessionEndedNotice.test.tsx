// @vitest-environment jsdom
/**
 * An ended session on the way to an order (issue 30 item 10, docs/employees-and-access.md#sign-in):
 * the server refused the token on /preview, the app went to /login with sessionEndedState; the
 * sign-in page says the session ended and the order is kept, in the chosen language, and signing
 * in returns to /preview with the draft still stored.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEndedState } from '../../features/auth/sessionEnded';
import { loadDraft } from '../../features/orders/draft';
import { setLanguage, type Language } from '../../i18n';
import { storeOrderDraft } from '../../test-support/orderDraft';
import { renderScreen } from '../../test-support/screen';
import LoginPage from './Login';

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  window.localStorage.clear();
});

const SIGNED_IN = { token: 'token-1', employeeId: '7', fullName: 'Ana Reis', role: 'EMPLOYEE', language: null };

/** /login as the app opens it after the server ended the session on `from` (or as a plain visit when from is null). */
function openLogin(from: string | null) {
  return renderScreen(<LoginPage />, {
    path: '/login',
    url: from === null ? '/login' : { pathname: '/login', state: sessionEndedState({ pathname: from }) },
    mocks: {
      Session: () => SIGNED_IN,
      LoginResult: () => ({ ...SIGNED_IN, mfaRequired: false, enrol: false, challenge: null, mustChangePassword: false }),
    },
  });
}

describe('the sign-in page after the session ended (issue 30 item 10)', () => {
  it.each<[Language, string, string, RegExp]>([
    ['en', 'Your session ended; your order is kept. Sign in again to return to it.', 'Login', /^Email/],
    ['pt-BR', 'Sua sessão terminou; seu pedido foi guardado. Entre novamente para voltar a ele.', 'Entrar', /^E-mail/],
  ])(
    'says in %s that the order is kept, and signing in returns to /preview with the draft',
    async (language, says, submit, email) => {
      await setLanguage(language);
      storeOrderDraft();
      const user = userEvent.setup();
      const { router } = openLogin('/preview');
      expect((await screen.findByRole('status')).textContent).toBe(says);
      await user.type(screen.getByLabelText(email), 'ana@agency.test');
      await user.type(screen.getByLabelText(/^(Password|Senha)/), 'long-enough');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText('elsewhere')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/preview');
      expect(loadDraft()?.sender.fullName).toBe('Helena Duarte');
    },
    30_000,
  );

  it('says only that the session ended when it ended on another page, and nothing on a plain visit', async () => {
    openLogin('/clients');
    expect((await screen.findByRole('status')).textContent).toBe('Your session ended. Please sign in again.');
    cleanup();
    openLogin(null);
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('status')).toBeNull();
  }, 30_000);
});
