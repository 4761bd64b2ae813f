// @vitest-environment jsdom
/**
 * The audit log screen (docs/employees-and-access.md#history-and-audit-log): the newest page first
 * without filters; the filters (employee, kind of record, record id, action, dates) go to the query
 * as chosen; 'Next page' reads by cursor and 'First page' goes back; each entry names its record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import AuditLogPage from './AuditLogPage';

afterEach(cleanup);

const entry = (id: string, name: string) => ({
  id,
  at: '2026-11-20T15:04:00.000Z',
  employeeId: '3',
  employeeName: name,
  entity: 'client',
  entityId: '5',
  action: 'update',
  reason: null,
  changes: [{ field: 'telephone', from: '9735550100', to: '9735550199' }],
});

describe('the audit log screen', () => {
  it('filters by employee, kind of record, record id, action and dates, and pages by cursor', async () => {
    const user = userEvent.setup();
    const calls: Record<string, unknown>[] = [];
    renderScreen(<AuditLogPage />, {
      path: '/audit',
      url: '/audit',
      resolvers: {
        Query: {
          employees: () => ({
            total: 2,
            items: [
              { id: '3', fullName: 'Carla Counter' },
              { id: '4', fullName: 'Dora Desk' },
            ],
          }),
          auditLog: (_: unknown, args: Record<string, unknown>) => {
            calls.push(args);
            return args.after === 'next-1'
              ? { items: [entry('1', 'Second Page')], nextCursor: null }
              : { items: [entry('2', 'First Page')], nextCursor: 'next-1' };
          },
        },
      },
    });
    await screen.findByText('First Page');
    expect(calls[0]).toMatchObject({ entity: null, employeeId: null, after: null, perPage: 50 });
    const row = screen.getByTestId('history-entry');
    expect(within(row).getByText('Client #5')).toBeTruthy();
    expect(within(row).getByText('Telephone: 9735550100 → 9735550199')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Dora Desk' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of record' }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), '5');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Changed' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), '11/01/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '11/20/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(calls.at(-1)).toMatchObject({
      employeeId: '4',
      entity: 'client',
      entityId: '5',
      action: 'update',
      start: '2026-11-01',
      end: '2026-11-20',
      after: null,
    });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Second Page');
    expect(calls.at(-1)).toMatchObject({ entity: 'client', after: 'next-1' });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('First Page');
    expect(calls.at(-1)).toMatchObject({ after: null });
  });
});
