/**
 * Gateway configuration, read from the environment and validated once at start (docs/ARCHITECTURE.md#shape).
 * The variables are declared once in GATEWAY_VARIABLES (docs/operations.md#configuration); a bad value
 * throws a ConfigError naming the variable; server.ts prints it and exits.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, SHARED_VARIABLES, Type, agencyTimeZone, readEnvironment, trustProxyOf, type Environment } from '@agency/rules/config';

export interface GatewayConfig {
  /** Port of the gateway, which also serves the web app (PORT, default 4000). */
  port: number;
  /** Interface to listen on (HOST, default 'localhost': both 127.0.0.1 and ::1). */
  host: string;
  /**
   * Base URL(s) of the REST API (REST_API_URL, default http://127.0.0.1:${REST_PORT or 3001}): one URL,
   * or several comma-separated with the same path, which the gateway balances across (rest/client.ts).
   */
  restApiUrl: string;
  /** GATEWAY_SECRET: sent to the REST API in X-Gateway-Secret so it believes our X-Forwarded-For; null: none. */
  gatewaySecret: string | null;
  /** METRICS_TOKEN (at least 16 characters): GET /metrics answers with `Authorization: Bearer <it>`; null: off (404). */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping gateway lets requests in flight finish (default 10000). */
  shutdownTimeoutMs: number;
  /** Folder of the built web app (WEB_DIST, default web/dist of this repository). */
  webDist: string;
  /**
   * REST_WAIT_MS: how long the gateway waits at start for the REST API to answer /api/health before
   * it listens (default 0: it listens at once; `npm start` sets 120000, so the web port's first
   * answer is a working sign-in while both processes start side by side).
   */
  restWaitMs: number;
  /** Milliseconds to open a connection to the REST API (REST_CONNECT_TIMEOUT_MS, default 5000). */
  restConnectTimeoutMs: number;
  /** Milliseconds to wait for REST response headers (REST_HEADERS_TIMEOUT_MS, default 15000). */
  restHeadersTimeoutMs: number;
  /** Milliseconds allowed between body chunks (REST_BODY_TIMEOUT_MS, default 30000). */
  restBodyTimeoutMs: number;
  /** Fastify's trustProxy for the browser address passed on as X-Forwarded-For (TRUST_PROXY: false, true or addresses; default false). */
  trustProxy: boolean | string;
  /** LOG_LEVEL: a pino level (fatal, error, warn, info, debug, trace, silent; default info). */
  logLevel: string;
  /**
   * ANONYMOUS_REQUESTS_PER_MINUTE: GraphQL requests without a live token one address may send a
   * minute before the gateway slows and refuses them (default 120; 0: no limit). docs/graphql-limits.md#anonymous-callers.
   */
  anonymousRequestsPerMinute: number;
  /** ZIP_API_KEY: key of the third-party ZIP service (docs/clients-and-beneficiaries.md#calls); null to answer from the embedded dataset only. */
  zipApiKey: string | null;
  /** ZIP_API_URL: that service's base URL (default https://app.zipcodebase.com). */
  zipApiUrl: string;
  /**
   * The agency's name, address, phone and time zone (AGENCY_NAME, AGENCY_ADDRESS, AGENCY_PHONE,
   * AGENCY_TIME_ZONE, the REST API's defaults): answered for a REST host without
   * GET /api/configuration/agency.
   */
  agency: { name: string; address: string; phone: string; timeZone: string };
}

export { ConfigError };

/** Shared meaning of ZIP_API_KEY and ZIP_API_URL (one row of the table). */
const ZIP_MEANING = 'ZIP lookups answer offline from the embedded `zipcodes` dataset; with a key, the third-party service is asked first';
/** Shared meaning of REST_PROCESSES and GATEWAY_PROCESSES (one row of the table). */
const PROCESSES_MEANING =
  'How many REST API processes (on `REST_PORT`, `REST_PORT`+1, ...) and gateway processes (sharing `PORT`) `npm start` runs; more than one REST process needs `DATABASE_URL`';

/**
 * Every variable the gateway reads, declared once (docs/operations.md#configuration): type, bounds,
 * default and the meaning README's Configuration table shows (`npm run config:table`).
 */
