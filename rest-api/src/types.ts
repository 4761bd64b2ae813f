/**
 * Fastify type augmentations and the typed instance the REST API's plugins receive: the database,
 * the configuration, the signed-in caller, and each route's `config.access` (docs/ARCHITECTURE.md#security).
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SanctionsScreener } from './compliance/screening.js';

/**
 * Who may call a route: anyone, any signed-in employee, or administrators only; 'optional': anyone,
 * with the caller resolved when a token is sent (a bad one is still 401): the enrolment routes,
 * called with a sign-in challenge or a token.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** The caller of a request, set by the auth hook from a valid token. */
export interface Caller {
  employeeId: number;
  roleId: 1 | 2;
  /** sha256 of the bearer token: identifies the current session (or personal access token). */
  tokenHash: Buffer;
  /** How the caller signed in: a session (email, password and second factor) or a personal access token (docs/employees-and-access.md#personal-access-tokens). */
  via: 'session' | 'token';
  /** The id of the session (GET /api/auth/sessions) or of the personal access token. */
  sessionId: number;
  /** WRITE for a session; a personal access token's scope (READ refuses every write: 403 TOKEN_READ_ONLY). */
  scope: 'READ' | 'WRITE';
  /** The password was set by an administrator: every route but a few answers 403 PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: boolean;
  /** The employee has a second factor turned on. */
  mfaEnabled: boolean;
}

import type { LoginFailureStore } from './auth/login-limits.js';
import type { SessionCache } from './auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The clock (buildApp option `now`): "today" is calendarDateIn(config.agency.timeZone, now()). */
    now: () => Date;
    /** The clock of second-factor codes, ms since the epoch (buildApp option `totpClock`; tests inject it). */
    totpClock: () => number;
    /** The sanctions list in memory and the match threshold (compliance/screening.ts). */
    sanctions: SanctionsScreener;
    /** The failed sign-in counters every REST process shares (auth/login-limits.ts). */
    loginFailures: LoginFailureStore;
    /** The sessions this process remembers, forgotten when any process changes one (auth/sessions.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes called without a token. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; 'user' when absent. */
    access?: Access;
    /** The route answers while the caller's password must be changed (change-password, sign-out, sessions, me). */
    beforePasswordChange?: boolean;
    /** The route answers while the caller must still enrol a second factor (enrolment, sign-out, me). */
    beforeEnrolment?: boolean;
    /** A personal access token may not call the route (tokens, password, second factor, sessions): 403 TOKEN_NOT_ALLOWED. */
    sessionOnly?: boolean;
    /** A POST (or other non-GET) route that only reads: a READ token may call it. */
    readsOnly?: boolean;
  }
}

/** The Fastify instance with the TypeBox type provider, as route plugins receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  RawReplyDefaultExpression<RawServerDefault>,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
