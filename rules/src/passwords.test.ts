import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './passwords.js';

describe('passwordProblem (docs/employees-and-access.md#passwords)', () => {
  it('refuses fewer than 12 characters, naming the field and the minimum', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    const e = passwordProblem('elevenchars', 'ana@agency.test', 'newPassword');
    expect(e?.message).toBe('newPassword: must be at least 12 characters long');
    expect(e?.rule).toBe('passwordTooShort');
    expect(passwordProblem('twelve chars', 'ana@agency.test')).toBeNull();
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    expect(passwordProblem('ção'.repeat(4), null)).toBeNull(); // 12 characters
    expect(passwordProblem('😀'.repeat(11), null)?.rule).toBe('passwordTooShort'); // 22 UTF-16 units, 11 characters
  });

  it("refuses the email's name in any case", () => {
    const e = passwordProblem('my-Maria.Silva-is-long', 'maria.silva@agency.test');
    expect(e?.message).toBe("password: must not contain the email's name (maria.silva)");
    expect(passwordProblem('a long passphrase here', 'maria.silva@agency.test')).toBeNull();
  });

  it('ignores an email name of one or two letters, which most passwords would contain', () => {
    expect(passwordProblem('a long passphrase here', 'al@agency.test')).toBeNull();
  });
});
