// @vitest-environment jsdom
/**
 * The sanctions list's warning (docs/compliance.md "The list's age"): 'No sanctions list is loaded:
 * no one is screened' with no list, 'The sanctions list is N days old' for a stale one (one day, or
 * several), nothing for a fresh one; on the dashboard for administrators only, in a box there from
 * the first paint; in Portuguese too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../../test-support/screen';
import { saveSession } from '../auth/session';
import { setLanguage } from '../../i18n';
import Dashboard from '../../routes/dashboard/Dashboard';
import { SanctionsListBanner } from './SanctionsListBanner';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
  window.localStorage.clear();
});

const NO_LIST = { entries: 0, loadedAt: null, ageDays: null, stale: true };
const stale = (ageDays: number) => ({ entries: 18_000, loadedAt: '2026-11-01T12:00:00.000Z', ageDays, stale: true });
const FRESH = { entries: 18_000, loadedAt: '2026-11-18T12:00:00.000Z', ageDays: 2, stale: false };

/** The banner and the dashboard's box over a list in the given state. */
function openBanner(list: Record<string, unknown>) {
  return renderScreen(
    <>
      <SanctionsListBanner />
      <SanctionsListBanner box />
    </>,
    { path: '/compliance/alerts', url: '/compliance/alerts', mocks: { SanctionsList: () => list } },
  );
}

describe('the sanctions list banner', () => {
  it('warns that no one is screened when no list is loaded', async () => {
    openBanner(NO_LIST);
    const banner = await screen.findByTestId('sanctions-list-banner');
    expect(banner.textContent).toContain('No sanctions list is loaded: no one is screened');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('sanctions-list-box').textContent).toBe('No sanctions list is loaded: no one is screened');
  });

  it('says how many days old a stale list is, plural-aware, and links to the screen that loads one', async () => {
    openBanner(stale(9));
    const banner = await screen.findByTestId('sanctions-list-banner');
    expect(banner.textContent).toContain('The sanctions list is 9 days old');
    expect(screen.getByRole('link', { name: 'Load a fresh list' }).getAttribute('href')).toBe('/compliance/sanctions');
    cleanup();
    openBanner(stale(1));
    expect((await screen.findByTestId('sanctions-list-banner')).textContent).toContain('The sanctions list is 1 day old');
  });

  it('shows no warning for a fresh list; the box says when it was loaded', async () => {
    openBanner(FRESH);
    expect((await screen.findByText('Sanctions list loaded 2 days ago')).closest('[data-testid="sanctions-list-box"]')).toBeTruthy();
    expect(screen.queryByTestId('sanctions-list-banner')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Portuguese', async () => {
    await setLanguage('pt-BR');
    openBanner(stale(8));
    expect((await screen.findByTestId('sanctions-list-banner')).textContent).toContain('A lista de sanções tem 8 dias');
    cleanup();
    openBanner(NO_LIST);
    expect((await screen.findByTestId('sanctions-list-banner')).textContent).toContain(
      'Nenhuma lista de sanções carregada: ninguém está sendo verificado',
    );
  });
});

describe('the sanctions list on the dashboard', () => {
  function openDashboard(role: 'ADMINISTRATOR' | 'EMPLOYEE') {
    saveSession({ token: 'token-1', employeeId: '7', fullName: 'Ana Reis', role });
    return renderScreen(<Dashboard />, {
      path: '/dashboard',
      url: '/dashboard',
      mocks: {
        Viewer: () => ({ isAdministrator: role === 'ADMINISTRATOR' }),
        Agency: () => ({ timeZone: 'America/New_York' }),
        SanctionsList: () => stale(12),
      },
    });
  }

  it('shows an administrator the warning, in a box there from the first paint', async () => {
    openDashboard('ADMINISTRATOR');
    expect(screen.getByTestId('sanctions-list-box').textContent).toBe('Checking the sanctions list…');
    expect(await screen.findByText('The sanctions list is 12 days old', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('shows an employee nothing of it', async () => {
    openDashboard('EMPLOYEE');
    expect((await screen.findAllByTestId('week-day', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('sanctions-list-box')).toBeNull();
    expect(screen.queryByText(/sanctions list/i)).toBeNull();
  }, 30_000);
});
