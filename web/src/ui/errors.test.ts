import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, errorDetail, errorMessage, errorTitle, readableMessage } from './errors';

function gqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('what a clerk reads of a failure', () => {
  it("titles a failure 'Error: {status}' with the HTTP status number, never a code word", () => {
    expect(errorTitle(gqlError('Order 9 is renewed and cannot be renewed', { code: 'ORDER_NOT_RENEWABLE', restStatus: 409 }))).toBe('Error: 409');
    expect(errorTitle(gqlError('idempotencyKey: at most 200 characters', { code: 'BAD_USER_INPUT' }))).toBe('Error: 400');
    expect(errorTitle(new ServerError('nope', { response: new Response(null, { status: 502 }), bodyText: '' }))).toBe('Error: 502');
    expect(errorTitle(new Error('offline'))).toBe('Error!');
  });

  it('turns a field path into the field words, and keeps a message that is already a sentence', () => {
    expect(readableMessage('actualPassword: is wrong')).toBe('Current password is wrong');
    expect(readableMessage('order.paymentLines.1.value: must be at least 0')).toBe('Value of line 2 must be at least 0');
    expect(readableMessage('client.streetAddress: must not be empty')).toBe('Street address must not be empty');
    expect(readableMessage('beneficiary.cpf: must be a valid CPF or CNPJ')).toBe('CPF/CNPJ must be a valid CPF or CNPJ');
    expect(readableMessage('pix: Please fill in the PIX field in the Beneficiary Information section')).toBe(
      'Please fill in the PIX field in the Beneficiary Information section',
    );
    expect(readableMessage('Order 12 not found')).toBe('Order 12 not found');
    expect(readableMessage('sdnCsv: sdn.csv line 2: expected 12 columns, got 3')).toBe('SDN file sdn.csv line 2: expected 12 columns, got 3');
    expect(errorMessage(gqlError('order.amountBrl: must be amountUsd x exchangeRate rounded to the cent', { code: 'BAD_USER_INPUT' }))).toBe(
      'Amount BRL must be amountUsd x exchangeRate rounded to the cent',
    );
  });

  it("reads the refusal's code and parameters", () => {
    const duplicate = gqlError('Possible duplicate: order #4 was already created today for this client', { code: 'POSSIBLE_DUPLICATE', transactionID: 4 });
    expect(errorCode(duplicate)).toBe('POSSIBLE_DUPLICATE');
    expect(errorDetail(duplicate, 'transactionID')).toBe(4);
    expect(errorDetail(duplicate, 'candidates')).toBeUndefined();
  });
});
