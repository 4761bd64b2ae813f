import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formFieldError, splitFieldMessage } from './fieldErrors';

function gqlError(message: string, code = 'BAD_USER_INPUT') {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
}

const FIELDS = { email: 'cpf', telephone: 'telephone', pix: 'pix' } as const;

describe('splitFieldMessage', () => {
  it('reads "field: message"', () => {
    expect(splitFieldMessage('email: must be a valid CPF or CNPJ')).toEqual({ field: 'email', message: 'must be a valid CPF or CNPJ' });
  });
  it('reads Fastify-style "body/field message"', () => {
    expect(splitFieldMessage('body/telephone must match pattern')).toEqual({ field: 'telephone', message: 'must match pattern' });
  });
});

describe('formFieldError', () => {
  it('maps the REST field to the form field', () => {
    expect(formFieldError(gqlError('email: must be a valid CPF or CNPJ'), FIELDS)).toEqual({
      field: 'cpf',
      message: 'Must be a valid CPF or CNPJ',
    });
    expect(formFieldError(gqlError('pix: not a valid Pix key'), FIELDS)?.field).toBe('pix');
  });
  it('is null for unknown fields, other codes and other errors', () => {
    expect(formFieldError(gqlError('Something broke'), FIELDS)).toBeNull();
    expect(formFieldError(gqlError('email: taken', 'CONFLICT'), FIELDS)).toBeNull();
    expect(formFieldError(new Error('email: x'), FIELDS)).toBeNull();
  });
});
