// @vitest-environment jsdom
/**
 * An order's 'History' section (docs/employees-and-access.md#history-and-audit-log): folded until
 * opened, then the record's audit entries newest first with when, who, what (the field in the
 * screen's words, before → after, amounts, dates and statuses formatted) and the reason, in English
 * and Portuguese; a field the catalogues do not name reads as words, never a catalogue key; 'Load
 * more' reads the next page by cursor.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n';
import { renderScreen } from '../../test-support/screen';
import { HistorySection } from './HistorySection';

afterEach(cleanup);

const FIRST = {
  id: '9',
  at: '2026-11-20T15:04:00.000Z',
  employeeId: '3',
  employeeName: 'Olga Order',
  entity: 'transaction',
  entityId: '2001',
  action: 'status',
  reason: 'forced',
  changes: [{ field: 'statusID', from: '1', to: '2' }],
};
const SECOND = {
  id: '8',
  at: '2026-11-19T13:00:00.000Z',
  employeeId: '4',
  employeeName: 'Paulo Partial',
  entity: 'partial_payment',
  entityId: '77',
  action: 'update',
  reason: null,
  changes: [
    { field: 'value', from: '1000.00', to: '1250.50' },
    { field: 'date', from: '2026-11-18', to: '2026-11-19' },
    { field: 'someNewFieldID', from: null, to: 'x' },
  ],
};
const OLDEST = { ...SECOND, id: '7', action: 'create', employeeName: 'Carla Create', changes: [] };

function open() {
  const calls: Record<string, unknown>[] = [];
  const rendered = renderScreen(<HistorySection entity="transaction" id="2001" />, {
    path: '/order/:id',
    url: '/order/2001',
    resolvers: {
      Query: {
        auditLog: (_: unknown, args: Record<string, unknown>) => {
          calls.push(args);
          return args.after === 'c1' ? { items: [OLDEST], nextCursor: null } : { items: [FIRST, SECOND], nextCursor: 'c1' };
        },
      },
    },
  });
  return { rendered, calls };
}

const rows = () =>
  screen.getAllByTestId('history-entry').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );

describe('the History section of a record', () => {
  it('reads nothing until opened, then shows each change in the screen’s words, newest first, and pages by cursor', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'History' }));
    await screen.findAllByTestId('history-entry');
    expect(calls[0]).toMatchObject({ entity: 'transaction', entityId: '2001', perPage: 20 });
    const [first, second] = rows();
    expect(first![1]).toBe('Olga Order');
    expect(first![2]).toBe('Status changedStatus: Pending → Completed');
    expect(first![3]).toBe('Status forced');
    expect(first![0]).toMatch(/^11\/20\/2026, \d\d:04 [AP]M$/);
    expect(second![2]).toBe('Changed · Partial paymentValue: 1,000.00 → 1,250.50Date: 11/18/2026 → 11/19/2026Some new field ID: — → x');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Carla Create');
    expect(calls[1]).toMatchObject({ after: 'c1' });
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('speaks Portuguese: labels, statuses, amounts and dates', async () => {
    await setLanguage('pt-BR');
    try {
      const user = userEvent.setup();
      open();
      await user.click(screen.getByRole('button', { name: 'Histórico' }));
      await screen.findAllByTestId('history-entry');
      const [first, second] = rows();
      expect(first![2]).toBe('Status alteradoStatus: Pendente → Concluído');
      expect(first![3]).toBe('Status forçado');
      expect(second![2]).toBe(
        'Alterado · Pagamento parcialValor: 1.000,00 → 1.250,50Data: 18/11/2026 → 19/11/2026Some new field ID: — → x',
      );
      expect(screen.getByRole('columnheader', { name: 'Quem' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
