/** Password hashing (docs/employees-and-access.md): argon2id through @node-rs/argon2. */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const OPTIONS = { algorithm: 2 } as const;

/** Returns the argon2id PHC string of password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
