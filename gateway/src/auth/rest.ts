/**
 * The auth calls of the REST data source (docs/employees-and-access.md#calls): sign-in and its second factor,
 * sign-out, the viewer (GET /api/auth/me, or POST /api/auth/has and the remembered sign-in on a host without it),
 * the language, the signed-in sessions and the personal access tokens.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Caller, RestClient } from '../rest/client.js';
import { unlessMissing } from '../rest/extensions.js';
import type {
  RestAccessToken,
  RestCreatedToken,
  RestDeviceSession,
  RestMfaEnabled,
  RestMfaSetup,
  RestRole,
  RestSession,
  RestSignIn,
  RestViewer,
} from '../rest/types.js';

/** How many sign-ins the gateway remembers for hosts without /api/auth/me. */
const SESSIONS_KEPT = 10_000;

/** The sign-in replies this gateway passed on, by sha256 of the token, per REST host. */
const sessions = new WeakMap<RestClient, LRUCache<string, Omit<RestSession, 'token'>>>();

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

const bearerToken = (authorization: string | null) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** True for a sign-in reply that carries the token (no second step). */
export function isSession(reply: RestSignIn): reply is RestSession {
  return typeof (reply as { token?: unknown }).token === 'string';
}

/** Remembers a sign-in for a host without /api/auth/me (bounded, by token hash); answers it unchanged. */
function remember<T extends RestSession>(client: RestClient, session: T): T {
  if (!sessions.has(client)) sessions.set(client, new LRUCache({ max: SESSIONS_KEPT }));
  const { token, ...rest } = session;
  sessions.get(client)!.set(tokenKey(token), rest);
  return session;
}

/** The employee id of the sign-in this gateway answered for `authorization`, or null. */
function rememberedEmployeeID(client: RestClient, authorization: string | null): number | null {
  const token = bearerToken(authorization);
  return token ? (sessions.get(client)?.get(tokenKey(token))?.employeeID ?? null) : null;
}

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
  // Object.assign: the sign-in policy's fields are absent from the replies of a REST API without them.
  const employee = Object.assign(
    {
      id: session.employeeID,
      // Not known on a host without auth/me, and not shown: GraphQL's Employee has no version.
      version: 0,
      fullName: session.fullName,
      email: '',
      roles: [role],
      profileImage: session.profileImage,
      fileExtension: session.fileExtension,
    },
    { mfaEnabled: false },
  );
  return Object.assign(
    { employee, isAdministrator: hasPosition },
    { mustChangePassword: session.mustChangePassword === true, mfaRequired: false },
  );
}

/** POST /api/auth/*: sign-in, sign-out, the viewer, the language, sessions, second factor and access tokens. */
export interface AuthRest {
  /**
   * POST /api/auth/authenticate: the session, or `{mfaRequired, challenge, enrol}` without a token.
   * @throws UNAUTHENTICATED 'Wrong email or password', RATE_LIMITED.
   */
  authenticate(email: string, password: string): Promise<RestSignIn>;
  /**
   * POST /api/auth/mfa `{challenge, code | recoveryCode}`: the session.
   * @throws MFA_CHALLENGE_INVALID (expired or used), MFA_CODE_INVALID, RATE_LIMITED.
   */
  verify(challenge: string, answer: { code?: string; recoveryCode?: string }): Promise<RestSession>;
  /** POST /api/auth/mfa/setup, with the sign-in's challenge or the caller's token: a secret not yet in force. */
  setupSecondFactor(challenge: string | null): Promise<RestMfaSetup>;
  /** POST /api/auth/mfa/enable `{code[, challenge]}`: the ten recovery codes (and the session when enrolled at sign-in). @throws MFA_CODE_INVALID. */
  enableSecondFactor(code: string, challenge: string | null): Promise<RestMfaEnabled>;
  /** POST /api/auth/mfa/disable `{code}`: the caller's own second factor off. @throws MFA_CODE_INVALID, MFA_REQUIRED_BY_POLICY. */
  disableSecondFactor(code: string): Promise<void>;
  /** POST /api/employee/{id}/mfa/reset (administrators): the employee enrols again at their next sign-in. */
  resetSecondFactor(employeeID: number): Promise<void>;
  /** GET /api/auth/sessions: the caller's sessions, `current` marking this one. */
  sessions(): Promise<RestDeviceSession[]>;
  /** DELETE /api/auth/sessions/{id}: one of the caller's own sessions. */
  endSession(id: number): Promise<void>;
  /** DELETE /api/auth/sessions: every session of the caller but this one. */
  endOtherSessions(): Promise<void>;
  /** GET /api/employee/{id}/sessions (administrators). */
  employeeSessions(employeeID: number): Promise<RestDeviceSession[]>;
  /** DELETE /api/employee/{id}/sessions (administrators): every session of that employee (but the caller's own). */
  endEmployeeSessions(employeeID: number): Promise<void>;
  /** DELETE /api/employee/{id}/sessions/{sessionId} (administrators): one session of that employee. */
  endEmployeeSession(employeeID: number, id: number): Promise<void>;
  /** GET /api/auth/tokens: the caller's own personal access tokens (never the secrets). */
  tokens(): Promise<RestAccessToken[]>;
  /** POST /api/auth/tokens `{name, scope, expiresInDays}`: the token (this once) and its listing. */
  createToken(name: string, scope: 'READ' | 'WRITE', expiresInDays: number): Promise<RestCreatedToken>;
  /** DELETE /api/auth/tokens/{id}: revokes one of the caller's own tokens. */
  revokeToken(id: number): Promise<void>;
  /** POST /api/auth/logout: revokes the caller's token. */
  logout(): Promise<void>;
  /**
   * GET /api/auth/me (extension): the caller and whether they are an administrator (memoised per
   * request). On a host without it: POST /api/auth/has for the role and the employee of the
   * sign-in this gateway answered for the token. @throws UNAUTHENTICATED when it saw none.
   */
  me(): Promise<RestViewer>;
  /**
   * The caller's employee id: the viewer's, or, while the REST API refuses the viewer with PASSWORD_CHANGE_REQUIRED
   * (a password an administrator set, to be changed first), the sign-in this gateway answered for the token.
   */
  callerID(): Promise<number>;
  /** POST /api/auth/language (extension): keeps 'en' or 'pt-BR' on the caller's own record; returns the viewer. */
  setLanguage(language: 'en' | 'pt-BR'): Promise<RestViewer>;
}

