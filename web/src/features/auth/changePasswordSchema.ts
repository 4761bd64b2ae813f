import * as yup from 'yup';
import { translate } from '../../i18n';

/** Message when the new password and its confirmation differ (docs/employees-and-access.md#validation and docs/errors.md). */
export const PASSWORDS_MUST_MATCH = 'auth.passwordsMustMatch';

/** The Change Password form (docs/employees-and-access.md#validation): all three fields required, the last two equal. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(() => translate('auth.currentPasswordRequired')),
  newPassword: yup
    .string()
    .required(() => translate('auth.newPasswordRequired'))
    .min(8, () => translate('auth.newPasswordMin')),
  confirmPassword: yup
    .string()
    .required(() => translate('auth.confirmPasswordRequired'))
    .oneOf([yup.ref('newPassword')], () => translate(PASSWORDS_MUST_MATCH)),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
