/** Password hashing (docs/employees-and-access.md): argon2id through @node-rs/argon2; the password rule's server side. */
import { hash, verify } from '@node-rs/argon2';
import { FieldError, PASSWORD_TOO_WEAK, passwordProblem } from '@agency/rules';
import commonPasswords from 'fxa-common-password-list';
import { HttpError } from '../http-errors.js';

/**
 * argon2id (Algorithm.Argon2id, a const enum, which isolatedModules cannot read) at @node-rs/argon2's
 * default cost: 19 MiB, 2 passes, 1 lane (m=19456,t=2,p=1 in the PHC string), about 15 ms of CPU.
 */
const PRODUCTION_OPTIONS = { algorithm: 2 } as const;

let options: { algorithm: 2; memoryCost?: number; timeCost?: number } = PRODUCTION_OPTIONS;

/**
 * For the REST API's own suites only (test-support/build.ts calls it; nothing else may): new hashes at
 * argon2id's lowest cost (1 MiB, 1 pass), so the hundreds of employees and sign-ins of a run do not
 * each spend the production cost; a verify follows the parameters stored in the hash. The production
 * cost is checked on the built module by password-rule.test.ts, and every real process of the tests
 * project (end to end, fuzz, operations) hashes at it.
 */
export function useTestPasswordCost(): void {
  options = { algorithm: 2, memoryCost: 1024, timeCost: 1 };
}

/** Returns the argon2id PHC string of password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when password matches the stored PHC hash; false (never throws) on a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a fixed dummy hash and returns false: used for unknown emails so a failed
 * sign-in takes the same time whether or not the email exists.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy password for timing equality');
  await verifyPassword(await dummy, password);
  return false;
}

/**
 * Whether `password` is one of the commonly used passwords of Mozilla's list (fxa-common-password-list,
 * about 10,000 entries, offline), compared as typed and in lower case.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/**
 * The password rule (docs/employees-and-access.md#passwords): the shared length and email-name
 * checks of @agency/rules, then the common-password list. @throws 400 PASSWORD_TOO_WEAK naming
 * `field` and the reason ('newPassword: must be at least 12 characters long'), with `reason` the
 * rule's key (passwordTooShort, passwordHasEmailName, passwordCommon).
 */
export function checkNewPassword(password: string, email: string | null, field: string): void {
  const problem = passwordProblem(password, email, field) ?? (isCommonPassword(password) ? FieldError.of(field, 'passwordCommon') : null);
  if (problem) {
    throw new HttpError(400, problem.message, { code: PASSWORD_TOO_WEAK, field, details: { reason: problem.rule } });
  }
}
