// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setLanguage, type Language } from '../../i18n';
import { receiptCataloguesReady } from '../../features/orders/receiptText';
import { renderScreen } from '../../test-support/screen';
import ReceiptPage from './ReceiptPage';

beforeAll(() => receiptCataloguesReady);
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const agency = { name: 'Agency', address: '1 Main St', phone: '+1 555 0100', timeZone: 'America/New_York' };
const order = {
  id: '2013',
  creationDate: '2026-11-26',
  paymentDate: '2026-11-27',
  amountUsd: '150.00',
  fee: '5.00',
  totalWithFee: '155.00',
  exchangeRate: '5.25',
  amountBrl: '787.50',
  status: 'CANCELLED',
};

/** The receipt of order 2013, cancelled at 20:15 UTC (3:15 PM in New York) when `cancelled`. */
function openReceipt(cancelled: boolean) {
  return renderScreen(<ReceiptPage />, {
    path: '/receipt/:id',
    url: '/receipt/2013',
    mocks: {
      Receipt: () => ({
        agency,
        order: cancelled ? order : { ...order, status: 'PENDING' },
        paymentLines: [{ method: 'CASH', value: '155.00' }],
        cancellation: cancelled ? { refund: '155.00', cancelledAt: '2026-11-26T20:15:00Z', cancelledBy: 'Ana Lima' } : null,
      }),
    },
  });
}

describe('a cancellation receipt (12 CFR 1005.34, issue 30)', () => {
  it.each<Language>(['en', 'pt-BR'])(
    'in a %s session promises no payout and states the refund and the instant in the agency zone',
    async (language) => {
      await setLanguage(language);
      openReceipt(true);
      const [copy] = await screen.findAllByTestId('receipt-copy');
      const text = copy!.textContent ?? '';
      expect(text).not.toContain('Amount the beneficiary will receive');
      expect(text).not.toContain('Valor a ser recebido pelo beneficiário');
      expect(text).not.toContain('Date funds will be available');
      expect(text).not.toContain('fundos estarão disponíveis');
      expect(text).not.toContain('Payment date:');
      expect(text).not.toContain('11/27/2026');
      const [statement] = screen.getAllByTestId('receipt-cancellation');
      expect(statement!.textContent).toContain(
        'Transfer cancelled on 11/26/2026, 03:15 PM (America/New_York time), within 30 minutes of payment. Full refund to the sender: $155.00, the amount of $150.00 and the fee of $5.00. Nothing will be paid to the beneficiary.',
      );
      expect(statement!.textContent).toContain('Transferência cancelada em 26/11/2026, 15:15 (horário de America/New_York)');
      expect(statement!.textContent).toContain('o valor de US$');
      expect(statement!.textContent).toContain('Nada será pago ao beneficiário.');
    },
    30_000,
  );

  it('leaves the payout disclosures on a receipt that is not cancelled', async () => {
    openReceipt(false);
    const [copy] = await screen.findAllByTestId('receipt-copy');
    expect(copy!.textContent).toContain('Amount the beneficiary will receive: R$ 787.50.');
    expect(copy!.textContent).toContain('Date funds will be available: 11/27/2026.');
    expect(screen.queryByTestId('receipt-cancellation')).toBeNull();
  }, 30_000);
});
