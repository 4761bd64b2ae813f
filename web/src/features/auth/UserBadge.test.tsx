// @vitest-environment jsdom
/**
 * The language choice in the user badge (docs/i18n.md "The choice"): kept by the browser and saved
 * on the employee's record, so it follows the clerk to another counter.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { currentLanguage, setLanguage } from '../../i18n';
import { UserBadge } from './UserBadge';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  window.localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  window.localStorage.clear();
});

describe('the language in the user badge', () => {
  it("switches the badge to Portuguese, and saves the choice on the browser and on the employee's record", async () => {
    const user = userEvent.setup();
    renderScreen(<UserBadge employee={{ id: '7', fullName: 'Ana Reis', role: 'EMPLOYEE', profileImage: null }} />, {
      path: '/',
      url: '/',
      resolvers: {
        Mutation: {
          setLanguage: (_: unknown, { language }: { language: string }) => {
            saved.push(language);
            return { isAdministrator: false, employee: { id: '7', language } };
          },
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Português' }));
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(currentLanguage()).toBe('pt-BR');
    expect(window.localStorage.getItem('language')).toBe('pt-BR');
    await waitFor(() => expect(saved).toEqual(['PT_BR']));

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    await waitFor(() => expect(saved).toEqual(['PT_BR', 'EN']));
  }, 30_000);
});
