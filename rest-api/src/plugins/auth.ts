/**
 * The auth hook (docs/employees-and-access.md): one global onRequest hook guards every route. A route declares
 * `config: { access: 'public' | 'user' | 'admin' }`; absent means 'user', so a new route is guarded
 * by default. 401 for a missing, bad, expired or revoked token; 403 'Administrators only'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors.js';
import type { Access } from '../types.js';

/** The bearer token of the Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Registers the guard on the root instance (before any route). */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // unknown routes answer 404 from the not-found handler
    const access: Access = request.routeOptions.config?.access ?? 'user';
    const token = bearerToken(request);
    if (access === 'public') return;
    if (!token) throw unauthorized('Authentication required: send Authorization: Bearer <token>');
    const caller = await app.sessions.resolve(token);
    if (!caller) throw unauthorized('Your session is invalid or has expired. Sign in again.');
    request.caller = caller;
    if (access === 'admin' && caller.roleId !== 1) throw forbidden('Administrators only');
  });
}

/** The caller of a guarded route (set by the hook); throws 401 if somehow absent. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
