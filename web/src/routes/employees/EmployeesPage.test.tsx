// @vitest-environment jsdom
/**
 * /employees and another administrator's change (docs/ARCHITECTURE.md#versions): Edit and Delete send
 * the employee's version as loaded; a refusal because the employee changed meanwhile opens the
 * conflict dialog naming who and when (agency time) with what was typed (never a password), and
 * 'Load the current record' shows the stored values with the typed ones listed above them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-support/screen';
import EmployeesPage from './EmployeesPage';
import { storeAgencyTimeZone } from '../../features/auth/session';

afterEach(cleanup);

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
  storeAgencyTimeZone('America/New_York');
});
afterAll(() => {
  process.env.TZ = browserZone;
  localStorage.clear();
  sessionStorage.clear();
});

const edited = () =>
  new GraphQLError('This employee was changed by Bruno Lima', {
    extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 3, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
  });

/** /employees with one employee, Ana Reis, whose stored record is at `stored()` (name and version). */
function openEmployees(stored: () => { fullName: string; version: number }, sent: { update: unknown[]; remove: unknown[] }) {
  return renderScreen(<EmployeesPage />, {
    path: '/employees',
    url: '/employees',
    resolvers: {
      // Read anew at each query (a mock type's values would be kept by the mock store).
      Query: {
        employees: () => ({
          total: 1,
          items: [{ id: '4', email: 'ana@agency.test', role: 'EMPLOYEE', profileImage: null, ...stored() }],
        }),
      },
      Mutation: {
        updateEmployee: (_p: unknown, args: { expectedVersion?: number }) => {
          sent.update.push(args.expectedVersion);
          throw edited();
        },
        deleteEmployee: (_p: unknown, args: { expectedVersion?: number }) => {
          sent.remove.push(args.expectedVersion);
          throw edited();
        },
      },
    },
  });
}

describe('employees and another administrator’s change', () => {
  it('sends the version with an edit; the conflict lists what was typed, and loading the current record keeps it in view', async () => {
    const user = userEvent.setup();
    const sent = { update: [] as unknown[], remove: [] as unknown[] };
    let stored = { fullName: 'Ana Reis', version: 2 };
    openEmployees(() => stored, sent);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Employee' });
    const name = within(form).getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Ana Reis Souza');
    await user.type(within(form).getByLabelText('Password'), 'a-new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent.update).toEqual([2]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026, 10:10 AM (agency time)');
    const typed = within(conflict)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(typed).toEqual(['Ana Reis Souza', 'a new password (not shown)']);
    expect(conflict.textContent).not.toContain('a-new-password-1');

    // Meanwhile Bruno renamed her: loading the current record shows his name, and what was typed stays listed.
    stored = { fullName: 'Ana Reis Lima', version: 3 };
    await user.click(within(conflict).getByRole('button', { name: 'Load the current record' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Edit Employee' });
    await within(reloaded).findByDisplayValue('Ana Reis Lima');
    expect(within(reloaded).getByRole('note', { name: 'What you typed (not saved)' }).textContent).toContain('Full Name: Ana Reis Souza');

    // A second save now sends the version just loaded.
    await user.type(within(reloaded).getByLabelText('Full Name'), ' Souza');
    await user.click(within(reloaded).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent.update).toEqual([2, 3]);
  }, 90_000);

  it('sends the version with Delete and says who changed the employee instead of deleting', async () => {
    const user = userEvent.setup();
    const sent = { update: [] as unknown[], remove: [] as unknown[] };
    openEmployees(() => ({ fullName: 'Ana Reis', version: 2 }), sent);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent.remove).toEqual([2]);
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Delete']);
    // The card stays (behind the dialog).
    expect(screen.getByRole('article', { name: 'Ana Reis', hidden: true })).toBeTruthy();
  });
});
