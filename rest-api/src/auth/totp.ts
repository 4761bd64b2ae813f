/**
 * Time-based one-time passwords (RFC 6238, docs/employees-and-access.md#second-factor) through the
 * maintained `otpauth` library: 6 digits, 30-second steps, HMAC-SHA-1, one step of drift either way.
 * Every function takes the instant (ms since the epoch) from its caller, so tests inject the clock.
 * A code is accepted once: the caller keeps the last accepted step per employee and passes it in.
 */
import { Secret, TOTP } from 'otpauth';

/** Seconds per step. */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits per code. */
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_WINDOW = 1;

function totp(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL of a secret (the QR code's content): issuer the agency, label the employee's email. */
export function otpauthUrl(secretBase32: string, email: string, issuer: string): string {
  return totp(secretBase32, email, issuer).toString();
}

/** The step (30-second period since the epoch) of instant `nowMs`. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of `secretBase32` at instant `nowMs` (tests and the REST test-support sign-in compute codes with it). */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/**
 * Checks `code` against `secretBase32` at instant `nowMs`: accepted when it is the code of the
 * current step or of one step before or after, and that step is later than `lastStep` (the last
 * step accepted for this employee, null for none), so a code is never accepted twice. Returns the
 * accepted step (to be stored as the new last step), or null when refused.
 */
export function acceptTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totp(secretBase32).validate({ token: digits, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
