/**
 * The errors routes throw: the error handler (plugins/errors.ts) turns each into the JSON reply
 * {statusCode, error, message, code, field?, ...details} with its status. `code` is the stable,
 * machine-readable reason (UPPER_SNAKE) that clients branch and translate on; `message` is a
 * sentence for people; `details` carries the parameters of the refusal (ids, candidates).
 */

const NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** The code of a refusal that names no more specific reason, by HTTP status. */
const DEFAULT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
};

/** The code of a 400 that names the failing field. */
export const INVALID_FIELD = 'INVALID_FIELD';

/** The default `code` for an HTTP status: e.g. 404 → NOT_FOUND, 5xx → INTERNAL_ERROR. */
export function defaultCode(statusCode: number): string {
  return DEFAULT_CODES[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** Optional parts of an HttpError besides its status and message. */
export interface HttpErrorOptions {
  /** The stable reason; the status's default code when absent. */
  code?: string;
  /** The failing field, for a 400 that names one ('client.fullName', 'valueAggregates.0.value'). */
  field?: string;
  /** Parameters of the refusal, sent as top-level properties of the reply (e.g. transactionID, candidates). */
  details?: Record<string, unknown>;
}

/** An error with an HTTP status, a stable code and a message safe to show the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly code: string;
  readonly field: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(statusCode: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = NAMES[statusCode] ?? 'Error';
    this.code = options.code ?? defaultCode(statusCode);
    this.field = options.field;
    this.details = options.details;
  }
}

/**
 * 400 for one field, code INVALID_FIELD: the message starts with the field name
 * ('email: must be a valid CPF or CNPJ') and `field` carries it alone.
 */
export const badRequest = (field: string, problem: string) => new HttpError(400, `${field}: ${problem}`, { code: INVALID_FIELD, field });
/** 401: no, bad or expired token, or a failed sign-in. */
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** 403: the caller's role may not do this. */
export const forbidden = (message = 'Administrators only') => new HttpError(403, message);
/** 404: unknown id. */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: conflicts with the current state; `code` and `details` say which conflict. */
export const conflict = (message: string, options: HttpErrorOptions = {}) => new HttpError(409, message, options);

/**
 * Runs fn and re-throws a field error (400 INVALID_FIELD) with `prefix.` before its field, so a
 * nested body names the whole path ('client.birthday: must be ...'). Other errors pass unchanged.
 */
export function withFieldPrefix<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    const { field, statusCode } = (error ?? {}) as { field?: unknown; statusCode?: unknown };
    // An HttpError 400 naming a field, or a field error of a shared rule (no status of its own).
    if (error instanceof Error && typeof field === 'string' && (statusCode === undefined || statusCode === 400)) {
      const problem = error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
      throw badRequest(`${prefix}.${field}`, problem);
    }
    throw error;
  }
}

/**
 * For a body nested under `prefix` whose fields are optional in its schema: a 400 naming the first
 * of `required` that is absent or null ('client.fullName: is required').
 */
export function requirePresent(prefix: string, body: object, required: readonly string[]): void {
  const values = body as Record<string, unknown>;
  const missing = required.find((key) => values[key] === undefined || values[key] === null);
  if (missing !== undefined) throw badRequest(`${prefix}.${missing}`, 'is required');
}

/** The reason phrase for a status code. */
export function statusName(statusCode: number): string {
  return NAMES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error');
}
