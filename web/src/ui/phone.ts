/**
 * Phone numbers travel as digits; staff read and type them formatted (docs/orders.md#validation):
 * clients (and the transaction search) in US style '+1 (ddd) ddd-dddd', beneficiaries in Brazilian
 * style '+55 (dd) ddddd-dddd' (or '+55 (dd) dddd-dddd' for a 10-digit landline).
 * The formatters accept digits or text typed over an already formatted value, so an input can
 * format as the user types; the formatted text never ends in a separator, so Backspace works.
 * Whether a number is complete, and the digits stored, are the server's rules: usPhoneDigits and
 * brazilianPhoneDigits of @agency/rules.
 */

/** Only the digits of a text. */
export function digitsOnly(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/** Most digits of a US phone without the country code. */
export const US_PHONE_DIGITS = 10;
/** Most digits of a Brazilian phone with the area code, without the country code. */
export const BR_PHONE_DIGITS = 11;

function withoutCountryCode(text: string, code: string, maxDigits: number): string {
  const trimmed = text.trim();
  let digits = digitsOnly(trimmed);
  if (trimmed.startsWith(`+${code}`) || (digits.length > maxDigits && digits.startsWith(code))) {
    digits = digits.slice(code.length);
  }
  return digits.slice(0, maxDigits);
}

/** The digits of a US phone as typed ('+1 (555) 123-4567', '555.123.4567', '15551234567'): at most 10. */
export function parseUsPhone(text: string | null | undefined): string {
  return withoutCountryCode(text ?? '', '1', US_PHONE_DIGITS);
}

/** The digits of a Brazilian phone as typed ('+55 (11) 98765-4321', '11987654321'): at most 11. */
export function parseBrPhone(text: string | null | undefined): string {
  return withoutCountryCode(text ?? '', '55', BR_PHONE_DIGITS);
}

/** '+1 (ddd) ddd-dddd', or as much of it as the digits fill; '' for no digits. */
export function formatUsPhone(text: string | null | undefined): string {
  const d = parseUsPhone(text);
  if (d.length === 0) return '';
  if (d.length <= 3) return `+1 (${d}`;
  if (d.length <= 6) return `+1 (${d.slice(0, 3)}) ${d.slice(3)}`;
  return `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** '+55 (dd) ddddd-dddd' (11 digits) or '+55 (dd) dddd-dddd' (10), or as much as the digits fill. */
export function formatBrPhone(text: string | null | undefined): string {
  const d = parseBrPhone(text);
  if (d.length === 0) return '';
  if (d.length <= 2) return `+55 (${d}`;
  const area = d.slice(0, 2);
  const local = d.slice(2);
  if (local.length <= 4) return `+55 (${area}) ${local}`;
  const head = local.length <= 8 ? 4 : 5;
  return `+55 (${area}) ${local.slice(0, head)}-${local.slice(head)}`;
}

/**
 * A party's phone as the order page shows it (docs/orders.md#validation): a sender's (a client's)
 * US style, a beneficiary's Brazilian style; '' for none. `role` is GraphQL's ScreeningRole.
 */
export function formatPartyPhone(role: 'CLIENT' | 'BENEFICIARY', text: string | null | undefined): string {
  return role === 'CLIENT' ? formatUsPhone(text) : formatBrPhone(text);
}
