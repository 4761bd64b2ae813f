/**
 * Reading the gateway's errors (extensions.code and the REST message) out of what Apollo Client 4
 * throws, and saying them in the chosen language keyed on the code (docs/i18n.md).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { translate } from '../i18n';
import { translatedMessage } from './errorMessages';

export { readableMessage, translatedMessage } from './errorMessages';

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

/** The title of a failure's modal as the specs write it: 'Error: {status}' with the HTTP status number, else 'Error!' ('Erro: 409'). */
export function errorTitle(error: unknown): string {
  const status = errorStatus(error);
  return status === undefined ? translate('errors.titleUnknown') : translate('errors.title', { status });
}

/** An extension of the first GraphQL error that has it (e.g. 'transactionID', 'candidates'), or undefined. */
export function errorDetail(error: unknown, name: string): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) if (e.extensions && name in e.extensions) return e.extensions[name];
  return undefined;
}

/** The message to show the user, in the chosen language, as a sentence without field paths or code words. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.filter((e) => e.message).map((e) => translatedMessage(e.message, e.extensions));
    return messages.length > 0 ? messages.join('\n') : (fallback ?? translate('errors.generic'));
  }
  if (ServerError.is(error)) {
    return translate('errors.serverAnswered', { status: error.statusCode });
  }
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return translate('errors.unreachable');
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? translate('errors.generic');
}
