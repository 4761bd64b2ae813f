/**
 * The auth calls of the REST data source (docs/employees-and-access.md#calls): sign-in, sign-out, the viewer
 * (GET /api/auth/me, or POST /api/auth/has and the remembered sign-in on a host without it) and the language.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Caller, RestClient } from '../rest/client.js';
import { unlessMissing } from '../rest/extensions.js';
import type { RestRole, RestSession, RestViewer } from '../rest/types.js';

/** How many sign-ins the gateway remembers for hosts without /api/auth/me. */
const SESSIONS_KEPT = 10_000;

/** The sign-in replies this gateway passed on, by sha256 of the token, per REST host. */
const sessions = new WeakMap<RestClient, LRUCache<string, Omit<RestSession, 'token'>>>();

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

const bearerToken = (authorization: string | null) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** The viewer on a host without /api/auth/me: POST /api/auth/has, and the remembered sign-in. */
async function viewerFallback(client: RestClient, caller: Caller): Promise<RestViewer> {
  const token = bearerToken(caller.authorization);
  const session = token ? sessions.get(client)?.get(tokenKey(token)) : undefined;
  const { hasPosition } = await client.json<{ hasPosition: boolean }>('POST', '/api/auth/has', caller, {
    position: 'Administrator',
    token,
  });
  if (!session)
    throw new GraphQLError('Your session is not known to this server. Sign in again.', { extensions: { code: 'UNAUTHENTICATED' } });
  const role: RestRole = hasPosition ? { id: 1, name: 'Administrator' } : { id: 2, name: 'Employee' };
  return {
    employee: {
      id: session.employeeID,
      // Not known on a host without auth/me, and not shown: GraphQL's Employee has no version.
      version: 0,
      fullName: session.fullName,
      email: '',
      roles: [role],
      profileImage: session.profileImage,
      fileExtension: session.fileExtension,
    },
    isAdministrator: hasPosition,
  };
}

/** POST /api/auth/*: sign-in, sign-out, the viewer and the language. */
export interface AuthRest {
  /** POST /api/auth/authenticate. @throws UNAUTHENTICATED 'Wrong email or password', RATE_LIMITED. */
  authenticate(email: string, password: string): Promise<RestSession>;
  /** POST /api/auth/logout: revokes the caller's token. */
  logout(): Promise<void>;
  /**
   * GET /api/auth/me (extension): the caller and whether they are an administrator (memoised per
   * request). On a host without it: POST /api/auth/has for the role and the employee of the
   * sign-in this gateway answered for the token. @throws UNAUTHENTICATED when it saw none.
   */
  me(): Promise<RestViewer>;
  /** POST /api/auth/language (extension): keeps 'en' or 'pt-BR' on the caller's own record; returns the viewer. */
  setLanguage(language: 'en' | 'pt-BR'): Promise<RestViewer>;
}

/** The auth calls, bound to the caller; the viewer is memoised per request. */
export function authRest(client: RestClient, caller: Caller): AuthRest {
  let me: Promise<RestViewer> | undefined;
  return {
    authenticate: async (email, password) => {
      const session = await client.json<RestSession>('POST', '/api/auth/authenticate', caller, { email, password });
      // A host without /api/auth/me needs the gateway to remember who signed in (bounded, by token hash).
      if (!sessions.has(client)) sessions.set(client, new LRUCache({ max: SESSIONS_KEPT }));
      const { token, ...rest } = session;
      sessions.get(client)!.set(tokenKey(token), rest);
      return session;
    },
    logout: async () => {
      await client.json('POST', '/api/auth/logout', caller, {});
    },
    me: () =>
      (me ??= unlessMissing(client, '/api/auth/me', () => client.json<RestViewer>('GET', '/api/auth/me', caller)).then(
        (viewer) => viewer ?? viewerFallback(client, caller),
      )),
    setLanguage: (language) => client.json<RestViewer>('POST', '/api/auth/language', caller, { language }),
  };
}
