import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, errorDetail, errorMessage, errorTitle, readableMessage, translatedMessage } from './errors';
import { setLanguage } from '../i18n';

function gqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('what a clerk reads of a failure', () => {
  it("titles a failure 'Error: {status}' with the HTTP status number, never a code word", () => {
    expect(errorTitle(gqlError('Order 9 is renewed and cannot be renewed', { code: 'ORDER_NOT_RENEWABLE', restStatus: 409 }))).toBe(
      'Error: 409',
    );
    expect(errorTitle(gqlError('idempotencyKey: at most 200 characters', { code: 'BAD_USER_INPUT' }))).toBe('Error: 400');
    expect(errorTitle(new ServerError('nope', { response: new Response(null, { status: 502 }), bodyText: '' }))).toBe('Error: 502');
    expect(errorTitle(new Error('offline'))).toBe('Error!');
  });

  it('turns a field path into the field words, and keeps a message that is already a sentence', () => {
    expect(readableMessage('actualPassword: is wrong')).toBe('Current password is wrong');
    expect(readableMessage('order.paymentLines.1.value: must be at least 0')).toBe('Value of line 2 must be at least 0');
    // A field of Confirm's sender or beneficiary names the party (issue 30 item 7).
    expect(readableMessage('client.streetAddress: must not be empty')).toBe('Sender: Street address must not be empty');
    expect(readableMessage('beneficiary.cpf: must be a valid CPF or CNPJ')).toBe('Beneficiary: CPF/CNPJ must be a valid CPF or CNPJ');
    expect(readableMessage('client.fullName: must have at most 200 characters')).toBe('Sender: Full name must have at most 200 characters');
    expect(readableMessage('client.birthday: must not be in the future')).toBe('Sender: Birthday must not be in the future');
    expect(readableMessage('pix: Please fill in the PIX field in the Beneficiary Information section')).toBe(
      'Please fill in the PIX field in the Beneficiary Information section',
    );
    expect(readableMessage('Order 12 not found')).toBe('Order 12 not found');
    expect(readableMessage('sdnCsv: sdn.csv line 2: expected 12 columns, got 3')).toBe(
      'SDN file sdn.csv line 2: expected 12 columns, got 3',
    );
    expect(
      errorMessage(gqlError('order.amountBrl: must be amountUsd x exchangeRate rounded to the cent', { code: 'BAD_USER_INPUT' })),
    ).toBe('Amount BRL must be amountUsd x exchangeRate rounded to the cent');
  });

  it("reads the refusal's code and parameters", () => {
    const duplicate = gqlError('Possible duplicate: order #4 was already created today for this client', {
      code: 'POSSIBLE_DUPLICATE',
      transactionID: 4,
    });
    expect(errorCode(duplicate)).toBe('POSSIBLE_DUPLICATE');
    expect(errorDetail(duplicate, 'transactionID')).toBe(4);
    expect(errorDetail(duplicate, 'candidates')).toBeUndefined();
  });
});

