import { PlainTextField } from '../../ui/PlainTextField';

/** The digits of a typed authenticator code: the spaces a person may type or paste ('123 456') dropped. */
export function codeDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when a typed code is the 6 digits an authenticator app shows (RFC 6238; spaces aside). */
export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(codeDigits(value));
}

/**
 * The field of an authenticator app's 6-digit code (docs/employees-and-access.md#sign-in-screens): the
 * sign-in's code step and the enrolment's first code. `autocomplete="one-time-code"` lets a phone
 * offer the code it received; the keyboard is numeric. `problem`, when given, is shown under it.
 */
export function OneTimeCodeField({
  label,
  value,
  onChange,
  problem,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  autoFocus?: boolean;
}) {
  return (
    <PlainTextField
      name="code"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus={autoFocus}
      error={problem !== null}
      helperText={problem ?? undefined}
    />
  );
}
