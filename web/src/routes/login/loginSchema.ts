import * as yup from 'yup';
import { translate } from '../../i18n';

/** The login form (docs/employees-and-access.md#validation): email and password are both required, nothing is sent otherwise. */
export const loginSchema = yup.object({
  email: yup.string().trim().required(() => translate('login.emailRequired')),
  password: yup.string().required(() => translate('login.passwordRequired')),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
