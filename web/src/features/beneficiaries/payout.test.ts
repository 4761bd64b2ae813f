import { describe, expect, it } from 'vitest';
import { applyPayoutType, bankFieldsEnabled, pixInputEnabled, pixInputLabel, type PayoutFields } from './payout';

const bank: PayoutFields = { payoutType: 'BANK_DEPOSIT', pix: '', bankName: 'Itaú', branch: '0001', accountNumber: '123' };
const pix: PayoutFields = { payoutType: 'PIX', pix: 'key@x.com', bankName: '', branch: '', accountNumber: '' };
const zelle: PayoutFields = { payoutType: 'ZELLE', pix: 'z@x.com', bankName: '', branch: '', accountNumber: '' };

describe('applyPayoutType (docs/clients-and-beneficiaries.md#payout)', () => {
  it('PIX clears the bank fields', () => {
    expect(applyPayoutType(bank, 'PIX')).toEqual({ payoutType: 'PIX', pix: '', bankName: '', branch: '', accountNumber: '' });
  });

  it('PIX takes the main Pix key when one is known, never a Zelle value', () => {
    expect(applyPayoutType(bank, 'PIX', { mainPixKey: 'main@x.com' }).pix).toBe('main@x.com');
    expect(applyPayoutType(zelle, 'PIX').pix).toBe('');
  });

  it('Zelle clears the bank fields and the pix value', () => {
    expect(applyPayoutType(bank, 'ZELLE')).toEqual({ payoutType: 'ZELLE', pix: '', bankName: '', branch: '', accountNumber: '' });
    expect(applyPayoutType(pix, 'ZELLE').pix).toBe('');
  });

  it('Bank Deposit clears the pix value and keeps the bank fields', () => {
    expect(applyPayoutType(pix, 'BANK_DEPOSIT')).toEqual({ ...pix, payoutType: 'BANK_DEPOSIT', pix: '' });
    expect(applyPayoutType({ ...zelle, bankName: 'kept' }, 'BANK_DEPOSIT')).toMatchObject({ pix: '', bankName: 'kept' });
  });

  it('picking the current type changes nothing', () => {
    expect(applyPayoutType(pix, 'PIX')).toBe(pix);
    expect(applyPayoutType(bank, 'BANK_DEPOSIT')).toBe(bank);
  });

  it('keeps the other form fields', () => {
    const values = { ...bank, fullName: 'Ana' };
    expect(applyPayoutType(values, 'ZELLE').fullName).toBe('Ana');
  });
});

describe('which inputs are enabled', () => {
  it('the pix input only for PIX and Zelle, the bank fields only for Bank Deposit', () => {
    expect(pixInputEnabled('PIX')).toBe(true);
    expect(pixInputEnabled('ZELLE')).toBe(true);
    expect(pixInputEnabled('BANK_DEPOSIT')).toBe(false);
    expect(bankFieldsEnabled('BANK_DEPOSIT')).toBe(true);
    expect(bankFieldsEnabled('PIX')).toBe(false);
    expect(bankFieldsEnabled('ZELLE')).toBe(false);
  });
  it('labels the input for Zelle', () => {
    expect(pixInputLabel('ZELLE')).toBe('Zelle (email or phone)');
    expect(pixInputLabel('PIX')).toBe('PIX');
  });
});
