import * as yup from 'yup';

/** The login form (spec 01 §5): email and password are both required, nothing is sent otherwise. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('Email is required'),
  password: yup.string().required('Password is required'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
