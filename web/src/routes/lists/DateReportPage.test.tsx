// @vitest-environment jsdom
/**
 * The Orders Report says which statuses its totals count (docs/lists-and-reports.md#which-orders-a-total-counts):
 * each row shows its status, the first totals row names the counted statuses (Pending, Completed,
 * Standby) and the number of their rows, and Cancelled and Renewed orders are summed apart, in both
 * languages.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '../../test-support/screen';
import { setLanguage } from '../../i18n';
import DateReportPage from './DateReportPage';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const row = (id: string, status: string, totalUsd: string) => ({
  id,
  clientName: `Client ${id}`,
  telephone: '9089702883',
  beneficiaryName: `Beneficiary ${id}`,
  paymentDate: '2026-11-20',
  totalUsd,
  totalBrl: '500.00',
  remaining: '500.00',
  status,
});

const sums = (status: string, count: number, totalUsd: string, totalBrl: string) => ({
  status,
  count,
  totalUsd,
  totalBrl,
  totalRemaining: totalBrl,
});

function openReport() {
  return renderScreen(<DateReportPage />, {
    path: '/orders/report/:range',
    url: '/orders/report/2026-11-20_2026-11-26',
    resolvers: {
      Query: {
        dateReport: () => ({
          start: '2026-11-20',
          end: '2026-11-26',
          rows: [
            row('1', 'PENDING', '105.00'),
            row('2', 'CANCELLED', '205.00'),
            row('3', 'RENEWED', '305.00'),
            row('4', 'COMPLETED', '45.00'),
          ],
          totalUsd: '150.00',
          totalBrl: '1000.00',
          totalRemaining: '1000.00',
          countedStatuses: ['PENDING', 'COMPLETED', 'STANDBY'],
          byStatus: [
            sums('PENDING', 1, '105.00', '500.00'),
            sums('COMPLETED', 1, '45.00', '500.00'),
            sums('CANCELLED', 1, '205.00', '500.00'),
            sums('RENEWED', 1, '305.00', '500.00'),
            sums('STANDBY', 0, '0.00', '0.00'),
          ],
        }),
      },
    },
  });
}

it("shows each order's status and keeps Cancelled and Renewed orders out of the total, summed apart", async () => {
  openReport();
  const rows = await screen.findAllByTestId('report-row');
  expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['Pending', 'Cancelled', 'Renewed', 'Completed']);
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
  const total = screen.getByTestId('report-totals');
  expect(total.textContent).toContain('Total of Pending, Completed, Standby orders (2)');
  expect(within(total).getByTestId('report-total-usd').textContent).toBe('$150.00');
  expect(screen.getByTestId('report-totals-cancelled').textContent).toBe('Cancelled orders (1), not in the total$205.00R$ 500.00R$ 500.00');
  expect(screen.getByTestId('report-totals-renewed').textContent).toContain('Renewed orders (1), not in the total$305.00');
});

it('says the same in Portuguese', async () => {
  await setLanguage('pt-BR');
  openReport();
  await screen.findAllByTestId('report-row');
  expect(screen.getByTestId('report-totals').textContent).toContain('Total dos status Pendente, Concluído, Em espera (2)');
  expect(screen.getByTestId('report-totals-cancelled').textContent).toContain('Status Cancelado (1), fora do total');
  expect(screen.getByTestId('report-total-usd').textContent).toBe('US$\u00a0150,00');
});
