import { useId } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';

/**
 * An MUI TextField bound to one Formik field: value, change, blur, and the yup message once the
 * field was touched or the form submitted. The label is the field's accessible name.
 * Optional: `format` rewrites the typed text (format-as-you-type phones); `onValueChange` replaces
 * the default change handling (a select whose choice changes other fields); `errorText` is an error
 * shown whatever the touched state (a lookup's 'Zip error!'). The input's id is unique per field
 * instance, so two forms on one screen (the new-order sender and beneficiary) keep their labels apart.
 */
export function FormikTextField<V extends object>(
  props: {
    formik: FormikProps<V>;
    name: keyof V & string;
    label: string;
    format?: (text: string) => string;
    onValueChange?: (value: string) => void;
    errorText?: string | null;
  } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'>,
) {
  const { formik, name, label, helperText, format, onValueChange, errorText, ...rest } = props;
  const uid = useId();
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, string | undefined>)[name];
  const showError = touched && Boolean(error);
  const shownError = errorText || (showError ? error : undefined);
  return (
    <TextField
      id={`field-${name}-${uid.replace(/[^\w-]/g, '')}`}
      name={name}
      label={label}
      value={((formik.values as Record<string, unknown>)[name] as string | undefined) ?? ''}
      onChange={
        format || onValueChange
          ? (e) => {
              const value = format ? format(e.target.value) : e.target.value;
              if (onValueChange) onValueChange(value);
              else void formik.setFieldValue(name, value);
            }
          : formik.handleChange
      }
      onBlur={formik.handleBlur}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      {...rest}
    />
  );
}
