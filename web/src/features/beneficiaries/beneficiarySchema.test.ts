import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  beneficiaryInput,
  beneficiaryRequiredFields,
  beneficiarySchema,
  canAddPixKey,
  pixKeySchema,
  type BeneficiaryFormValues,
} from './beneficiarySchema';

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await beneficiarySchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}

const base: BeneficiaryFormValues = {
  fullName: ' João Souza ',
  cpf: '52998224725',
  telephone: '',
  state: 'SP',
  zip: '',
  city: 'São Paulo',
  payoutType: 'BANK_DEPOSIT',
  accountType: 'CHECKING',
  pix: '',
  bankName: 'Itaú',
  branch: '0001',
  accountNumber: '12345-6',
  documentType: 'RG',
  documentNumber: '123',
};

describe('beneficiarySchema', () => {
  it('requires the beneficiary fields of docs/clients-and-beneficiaries.md#validation; telephone is optional', async () => {
    const errors = await errorsOf({
      ...base,
      fullName: '',
      cpf: '',
      city: '',
      state: '',
      documentType: '',
      documentNumber: '',
      payoutType: '',
      accountType: '',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'Full Name is required',
        'CPF is required',
        'City is required',
        'State is required',
        'Document Type is required',
        'Document Number is required',
        'Payout Type is required',
        'Account Type is required',
      ]),
    );
    expect(errors.some((e) => e.startsWith('Telephone'))).toBe(false);
  });

  it('refuses a name made only of invisible characters, as the server does', async () => {
    expect(await errorsOf({ ...base, fullName: '\u200b\u00ad' })).toEqual([
      'Full Name must have visible letters, not only invisible characters',
    ]);
  });

  it('Bank Deposit requires bank name, branch and account number, not the pix', async () => {
    expect(await errorsOf(base)).toEqual([]);
    expect(await errorsOf({ ...base, bankName: '', branch: ' ', accountNumber: '' })).toEqual([
      'Bank Name is required',
      'Branch is required',
      'Account Number is required',
    ]);
  });

  it('PIX requires the pix value, not the bank fields', async () => {
    const pix = { ...base, payoutType: 'PIX', bankName: '', branch: '', accountNumber: '' };
    expect(await errorsOf(pix)).toEqual(['PIX is required']);
    expect(await errorsOf({ ...pix, pix: 'joao@example.com' })).toEqual([]);
  });

  it('Zelle requires an email or a US phone in the same input', async () => {
    const zelle = { ...base, payoutType: 'ZELLE', bankName: '', branch: '', accountNumber: '' };
    expect(await errorsOf(zelle)).toEqual(['Zelle is required']);
    expect(await errorsOf({ ...zelle, pix: 'nope' })).toEqual(['Enter an email or a US phone']);
    expect(await errorsOf({ ...zelle, pix: 'joao@example.com' })).toEqual([]);
    expect(await errorsOf({ ...zelle, pix: '+1 (555) 123-4567' })).toEqual([]);
  });

  it('checks a telephone when one is given', async () => {
    expect(await errorsOf({ ...base, telephone: '+55 (11) 9876' })).toEqual(['Enter a Brazilian phone: +55 (dd) ddddd-dddd']);
    expect(await errorsOf({ ...base, telephone: '+55 (11) 98765-4321' })).toEqual([]);
  });

  it('marks the required fields per payout type', () => {
    expect(beneficiaryRequiredFields('PIX').has('pix')).toBe(true);
    expect(beneficiaryRequiredFields('PIX').has('bankName')).toBe(false);
    expect(beneficiaryRequiredFields('ZELLE').has('pix')).toBe(true);
    expect(beneficiaryRequiredFields('BANK_DEPOSIT').has('accountNumber')).toBe(true);
    expect(beneficiaryRequiredFields('BANK_DEPOSIT').has('pix')).toBe(false);
    expect(beneficiaryRequiredFields('BANK_DEPOSIT').has('telephone')).toBe(false);
  });
});

describe('Pix add rule (docs/clients-and-beneficiaries.md#validation)', () => {
  it('allows adding only a non-empty key', () => {
    expect(canAddPixKey('')).toBe(false);
    expect(canAddPixKey('   ')).toBe(false);
    expect(canAddPixKey('joao@example.com')).toBe(true);
    expect(pixKeySchema.isValidSync({ key: '\t' })).toBe(false);
  });
});

describe('beneficiaryInput', () => {
  it('trims, sends the phone as digits or null, and only the chosen payout fields', () => {
    expect(beneficiaryInput({ ...base, telephone: '+55 (11) 98765-4321', pix: 'stale' })).toMatchObject({
      fullName: 'João Souza',
      telephone: '11987654321',
      pix: null,
      bankName: 'Itaú',
      branch: '0001',
      accountNumber: '12345-6',
      zip: null,
    });
    expect(beneficiaryInput({ ...base, payoutType: 'PIX', pix: ' key@x.com ' })).toMatchObject({
      telephone: null,
      pix: 'key@x.com',
      bankName: null,
      branch: null,
      accountNumber: null,
    });
  });
});
