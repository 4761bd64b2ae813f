/**
 * The gateway's server factory (docs/ARCHITECTURE.md#conventions: a factory apart from listen, so tests start it in-process).
 * One origin serves POST /graphql (Apollo Server 5 with graphql-armor limits and CSRF prevention) and
 * the built web app (web/dist) with a fallback to index.html for the app's routes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { clientErrorReply } from '@agency/rules/http';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import { bufferedStdout } from '@agency/rules/logging';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { RestClient, type Caller } from './rest/client.js';
import { createRestDataSource, type RestDataSource } from './rest/data-source.js';
import { lookupZip } from './clients/zip.js';
import { compiledGateway } from './execution.js';
import { buildSchema } from './schema.js';
import { registerLiveUpdates } from './live/sockets.js';
import { SignedInCheck } from './auth/signed-in.js';
import {
  BODY_LIMIT,
  PARSE_OPTIONS,
  anonymousHook,
  anonymousRateHook,
  armorProtection,
  bodyLimitHook,
  graphqlErrorHandler,
  limitsPlugin,
  withLimitCode,
} from './limits.js';
import { createGatewayMetrics } from './metrics.js';
import { exportAuthorizationOf, registerOrderExport } from './lists/export.js';
import { registerAuditExport } from './audit/export.js';

export interface GatewayOptions {
  /** Replaces the REST data source (fault injection in tests); defaults to the real one. */
  dataSource?: (caller: Caller) => RestDataSource;
  /** Told of every REST call (tests count them); REST calls are also logged at debug level. */
  onRestCall?: (method: string, path: string) => void;
  /** Pino logger settings, or false for none (tests). */
  logger?: boolean | { level: string };
}

/** The caller's token, address, request id and browser (User-Agent), as forwarded to the REST API. */
export function callerOf(request: FastifyRequest): Caller {
  const authorization = request.headers.authorization;
  const userAgent = request.headers['user-agent'];
  return {
    authorization: typeof authorization === 'string' && authorization.length > 0 ? authorization : null,
    forwardedFor: request.ip ?? null,
    requestId: String(request.id),
    userAgent: typeof userAgent === 'string' && userAgent.length > 0 ? userAgent.slice(0, 512) : null,
  };
}

