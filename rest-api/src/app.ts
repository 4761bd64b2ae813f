/**
 * The REST API factory (docs/ARCHITECTURE.md#conventions, a server factory apart from listen): buildApp(config) opens and migrates the database,
 * creates the first administrator if needed, and returns the Fastify instance with every plugin
 * and route registered, without listening. Tests call app.inject; server.ts calls app.listen.
 */
import { randomUUID } from 'node:crypto';
import { MAX_NAME_LENGTH } from '@agency/rules';
import { clientErrorReply } from '@agency/rules/http';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/index.js';
import { runMigrations } from './db/migrate.js';
import { ensureAdministrator } from './employees/bootstrap.js';
import { MAX_FILE_BYTES } from './documents/files.js';
import { employeeRoutes } from './employees/routes.js';
import { authRoutes } from './auth/routes.js';
import { sessionRoutes } from './auth/session-routes.js';
import { databaseFailureStore, redisFailureStore } from './auth/login-limits.js';
import { healthRoutes } from './health/routes.js';
import { configurationRoutes } from './configuration/routes.js';
import { clientRoutes } from './clients/routes.js';
import { recipientRoutes } from './beneficiaries/routes.js';
import { orderRoutes } from './orders/routes.js';
import { orderListRoutes } from './orders/list-routes.js';
import { investmentRoutes } from './investments/routes.js';
import { consortiumRoutes } from './consortiums/routes.js';
import { complianceRoutes } from './compliance/routes.js';
import { auditRoutes } from './audit/routes.js';
import { importRoutes } from './import/routes.js';
import { registerEventStream } from './events.js';
import { SanctionsScreener } from './compliance/screening.js';
import { registerAuthHook } from './plugins/auth.js';
import { SessionCache } from './auth/sessions.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerSwagger } from './plugins/swagger.js';
import type { App } from './types.js';
import { bufferedStdout } from '@agency/rules/logging';

/** Fastify's own response serializer builder (fast-json-stringify), without shared schemas. */
const buildSerializer = SerializerSelector()({}, {});

/**
 * The response serializer of one route and status, built by fast-json-stringify as Fastify's own
 * is, but at the first reply that uses it rather than at start: building every route's at start
 * was ~0.3 s of the REST API's start-up and memory a fresh process may never need
 * (docs/operations.md "Memory"). The first reply of each route and status pays a few milliseconds.
 * A schema fast-json-stringify refuses is then found by the first reply, not at start: every route
 * is called by the tests (the REST fuzz suite among them).
 */
function serializerOnFirstUse(route: FastifyRouteSchemaDef<unknown>): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= buildSerializer({ ...route, httpStatus: route.httpStatus ?? '' }))(data);
}

/** JSON bodies up to 14 MB (base64 files, docs/ARCHITECTURE.md#contracts). */
export const BODY_LIMIT = 14 * 1024 * 1024;

/** Options of buildApp beyond the configuration (mostly for tests). */
export interface BuildOptions {
  /** Use this database instead of opening one from config; it is not closed with the app. */
  database?: Database;
  /** Fastify's logger option; default pino at config.logLevel on buffered standard output (@agency/rules/logging). */
  logger?: FastifyServerOptions['logger'];
  /** Where the first-start administrator block is printed; default stdout. */
  print?: (text: string) => void;
  /** Called for every route as it is registered (tests collect them for the role matrix). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock every "today" is read from (docs/money-and-dates.md); default () => new Date(). Tests fix it. */
  now?: () => Date;
  /** The clock of second-factor codes in ms since the epoch (auth/totp.ts); default Date.now. Tests inject it. */
  totpClock?: () => number;
  /** Continue the imports a crash or a stop left unfinished once the app is ready (the server does; docs/import.md). */
  resumeImports?: boolean;
  /** How long POST /api/import/clients waits for a small file's import before answering with its progress (import/routes.ts SYNC_WAIT_MS). */
  importSyncWaitMs?: number;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the REST API for config. Returns the (not yet listening) Fastify instance; closing it
 * closes the database it opened. Throws if the database cannot be opened or migrated.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const db = options.database ?? (await openDatabase(config));
  const sanctions = new SanctionsScreener(config.sanctionsMatchThreshold, config.agency.timeZone);
  try {
    await runMigrations(db);
    await ensureAdministrator(db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      print: options.print ?? ((text) => process.stdout.write(`${text}\n`)),
    });
    // The sanctions list in force, into memory before the first screening.
    await sanctions.refresh(db);
  } catch (error) {
    if (!options.database) await db.close().catch(() => undefined);
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, stream: bufferedStdout() },
    // A name searched by path (/api/client/search/name/{name}) may be as long as a stored name,
    // percent-encoded: a character is at most 4 UTF-8 bytes of 3 characters each ('%C3').
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_NAME_LENGTH * 12 },
    // Refusals of Node's HTTP parser (a request line and headers over 16 KB) in our error shape.
    clientErrorHandler: clientErrorReply,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // Fastify's own two lines per request are off: the onResponse hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  })
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .setSerializerCompiler(serializerOnFirstUse)
    .withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // One log line per request, when it ends (not Fastify's two): method, URL, status and time in ms;
  // the request id ties it to the other process's line of the same request.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('totpClock', options.totpClock ?? (() => Date.now()));
  app.decorate('sanctions', sanctions);
  const loginFailures = config.redisUrl
    ? await redisFailureStore(config.redisUrl, config.loginRateLimit.windowMs)
    : databaseFailureStore(db, config.loginRateLimit.windowMs);
  app.decorate('loginFailures', loginFailures);
  app.addHook('onClose', async () => loginFailures.close());
  const sessions = await SessionCache.open(db);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => {
    await sessions.close();
    if (!options.database) await db.close();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerAuthHook(app);
  registerInputGuard(app);
  registerMetrics(app);
  // Plain HTTP behind the gateway: no upgrade-insecure-requests.
  await app.register(helmet, { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  await registerSwagger(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(employeeRoutes);
  await app.register(configurationRoutes);
  await app.register(clientRoutes);
  await app.register(recipientRoutes);
  await app.register(orderRoutes);
  await app.register(orderListRoutes);
  await app.register(investmentRoutes);
  await app.register(consortiumRoutes);
  await app.register(complianceRoutes);
  await app.register(auditRoutes);
  await app.register(importRoutes, {
    resume: options.resumeImports ?? false,
    ...(options.importSyncWaitMs !== undefined ? { syncWaitMs: options.importSyncWaitMs } : {}),
  });
  // The gateway's event stream of live updates (docs/live-updates.md).
  registerEventStream(app, db);

  return app;
}
