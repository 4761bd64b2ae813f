/**
 * First start (docs/employees-and-access.md): when no employee exists at all, create the administrator 'Administrator'
 * with ADMIN_EMAIL and ADMIN_PASSWORD, or with a generated password printed once (to be changed at the
 * first sign-in). As shipped (MFA_REQUIRED=administrators) they set up a second factor at the first
 * sign-in (docs/ARCHITECTURE.md#operations, First start). Audited with a null actor. Never runs again once any employee (even a deleted one) exists.
 */
import { ROLE } from '@agency/rules';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { insertEmployee } from './service.js';

const BOOTSTRAP_LOCK = 4_711_003;

/** Result of ensureAdministrator: null when employees already existed. */
export interface BootstrapResult {
  email: string;
  /** The generated password, or null when ADMIN_PASSWORD was used. */
  generatedPassword: string | null;
}

/**
 * Creates the first administrator if the employees table is empty (under an advisory lock, so
 * parallel starts create one). `print` receives the visible block with a generated password.
 */
export async function ensureAdministrator(
  db: Database,
  options: { adminEmail: string; adminPassword: string | null; print: (text: string) => void },
): Promise<BootstrapResult | null> {
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    const { rows } = await tx.query('SELECT 1 FROM employees LIMIT 1');
    if (rows.length > 0) return null;
    const generated = options.adminPassword === null ? randomBytes(18).toString('base64url') : null;
    await insertEmployee(tx, null, {
      fullName: 'Administrator',
      email: options.adminEmail,
      password: options.adminPassword ?? generated!,
      roleID: ROLE.ADMINISTRATOR,
      // A generated password was printed in the log: it is changed at the first sign-in.
      mustChangePassword: generated !== null,
    });
    return { email: options.adminEmail, generatedPassword: generated };
  });
  if (result?.generatedPassword) {
    const line = '='.repeat(78);
    options.print(
      [
        '',
        line,
        `  Created administrator ${result.email} with password: ${result.generatedPassword}`,
        '  This password is shown only once: you change it at the first sign-in, and set up a second factor',
        '  (an authenticator app) as MFA_REQUIRED asks. Or set ADMIN_PASSWORD before the first start.',
        line,
        '',
      ].join('\n'),
    );
  }
  return result;
}
