import { describe, expect, it } from 'vitest';
import { clientFormValues, type ClientFormValues } from '../clients/clientSchema';
import { checkInvestment, checkInvestmentPayout, INVESTMENT_CHECK_MESSAGES as M, type InvestmentPayoutValues } from './investmentChecks';
import { translate } from '../../i18n';

/** What the clerk reads of a check's answer (a catalogue key, or null when it passes). */
const said = (key: string | null) => (key === null ? null : translate(key));

const sender: ClientFormValues = {
  ...clientFormValues(),
  fullName: 'Rosa Investidora',
  birthday: '1968-09-09',
  cpf: '390.533.447-05',
  telephone: '+1 (973) 555-0166',
  streetAddress: '8 Ferry St',
  zipCode: '07105',
  city: 'Newark',
  state: 'NJ',
  documentType: 'PASSPORT',
  documentNumber: 'R778',
};

const bank: InvestmentPayoutValues = {
  payoutType: 'BANK_DEPOSIT',
  accountType: 'SAVINGS',
  pix: '',
  bankName: 'Itaú',
  branch: '0001',
  accountNumber: '12345-6',
  paymentDescription: '',
};

describe('investment checks (docs/investments.md#validation), in order', () => {
  it('1: the sender section first', () => {
    expect(said(checkInvestment({ sender: { ...sender, documentNumber: ' ' }, payout: { ...bank, payoutType: '' } }))).toBe(
      translate(M.sender),
    );
    expect(translate(M.sender)).toBe('Please fill in all required fields in the Sender Information section');
  });

  it('2: payout type and account type', () => {
    expect(said(checkInvestment({ sender, payout: { ...bank, payoutType: '' } }))).toBe(translate(M.payout));
    expect(said(checkInvestment({ sender, payout: { ...bank, accountType: '' } }))).toBe(translate(M.payout));
    expect(said(checkInvestment({ sender, payout: { ...bank, accountType: '-1' } }))).toBe(translate(M.payout));
    expect(translate(M.payout)).toBe('Please fill in all required fields in the Additional Information section');
  });

  it('3: PIX needs the PIX field', () => {
    const pix = { ...bank, payoutType: 'PIX' as const, bankName: '', branch: '', accountNumber: '' };
    expect(said(checkInvestmentPayout(pix))).toBe('Please fill in the PIX field in the Additional Information section');
    expect(said(checkInvestmentPayout({ ...pix, pix: 'rosa@example.com' }))).toBeNull();
  });

  it('3: Bank Deposit and Zelle need the banking info', () => {
    const banking = 'Please fill in the Banking Info fields in the Additional Information section';
    expect(said(checkInvestmentPayout({ ...bank, branch: '' }))).toBe(banking);
    expect(said(checkInvestmentPayout(bank))).toBeNull();
    const zelle = { ...bank, payoutType: 'ZELLE' as const, pix: 'rosa@example.com', bankName: '' };
    expect(said(checkInvestmentPayout(zelle))).toBe(banking);
    expect(said(checkInvestmentPayout({ ...zelle, bankName: 'Chase' }))).toBeNull();
  });

  it('passes a complete form', () => {
    expect(said(checkInvestment({ sender, payout: bank }))).toBeNull();
  });
});
