/** The CPF/CNPJ rule (DESIGN §5): the forms refuse what the server would, before anything is sent. */
import { describe, expect, it } from 'vitest';
import { beneficiarySchema } from '../features/beneficiaries/beneficiarySchema';
import { clientSchema } from '../features/clients/clientSchema';
import { isTaxId, TAX_ID_PROBLEM } from './taxId';

describe('CPF or CNPJ', () => {
  it('takes a CPF or a CNPJ (numeric or alphanumeric) with right check digits, punctuated or not', () => {
    expect(isTaxId('529.982.247-25')).toBe(true);
    expect(isTaxId('52998224725')).toBe(true);
    expect(isTaxId('11.222.333/0001-81')).toBe(true);
    expect(isTaxId('12.ABC.345/01DE-35')).toBe(true);
  });

  it('refuses wrong check digits and wrong lengths', () => {
    expect(isTaxId('123.456.789-00')).toBe(false);
    expect(isTaxId('11.222.333/0001-80')).toBe(false);
    expect(isTaxId('5299822472')).toBe(false);
  });

  it('marks the CPF field of both forms with the server\'s words', () => {
    for (const schema of [clientSchema, beneficiarySchema]) {
      expect(() => schema.validateSyncAt('cpf', { cpf: '123.456.789-00' })).toThrow(TAX_ID_PROBLEM);
      expect(schema.validateSyncAt('cpf', { cpf: '529.982.247-25' })).toBe('529.982.247-25');
    }
  });
});
