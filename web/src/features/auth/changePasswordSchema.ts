import * as yup from 'yup';
import { passwordProblem } from '@agency/rules';
import { readableMessage } from '../../ui/errorMessages';
import { translate } from '../../i18n';

/** Message when the new password and its confirmation differ (docs/employees-and-access.md#validation and docs/errors.md). */
export const PASSWORDS_MUST_MATCH = 'auth.passwordsMustMatch';

/**
 * The Change Password form (docs/employees-and-access.md#validation, #passwords): all three fields required, the new
 * password by the rules' password rule (its sentence, in the chosen language), the last two equal.
 */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(() => translate('auth.currentPasswordRequired')),
  newPassword: yup
    .string()
    .required(() => translate('auth.newPasswordRequired'))
    .test('password-rule', (value, context) => {
      const problem = value ? passwordProblem(value, null, 'newPassword') : null;
      return problem ? context.createError({ message: readableMessage(problem.message) }) : true;
    }),
  confirmPassword: yup
    .string()
    .required(() => translate('auth.confirmPasswordRequired'))
    .oneOf([yup.ref('newPassword')], () => translate(PASSWORDS_MUST_MATCH)),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
