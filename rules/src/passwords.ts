/**
 * The password rule (docs/employees-and-access.md#passwords; OWASP ASVS v4 2.1.1, 2.1.7): at least
 * PASSWORD_MIN_LENGTH characters and not containing the name of the employee's email (the part before
 * '@'). The REST API adds the third check, the list of commonly used passwords, which is too large for
 * the web bundle; its sentence lives here with the others (FIELD_PROBLEMS.passwordCommon) so the form
 * and the server word it alike. A refusal is 400 PASSWORD_TOO_WEAK naming the field.
 */
import { FieldError } from './errors.js';

/** The fewest characters (Unicode code points) a password may have. */
export const PASSWORD_MIN_LENGTH = 12;

/** The shortest email name the "contains the email's name" check looks for (a one-letter name would refuse most passwords). */
const MIN_NAME_LENGTH = 3;

/** The stable code of every refusal of the password rule (docs/errors.md). */
export const PASSWORD_TOO_WEAK = 'PASSWORD_TOO_WEAK';

/**
 * The first problem of `password` for an employee whose email is `email` (null when unknown), as a
 * FieldError on `field` ('password', 'newPassword'), or null when the length and email checks pass.
 * The common-password check is the server's (isCommonPassword in the REST API).
 */
export function passwordProblem(password: string, email: string | null, field = 'password'): FieldError | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return FieldError.of(field, 'passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  const name = (email ?? '').trim().split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= MIN_NAME_LENGTH && password.toLowerCase().includes(name)) {
    return FieldError.of(field, 'passwordHasEmailName', { name });
  }
  return null;
}
