import { describe, expect, it } from 'vitest';
import { decideAccess, pathAfterLogin, visibleTo } from './access';
import { sidebarSections } from '../../routes/layout/navigation';
import { translate } from '../../i18n';

describe('decideAccess', () => {
  it('sends a user without a token to /login, on any route', () => {
    expect(decideAccess({ hasToken: false, adminOnly: false, isAdministrator: undefined })).toBe('login');
    expect(decideAccess({ hasToken: false, adminOnly: true, isAdministrator: true })).toBe('login');
  });

  it('lets any signed-in user into ordinary routes', () => {
    expect(decideAccess({ hasToken: true, adminOnly: false, isAdministrator: false })).toBe('allow');
    expect(decideAccess({ hasToken: true, adminOnly: false, isAdministrator: undefined })).toBe('allow');
  });

  it('waits for the server on admin routes, then allows administrators and denies others', () => {
    expect(decideAccess({ hasToken: true, adminOnly: true, isAdministrator: undefined })).toBe('pending');
    expect(decideAccess({ hasToken: true, adminOnly: true, isAdministrator: true })).toBe('allow');
    expect(decideAccess({ hasToken: true, adminOnly: true, isAdministrator: false })).toBe('deny');
  });
});

describe('pathAfterLogin', () => {
  it('returns to the remembered page with its query', () => {
    expect(pathAfterLogin({ from: { pathname: '/employees', search: '?page=2', hash: '' } })).toBe('/employees?page=2');
  });

  it('defaults to /select', () => {
    expect(pathAfterLogin(null)).toBe('/select');
    expect(pathAfterLogin({})).toBe('/select');
    expect(pathAfterLogin({ from: { pathname: '/login' } })).toBe('/select');
    expect(pathAfterLogin({ from: { pathname: '/' } })).toBe('/select');
  });

  it('never leaves the app', () => {
    expect(pathAfterLogin({ from: { pathname: '//evil.example/x' } })).toBe('/select');
    expect(pathAfterLogin({ from: { pathname: 'https://evil.example' } })).toBe('/select');
  });
});

describe('sidebar visibility', () => {
  const labels = (isAdmin: boolean, area: 'currency' | 'investments' = 'currency') =>
    sidebarSections(area, isAdmin).flatMap((s) => s.items.map((i) => translate(i.label)));

  it('filters admin-only entries', () => {
    expect(visibleTo([{ adminOnly: true }, {}], false)).toHaveLength(1);
    expect(visibleTo([{ adminOnly: true }, {}], true)).toHaveLength(2);
  });

  it('shows employees only what they may open', () => {
    const employee = labels(false);
    expect(employee).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'New Order',
        'Orders in Hold',
        'Created Today',
        'Payment Today',
        'List Clients',
        'List Beneficiaries',
        'Change Password',
      ]),
    );
    for (const hidden of [
      'Pending Orders',
      'Standby Orders',
      'Over Orders',
      'List Orders',
      'Special Orders',
      'Premium Orders',
      'Orders Report',
      'Consortium List',
      "Today's Birthdays",
      'Import Clients',
      'List Employees',
    ]) {
      expect(employee).not.toContain(hidden);
    }
    expect(sidebarSections('currency', false).map((s) => translate(s.title))).not.toContain('Employees');
  });

  it('shows administrators everything', () => {
    expect(labels(true)).toEqual(
      expect.arrayContaining([
        'Pending Orders',
        'Orders Report',
        'Consortium List',
        "Today's Birthdays",
        'Import Clients',
        'List Employees',
      ]),
    );
  });

  it('gives the investments area its own entries and a way back', () => {
    expect(labels(true, 'investments')).toEqual(
      expect.arrayContaining(['Investments Dashboard', 'New Investment', 'List Investments', 'Investments Report', 'Choose Area']),
    );
    expect(labels(true, 'investments')).not.toContain('New Order');
  });
});
