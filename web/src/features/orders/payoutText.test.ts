/** The payout line of the order page, the preview and the receipt (docs/orders.md#the-order-page). */
import { expect, it } from 'vitest';
import { payoutText } from './payoutText';

it('punctuates a CPF Pix key and keeps an e-mail key and a Zelle value as stored', () => {
  expect(payoutText({ payoutType: 'PIX', pix: '12345678909' })).toBe('PIX: 123.456.789-09');
  expect(payoutText({ payoutType: 'PIX', pix: '+5511987654321' })).toBe('PIX: +55 (11) 98765-4321');
  expect(payoutText({ payoutType: 'PIX', pix: 'ana@example.com' })).toBe('PIX: ana@example.com');
  expect(payoutText({ payoutType: 'ZELLE', pix: '12345678909' })).toBe('Zelle: 12345678909');
});
