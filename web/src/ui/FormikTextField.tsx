import { useId } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { DateTextField } from './DateTextField';

/** The id, value and shown error of one Formik field (the yup message once touched or submitted). */
function useFieldState<V extends object>(formik: FormikProps<V>, name: keyof V & string, errorText?: string | null) {
  const uid = useId();
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, string | undefined>)[name];
  const shownError = errorText || (touched && error ? error : undefined);
  return {
    id: `field-${name}-${uid.replace(/[^\w-]/g, '')}`,
    value: ((formik.values as Record<string, unknown>)[name] as string | undefined) ?? '',
    shownError,
  };
}

/**
 * An MUI TextField bound to one Formik field: value, change, blur, and the yup message once the
 * field was touched or the form submitted. The label is the field's accessible name.
 * Optional: `format` rewrites the typed text (format-as-you-type phones); `onValueChange` replaces
 * the default change handling (a select whose choice changes other fields); `errorText` is an error
 * shown whatever the touched state (a lookup's 'Zip error!'); `maxLength` caps the input at the
 * server's limit of the field (@agency/rules' *_TEXT_LIMITS). The input's id is unique per field
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
    maxLength?: number;
  } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'>,
) {
  const { formik, name, label, helperText, format, onValueChange, errorText, maxLength, slotProps, ...rest } = props;
  const { id, value, shownError } = useFieldState(formik, name, errorText);
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
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
      slotProps={
        maxLength === undefined ? slotProps : { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), maxLength } }
      }
      {...rest}
    />
  );
}

/**
 * A DateTextField bound to one Formik field holding a calendar date 'YYYY-MM-DD' ('' while the
 * typed text is not a complete, real date), with the yup message as FormikTextField shows it.
 */
export function FormikDateField<V extends object>(
  props: { formik: FormikProps<V>; name: keyof V & string; label: string } & Omit<
    TextFieldProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'type'
  >,
) {
  const { formik, name, label, helperText, ...rest } = props;
  const { id, value, shownError } = useFieldState(formik, name);
  return (
    <DateTextField
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(date) => void formik.setFieldValue(name, date)}
      onBlur={formik.handleBlur}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      {...rest}
    />
  );
}
