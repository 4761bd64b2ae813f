import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, setLanguage } from '../../i18n';
import { bothOf, cancellationStatement, paymentWarning, receiptDisclosures, receiptLabel } from './receiptText';

// An English session loads the Portuguese catalogue on demand; the receipt waits for it, and so do these.
beforeAll(() => loadCatalogue('pt-BR'));

describe('receipt texts', () => {
  it('warns of the payment date in Portuguese and English', () => {
    expect(paymentWarning('11/21/2026')).toEqual({
      pt: 'O pagamento está previsto para 11/21/2026 ou em até 24 horas após essa data.',
      en: 'Payment is expected on 11/21/2026 or within 24 hours after it.',
    });
  });

  it('discloses amount, date, cancellation, errors and contact', () => {
    const d = receiptDisclosures({ paymentDate: '11/21/2026', amountBrl: 'R$ 550.00', agencyName: 'Agency', agencyPhone: '+1 555' });
    expect(d).toHaveLength(5);
    expect(d[0]!.en).toContain('R$ 550.00');
    expect(d[1]!.en).toContain('11/21/2026');
    expect(d[2]!.en).toContain('30 minutes');
    expect(d[3]!.en).toContain('180 days');
    expect(d[4]!.en).toContain('Agency, +1 555');
  });

  it('stays bilingual whatever the language in use', async () => {
    await setLanguage('pt-BR');
    try {
      expect(cancellationStatement('11/23/2026 10:15 AM', '$105.00')).toEqual({
        pt: 'Transferência cancelada em 11/23/2026 10:15 AM, dentro de 30 minutos após o pagamento. Reembolso integral ao remetente: $105.00 (valor total com taxa).',
        en: 'Transfer cancelled on 11/23/2026 10:15 AM, within 30 minutes of payment. Full refund to the sender: $105.00 (total with fee).',
      });
      expect(receiptLabel('sender')).toBe('Remetente / Sender');
      expect(receiptLabel('cancellationTitle')).toBe('Recibo de cancelamento / Cancellation receipt');
      expect(receiptLabel('amountUsd')).toBe('Valor USD / Amount USD');
      expect(receiptLabel('status')).toBe('Status');
      expect(bothOf({ pt: 'Zelle', en: 'Zelle' })).toBe('Zelle');
      expect(receiptDisclosures({ paymentDate: '11/21/2026', amountBrl: 'R$ 550.00', agencyName: 'Agency', agencyPhone: '' })[4]).toEqual({
        pt: 'Dúvidas, cancelamentos ou erros: entre em contato com Agency.',
        en: 'Questions, cancellations or errors: contact Agency.',
      });
    } finally {
      await setLanguage('en');
    }
  });
});
