/**
 * Fastify type augmentations and the typed instance the REST API's plugins receive: the database,
 * the configuration, the signed-in caller, and each route's `config.access` (docs/ARCHITECTURE.md#security).
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SanctionsScreener } from './compliance/screening.js';

/** Who may call a route: anyone, any signed-in employee, or administrators only. */
export type Access = 'public' | 'user' | 'admin';

/** The caller of a request, set by the auth hook from a valid token. */
export interface Caller {
  employeeId: number;
  roleId: 1 | 2;
  /** sha256 of the bearer token: identifies the current session. */
  tokenHash: Buffer;
}

import type { LoginFailureStore } from './auth/login-limits.js';
import type { SessionCache } from './auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The clock (buildApp option `now`): "today" is calendarDateIn(config.agency.timeZone, now()). */
    now: () => Date;
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
