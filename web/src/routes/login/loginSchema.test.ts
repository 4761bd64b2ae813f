import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loginSchema } from './loginSchema';
import { loginFailureMessage, WRONG_CREDENTIALS } from './useLogin';
import { translate } from '../../i18n';

describe('loginSchema', () => {
  it('requires email and password', async () => {
    await expect(loginSchema.validate({ email: '', password: '' }, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Email is required', 'Password is required'],
    });
    await expect(loginSchema.validate({ email: '  ', password: 'x' })).rejects.toMatchObject({ errors: ['Email is required'] });
    await expect(loginSchema.validate({ email: 'a@b.c', password: '' })).rejects.toMatchObject({ errors: ['Password is required'] });
  });

  it('accepts both filled in', async () => {
    await expect(loginSchema.validate({ email: 'a@b.c', password: 'secret' })).resolves.toBeTruthy();
  });
});

describe('loginFailureMessage', () => {
  const gqlError = (code: string, message: string) =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

  it("shows 'Wrong email or password' for a refused login", () => {
    expect(loginFailureMessage(gqlError('UNAUTHENTICATED', 'anything'))).toBe('Wrong email or password');
    expect(translate(WRONG_CREDENTIALS)).toBe('Wrong email or password');
  });

  it("shows the server's message when rate limited", () => {
    expect(loginFailureMessage(gqlError('RATE_LIMITED', 'Too many attempts, try again in 60 s'))).toBe(
      'Too many attempts, try again in 60 s',
    );
  });
});