/** The auth calls, bound to the caller; the viewer is memoised per request. */
export function authRest(client: RestClient, caller: Caller): AuthRest {
  let me: Promise<RestViewer> | undefined;
  const self: AuthRest = {
    authenticate: async (email, password) => {
      const reply = await client.json<RestSignIn>('POST', '/api/auth/authenticate', caller, { email, password });
      if (isSession(reply)) remember(client, reply);
      return reply;
    },
    verify: async (challenge, answer) =>
      remember(client, await client.json<RestSession>('POST', '/api/auth/mfa', caller, { challenge, ...answer })),
    setupSecondFactor: (challenge) => client.json<RestMfaSetup>('POST', '/api/auth/mfa/setup', caller, challenge ? { challenge } : {}),
    enableSecondFactor: async (code, challenge) => {
      const reply = await client.json<RestMfaEnabled>('POST', '/api/auth/mfa/enable', caller, challenge ? { code, challenge } : { code });
      if (typeof reply.token === 'string') remember(client, reply as RestMfaEnabled & RestSession);
      return reply;
    },
    disableSecondFactor: async (code) => {
      await client.json('POST', '/api/auth/mfa/disable', caller, { code });
    },
    resetSecondFactor: async (employeeID) => {
      await client.json('POST', `/api/employee/${employeeID}/mfa/reset`, caller, {});
    },
    sessions: () => client.json<RestDeviceSession[]>('GET', '/api/auth/sessions', caller),
    endSession: async (id) => {
      await client.json('DELETE', `/api/auth/sessions/${id}`, caller);
    },
    endOtherSessions: async () => {
      await client.json('DELETE', '/api/auth/sessions', caller);
    },
    employeeSessions: (employeeID) => client.json<RestDeviceSession[]>('GET', `/api/employee/${employeeID}/sessions`, caller),
    endEmployeeSessions: async (employeeID) => {
      await client.json('DELETE', `/api/employee/${employeeID}/sessions`, caller);
    },
    endEmployeeSession: async (employeeID, id) => {
      await client.json('DELETE', `/api/employee/${employeeID}/sessions/${id}`, caller);
    },
    tokens: () => client.json<RestAccessToken[]>('GET', '/api/auth/tokens', caller),
    createToken: (name, scope, expiresInDays) =>
      client.json<RestCreatedToken>('POST', '/api/auth/tokens', caller, { name, scope, expiresInDays }),
    revokeToken: async (id) => {
      await client.json('DELETE', `/api/auth/tokens/${id}`, caller);
    },
    logout: async () => {
      await client.json('POST', '/api/auth/logout', caller, {});
    },
    me: () =>
      (me ??= unlessMissing(client, '/api/auth/me', () => client.json<RestViewer>('GET', '/api/auth/me', caller)).then(
        (viewer) => viewer ?? viewerFallback(client, caller),
      )),
    callerID: async () => {
      try {
        return (await self.me()).employee.id;
      } catch (error) {
        const remembered = rememberedEmployeeID(client, caller.authorization);
        if (remembered !== null && error instanceof GraphQLError && error.extensions.code === 'PASSWORD_CHANGE_REQUIRED') return remembered;
        throw error;
      }
    },
    setLanguage: (language) => client.json<RestViewer>('POST', '/api/auth/language', caller, { language }),
  };
  return self;
}
