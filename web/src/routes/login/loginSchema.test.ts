import { describe, expect, it } from 'vitest';
import { validateLogin } from './loginSchema';
import { loginFailureMessage, WRONG_CREDENTIALS } from './useLogin';
import { GraphQLFailure } from '../../features/auth/graphqlFetch';
import { translate } from '../../i18n';

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: '  ', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(validateLogin({ email: 'a@b.c', password: '' })).toEqual({ password: 'Password is required' });
  });

  it('accepts both filled in', () => {
    expect(validateLogin({ email: 'a@b.c', password: 'secret' })).toEqual({});
  });
});

describe('loginFailureMessage', () => {
  const gqlError = (code: string, message: string) => new GraphQLFailure([{ message, extensions: { code } }], 200);

  it("shows 'Wrong email or password' for a refused login", async () => {
    await expect(loginFailureMessage(gqlError('UNAUTHENTICATED', 'anything'))).resolves.toBe('Wrong email or password');
    expect(translate(WRONG_CREDENTIALS)).toBe('Wrong email or password');
    await expect(loginFailureMessage(new GraphQLFailure([], 401))).resolves.toBe('Wrong email or password');
  });

  it("shows the server's message when rate limited", async () => {
    await expect(loginFailureMessage(gqlError('RATE_LIMITED', 'Too many attempts, try again in 60 s'))).resolves.toBe(
      'Too many attempts, try again in 60 s',
    );
  });
});
