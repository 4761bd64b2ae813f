/** Unit tests of the TOTP window and replay (RFC 6238 with an injected clock; docs/employees-and-access.md#second-factor). */
import { describe, expect, it } from 'vitest';
import { acceptTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B's SHA-1 key, '12345678901234567890', in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const STEP_MS = 30_000;

describe('TOTP (RFC 6238)', () => {
  it("gives RFC 6238's test vectors, as 6 digits", () => {
    // Appendix B: 94287082 at 59 s, 07081804 at 1111111109 s, 14050471 at 1111111111 s (8 digits; the last 6 here).
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_111_111_111_000)).toBe('050471');
  });

  it('accepts the code of the step before, the current and the step after, and refuses two steps away', () => {
    const now = 1_800_000_000_000 + 12_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now + offset * STEP_MS), now, null), `offset ${offset}`).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now + offset * STEP_MS), now, null), `offset ${offset}`).toBeNull();
    }
  });

  it('accepts a code once: the same step again, or an earlier one, is refused', () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    const step = acceptTotp(RFC_SECRET, code, now, null);
    expect(step).toBe(totpStep(now));
    expect(acceptTotp(RFC_SECRET, code, now + 5_000, step)).toBeNull(); // replay within its step
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now - STEP_MS), now, step)).toBeNull(); // the step before, after a later one
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, now + STEP_MS), now + STEP_MS, step)).toBe(step! + 1); // the next step's code
  });

  it('refuses what is not six digits, and takes spaces within', () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    expect(acceptTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(totpStep(now));
    expect(acceptTotp(RFC_SECRET, '12345', now, null)).toBeNull();
    expect(acceptTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull();
    expect(acceptTotp(RFC_SECRET, `${code}0`, now, null)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL naming the agency and the email', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ana@agency.test', 'Agency X'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Agency X:ana@agency.test');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
  });
});
