/**
 * The auth hook (docs/employees-and-access.md): one global onRequest hook guards every route. A route declares
 * `config: { access: 'public' | 'optional' | 'user' | 'admin' }`; absent means 'user', so a new route is guarded
 * by default. 401 for a missing, bad, expired or revoked token; 403 'Administrators only'. Then, in this order
 * (docs/employees-and-access.md#sign-in):
 * - a personal access token on a route marked `sessionOnly`: 403 TOKEN_NOT_ALLOWED; a READ token on any
 *   method but GET/HEAD/OPTIONS, unless the route is marked `readsOnly`: 403 TOKEN_READ_ONLY;
 * - a session of an employee who must enrol a second factor (MFA_REQUIRED) and has none, on a route not
 *   marked `beforeEnrolment`: 403 MFA_ENROLMENT_REQUIRED;
 * - a caller whose password an administrator set, on a route not marked `beforePasswordChange`: 403
 *   PASSWORD_CHANGE_REQUIRED.
 */
import { isAdministratorRole } from '@agency/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../http-errors.js';
import type { Access, Caller } from '../types.js';
import type { MfaRequired } from '../config.js';

/** The bearer token of the Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Whether an employee of roleId must sign in with a second factor under MFA_REQUIRED (docs/employees-and-access.md#second-factor). */
export function mfaRequiredFor(policy: MfaRequired, roleId: number): boolean {
  return policy === 'all' || (policy === 'administrators' && isAdministratorRole(roleId));
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The POST routes of the contract that only read (searches, pages, reports): a READ token may call
 * them (docs/employees-and-access.md#personal-access-tokens). A route of one's own may say so with
 * `config.readsOnly` instead. auth/tokens.test.ts checks every entry is a registered route.
 */
export const READ_ONLY_POSTS: readonly string[] = [
  '/api/auth/has',
  '/api/employee',
  '/api/client/search/pagination',
  '/api/client/search/pagination/:term',
  '/api/client/search/ids',
  '/api/recipient/search/pagination',
  '/api/recipient/search/pagination/:term',
  '/api/recipient/search/ids',
  '/api/transaction/search/complex/table',
  '/api/transaction/search/pending',
  '/api/transaction/hold/list',
  '/api/transaction/today/created',
  '/api/transaction/today/payment',
  '/api/transaction/over',
  '/api/transaction/date/report',
  '/api/investment/search/complex',
];
const READ_ONLY_POST_SET = new Set(READ_ONLY_POSTS);

/** Registers the guard on the root instance (before any route). */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // unknown routes answer 404 from the not-found handler
    const config = request.routeOptions.config ?? {};
    const access: Access = config.access ?? 'user';
    const token = bearerToken(request);
    if (access === 'public') return;
    if (!token) {
      if (access === 'optional') return;
      throw unauthorized('Authentication required: send Authorization: Bearer <token>');
    }
    const caller = await app.sessions.resolve(token);
    if (!caller) throw unauthorized('Your session is invalid or has expired. Sign in again.');
    request.caller = caller;
    if (access === 'admin' && !isAdministratorRole(caller.roleId)) throw forbidden('Administrators only');
    const readsOnly = config.readsOnly === true || (request.method === 'POST' && READ_ONLY_POST_SET.has(request.routeOptions.url ?? ''));
    checkCaller(app, caller, request.method, { ...config, readsOnly });
  });
}

function checkCaller(
  app: FastifyInstance,
  caller: Caller,
  method: string,
  config: { sessionOnly?: boolean; readsOnly?: boolean; beforeEnrolment?: boolean; beforePasswordChange?: boolean },
): void {
  if (caller.via === 'token') {
    if (config.sessionOnly) {
      throw new HttpError(403, 'A personal access token cannot do this: sign in with your password', { code: 'TOKEN_NOT_ALLOWED' });
    }
    if (caller.scope === 'READ' && !READ_METHODS.has(method) && !config.readsOnly) {
      throw new HttpError(403, 'This personal access token is read-only: it cannot change anything', { code: 'TOKEN_READ_ONLY' });
    }
  } else if (!caller.mfaEnabled && !config.beforeEnrolment && mfaRequiredFor(app.config.mfaRequired, caller.roleId)) {
    throw new HttpError(403, 'Set up your second factor (an authenticator app) before anything else', {
      code: 'MFA_ENROLMENT_REQUIRED',
    });
  }
  if (caller.mustChangePassword && !config.beforePasswordChange) {
    throw new HttpError(403, 'Change the password an administrator set for you before anything else', {
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
  }
}

/** The caller of a guarded route (set by the hook); throws 401 if somehow absent. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
