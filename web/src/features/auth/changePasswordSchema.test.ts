import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { changePasswordSchema, PASSWORDS_MUST_MATCH } from './changePasswordSchema';
import { translate } from '../../i18n';

async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await changePasswordSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}

describe('changePasswordSchema', () => {
  it('requires all three fields', async () => {
    expect(await errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual(
      expect.arrayContaining(['Current Password is required', 'New Password is required', 'Confirm Password is required']),
    );
  });

  it("says 'Passwords must match' when the confirmation differs", async () => {
    expect(await errorsOf({ currentPassword: 'old-secret', newPassword: 'new-secret-one', confirmPassword: 'new-secret-two' })).toEqual([
      'Passwords must match',
    ]);
    expect(translate(PASSWORDS_MUST_MATCH)).toBe('Passwords must match');
  });

  it("refuses a new password shorter than the rules' 12 characters, with the rule's sentence", async () => {
    expect(await errorsOf({ currentPassword: 'old-secret', newPassword: 'eleven-char', confirmPassword: 'eleven-char' })).toEqual([
      'New password must be at least 12 characters long',
    ]);
  });

  it('accepts matching passwords', async () => {
    expect(await errorsOf({ currentPassword: 'old-secret', newPassword: 'new-secret-one', confirmPassword: 'new-secret-one' })).toEqual([]);
  });
});
