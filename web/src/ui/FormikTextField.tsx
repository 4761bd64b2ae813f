import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';

/**
 * An MUI TextField bound to one Formik field: value, change, blur, and the yup message once the
 * field was touched or the form submitted. The label is the field's accessible name.
 */
export function FormikTextField<V extends object>(
  props: { formik: FormikProps<V>; name: keyof V & string; label: string } & Omit<
    TextFieldProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
  >,
) {
  const { formik, name, label, helperText, ...rest } = props;
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, string | undefined>)[name];
  const showError = touched && Boolean(error);
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      value={((formik.values as Record<string, unknown>)[name] as string | undefined) ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={showError}
      helperText={showError ? error : helperText}
      {...rest}
    />
  );
}
