// @vitest-environment jsdom
/**
 * No US format in Portuguese (docs/i18n.md "Formats"; issue 30 item 12): the Portuguese screens and
 * receipt lines render dates DD/MM/AAAA and amounts 'R$ 3.594,89'. Each screen is rendered in a
 * Portuguese session with dates whose day is 12 or less (2026-11-02, which month first reads 11
 * February) and amounts above a thousand, and its text is scanned by usFormatsIn.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setLanguage } from './index';
import { receiptCataloguesReady } from '../features/orders/receiptText';
import { renderScreen } from '../test-support/screen';
import { usFormatsIn } from '../test-support/usFormats';
import ReceiptPage from '../routes/orders/ReceiptPage';
import DateReportPage from '../routes/lists/DateReportPage';
import OrderDetailPage from '../routes/orders/OrderDetailPage';
import AlertsPage from '../routes/compliance/AlertsPage';

const DATES = ['2026-11-02', '2026-11-05'];

beforeAll(async () => {
  await receiptCataloguesReady;
  await setLanguage('pt-BR');
});
afterEach(cleanup);
afterAll(() => setLanguage('en'));

const agency = { name: 'Agency', address: '1 Main St', phone: '+1 555 0100', timeZone: 'America/New_York' };
const order = {
  id: '2013',
  creationDate: '2026-11-02',
  paymentDate: '2026-11-05',
  amountUsd: '1150.00',
  fee: '5.00',
  totalWithFee: '1155.00',
  exchangeRate: '3.126',
  amountBrl: '3594.89',
  status: 'PENDING',
};

describe('usFormatsIn', () => {
  it('finds US dates and amounts and passes Brazilian ones', () => {
    expect(usFormatsIn('R$ 3,594.89 e US$ 550.00 em 11/21/2026')).toEqual(['R$ 3,594.89', 'US$ 550.00', '11/21/2026']);
    expect(usFormatsIn('O pagamento está previsto para 11/02/2026', ['2026-11-02'])).toEqual(['11/02/2026']);
    expect(usFormatsIn('R$\u00a03.594,89 e US$ 550,00 em 02/11/2026', ['2026-11-02'])).toEqual([]);
  });
});

describe('Portuguese screens and receipts carry no US format', () => {
  it.each([false, true])('the receipt (cancelled: %s): its Portuguese lines', async (cancelled) => {
    renderScreen(<ReceiptPage />, {
      path: '/receipt/:id',
      url: '/receipt/2013',
      mocks: {
        Receipt: () => ({
          agency,
          order: { ...order, status: cancelled ? 'CANCELLED' : 'PENDING' },
          paymentLines: [{ method: 'CASH', value: '1155.00' }],
          cancellation: cancelled ? { refund: '1155.00', cancelledAt: '2026-11-02T20:15:00Z', cancelledBy: 'Ana Lima' } : null,
        }),
      },
    });
    await screen.findAllByTestId('receipt-copy');
    const lines = [...document.body.querySelectorAll('[lang="pt-BR"]')].map((e) => e.textContent ?? '');
    expect(lines.length).toBeGreaterThan(cancelled ? 2 : 4);
    expect(lines.filter((l) => usFormatsIn(l, DATES).length > 0)).toEqual([]);
    if (!cancelled) expect(lines.join(' ')).toContain('05/11/2026');
  });

  it('the Orders Report', async () => {
    renderScreen(<DateReportPage />, {
      path: '/orders/report/:range',
      url: '/orders/report/2026-11-02_2026-11-05',
      resolvers: {
        Query: {
          dateReport: () => ({
            start: '2026-11-02',
            end: '2026-11-05',
            rows: [
              {
                id: '1',
                clientName: 'Ana',
                telephone: '9089702883',
                beneficiaryName: 'Bia',
                paymentDate: '2026-11-05',
                totalUsd: '1155.00',
                totalBrl: '3594.89',
                remaining: '3594.89',
                status: 'PENDING',
              },
            ],
            totalUsd: '1155.00',
            totalBrl: '3594.89',
            totalRemaining: '3594.89',
            countedStatuses: ['PENDING', 'COMPLETED', 'STANDBY'],
            byStatus: [],
          }),
        },
      },
    });
    await screen.findAllByTestId('report-row');
    const text = document.body.textContent ?? '';
    expect(text).toContain('05/11/2026');
    expect(usFormatsIn(text, DATES)).toEqual([]);
  });

  it('the order page, with its refund line', async () => {
    renderScreen(<OrderDetailPage />, {
      path: '/order/:id',
      url: '/order/2013',
      mocks: {
        Order: () => ({
          ...order,
          remainingValue: '3594.89',
          status: 'CANCELLED',
          isRenewal: false,
          originalOrder: null,
          derivativeOrders: [],
          complianceFlags: [],
          cancellation: { refund: '1155.00', cancelledAt: '2026-11-02T20:15:00Z', cancelledBy: 'Ana Lima' },
          cancellableUntil: '2026-11-02T20:30:00Z',
        }),
        Viewer: () => ({ isAdministrator: true }),
        Agency: () => ({ timeZone: 'America/New_York' }),
      },
    });
    await screen.findByTestId('order-refund');
    const text = document.body.textContent ?? '';
    expect(screen.getByTestId('order-refund').textContent).toContain('02/11/2026, 15:15');
    expect(usFormatsIn(text, DATES)).toEqual([]);
  });

  it('the compliance alerts list, with a CTR total above its threshold', async () => {
    const alert = {
      id: '5',
      type: 'CTR',
      status: 'REPORTED',
      clientId: '3',
      clientName: 'Ana Lima',
      beneficiaryId: null,
      beneficiaryName: null,
      date: '2026-11-02',
      total: '13594.89',
      threshold: '10000.00',
      thresholdKind: 'CASH',
      orderIds: ['7', '8'],
      matches: [],
      note: null,
      decidedBy: 'Chefe',
      decidedAt: '2026-11-05T20:15:00Z',
    };
    renderScreen(<AlertsPage />, {
      path: '/compliance/alerts',
      url: '/compliance/alerts',
      resolvers: { Query: { complianceAlerts: () => [alert] } },
    });
    await screen.findByText('Ana Lima', { exact: false });
    const text = document.body.textContent ?? '';
    expect(text).toContain('02/11/2026');
    expect(text.replace(/\u00a0/g, ' ')).toContain('US$ 13.594,89');
    expect(usFormatsIn(text, DATES)).toEqual([]);
  });
});
