import * as yup from 'yup';

const ROLES = ['ADMINISTRATOR', 'EMPLOYEE'] as const;

/** Largest profile picture accepted (DESIGN §6: uploads are 10 MB at most). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** New Employee (spec 01 §5): name, email, password and position are all required. */
export const createEmployeeSchema = yup.object({
  fullName: yup.string().trim().required('Full Name is required'),
  email: yup.string().trim().required('Email is required').email('Enter a valid email'),
  password: yup.string().required('Password is required').min(8, 'Password must be at least 8 characters'),
  role: yup
    .string()
    .required('Position is required')
    .oneOf([...ROLES], 'Position is required'),
});

export type CreateEmployeeValues = yup.InferType<typeof createEmployeeSchema>;

/**
 * Edit Employee (spec 01 §5): every field optional. A blank field is left as it is; a blank
 * password keeps the current one.
 */
export const updateEmployeeSchema = yup.object({
  fullName: yup.string().trim().default(''),
  email: yup.string().trim().default('').email('Enter a valid email'),
  password: yup
    .string()
    .default('')
    .test('min', 'Password must be at least 8 characters', (v) => !v || v.length >= 8),
  role: yup.string().default('').oneOf(['', ...ROLES], 'Pick Administrator or Employee'),
});

export type UpdateEmployeeValues = yup.InferType<typeof updateEmployeeSchema>;

/**
 * Why a picked profile picture is refused, or null when it is fine: it must be an image
 * (spec 01 §5) of 10 MB at most.
 */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'The profile picture must be an image file';
  if (file.size > MAX_IMAGE_BYTES) return 'The profile picture must be 10 MB at most';
  return null;
}
