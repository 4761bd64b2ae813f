/**
 * Reading the gateway's errors (DESIGN §3: extensions.code and the REST message) out of what
 * Apollo Client 4 throws.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The error codes the gateway puts in extensions.code. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'PAYMENTS_INCOMPLETE'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'RATE_LIMITED'
  | (string & {});

/** The first extensions.code of a GraphQL error reply, or 'UNAUTHENTICATED' for an HTTP 401. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const code = e.extensions?.['code'];
      if (typeof code === 'string') return code;
    }
    return undefined;
  }
  if (ServerError.is(error) && error.statusCode === 401) return 'UNAUTHENTICATED';
  return undefined;
}

/** The HTTP status a GraphQL error class stands for, when the REST API did not say (the gateway's own refusals). */
const CLASS_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENTS_INCOMPLETE: 422,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
};

/** The HTTP status of a failure: the REST API's (extensions.restStatus), the HTTP reply's, or the class's; undefined when unknown. */
export function errorStatus(error: unknown): number | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const status = e.extensions?.['restStatus'];
      if (typeof status === 'number') return status;
      const code = e.extensions?.['code'];
      if (typeof code === 'string' && CLASS_STATUS[code]) return CLASS_STATUS[code];
    }
    return undefined;
  }
  if (ServerError.is(error)) return error.statusCode;
  return undefined;
}

/** The title of a failure's modal as the specs write it: 'Error: {status}' with the HTTP status number, else 'Error!'. */
export function errorTitle(error: unknown): string {
  const status = errorStatus(error);
  return status === undefined ? 'Error!' : `Error: ${status}`;
}

/** An extension of the first GraphQL error that has it (e.g. 'transactionID', 'candidates'), or undefined. */
export function errorDetail(error: unknown, name: string): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) if (e.extensions && name in e.extensions) return e.extensions[name];
  return undefined;
}

/** Words a field name is written with on screen, where splitting its camelCase is not enough. */
const FIELD_WORDS: Record<string, string> = {
  cpf: 'CPF/CNPJ',
  pix: 'Pix key',
  pixKey: 'Pix key',
  key: 'Pix key',
  actualPassword: 'Current password',
  currentPassword: 'Current password',
  amountUsd: 'Amount USD',
  amountBrl: 'Amount BRL',
  totalWithFee: 'Total with fee',
  zipCode: 'ZIP code',
  zip: 'ZIP code',
  idempotencyKey: 'Request key',
  sdnCsv: 'SDN file',
  altCsv: 'Aliases file',
};

/** 'streetAddress' → 'Street address'. */
function fieldWords(name: string): string {
  if (FIELD_WORDS[name]) return FIELD_WORDS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A server message as a sentence a clerk reads: a leading field path ('order.paymentLines.1.value:
 * must be ...') becomes the field's words ('Value of line 2 must be ...'); a message that already
 * starts with a capital after the path keeps only that sentence.
 */
export function readableMessage(message: string): string {
  const m = /^\s*([A-Za-z]\w*(?:\.\w+)*)\s*:\s*(.+)$/s.exec(message);
  if (!m) return message;
  const path = m[1]!.split('.');
  const problem = m[2]!.trim();
  if (/^[A-Z]/.test(problem)) return problem;
  const names = path.filter((part) => !/^\d+$/.test(part));
  const index = path.find((part) => /^\d+$/.test(part));
  const field = fieldWords(names[names.length - 1] ?? path[0]!);
  return `${field}${index === undefined ? '' : ` of line ${Number(index) + 1}`} ${problem}`;
}

/** The message to show the user: the server's own message when there is one, as a sentence without field paths. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean).map(readableMessage);
    return messages.length > 0 ? messages.join('\n') : fallback;
  }
  if (ServerError.is(error)) {
    return `The server answered ${error.statusCode}. Please try again.`;
  }
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return 'Unable to reach the server. Check the connection and try again.';
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
