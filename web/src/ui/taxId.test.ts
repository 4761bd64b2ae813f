/** The CPF/CNPJ field: the forms refuse what the server would, before anything is sent. */
import { describe, expect, it } from 'vitest';
import { beneficiarySchema } from '../features/beneficiaries/beneficiarySchema';
import { clientSchema } from '../features/clients/clientSchema';
import { TAX_ID_PROBLEM } from './taxId';

describe('CPF or CNPJ', () => {
  it("marks the CPF field of both forms with the server's words", () => {
    for (const schema of [clientSchema, beneficiarySchema]) {
      expect(() => schema.validateSyncAt('cpf', { cpf: '123.456.789-00' })).toThrow(TAX_ID_PROBLEM());
      expect(schema.validateSyncAt('cpf', { cpf: '529.982.247-25' })).toBe('529.982.247-25');
      expect(schema.validateSyncAt('cpf', { cpf: '12.ABC.345/01DE-35' })).toBe('12.ABC.345/01DE-35');
    }
  });
});
