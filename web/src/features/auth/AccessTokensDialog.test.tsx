// @vitest-environment jsdom
/**
 * 'Access tokens' in the user badge's Security menu (docs/employees-and-access.md#sign-in-screens): a name is required,
 * read-only is the default, and the token is shown once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { UserBadge } from './UserBadge';

const created: { name: string; scope: string; expiresInDays: number }[] = [];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openBadge() {
  return renderScreen(<UserBadge employee={{ id: '7', fullName: 'Ana Reis', role: 'ADMINISTRATOR', profileImage: null }} />, {
    path: '/',
    url: '/',
    resolvers: {
      Query: { accessTokens: () => [] },
      Mutation: {
        createAccessToken: (_: unknown, args: { name: string; scope: string; expiresInDays: number }) => {
          created.push(args);
          return {
            token: 'pat_secret_shown_once',
            accessToken: {
              id: '5',
              name: args.name,
              scope: args.scope,
              createdAt: '2026-11-26T13:00:00Z',
              expiresAt: '2026-12-26T13:00:00Z',
              lastUsedAt: null,
            },
          };
        },
      },
    },
  });
}

describe("the badge's access tokens", () => {
  it('creates a read-only access token and shows it once', async () => {
    const user = userEvent.setup();
    openBadge();
    await user.click(screen.getByRole('button', { name: 'Security' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Access tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access tokens' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Name/), 'nightly report');
    expect((within(dialog).getByLabelText('Read-only') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect((await within(dialog).findByTestId('new-access-token')).textContent).toBe('pat_secret_shown_once');
    expect(within(dialog).getByText('Copy this token now: it will not be shown again.')).toBeTruthy();
    expect(created).toEqual([{ name: 'nightly report', scope: 'READ', expiresInDays: 90 }]);
  }, 30_000);
});
