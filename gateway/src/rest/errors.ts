/**
 * REST failures as GraphQL errors (DESIGN §3): the REST message is kept, and extensions.code says
 * what kind of failure it was, so the web app can react (UNAUTHENTICATED clears the session).
 */
import { GraphQLError } from 'graphql';

export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'PAYMENTS_INCOMPLETE'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/** The extensions.code for a REST status: 400/413 → BAD_USER_INPUT, 401, 403, 404, 409, 422, 429; 5xx → UPSTREAM_UNAVAILABLE. */
export function codeForStatus(status: number): GatewayErrorCode {
  switch (status) {
    case 400:
    case 413:
    case 415:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'PAYMENTS_INCOMPLETE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'UPSTREAM_UNAVAILABLE';
  }
}

/** A GraphQL error for a REST reply with a failing status; `message` is the REST body's message. */
export function restError(status: number, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: codeForStatus(status), restStatus: status } });
}

/** The REST API could not be reached or did not answer in time. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new GraphQLError(`The REST API is unavailable: ${detail}`, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
}

/** Bad input caught by the gateway itself, naming the field. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
