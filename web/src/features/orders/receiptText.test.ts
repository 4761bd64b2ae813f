import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { bothOf, cancellationStatement, paymentWarning, receiptCataloguesReady, receiptDisclosures, receiptLabel } from './receiptText';

describe('receipt texts', () => {
  // The receipt's route waits for this too (router.tsx): an English session loads Portuguese on demand.
  beforeAll(() => receiptCataloguesReady);

  it('warns of the payment date in Portuguese and English, each writing the date its own way', () => {
    expect(paymentWarning('2026-11-02')).toEqual({
      pt: 'O pagamento está previsto para 02/11/2026 ou em até 24 horas após essa data.',
      en: 'Payment is expected on 11/02/2026 or within 24 hours after it.',
    });
  });

  it('writes the amount and the date of the Portuguese disclosures in Brazilian form (R$ 3.594,89, not R$ 3,594.89)', () => {
    const d = receiptDisclosures({ paymentDate: '2026-11-02', amountBrl: '3594.89', agencyName: 'Agency', agencyPhone: '' });
    expect(d[0]!.pt).toContain('R$\u00a03.594,89');
    expect(d[0]!.en).toContain('R$ 3,594.89');
    expect(d[1]!.pt).toContain('02/11/2026');
    expect(d[1]!.en).toContain('11/02/2026');
  });

  it('discloses amount, date, cancellation, errors and contact', () => {
    const d = receiptDisclosures({ paymentDate: '2026-11-21', amountBrl: '550.00', agencyName: 'Agency', agencyPhone: '+1 555' });
    expect(d).toHaveLength(5);
    expect(d[0]!.en).toContain('R$ 550.00');
    expect(d[1]!.en).toContain('11/21/2026');
    expect(d[2]!.en).toContain('30 minutes');
    expect(d[3]!.en).toContain('180 days');
    expect(d[4]!.en).toContain('Agency, +1 555');
  });

  it('promises no payout on a cancellation receipt (12 CFR 1005.34): only errors and contact', () => {
    const d = receiptDisclosures(
      { paymentDate: '2026-11-21', amountBrl: '550.00', agencyName: 'Agency', agencyPhone: '+1 555' },
      { cancelled: true },
    );
    expect(d.map((x) => x.en)).toEqual([
      'Right to resolve errors: you have 180 days to report an error in this transfer; we will investigate and give you an answer.',
      'Questions, cancellations or errors: contact Agency, +1 555.',
    ]);
  });

  it('stays bilingual whatever the language in use', async () => {
    await setLanguage('pt-BR');
    try {
      expect(
        cancellationStatement({
          cancelledAt: { pt: '23/11/2026, 10:15', en: '11/23/2026, 10:15 AM' },
          timeZone: 'America/New_York',
          refund: { pt: 'US$ 105,00', en: '$105.00' },
          amountUsd: { pt: 'US$ 100,00', en: '$100.00' },
          fee: { pt: 'US$ 5,00', en: '$5.00' },
        }),
      ).toEqual({
        pt: 'Transferência cancelada em 23/11/2026, 10:15 (horário de America/New_York), dentro de 30 minutos após o pagamento. Reembolso integral ao remetente: US$ 105,00, o valor de US$ 100,00 e a taxa de US$ 5,00. Nada será pago ao beneficiário.',
        en: 'Transfer cancelled on 11/23/2026, 10:15 AM (America/New_York time), within 30 minutes of payment. Full refund to the sender: $105.00, the amount of $100.00 and the fee of $5.00. Nothing will be paid to the beneficiary.',
      });
      expect(receiptLabel('sender')).toBe('Remetente / Sender');
      expect(receiptLabel('cancellationTitle')).toBe('Recibo de cancelamento / Cancellation receipt');
      expect(receiptLabel('amountUsd')).toBe('Valor USD / Amount USD');
      expect(receiptLabel('status')).toBe('Status');
      expect(bothOf({ pt: 'Zelle', en: 'Zelle' })).toBe('Zelle');
      expect(receiptDisclosures({ paymentDate: '2026-11-21', amountBrl: '550.00', agencyName: 'Agency', agencyPhone: '' })[4]).toEqual({
        pt: 'Dúvidas, cancelamentos ou erros: entre em contato com Agency.',
        en: 'Questions, cancellations or errors: contact Agency.',
      });
    } finally {
      await setLanguage('en');
    }
  });
});