describe('a failure in Portuguese', () => {
  it("says the refusal by its code, with the reply's parameters, never a code word", async () => {
    await setLanguage('pt-BR');
    try {
      expect(errorTitle(gqlError('x', { code: 'CONFLICT', restStatus: 409 }))).toBe('Erro: 409');
      const duplicate = gqlError('Possible duplicate: order #4 was already created today for this client', {
        code: 'POSSIBLE_DUPLICATE',
        transactionID: 4,
      });
      expect(errorMessage(duplicate)).toBe('Possível duplicidade: o pedido nº 4 já foi criado hoje para este cliente');
      expect(
        errorMessage(gqlError('Please make sure that all payments are completed', { code: 'PAYMENTS_INCOMPLETE', restStatus: 422 })),
      ).toBe('Verifique se todos os pagamentos foram concluídos');
      expect(errorMessage(gqlError('Order 12 not found', { code: 'NOT_FOUND', restStatus: 404 }))).toBe('Registro não encontrado.');
    } finally {
      await setLanguage('en');
    }
  });

  it("translates a field message by the shared rule's key, naming the field in Portuguese", async () => {
    await setLanguage('pt-BR');
    try {
      expect(
        translatedMessage('client.telephone: must be a US phone number, e.g. +1 (973) 555-0100', {
          code: 'BAD_USER_INPUT',
          restCode: 'INVALID_FIELD',
        }),
      ).toBe('Remetente — Telefone: precisa ser um telefone dos EUA, ex.: +1 (973) 555-0100');
      expect(translatedMessage('order.paymentLines.1.value: must have at most 2 decimals', { code: 'BAD_USER_INPUT' })).toBe(
        'Valor da linha 2: pode ter no máximo 2 casas decimais',
      );
      // A problem the rules do not name, on a field the catalogue does not know: no English, no path.
      const unknown = translatedMessage('order.someThing: is odd', { code: 'BAD_USER_INPUT' });
      expect(unknown).toBe('Um campo: valor inválido');
      // A field message whose sentence is one of the specs' (the five checks): that sentence in Portuguese.
      expect(
        translatedMessage('pix: Please fill in the PIX field in the Beneficiary Information section', { code: 'BAD_USER_INPUT' }),
      ).toBe('Preencha o campo Chave Pix na seção Dados do Beneficiário');
      expect(translatedMessage('Total paid does not match total with fee!', { code: 'BAD_USER_INPUT' })).toBe(
        'O total pago não confere com o total com taxa!',
      );
      // A specific REST reason under a class code: the reason's sentence.
      expect(
        translatedMessage('file: must be at most 10 MB', { code: 'BAD_USER_INPUT', restCode: 'PAYLOAD_TOO_LARGE', restStatus: 413 }),
      ).toBe('O arquivo é grande demais: no máximo 10 MB.');
      // A code the catalogue does not know falls back to the server's sentence.
      expect(translatedMessage('Brand new refusal', { code: 'SOMETHING_NEW' })).toBe('Brand new refusal');
    } finally {
      await setLanguage('en');
    }
  });

  it('says how much remains, the Portuguese way, when a partial payment is above it; a wrong current password in words', async () => {
    await setLanguage('pt-BR');
    try {
      expect(
        translatedMessage('value: would take the remaining value below zero (R$ 1,234.56 remaining)', {
          code: 'BAD_USER_INPUT',
          restCode: 'INVALID_FIELD',
        }),
      ).toBe('Valor: deixaria o valor restante abaixo de zero (restam R$ 1.234,56)');
      expect(translatedMessage('value: would take the remaining value below zero (R$ 43.25 remaining)', { code: 'BAD_USER_INPUT' })).toBe(
        'Valor: deixaria o valor restante abaixo de zero (restam R$ 43,25)',
      );
      expect(translatedMessage('client.fullName: is required', { code: 'BAD_USER_INPUT' })).toBe(
        'Remetente — Nome completo: é obrigatório',
      );
      expect(translatedMessage('beneficiary.fullName: must have at most 200 characters', { code: 'BAD_USER_INPUT' })).toBe(
        'Beneficiário — Nome completo: pode ter no máximo 200 caracteres',
      );
      expect(translatedMessage('client.birthday: must not be more than 120 years ago', { code: 'BAD_USER_INPUT' })).toBe(
        'Remetente — Data de nascimento: não pode ser de mais de 120 anos atrás',
      );
      expect(translatedMessage('actualPassword: is wrong', { code: 'BAD_USER_INPUT', restCode: 'INVALID_FIELD' })).toBe(
        'Senha atual: não confere',
      );
      // A maximum the server writes the English way reads the Portuguese way too.
      expect(translatedMessage('amountUsd: must be at most 99,999,999.99', { code: 'BAD_USER_INPUT' })).toBe(
        'Valor em USD: pode ser no máximo 99.999.999,99',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it("keeps the server's English sentence in English", () => {
    expect(translatedMessage('client.telephone: must be a US phone number, e.g. +1 (973) 555-0100', { code: 'BAD_USER_INPUT' }, 'en')).toBe(
      'Sender: Telephone must be a US phone number, e.g. +1 (973) 555-0100',
    );
  });
});
