/**
 * BAD_USER_INPUT messages name the failing field ('email: must be a valid CPF or CNPJ'), in the
 * REST API's words. These helpers find the form field it means, so the message can be shown under
 * that field; anything else goes to the snackbar.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode } from './errors';

/** A server message split into its field (as the server names it) and the rest. */
export interface NamedFieldMessage {
  field: string;
  message: string;
}

/**
 * Splits 'email: must be ...', 'body/email must ...' or 'input.cpf: ...' into the field name and the
 * message; null when the message does not start with a field name.
 */
export function splitFieldMessage(message: string): NamedFieldMessage | null {
  const m = /^\s*(?:(?:body|input|querystring|params)[./])?\/?([A-Za-z][A-Za-z0-9_]*)(?::\s*|\s+)(.+)$/s.exec(message);
  if (!m || !m[1] || !m[2]) return null;
  return { field: m[1], message: m[2].trim() };
}

/** A message with its first letter in upper case. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The form field a server error is about, and the message to show under it, using `fields` to map
 * the server's field names (REST and GraphQL) to the form's; null when the error names no known field.
 */
export function formFieldError<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): { field: F; message: string } | null {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== 'BAD_USER_INPUT') return null;
  for (const e of error.errors) {
    const split = splitFieldMessage(e.message);
    if (!split) continue;
    const field = fields[split.field];
    if (field) return { field, message: sentence(split.message) };
  }
  return null;
}
