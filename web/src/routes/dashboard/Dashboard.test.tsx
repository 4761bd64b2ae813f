// @vitest-environment jsdom
/**
 * The dashboard's first paint (docs/screens.md#weight): what an administrator sees before the
 * server answers already has the room the answers take, so nothing below moves when they arrive.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../../test-support/screen';
import { saveSession } from '../../features/auth/session';
import Dashboard from './Dashboard';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openDashboard(role: 'ADMINISTRATOR' | 'EMPLOYEE') {
  saveSession({ token: 'token-1', employeeId: '7', fullName: 'Ana Reis', role });
  return renderScreen(<Dashboard />, {
    path: '/dashboard',
    url: '/dashboard',
    mocks: { Viewer: () => ({ isAdministrator: role === 'ADMINISTRATOR' }), Agency: () => ({ timeZone: 'America/New_York' }) },
  });
}

describe('the dashboard before the server answers', () => {
  it('shows a stored administrator the compliance box and five placeholder days at once', async () => {
    openDashboard('ADMINISTRATOR');
    expect(screen.getByTestId('compliance-box')).toBeTruthy();
    const placeholder = screen.getByRole('progressbar', { name: 'Loading the week' });
    expect(placeholder.children).toHaveLength(5);
    // Once the answers are in, the week replaces its placeholder and the box stays.
    expect((await screen.findAllByTestId('week-day', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('compliance-box')).toBeTruthy();
  }, 30_000);

  it('shows an employee no compliance box', async () => {
    openDashboard('EMPLOYEE');
    expect(screen.queryByTestId('compliance-box')).toBeNull();
    expect((await screen.findAllByTestId('week-day', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('compliance-box')).toBeNull();
  }, 30_000);
});
