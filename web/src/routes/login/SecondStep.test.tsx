// @vitest-environment jsdom
/**
 * The steps after the password (docs/employees-and-access.md#sign-in, #sign-in-screens, #passwords): the code step and
 * its recovery-code switch, the enrolment of an administrator who must set up a second factor (QR code drawn in the
 * browser, the secret as text, a first code, the recovery codes once), and the change-password screen that a password
 * set by an administrator opens before anything else.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { setLanguage } from '../../i18n';
import { getToken, mustChangePasswordEmail } from '../../features/auth/session';
import { RequireAuth } from '../../features/auth/guards';
import LoginPage from './Login';
import MustChangePasswordPage from '../change-password/MustChangePasswordPage';

const SESSION = {
  token: 'token-9',
  employeeId: '3',
  fullName: 'Rita Lima',
  role: 'ADMINISTRATOR',
  language: null,
  mustChangePassword: false,
};
const SECOND_STEP = { ...SESSION, token: null, employeeId: null, fullName: null, role: null, mfaRequired: true, challenge: 'chal-1' };

type Calls = { verify: Record<string, unknown>[]; setup: Record<string, unknown>[]; enable: Record<string, unknown>[] };
let calls: Calls;

beforeEach(() => {
  calls = { verify: [], setup: [], enable: [] };
  window.localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  window.localStorage.clear();
});

/** /login whose password step answers `login`; verifyLogin accepts 123456 and the recovery code 'abcd-efgh' only. */
function openLogin(login: Record<string, unknown>) {
  return renderScreen(<LoginPage />, {
    path: '/login',
    url: '/login',
    resolvers: {
      Mutation: {
        login: () => login,
        verifyLogin: (_: unknown, args: Record<string, unknown>) => {
          calls.verify.push(args);
          if (args.code === '123456' || args.recoveryCode === 'abcd-efgh') return SESSION;
          throw Object.assign(new Error('Wrong code'), { extensions: { code: 'MFA_CODE_INVALID' } });
        },
        setupSecondFactor: (_: unknown, args: Record<string, unknown>) => {
          calls.setup.push(args);
          return {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUrl: 'otpauth://totp/Agency:rita?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Agency',
          };
        },
        enableSecondFactor: (_: unknown, args: Record<string, unknown>) => {
          calls.enable.push(args);
          return { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`), session: SESSION };
        },
      },
    },
  });
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  // /login keeps what was typed across renders until a sign-in succeeds (Login.tsx): start from empty fields.
  await user.clear(screen.getByLabelText(/^Email/));
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Email/), 'rita@agency.test');
  await user.type(screen.getByLabelText(/^Password/), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the code step', () => {
  it('asks for the 6-digit code as a one-time code, refuses a wrong one, and signs in with the right one', async () => {
    const user = userEvent.setup();
    const { router } = openLogin({ ...SECOND_STEP, enrol: false });
    await typePassword(user);
    const code = await screen.findByLabelText(/^Code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(getToken()).toBeNull();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code must be the 6 digits the app shows')).toBeTruthy();
    expect(calls.verify).toEqual([]);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right, or was already used. Enter the current code.');
    expect(getToken()).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(calls.verify.at(-1)).toMatchObject({ challenge: 'chal-1', code: '123456' });
    expect(router.state.location.pathname).toBe('/select');
    expect(getToken()).toBe('token-9');
  }, 30_000);

  it("signs in with a recovery code after 'Use a recovery code instead'", async () => {
    const user = userEvent.setup();
    openLogin({ ...SECOND_STEP, enrol: false });
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(calls.verify).toEqual([expect.objectContaining({ challenge: 'chal-1', recoveryCode: 'abcd-efgh' })]);
  }, 30_000);
});

describe('the enrolment of an administrator who must set up a second factor', () => {
  it('shows the QR code and the grouped secret, takes a first code, shows the ten recovery codes once, and opens the app only after "I have saved them"', async () => {
    const user = userEvent.setup();
    openLogin({ ...SECOND_STEP, enrol: true });
    await typePassword(user);
    const qr = await screen.findByRole('img', { name: 'QR code of your two-step verification secret' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(calls.setup).toEqual([expect.objectContaining({ challenge: 'chal-1' })]);

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(calls.enable).toEqual([expect.objectContaining({ code: '123456', challenge: 'chal-1' })]);
    expect(getToken()).toBeNull();

    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(next);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(getToken()).toBe('token-9');
  }, 30_000);
});

describe('a password an administrator set', () => {
  it('opens only the change-password screen, which says the rule of @agency/rules before sending', async () => {
    const user = userEvent.setup();
    const changed: Record<string, unknown>[] = [];
    const { router } = renderScreen(<LoginPage />, {
      path: '/login',
      url: '/login',
      resolvers: {
        Mutation: {
          login: () => ({ ...SESSION, role: 'EMPLOYEE', mfaRequired: false, challenge: null, enrol: false, mustChangePassword: true }),
          changePassword: (_: unknown, args: Record<string, unknown>) => {
            changed.push(args);
            return { id: '3' };
          },
        },
      },
      children: [],
    });
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(mustChangePasswordEmail()).toBe('rita@agency.test');
    cleanup();

    // Any other route sends the user back to the change-password screen.
    const app = renderScreen(<RequireAuth />, {
      path: '/',
      url: '/dashboard',
      children: [
        { path: 'dashboard', element: <p>dashboard</p> },
        { path: 'change-password', element: <MustChangePasswordPage /> },
        { path: 'select', element: <p>areas</p> },
      ],
      resolvers: {
        Mutation: {
          changePassword: (_: unknown, args: Record<string, unknown>) => {
            changed.push(args);
            return { id: '3' };
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/change-password');
    await user.type(screen.getByLabelText(/^Current Password/), 'set-by-admin-1');
    await user.type(screen.getByLabelText(/^New Password/), 'my-rita-secret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'my-rita-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText("New password must not contain the email's name (rita)")).toBeTruthy();
    expect(changed).toEqual([]);

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'short-one');
    expect(await screen.findByText('New password must be at least 12 characters long')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'a quiet harbour at dawn');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'a quiet harbour at dawn');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('areas')).toBeTruthy();
    expect(changed).toEqual([{ currentPassword: 'set-by-admin-1', newPassword: 'a quiet harbour at dawn' }]);
    expect(mustChangePasswordEmail()).toBeNull();
  }, 40_000);
});