export const GATEWAY_VARIABLES = {
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000, description: 'The gateway: web app, `/graphql`, `/playground`' }),
  HOST: Type.String({ default: 'localhost', description: 'Where the gateway listens (`0.0.0.0` to serve the office network)' }),
  REST_PORT: SHARED_VARIABLES.REST_PORT,
  REST_API_URL: Type.Optional(
    Type.String({
      defaultText: 'the REST processes `npm start` runs',
      description:
        'The REST host the gateway fronts, or several comma-separated (`http://10.0.0.5:3001,http://10.0.0.6:3001`) that it balances across',
    }),
  ),
  GATEWAY_SECRET: SHARED_VARIABLES.GATEWAY_SECRET,
  METRICS_TOKEN: SHARED_VARIABLES.METRICS_TOKEN,
  SHUTDOWN_TIMEOUT_MS: SHARED_VARIABLES.SHUTDOWN_TIMEOUT_MS,
  AGENCY_NAME: SHARED_VARIABLES.AGENCY_NAME,
  AGENCY_ADDRESS: SHARED_VARIABLES.AGENCY_ADDRESS,
  AGENCY_PHONE: SHARED_VARIABLES.AGENCY_PHONE,
  AGENCY_TIME_ZONE: SHARED_VARIABLES.AGENCY_TIME_ZONE,
  ZIP_API_KEY: Type.Optional(Type.String({ secret: true, description: ZIP_MEANING })),
  ZIP_API_URL: Type.String({ default: 'https://app.zipcodebase.com', description: ZIP_MEANING }),
  LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
  TRUST_PROXY: SHARED_VARIABLES.TRUST_PROXY,
  ANONYMOUS_REQUESTS_PER_MINUTE: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 120,
    description:
      'GraphQL requests without a live token (sign-ins included) one browser address may send the gateway a minute; past it each is held a second and refused with `RATE_LIMITED` (`docs/graphql-limits.md`). Signed-in clerks are not counted. `0` turns it off. Each gateway process counts its own',
  }),
  WEB_DIST: Type.String({ default: 'web/dist', description: 'The built web app the gateway serves (relative to the repository root)' }),
  REST_WAIT_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 0,
    description:
      'Milliseconds the gateway waits at start for the REST API to answer `/api/health` before it listens (`0`: at once); `npm start` sets 120000, so the web port answers only once sign-in works',
  }),
  REST_CONNECT_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 5000,
    description: 'Milliseconds the gateway waits to open a connection to the REST API',
  }),
  REST_HEADERS_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 15_000,
    description: "Milliseconds the gateway waits for a REST API response's headers",
  }),
  REST_BODY_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 30_000,
    description: "Milliseconds the gateway allows between chunks of a REST API response's body",
  }),
};

/** The variables `npm start` (gateway/scripts/start.mjs) reads itself, besides those of the processes it runs. */
export const LAUNCHER_VARIABLES = {
  REST_PROCESSES: Type.Integer({ minimum: 1, maximum: 64, default: 1, description: PROCESSES_MEANING }),
  GATEWAY_PROCESSES: Type.Integer({ minimum: 1, maximum: 64, default: 1, description: PROCESSES_MEANING }),
};

/**
 * The launcher's settings (REST_PROCESSES, GATEWAY_PROCESSES: 1 to 64, default 1).
 * @throws ConfigError naming the variable.
 */
export function loadLauncherConfig(env: Environment = process.env): { restProcesses: number; gatewayProcesses: number } {
  const v = readEnvironment(LAUNCHER_VARIABLES, env);
  return { restProcesses: v.REST_PROCESSES, gatewayProcesses: v.GATEWAY_PROCESSES };
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), findUp());

/** Path from this module's folder (src/ or dist/src/) up to the repository root. */
function findUp(): string {
  let rel = '..';
  const here = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    if (existsSync(resolve(here, rel, 'gateway', 'package.json'))) return rel;
    rel = `${rel}/..`;
  }
  return '../..';
}

/**
 * REST_API_URL (default http://127.0.0.1:REST_PORT) as the comma-separated list of URLs without
 * trailing slashes. @throws ConfigError for a URL that is not http(s), or URLs with different paths.
 */
function restApiUrlsOf(given: string | undefined, restPort: number): string {
  const restApiUrl = given ?? `http://127.0.0.1:${restPort}`;
  const urls = restApiUrl.split(',').map((u) => u.trim().replace(/\/+$/, ''));
  const paths = new Set<string>();
  for (const url of urls) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new ConfigError('REST_API_URL', `must be an http(s) URL or a comma-separated list of them, got '${restApiUrl}'`);
    }
    paths.add(parsed.pathname.replace(/\/+$/, ''));
  }
  if (paths.size > 1) throw new ConfigError('REST_API_URL', `must list URLs with the same path, got '${restApiUrl}'`);
  return urls.join(',');
}

/**
 * Reads the gateway's settings from `env`.
 * @throws ConfigError naming the first variable with a bad value.
 */
export function loadGatewayConfig(env: Environment = process.env): GatewayConfig {
  const v = readEnvironment(GATEWAY_VARIABLES, env);
  return {
    port: v.PORT,
    host: v.HOST,
    restApiUrl: restApiUrlsOf(v.REST_API_URL, v.REST_PORT),
    gatewaySecret: v.GATEWAY_SECRET ?? null,
    metricsToken: v.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    webDist: isAbsolute(v.WEB_DIST) ? v.WEB_DIST : resolve(repoRoot, v.WEB_DIST),
    restWaitMs: v.REST_WAIT_MS,
    restConnectTimeoutMs: v.REST_CONNECT_TIMEOUT_MS,
    restHeadersTimeoutMs: v.REST_HEADERS_TIMEOUT_MS,
    restBodyTimeoutMs: v.REST_BODY_TIMEOUT_MS,
    trustProxy: trustProxyOf(v.TRUST_PROXY),
    logLevel: v.LOG_LEVEL,
    anonymousRequestsPerMinute: v.ANONYMOUS_REQUESTS_PER_MINUTE,
    zipApiKey: v.ZIP_API_KEY ?? null,
    zipApiUrl: v.ZIP_API_URL,
    agency: { name: v.AGENCY_NAME, address: v.AGENCY_ADDRESS, phone: v.AGENCY_PHONE, timeZone: agencyTimeZone(v.AGENCY_TIME_ZONE) },
  };
}
