import { describe, expect, it } from 'vitest';
import { beneficiaryFormValues, type BeneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import { clientFormValues, type ClientFormValues } from '../clients/clientSchema';
import { CHECK_MESSAGES, checkOrder, checkRenewal } from './orderChecks';
import { editAmount, initialTransfer, setPaymentDate, setPaymentLine, type TransferValues } from './transfer';
import { translate } from '../../i18n';

/** What the clerk reads of a check's answer (a catalogue key, or null when it passes). */
const said = (key: string | null) => (key === null ? null : translate(key));

const sender = (): ClientFormValues => ({
  ...clientFormValues(),
  fullName: 'John Smith',
  birthday: '1980-02-03',
  cpf: '52998224725',
  telephone: '+1 (555) 123-4567',
  streetAddress: '1 Main St',
  zipCode: '02134',
  city: 'Boston',
  state: 'MA',
  documentNumber: 'D123',
});

const beneficiary = (): BeneficiaryFormValues => ({
  ...beneficiaryFormValues(),
  fullName: 'Maria Souza',
  cpf: '11144477735',
  city: 'São Paulo',
  state: 'SP',
  documentNumber: 'RG1',
  bankName: 'Itaú',
  branch: '0001',
  accountNumber: '12345-6',
});

const transfer = (): TransferValues => {
  const t = editAmount(initialTransfer({ fee: '5', exchangeRate: '5', today: '2026-11-20' }), 'amountUsd', '100');
  return setPaymentLine(t, 0, { value: '105' });
};

const valid = () => ({ sender: sender(), beneficiary: beneficiary(), transfer: transfer() });

describe('order creation checks (docs/orders.md#validation), in order', () => {
  it('passes a complete order', () => {
    expect(said(checkOrder(valid()))).toBeNull();
  });

  it('1: every required sender field, the CPF included', () => {
    for (const field of [
      'fullName',
      'birthday',
      'cpf',
      'telephone',
      'streetAddress',
      'zipCode',
      'city',
      'state',
      'documentType',
      'documentNumber',
    ] as const) {
      const o = valid();
      o.sender = { ...o.sender, [field]: '  ' };
      expect(said(checkOrder(o)), field).toBe('Please fill in all required fields in the Sender Information section');
    }
    const o = valid();
    o.sender.country = '';
    expect(said(checkOrder(o))).toBeNull();
  });

  it('1 comes before every other failure', () => {
    const o = valid();
    o.sender.fullName = '';
    o.beneficiary.fullName = '';
    o.transfer = setPaymentDate(o.transfer, '2026-01-01');
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.sender));
  });

  it('2: every required beneficiary field, the CPF included; the phone is optional', () => {
    for (const field of ['fullName', 'cpf', 'city', 'state', 'documentType', 'documentNumber', 'payoutType', 'accountType'] as const) {
      const o = valid();
      o.beneficiary = { ...o.beneficiary, [field]: '' };
      expect(said(checkOrder(o)), field).toBe('Please fill in all required fields in the Beneficiary Information section');
    }
    const o = valid();
    o.beneficiary.telephone = '';
    o.beneficiary.zip = '';
    expect(said(checkOrder(o))).toBeNull();
  });

  it('1 and 2: a name made only of invisible characters is not filled in', () => {
    const o = valid();
    o.sender.fullName = '\u200b\u00ad';
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.sender));
    const b = valid();
    b.beneficiary.fullName = ' \u2060 ';
    expect(said(checkOrder(b))).toBe('Please fill in all required fields in the Beneficiary Information section');
  });

  it('2 comes before 3', () => {
    const o = valid();
    o.beneficiary.city = '';
    o.transfer = setPaymentDate(o.transfer, '2026-01-01');
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.beneficiary));
  });

  it('3: the payment date may be the creation date but not before it', () => {
    const o = valid();
    o.transfer = setPaymentDate(o.transfer, '2026-11-19');
    o.beneficiary.bankName = '';
    expect(said(checkOrder(o))).toBe('Payment date cannot be earlier than Creation date');
    o.transfer = setPaymentDate(o.transfer, '2026-11-20');
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.bank));
    o.transfer = setPaymentDate(o.transfer, '');
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.missingDates));
  });

  it('4: Bank Deposit needs bank name, branch and account number', () => {
    for (const field of ['bankName', 'branch', 'accountNumber'] as const) {
      const o = valid();
      o.beneficiary = { ...o.beneficiary, [field]: '' };
      o.transfer = setPaymentLine(o.transfer, 0, { value: '1' });
      expect(said(checkOrder(o)), field).toBe('Please fill in the Banking Info fields in the Beneficiary Information section');
    }
  });

  it('4: Pix needs the key and Zelle the value', () => {
    const o = valid();
    o.beneficiary = { ...o.beneficiary, payoutType: 'PIX', pix: '', bankName: '', branch: '', accountNumber: '' };
    o.transfer = setPaymentLine(o.transfer, 0, { value: '1' });
    expect(said(checkOrder(o))).toBe('Please fill in the PIX field in the Beneficiary Information section');
    o.beneficiary.payoutType = 'ZELLE';
    expect(said(checkOrder(o))).toBe('Please fill in the ZELLE field in the Beneficiary Information section');
    o.beneficiary.pix = 'maria@example.com';
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.payments));
    o.beneficiary.payoutType = 'PIX';
    o.transfer = setPaymentLine(o.transfer, 0, { value: '105.00' });
    expect(said(checkOrder(o))).toBeNull();
  });

  it('5: the payment lines must add up to Total With Fee', () => {
    const o = valid();
    o.transfer = setPaymentLine(o.transfer, 0, { value: '104.99' });
    expect(said(checkOrder(o))).toBe('Total paid does not match total with fee!');
    o.transfer = setPaymentLine(o.transfer, 0, { value: '' });
    expect(said(checkOrder(o))).toBe('Total paid does not match total with fee!');
  });

  it('after 5: an amount and a rate above zero', () => {
    const o = valid();
    o.transfer = setPaymentLine(editAmount(o.transfer, 'amountUsd', ''), 0, { value: '5' });
    expect(said(checkOrder(o))).toBe(translate(CHECK_MESSAGES.amounts));
  });

  it('renewal runs checks 3 to 5 with the beneficiary on file', () => {
    const payout = { payoutType: 'PIX' as const, pix: '', bankName: '', branch: '', accountNumber: '' };
    expect(said(checkRenewal({ payout, transfer: setPaymentDate(transfer(), '2026-11-01') }))).toBe(translate(CHECK_MESSAGES.dates));
    expect(said(checkRenewal({ payout, transfer: transfer() }))).toBe(translate(CHECK_MESSAGES.pix));
    expect(said(checkRenewal({ payout: { ...payout, pix: 'k' }, transfer: setPaymentLine(transfer(), 0, { value: '1' }) }))).toBe(
      translate(CHECK_MESSAGES.payments),
    );
    expect(said(checkRenewal({ payout: { ...payout, pix: 'k' }, transfer: transfer() }))).toBeNull();
  });
});
