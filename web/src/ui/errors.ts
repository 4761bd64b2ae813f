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

/** The message to show the user: the server's own message when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
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
