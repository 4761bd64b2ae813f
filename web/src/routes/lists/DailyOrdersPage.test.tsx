// @vitest-environment jsdom
/**
 * Payment Today's totals say what they add up (docs/lists-and-reports.md#daily-lists, issue 30 items 2
 * and 14): the amounts without fee ('Total Amount USD', where the Orders Report's 'Total USD' is the
 * total with fee) of the counted statuses, named under them.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../../test-support/screen';
import DailyOrdersPage from './DailyOrdersPage';

afterEach(cleanup);

it('names the amounts and the statuses its totals count', async () => {
  renderScreen(<DailyOrdersPage kind="payment-today" />, {
    path: '/orders/payment-today',
    url: '/orders/payment-today',
    mocks: { Agency: () => ({ timeZone: 'America/New_York' }) },
    resolvers: {
      Query: {
        paymentTodayTotals: () => ({ totalUsd: '150.00', totalBrl: '814.88', countedStatuses: ['PENDING', 'COMPLETED', 'STANDBY'] }),
      },
    },
  });
  expect((await screen.findByTestId('totals-count')).textContent).toBe('Totals of Pending, Completed, Standby orders');
  const totals = screen.getByTestId('payment-today-totals').textContent ?? '';
  expect(totals).toContain('Total Amount USD$150.00');
  expect(totals).toContain('Total Amount BRLR$ 814.88');
});
