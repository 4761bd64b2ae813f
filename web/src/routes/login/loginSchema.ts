import { translate } from '../../i18n';

/** The login form's values, as typed. */
export interface LoginValues {
  email: string;
  password: string;
}

/**
 * The login form's rules (docs/employees-and-access.md#validation): email (trimmed) and password
 * are both required, nothing is sent otherwise: the message of each missing
 * field by its name, none when both are given. Plain code rather than a yup schema, so /login does
 * not download yup (docs/screens.md#weight).
 */
export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!values.email.trim()) errors.email = translate('login.emailRequired');
  if (!values.password) errors.password = translate('login.passwordRequired');
  return errors;
}
