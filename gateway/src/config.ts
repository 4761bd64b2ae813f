/**
 * Gateway configuration, read from the environment and validated once at start (docs/ARCHITECTURE.md#shape).
 * A bad value throws a ConfigError naming the variable; server.ts prints it and exits.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Milliseconds to open a connection to the REST API (REST_CONNECT_TIMEOUT_MS, default 5000). */
  restConnectTimeoutMs: number;
  /** Milliseconds to wait for REST response headers (REST_HEADERS_TIMEOUT_MS, default 15000). */
  restHeadersTimeoutMs: number;
  /** Milliseconds allowed between body chunks (REST_BODY_TIMEOUT_MS, default 30000). */
  restBodyTimeoutMs: number;
  /** Fastify's trustProxy for the browser address passed on as X-Forwarded-For (TRUST_PROXY: false, true or addresses; default false). */
  trustProxy: boolean | string;
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

export class ConfigError extends Error {}

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

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

/**
 * TRUST_PROXY as Fastify takes it: false, true, or an address/CIDR list as given.
 * @throws ConfigError for a hop count, which Fastify 5 turns into trusting no proxy at all.
 */
function trustProxyOf(raw: string | undefined): boolean | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new ConfigError(`TRUST_PROXY must name the proxy (true, loopback, addresses or CIDRs): a hop count trusts no proxy in Fastify 5, got '${value}'`);
  }
  return value;
}

/** AGENCY_TIME_ZONE: an IANA zone Intl knows (default America/New_York). @throws ConfigError otherwise. */
function timeZoneOf(raw: string | undefined): string {
  const zone = raw?.trim() || 'America/New_York';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(`AGENCY_TIME_ZONE must be an IANA time zone such as America/New_York, got '${zone}'`);
  }
  return zone;
}

/**
 * Reads the gateway's settings from `env`.
 * @throws ConfigError naming the first variable with a bad value.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const restPort = int(env, 'REST_PORT', 3001, 1, 65535);
  const restApiUrl = env.REST_API_URL || `http://127.0.0.1:${restPort}`;
  const urls = restApiUrl.split(',').map((u) => u.trim().replace(/\/+$/, ''));
  const paths = new Set<string>();
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError(`REST_API_URL must be an http(s) URL or a comma-separated list of them, got '${restApiUrl}'`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new ConfigError(`REST_API_URL must be an http(s) URL or a comma-separated list of them, got '${restApiUrl}'`);
    }
    paths.add(parsed.pathname.replace(/\/+$/, ''));
  }
  if (paths.size > 1) throw new ConfigError(`REST_API_URL: every URL of the list must have the same path, got '${restApiUrl}'`);
  const gatewaySecret = env.GATEWAY_SECRET?.trim() || null;
  if (gatewaySecret !== null && gatewaySecret.length < 16) throw new ConfigError('GATEWAY_SECRET must have at least 16 characters');
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must have at least 16 characters');
  const webDist = env.WEB_DIST ? (isAbsolute(env.WEB_DIST) ? env.WEB_DIST : resolve(repoRoot, env.WEB_DIST)) : resolve(repoRoot, 'web', 'dist');
  const trust = env.TRUST_PROXY;
  return {
    port: int(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || 'localhost',
    restApiUrl: urls.join(','),
    gatewaySecret,
    metricsToken,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0, 600000),
    webDist,
    restConnectTimeoutMs: int(env, 'REST_CONNECT_TIMEOUT_MS', 5000, 100, 120000),
    restHeadersTimeoutMs: int(env, 'REST_HEADERS_TIMEOUT_MS', 15000, 100, 600000),
    restBodyTimeoutMs: int(env, 'REST_BODY_TIMEOUT_MS', 30000, 100, 600000),
    trustProxy: trustProxyOf(trust),
    logLevel: env.LOG_LEVEL || 'info',
    anonymousRequestsPerMinute: int(env, 'ANONYMOUS_REQUESTS_PER_MINUTE', 120, 0, 1_000_000),
    zipApiKey: env.ZIP_API_KEY?.trim() || null,
    zipApiUrl: env.ZIP_API_URL?.trim() || 'https://app.zipcodebase.com',
    agency: {
      name: env.AGENCY_NAME?.trim() || 'Agency Back Office',
      address: env.AGENCY_ADDRESS?.trim() || '100 Main Street, Newark, NJ 07102',
      phone: env.AGENCY_PHONE?.trim() || '+1 (973) 555-0100',
      timeZone: timeZoneOf(env.AGENCY_TIME_ZONE),
    },
  };
}
