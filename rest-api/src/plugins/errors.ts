/**
 * Error replies (docs/orders.md "Errors"): every failure is JSON {statusCode, error, message, code}, with `field`
 * when a 400 names the failing field and the refusal's parameters (ids, candidates) beside them.
 * Validation errors name the failing field ('email: must be a valid email address', code
 * INVALID_FIELD); unexpected errors are logged and answered 500 without internals. Bad input never
 * reaches a 500.
 */
import { FieldError } from '@agency/rules';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { defaultCode, HttpError, INVALID_FIELD, statusName } from '../http-errors.js';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const ARTICLE: Record<string, string> = {
  integer: 'an integer',
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
};

function describe(issue: ValidationIssue, all: ValidationIssue[]): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'format':
      if (p.format === 'email') return 'must be a valid email address';
      if (p.format === 'date') return 'must be a date in the form YYYY-MM-DD';
      if (p.format === 'date-time') return 'must be an ISO 8601 date and time';
      return `must be a valid ${String(p.format)}`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(p.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(p.limit)}`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'type':
      return `must be ${ARTICLE[String(p.type)] ?? String(p.type)}`;
    case 'const':
    case 'enum': {
      const allowed = all
        .filter((i) => i.instancePath === issue.instancePath && (i.keyword === 'const' || i.keyword === 'enum'))
        .flatMap((i) => (i.keyword === 'const' ? [i.params.allowedValue] : ((i.params.allowedValues as unknown[]) ?? [])));
      return allowed.length === 1
        ? `must be ${JSON.stringify(allowed[0])}`
        : `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`;
    }
    case 'pattern':
      return 'has an invalid format';
    default:
      return 'has an invalid value';
  }
}

/**
 * Turns Fastify/TypeBox validation errors into one message naming the first failing field,
 * e.g. 'email: must be a valid email address' or 'fullName: is required'.
 */
export function formatValidation(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const { field, problem } = firstValidationIssue(errors, context);
  return `${field}: ${problem}`;
}

/** The first failing field of Fastify/TypeBox validation errors and what is wrong with it. */
function firstValidationIssue(errors: FastifySchemaValidationError[], context: string | undefined): { field: string; problem: string } {
  const issues = errors as unknown as ValidationIssue[];
  const first = issues.find((i) => i.keyword !== 'boolean' && i.keyword !== 'anyOf' && i.keyword !== 'oneOf') ?? issues[0];
  if (!first) return { field: context ?? 'body', problem: 'is invalid' };
  let field = fieldOf(first.instancePath);
  if (first.keyword === 'required') {
    const missing = (first.params.requiredProperties as string[] | undefined)?.[0] ?? (first.params.missingProperty as string | undefined);
    field = [field, missing].filter(Boolean).join('.');
  }
  if (!field) field = context ?? 'body';
  return { field, problem: describe(first, issues) };
}

/** The code of a 404 for a path no route serves (a client tells it from an unknown id's NOT_FOUND). */
export const ROUTE_NOT_FOUND = 'ROUTE_NOT_FOUND';

/** Installs the error and not-found handlers on the root instance. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    let statusCode: number;
    let message: string;
    let code: string | undefined;
    let field: string | undefined;
    let details: Record<string, unknown> | undefined;
    if (error instanceof HttpError) {
      statusCode = error.statusCode;
      message = error.message;
      code = error.code;
      field = error.field;
      details = error.details;
    } else if (error instanceof FieldError) {
      statusCode = 400;
      message = error.message;
      code = INVALID_FIELD;
      field = error.field;
    } else if (error.validation) {
      statusCode = 400;
      const issue = firstValidationIssue(error.validation, error.validationContext);
      message = `${issue.field}: ${issue.problem}`;
      code = INVALID_FIELD;
      field = issue.field;
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      statusCode = 413;
      message = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'file: must be at most 10 MB' : 'body: must be at most 14 MB';
      field = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'file' : 'body';
      // Keep the connection: Node then reads and drops the rest of the body, so a client still
      // sending it gets this 413 instead of a broken pipe.
      reply.removeHeader('connection');
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      statusCode = 400;
      message = 'body: must not be empty when Content-Type is application/json';
      field = 'body';
    } else if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      statusCode = 400;
      message = 'body: is not valid JSON';
      code = 'INVALID_JSON';
      field = 'body';
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      statusCode = error.statusCode;
      message = error.message;
    } else {
      request.log.error({ err: error }, 'request failed');
      statusCode = 500;
      message = 'Something went wrong on the server. Try again, or report it with the request id.';
    }
    code ??= defaultCode(statusCode);
    if (statusCode < 500) request.log.info({ statusCode, code, message }, 'request refused');
    return reply.status(statusCode).send({
      ...details,
      statusCode,
      error: statusName(statusCode),
      message,
      code,
      ...(field === undefined ? {} : { field }),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: ROUTE_NOT_FOUND,
    });
  });
}
