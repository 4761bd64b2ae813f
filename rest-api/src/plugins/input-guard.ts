/**
 * Input checks every route gets before its schema runs, so that no input reaches the database in a
 * form it cannot store and no odd spelling of a number is taken for an id:
 *
 * - text (values and property names) in the body, path params and query string must not contain
 *   the NUL character or an unpaired UTF-16 surrogate: PostgreSQL cannot store either in a text
 *   column, so such a request would otherwise fail there. It is a 400 INVALID_FIELD naming the field.
 * - a JSON body nested deeper than MAX_DEPTH levels is a 400 on the field where it goes too deep.
 * - an integer path param or query value must be written in digits only ('01' is 1; '+1', ' 1',
 *   '1e0', '0x1' and '1.0' are 400 INVALID_FIELD 'name: must be an integer').
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors.js';

/** The deepest nesting of objects and arrays a JSON body may have (no route needs more than a few). */
export const MAX_DEPTH = 32;

/** NUL, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const DIGITS = /^[0-9]+$/;

/** Whether PostgreSQL can store text as given (no NUL, no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * Walks value (parsed JSON, params or query object) without recursion and throws 400 INVALID_FIELD
 * for the first string or property name PostgreSQL cannot store, or for nesting deeper than
 * MAX_DEPTH. `root` names the value itself in messages when the problem is at its top ('body').
 */
export function checkInputText(value: unknown, root: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    const field = path === '' ? root : path;
    if (typeof current === 'string') {
      if (!isStorableText(current)) throw badRequest(field, 'must not contain a NUL character or an unpaired surrogate');
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) throw badRequest(field, `is nested too deeply (at most ${MAX_DEPTH} levels)`);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: join(path, i), depth: depth + 1 });
      continue;
    }
    if (Buffer.isBuffer(current)) continue;
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (!isStorableText(key)) throw badRequest(field, 'must not have a property name with a NUL character or an unpaired surrogate');
      stack.push({ value: (current as Record<string, unknown>)[key], path: join(path, key), depth: depth + 1 });
    }
  }
}

interface ObjectSchema {
  properties?: Record<string, { type?: unknown; anyOf?: { type?: unknown }[] }>;
}

function isIntegerSchema(schema: { type?: unknown; anyOf?: { type?: unknown }[] } | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'integer') return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some((s) => s.type === 'integer') && !schema.anyOf.some((s) => s.type === 'string');
}

/**
 * Throws 400 INVALID_FIELD naming the first integer param of schema whose raw text is not digits
 * only (before the schema converts it: '+1', ' 1' or '1e0' would otherwise become 1).
 */
export function checkIntegerSpelling(values: unknown, schema: ObjectSchema | undefined): void {
  if (!schema?.properties || values === null || typeof values !== 'object') return;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isIntegerSchema(property)) continue;
    const raw = (values as Record<string, unknown>)[name];
    if (raw === undefined) continue;
    const texts = Array.isArray(raw) ? raw : [raw];
    for (const text of texts) {
      if (typeof text === 'string' && !DIGITS.test(text)) throw badRequest(name, 'must be an integer');
    }
  }
}

/** Adds the checks above as a preValidation hook on every route of app (register before the routes). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema as { params?: ObjectSchema; querystring?: ObjectSchema } | undefined;
    checkInputText(request.params, 'params');
    checkInputText(request.query, 'query');
    checkIntegerSpelling(request.params, schema?.params);
    checkIntegerSpelling(request.query, schema?.querystring);
    checkInputText(request.body, 'body');
  });
}
