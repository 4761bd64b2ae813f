import * as yup from 'yup';
import { translate } from '../../i18n';
import { visibleNameTest } from '../../ui/visibleName';

const ROLES = ['ADMINISTRATOR', 'EMPLOYEE'] as const;

/** Largest profile picture accepted (docs/employees-and-access.md: uploads are 10 MB at most). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** New Employee (docs/employees-and-access.md#validation): name, email, password and position are all required. */
export const createEmployeeSchema = yup.object({
  fullName: yup
    .string()
    .trim()
    .required(() => translate('validation.required', { field: translate('staff.fullName') }))
    .test(visibleNameTest('staff.fullName')),
  email: yup
    .string()
    .trim()
    .required(() => translate('validation.required', { field: translate('staff.email') }))
    .email(() => translate('staff.validEmail')),
  password: yup
    .string()
    .required(() => translate('validation.required', { field: translate('staff.password') }))
    .min(8, () => translate('staff.passwordMin')),
  role: yup
    .string()
    .required(() => translate('validation.required', { field: translate('staff.position') }))
    .oneOf([...ROLES], () => translate('validation.required', { field: translate('staff.position') })),
});

export type CreateEmployeeValues = yup.InferType<typeof createEmployeeSchema>;

/**
 * Edit Employee (docs/employees-and-access.md#validation): every field optional. A blank field is left as it is; a blank
 * password keeps the current one.
 */
export const updateEmployeeSchema = yup.object({
  fullName: yup.string().trim().default('').test(visibleNameTest('staff.fullName')),
  email: yup
    .string()
    .trim()
    .default('')
    .email(() => translate('staff.validEmail')),
  password: yup
    .string()
    .default('')
    .test(
      'min',
      () => translate('staff.passwordMin'),
      (v) => !v || v.length >= 8,
    ),
  role: yup
    .string()
    .default('')
    .oneOf(['', ...ROLES], () => translate('staff.pickRole')),
});

export type UpdateEmployeeValues = yup.InferType<typeof updateEmployeeSchema>;

/**
 * Why a picked profile picture is refused, or null when it is fine: it must be an image
 * (docs/employees-and-access.md#validation) of 10 MB at most.
 */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return translate('staff.pictureNotImage');
  if (file.size > MAX_IMAGE_BYTES) return translate('staff.pictureTooBig');
  return null;
}
