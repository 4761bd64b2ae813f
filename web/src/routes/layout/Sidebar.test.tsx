// @vitest-environment jsdom
/**
 * The sidebar (docs/screens.md#sizes and #accessibility): collapsible groups, one open at a time,
 * and every entry in its own list item.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from './Sidebar';
import { sidebarSections } from './navigation';
import { renderScreen } from '../../test-support/screen';
import '../../i18n';

/**
 * The sidebar at `url`, with its user badge (no employee yet) over the mocked schema: renderScreen's
 * Apollo Client, not a vi.mock of the badge, which the files of a worker share (`isolate: false`):
 * a Sidebar module another file loaded first keeps the real badge.
 */
function renderAt(url: string, isAdministrator = true) {
  const element = (
    <Sidebar sections={sidebarSections('currency', isAdministrator)} agency={null} employee={null} onAction={() => undefined} />
  );
  renderScreen(element, { path: '/*', url });
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the sidebar', () => {
  afterEach(cleanup);

  it('opens the Orders group first and keeps one-entry sections open, each entry in its own list item', () => {
    const nav = renderAt('/dashboard');
    expect(within(nav).getByRole('button', { name: 'Orders' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Compliance' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'New Order' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'List Employees' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Alerts' })).toBeNull();
    for (const list of within(nav).getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });

  it('opens the group of the screen on show, and one group at a time when the user opens another', async () => {
    const user = userEvent.setup();
    const nav = renderAt('/compliance/alerts');
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Orders' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(within(nav).getByRole('button', { name: 'Clients/Benefs' }));
    expect(within(nav).getByRole('button', { name: 'Clients/Benefs' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Compliance' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'List Clients' })).toBeTruthy();
  });
});
