/**
 * Confirm with a beneficiary on file (DESIGN §8): the payout details confirmed on /preview must be
 * the ones the order pays to, so a difference updates the record, and only a difference.
 */
import { describe, expect, it } from 'vitest';
import type { BeneficiaryFields_BeneficiaryFragment } from '../../generated/graphql';
import { beneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import { beneficiaryOnFile } from './beneficiaryOnFile';

/** The input Confirm saves, or null when it saves nothing. */
const beneficiaryUpdate = (record: BeneficiaryFields_BeneficiaryFragment, typed: Parameters<typeof beneficiaryOnFile>[1]) => {
  const decision = beneficiaryOnFile(record, typed);
  return decision.kind === 'update' ? decision.input : null;
};

const onFile = {
  __typename: 'Beneficiary',
  id: '9',
  fullName: 'João Costa Santana',
  cpf: '52998224725',
  telephone: '11987654321',
  state: 'SP',
  zip: '01310-100',
  city: 'São Paulo',
  payoutType: 'BANK_DEPOSIT',
  accountType: 'CHECKING',
  pix: null,
  bankName: 'Itaú',
  branch: '0001',
  accountNumber: '12345-6',
  documentType: 'RG',
  documentNumber: '123456789',
  hasDocument: false,
  pixKeys: [],
} as unknown as BeneficiaryFields_BeneficiaryFragment;

const pixOnFile = {
  ...onFile,
  payoutType: 'PIX',
  pix: 'joao@example.com',
  bankName: null,
  branch: null,
  accountNumber: null,
  pixKeys: [{ __typename: 'PixKey', id: '3', key: 'joao@example.com', main: true }],
} as unknown as BeneficiaryFields_BeneficiaryFragment;

describe('the beneficiary on file at Confirm', () => {
  it('needs no update when the form shows the record as it is, however the phone and CPF are written', () => {
    const typed = { ...beneficiaryFormValues(onFile), telephone: '(11) 98765-4321', city: ' São Paulo ', cpf: '529.982.247-25' };
    expect(beneficiaryUpdate(onFile, typed)).toBeNull();
    expect(beneficiaryOnFile(onFile, typed)).toEqual({ kind: 'same' });
  });

  it('never overwrites a record with another CPF: someone else with the same name, or a typo', () => {
    const typed = { ...beneficiaryFormValues(onFile), cpf: '111.444.777-35', accountNumber: '98765-4' };
    expect(beneficiaryOnFile(onFile, typed)).toEqual({ kind: 'other-person', cpfOnFile: '52998224725' });
  });

  it('compares a Zelle value as the server stores it (email in lower case)', () => {
    const zelleOnFile = { ...onFile, payoutType: 'ZELLE', pix: 'joao@example.com', bankName: null, branch: null, accountNumber: null } as unknown as BeneficiaryFields_BeneficiaryFragment;
    expect(beneficiaryUpdate(zelleOnFile, { ...beneficiaryFormValues(zelleOnFile), pix: ' Joao@Example.com ' })).toBeNull();
    expect(beneficiaryUpdate(zelleOnFile, { ...beneficiaryFormValues(zelleOnFile), pix: 'joao.new@example.com' })).toMatchObject({ payoutType: 'ZELLE', pix: 'joao.new@example.com' });
  });

  it('saves a new bank account typed for an existing beneficiary, keeping the rest', () => {
    const typed = { ...beneficiaryFormValues(onFile), bankName: 'Nubank', branch: '0002', accountNumber: '98765-4' };
    expect(beneficiaryUpdate(onFile, typed)).toMatchObject({
      fullName: 'João Costa Santana',
      payoutType: 'BANK_DEPOSIT',
      bankName: 'Nubank',
      branch: '0002',
      accountNumber: '98765-4',
      cpf: '52998224725',
      documentNumber: '123456789',
    });
  });

  it('switches the payout from bank to Pix with the typed key, clearing the bank fields', () => {
    const typed = { ...beneficiaryFormValues(onFile), payoutType: 'PIX' as const, pix: 'joao@example.com' };
    expect(beneficiaryUpdate(onFile, typed)).toMatchObject({ payoutType: 'PIX', pix: 'joao@example.com', bankName: null, branch: null, accountNumber: null });
  });

  it('leaves a Pix beneficiary alone when only the key differs: the key goes to the Pix list and this order', () => {
    const typed = { ...beneficiaryFormValues(pixOnFile), pix: '+55 11 98765-4321' };
    expect(beneficiaryUpdate(pixOnFile, typed)).toBeNull();
  });

  it('keeps the main Pix key when other details of a Pix beneficiary change', () => {
    const typed = { ...beneficiaryFormValues(pixOnFile), pix: 'other@example.com', city: 'Campinas' };
    expect(beneficiaryUpdate(pixOnFile, typed)).toMatchObject({ city: 'Campinas', pix: 'joao@example.com', payoutType: 'PIX' });
  });
});
