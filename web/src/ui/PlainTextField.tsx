import { useId, type ChangeEventHandler, type FocusEventHandler } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * A one-line outlined text field drawn as MUI's TextField draws it with the app's theme (small,
 * full width; the same FormControl, label, input and helper text, with TextField's class and ids),
 * without TextField's select machinery (Select, Menu, Popover, Modal), so /login does not download
 * them (docs/screens.md#weight). The label is the input's accessible name; `helperText`, when
 * given, describes it (an error message when `error`).
 */
export function PlainTextField({
  label,
  helperText,
  error = false,
  inputMode,
  ...input
}: {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The keyboard a phone shows ('numeric' for a one-time code). */
  inputMode?: 'numeric' | 'text';
  error?: boolean;
  helperText?: string | null | undefined;
}) {
  const id = `field-${input.name}-${useId().replace(/[^\w-]/g, '')}`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" size="small" fullWidth error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        inputProps={inputMode ? { inputMode } : undefined}
        id={id}
        label={label}
        fullWidth
        aria-describedby={helperTextId}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
