// @vitest-environment jsdom
/**
 * What a History or audit log entry says of a record's fields (docs/employees-and-access.md#history-and-audit-log),
 * seen walking /audit and an order's History in Portuguese: every enumeration by its name (payout, account type,
 * payment method, order type, document type, role), never a bare id; a client's or beneficiary's REST `email`
 * (its CPF or CNPJ) named CPF / CNPJ; the fields of sign-ins and employees named in the language, not in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fieldLabel, valueText } from './historyText';

describe('an audit entry’s fields in Portuguese', () => {
  beforeAll(async () => setLanguage('pt-BR'));
  afterAll(async () => setLanguage('en'));

  it('names every enumeration, never its id', () => {
    expect(valueText('payoutTypeID', '1')).toBe('Depósito Bancário');
    expect(valueText('payoutTypeID', '2')).toBe('Pix');
    expect(valueText('accountTypeID', '2')).toBe('Conta Corrente');
    expect(valueText('aggregate', '[{"value":"1249.56","paymentID":1}]')).toBe('Valor 1.249,56, Forma de pagamento Dinheiro');
    expect(valueText('transactionDetail.transactionTypeID', '0')).toBe('Normal');
    expect(valueText('documentTypeID', '3')).toBe('Passaporte');
    expect(valueText('documentTypeID', '4')).toBe('CPF');
    expect(valueText('roleID', '1')).toBe('Administrador');
  });

  it('says CPF / CNPJ for the tax id of a client or beneficiary, E-mail for an employee’s email', () => {
    expect(fieldLabel('email', 'client')).toBe('CPF / CNPJ');
    expect(fieldLabel('email', 'recipient')).toBe('CPF / CNPJ');
    expect(fieldLabel('email', 'employee')).not.toBe('CPF / CNPJ');
  });

  it('names in Portuguese the fields walking /audit showed in English', () => {
    const labels = ['createdAt', 'roleID', 'mfaEnabled', 'hasProfileImage', 'ip'].map((f) => fieldLabel(f));
    expect(labels).toEqual(['Criado em', 'Cargo', 'Verificação em duas etapas', 'Foto', 'Endereço IP']);
  });
});
