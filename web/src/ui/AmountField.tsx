import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLanguage } from '../i18n';
import { amountRefusalText, keptAmount, readAmount, shownAmount } from './amountText';

/**
 * A money or count input (docs/money-and-dates.md#typed-amounts): shows the text as typed, never
 * rewritten while typing or on blur, and hands the form what it reads as (keptAmount: '1234.56',
 * '' when blank, or the refused text behind REFUSED_MARK). A refused text shows its sentence
 * ("Did you mean 1,234.56?") once the field is left, and marks the field invalid. A value set from
 * outside (a computed BRL, a loaded order) shows as the language writes it ('1234,56' in Portuguese).
 * `decimals`: 2 for money, 6 for a rate, 4 for a percentage, 0 for a count.
 */
export function AmountField({
  value,
  onChange,
  decimals,
  max,
  helperText,
  error = false,
  onBlur,
  ...props
}: {
  value: string;
  onChange: (kept: string) => void;
  decimals: number;
  /** The most the field takes (MAX_EXCHANGE_RATE, '100' for a percentage): a larger reading in the other language is no ambiguity. */
  max?: string;
} & Omit<TextFieldProps, 'value' | 'onChange'>) {
  const language = useLanguage();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  // The typed text stays on screen while the form still keeps what it reads as.
  const shown = typed !== null && keptAmount(typed, language, decimals, max) === value ? typed : shownAmount(value, language);
  const reading = readAmount(shown, language, decimals, max);
  const refusal = reading.kind === 'refused' && (left || typed === null) ? amountRefusalText(reading, decimals, language) : null;
  return (
    <TextField
      {...props}
      value={shown}
      autoComplete="off"
      error={refusal !== null || error}
      helperText={refusal ?? helperText}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(keptAmount(e.target.value, language, decimals, max));
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: decimals === 0 ? 'numeric' : 'decimal', ...(props.slotProps?.htmlInput as object) },
      }}
    />
  );
}
