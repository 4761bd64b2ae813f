// @vitest-environment jsdom
/**
 * The user badge's Security menu (docs/employees-and-access.md#sign-in-screens): 'Signed-in devices' lists each
 * session's browser and system, address and instants in the agency's zone, signs one out and every other one
 * ('Access tokens' in AccessTokensDialog.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { storeAgencyTimeZone } from './session';
import { UserBadge } from './UserBadge';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Device = { id: string; createdAt: string; lastSeenAt: string; address: string | null; userAgent: string | null; current: boolean };
let devices: Device[];
let ended: string[];

beforeEach(() => {
  window.localStorage.clear();
  storeAgencyTimeZone('America/New_York');
  ended = [];
  devices = [
    {
      id: '1',
      createdAt: '2026-11-26T13:05:00.000Z',
      lastSeenAt: '2026-11-26T20:40:00.000Z',
      address: '203.0.113.9',
      userAgent: CHROME,
      current: true,
    },
    {
      id: '2',
      createdAt: '2026-11-20T12:00:00.000Z',
      lastSeenAt: '2026-11-21T01:30:00.000Z',
      address: '198.51.100.4',
      userAgent: FIREFOX,
      current: false,
    },
    {
      id: '3',
      createdAt: '2026-11-25T12:00:00.000Z',
      lastSeenAt: '2026-11-25T12:00:00.000Z',
      address: null,
      userAgent: 'curl/8.5.0',
      current: false,
    },
  ];
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openBadge() {
  return renderScreen(<UserBadge employee={{ id: '7', fullName: 'Ana Reis', role: 'ADMINISTRATOR', profileImage: null }} />, {
    path: '/',
    url: '/',
    resolvers: {
      Query: { mySessions: () => devices },
      Mutation: {
        endSession: (_: unknown, { id }: { id: string }) => {
          ended.push(id);
          devices = devices.filter((d) => d.id !== id);
          return devices;
        },
        endOtherSessions: () => {
          ended.push('others');
          devices = devices.filter((d) => d.current);
          return devices;
        },
        createAccessToken: (_: unknown, args: { name: string; scope: string; expiresInDays: number }) => ({
          token: 'pat_secret_shown_once',
          accessToken: {
            id: '5',
            name: args.name,
            scope: args.scope,
            createdAt: '2026-11-26T13:00:00Z',
            expiresAt: '2026-12-26T13:00:00Z',
            lastUsedAt: null,
          },
        }),
      },
    },
  });
}

describe("the badge's Security menu", () => {
  it('lists the signed-in devices in words and agency time, signs one out and then every other one', async () => {
    const user = userEvent.setup();
    openBadge();
    await user.click(screen.getByRole('button', { name: 'Security' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Signed-in devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(dialog).getAllByTestId('device-row')).toHaveLength(3));
    const [mine, firefox, script] = within(dialog).getAllByTestId('device-row');
    expect(mine!.textContent).toContain('Chrome 131 / Windows 10');
    expect(mine!.textContent).toContain('This device');
    // 13:05 UTC is 08:05 AM in New York.
    expect(mine!.textContent).toContain('11/26/2026, 08:05 AM');
    expect(within(mine!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(firefox!.textContent).toContain('Firefox 133 / Linux');
    expect(firefox!.textContent).toContain('198.51.100.4');
    expect(script!.textContent).toContain('curl');

    await user.click(within(firefox!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('device-row')).toHaveLength(2));
    expect(ended).toEqual(['2']);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('device-row')).toHaveLength(1));
    expect(ended).toEqual(['2', 'others']);
    expect((within(dialog).getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);
});
