import { useEffect, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { dateFromText, datePattern, dateTextProblem, maskDateText, textOfDate } from './dateText';
import { useTranslation } from '../i18n';

/**
 * A calendar-date field typed as 'MM/DD/YYYY' ('DD/MM/YYYY' in Portuguese; slashes added as the digits come; a pasted
 * 'YYYY-MM-DD' is taken too). It is one plain text input, so Tab leaves it like any other field:
 * the browser's own date input keeps Tab inside its month, day and year parts, and what is typed
 * next lands one field off.
 *
 * `value` is a calendar date 'YYYY-MM-DD' or ''. `onChange` receives the date once the text is a
 * complete, real date, and '' while it is not; the text typed so far stays in the field. Once the
 * field loses focus, a text left incomplete shows 'Enter the date as MM/DD/YYYY' ('DD/MM/AAAA' in
 * Portuguese), and a complete one no calendar has 'There is no 02/31/2026: ...', in place of `helperText`.
 */
export function DateTextField({
  value,
  onChange,
  onBlur,
  error,
  helperText,
  slotProps,
  ...rest
}: { value: string; onChange: (date: string) => void } & Omit<TextFieldProps, 'value' | 'onChange' | 'type'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOfDate(value));
  const [left, setLeft] = useState(false);

  // A value set from outside (a picked client, a reset, a recomputed payment date) replaces the text.
  useEffect(() => {
    setText((current) => (dateFromText(current) === value ? current : textOfDate(value)));
  }, [value]);

  const problem = left ? dateTextProblem(text) : null;
  return (
    <TextField
      {...rest}
      type="text"
      value={text}
      placeholder={datePattern()}
      autoComplete="off"
      onChange={(e) => {
        const next = maskDateText(e.target.value);
        setText(next);
        setLeft(false);
        const date = dateFromText(next);
        if (date !== value) onChange(date);
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      error={Boolean(error) || problem !== null}
      helperText={
        problem === 'incomplete'
          ? t('dates.enterAs', { pattern: datePattern() })
          : problem === 'notADate'
            ? t('dates.notADate', { text, pattern: datePattern() })
            : helperText
      }
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
