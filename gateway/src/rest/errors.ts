/**
 * REST failures as GraphQL errors (docs/ARCHITECTURE.md#contracts): the REST message is kept, and extensions.code says
 * what kind of failure it was, so the web app can react (UNAUTHENTICATED clears the session) and
 * translate the reason (SENDER_AMBIGUOUS opens 'Select Sender').
 */
import { GraphQLError } from 'graphql';
import { sanctionsMatchOf } from './sanctions-match.js';
import type { RestSanctionsMatch } from './types.js';

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

/**
 * REST codes that only restate their status's class: the GraphQL code stays the class
 * (BAD_USER_INPUT, NOT_FOUND...). Any other REST code (SENDER_AMBIGUOUS, POSSIBLE_DUPLICATE,
 * IDEMPOTENCY_KEY_REUSED...) becomes extensions.code itself.
 */
const CLASS_CODES = new Set([
  'BAD_REQUEST',
  'INVALID_FIELD',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
]);

/** The parts of a REST error body besides its status, message and code, kept in extensions. */
const STANDARD_KEYS = new Set(['statusCode', 'error', 'message', 'code']);

/**
 * A GraphQL error for a REST reply with a failing status. The REST message is kept; extensions
 * carry `code` (the REST code when it names a specific reason, else the status's class),
 * `restStatus`, `restCode`, and the reply's parameters (field, candidates, transactionID...).
 */
export function restError(status: number, message: string, body: Record<string, unknown> | null = null): GraphQLError {
  const restCode = typeof body?.code === 'string' ? body.code : null;
  const code = restCode && !CLASS_CODES.has(restCode) && status < 500 ? restCode : codeForStatus(status);
  const extensions: Record<string, unknown> = { code, restStatus: status };
  if (restCode) extensions.restCode = restCode;
  for (const [key, value] of Object.entries(body ?? {})) if (!STANDARD_KEYS.has(key)) extensions[key] = value;
  // A possible sanctions match reads as GraphQL's SanctionsMatch, reason and listed details included.
  if (restCode === 'SANCTIONS_MATCH' && Array.isArray(extensions.matches)) {
    extensions.matches = (extensions.matches as RestSanctionsMatch[]).map(sanctionsMatchOf);
  }
  return new GraphQLError(message, { extensions });
}

/** True for a REST 404 that says the route itself is missing (a host without that extension), not an unknown id. */
export function isMissingRoute(error: unknown): boolean {
  const extensions = (error as GraphQLError | null)?.extensions;
  return extensions?.restStatus === 404 && (extensions.restCode === undefined || extensions.restCode === 'ROUTE_NOT_FOUND');
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
