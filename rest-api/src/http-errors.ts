/**
 * The errors routes throw (DESIGN §3): the error handler turns each into JSON
 * {statusCode, error, message} with its status.
 */

const NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** An error with an HTTP status and a message safe to show the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = NAMES[statusCode] ?? 'Error';
  }
}

/** 400 for one field: the message starts with the field name ('email: must be ...'). */
export const badRequest = (field: string, problem: string) => new HttpError(400, `${field}: ${problem}`);
/** 401: no, bad or expired token, or a failed sign-in. */
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** 403: the caller's role may not do this. */
export const forbidden = (message = 'Administrators only') => new HttpError(403, message);
/** 404: unknown id. */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: conflicts with the current state. */
export const conflict = (message: string) => new HttpError(409, message);

/** The reason phrase for a status code. */
export function statusName(statusCode: number): string {
  return NAMES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error');
}
