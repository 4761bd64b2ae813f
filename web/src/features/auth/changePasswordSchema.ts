import * as yup from 'yup';

/** Message when the new password and its confirmation differ (spec 01 §5 and §8). */
export const PASSWORDS_MUST_MATCH = 'Passwords must match';

/** The Change Password form (spec 01 §5): all three fields required, the last two equal. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current Password is required'),
  newPassword: yup
    .string()
    .required('New Password is required')
    .min(8, 'New Password must be at least 8 characters'),
  confirmPassword: yup
    .string()
    .required('Confirm Password is required')
    .oneOf([yup.ref('newPassword')], PASSWORDS_MUST_MATCH),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