/**
 * Errors that are not ours (bugs) are masked; ours keep their message and code, and a refusal by
 * one of the limits of docs/graphql-limits.md carries QUERY_TOO_COMPLEX.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && !(original instanceof GraphQLError)) {
    return {
      message: 'Internal error in the gateway',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
      ...(formatted.path ? { path: formatted.path } : {}),
    };
  }
  return withLimitCode(formatted);
}

/**
 * Builds the gateway: a Fastify instance with /graphql and the web app, not yet listening.
 * Call `app.close()` to stop it (it also closes the REST pool).
 */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, stream: bufferedStdout() },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // Fastify's own two lines per request are off: the onResponse hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals of Node's HTTP parser (a request line and headers over 16 KB) in the REST API's error shape.
    clientErrorHandler: clientErrorReply,
  });
  // One log line per request, when it ends (not Fastify's two): method, URL, status and time in ms;
  // the request id ties it to the other process's line of the same request.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });

  const rest = new RestClient(config, (method, path) => {
    app.log.debug({ method, path }, 'REST call');
    options.onRestCall?.(method, path);
  });
  app.addHook('onClose', async () => rest.close());
  const metrics = createGatewayMetrics(config.metricsToken ?? null);
  metrics?.register(app, rest);
  const dataSource = options.dataSource ?? ((caller: Caller) => createRestDataSource(rest, caller, { agency: config.agency }));

  // Security headers from helmet, built once: @fastify/helmet rebuilds helmet's middleware (and
  // re-parses the policy) on every request, which showed in the gateway's CPU profile under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain http on localhost: an HSTS header would only get in the way.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );

  // Who holds a live token: asked of the REST API when a limit depends on it (docs/graphql-limits.md).
  const signedIn = new SignedInCheck((authorization) => dataSource({ authorization, forwardedFor: null, requestId: null }).auth.me());
  const armor = armorProtection();
  const schema = buildSchema();
  const apollo = new ApolloServer<GatewayContext>({
    // Operations run compiled by graphql-jit (execution.ts); Apollo still parses and validates them.
    gateway: compiledGateway(schema),
    csrfPrevention: true,
    // server.ts stops the whole app on SIGINT/SIGTERM (requests finish first); Apollo's own signal
    // handlers would stop it underneath and re-raise the signal.
    stopOnTerminationSignals: false,
    // Introspection is answered to signed-in callers only: limitsPlugin refuses it before a live token.
    introspection: true,
    // Automatic persisted queries: nothing here sends them, and they would let anyone fill the cache.
    persistedQueries: false,
    parseOptions: PARSE_OPTIONS,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    // No drain plugin: Fastify drains connections on close, and the plugin's own fastify.close() would
    // wait on the onClose hook below that stops Apollo.
    // Cache control is off: nothing caches our responses, and its per-field hook costs every request.
    plugins: [
      limitsPlugin(signedIn),
      ...armor.plugins,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // Federation's inline traces are for subgraphs; left implicit, its hook still runs per request.
      ApolloServerPluginInlineTraceDisabled(),
      ...(metrics ? [metrics.apolloPlugin] : []),
    ],
    formatError,
  });
  await apollo.start();

  // Requests without a live token, counted per address in this process (docs/graphql-limits.md#anonymous-callers).
  await app.register(fastifyRateLimit, { global: false });
  const anonymousCounter = app.createRateLimit({
    max: config.anonymousRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    onRequest: config.anonymousRequestsPerMinute > 0 ? [anonymousRateHook(signedIn, anonymousCounter)] : [],
    preParsing: bodyLimitHook(signedIn),
    preHandler: anonymousHook(signedIn),
    errorHandler: graphqlErrorHandler,
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => ({
        rest: dataSource(callerOf(request)),
        zip: (zipCode: string) => lookupZip(zipCode, { apiKey: config.zipApiKey, apiUrl: config.zipApiUrl }),
      }),
    }),
  });

  // Subscriptions over graphql-ws on the same path and port, fed by the REST API's event stream (docs/live-updates.md).
  const live = registerLiveUpdates(app, {
    schema,
    restApiUrl: config.restApiUrl,
    gatewaySecret: config.gatewaySecret,
    validationRules: armor.validationRules,
    dataSource,
    signedIn,
    zip: (zipCode: string) => lookupZip(zipCode, { apiKey: config.zipApiKey, apiUrl: config.zipApiUrl }),
  });
  metrics?.live(live);

  // The whole filtered order list as a CSV download (docs/lists-and-reports.md#csv-export).
  await registerOrderExport(
    app,
    dataSource,
    callerOf,
    config.anonymousRequestsPerMinute > 0 ? anonymousRateHook(signedIn, anonymousCounter, exportAuthorizationOf) : undefined,
  );
  // The whole filtered audit log as CSV, the REST API's own file (docs/employees-and-access.md#history-and-audit-log).
  await registerAuditExport(
    app,
    rest,
    callerOf,
    config.anonymousRequestsPerMinute > 0 ? anonymousRateHook(signedIn, anonymousCounter, exportAuthorizationOf) : undefined,
  );

  // Liveness: the process answers. Readiness (/healthz): the REST API behind it answers too, so a
  // load balancer sends no clerk to a gateway that cannot serve them.
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/healthz', async (request, reply) => {
    try {
      await rest.json('GET', '/api/health', { authorization: null, forwardedFor: null, requestId: String(request.id) });
      return { status: 'ok', rest: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the REST API does not answer');
      return reply.code(503).send({ status: 'unavailable', rest: error instanceof Error ? error.message : String(error) });
    }
  });

  const index = join(config.webDist, 'index.html');
  if (existsSync(index)) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      index: ['index.html'],
      // The .br and .gz files the web build writes beside each asset, for browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite's assets carry their content hash in the name: they never change, so browsers keep
        // them a year; index.html (and other unhashed files) is asked for again each time.
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built: ${index} is missing (run npm run build)`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Only the web app's own routes get the page: not the APIs, nor a file that does not exist.
    const wantsPage =
      request.method === 'GET' && !path.startsWith('/graphql') && !path.startsWith('/api/') && !/\.[A-Za-z0-9]+$/.test(path);
    if (wantsPage && existsSync(index)) {
      // A signed-in screen gets the page that preloads the signed-in frame's code (app.html, written
      // by the web build); /login the light one (docs/screens.md#weight).
      const page = path !== '/login' && existsSync(join(config.webDist, 'app.html')) ? 'app.html' : 'index.html';
      return reply.type('text/html').sendFile(page);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
  });

  app.addHook('onClose', async () => apollo.stop());
  return app;
}
