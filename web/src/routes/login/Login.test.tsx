// @vitest-environment jsdom
/**
 * The language at sign-in (docs/i18n.md "The choice"): the employee's record decides, unless a
 * language was chosen on /login before signing in, which wins and is saved to the record.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { currentLanguage, setLanguage } from '../../i18n';
import LoginPage from './Login';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function openLogin(recordLanguage: 'EN' | 'PT_BR' | null) {
  return renderScreen(<LoginPage />, {
    path: '/login',
    url: '/login',
    mocks: {
      LoginResult: () => ({
        mfaRequired: false,
        challenge: null,
        enrol: false,
        token: 'token-1',
        employeeId: '7',
        fullName: 'Ana Reis',
        role: 'EMPLOYEE',
        language: recordLanguage,
        mustChangePassword: false,
      }),
    },
    resolvers: {
      Mutation: {
        setLanguage: (_: unknown, { language }: { language: string }) => {
          saved.push(language);
          return { isAdministrator: false, employee: { id: '7', language } };
        },
      },
    },
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, submit: string) {
  await user.type(screen.getByLabelText(/^(Email|E-mail)/), 'ana@agency.test');
  await user.type(screen.getByLabelText(/^(Password|Senha)/), 'long-enough');
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByText('elsewhere')).toBeTruthy();
}

describe('the language at sign-in', () => {
  it("switches to the language kept on the employee's record", async () => {
    const user = userEvent.setup();
    openLogin('PT_BR');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    await signIn(user, 'Login');
    await waitFor(() => expect(currentLanguage()).toBe('pt-BR'));
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(window.localStorage.getItem('language')).toBe('pt-BR');
    expect(saved).toEqual([]);
  }, 30_000);

  it('keeps the language of the browser when the record has none, and saves nothing', async () => {
    const user = userEvent.setup();
    openLogin(null);
    await signIn(user, 'Login');
    expect(currentLanguage()).toBe('en');
    expect(saved).toEqual([]);
  }, 30_000);

  it('lets a choice made on /login win over the record, and saves it to the record', async () => {
    const user = userEvent.setup();
    openLogin('EN');
    await user.click(screen.getByRole('button', { name: 'Português' }));
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    await signIn(user, 'Entrar');
    await waitFor(() => expect(saved).toEqual(['PT_BR']));
    expect(currentLanguage()).toBe('pt-BR');
  }, 30_000);
});
