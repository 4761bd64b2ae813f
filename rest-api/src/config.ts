/**
 * Configuration (docs/ARCHITECTURE.md#shape, #security): every environment variable is read and validated once at start into
 * one typed object. A bad value throws a ConfigError naming the variable; server.ts prints it and exits.
 */
import { isAbsolute, resolve } from 'node:path';
import { repositoryRoot } from './paths.js';

/** The validated configuration of one REST API process. */
export interface Config {
  /** REST_PORT, default 3001. */
  restPort: number;
  /** REST_HOST, default 127.0.0.1. */
  host: string;
  /** DATABASE_URL: PostgreSQL when set; null means embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** DATA_DIR as an absolute path, or 'memory://' for an in-memory PGlite (tests). */
  dataDir: string;
  agency: {
    /** AGENCY_NAME */
    name: string;
    /** AGENCY_ADDRESS */
    address: string;
    /** AGENCY_PHONE */
    phone: string;
    /** AGENCY_TIME_ZONE, an IANA zone Intl knows. */
    timeZone: string;
  };
  /** ADMIN_EMAIL: the first administrator's email. */
  adminEmail: string;
  /** ADMIN_PASSWORD (>= 8 chars), or null to generate one on first start. */
  adminPassword: string | null;
  /** LOG_LEVEL: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** TRUST_PROXY as Fastify's trustProxy option: false (default), true, or an address list ('loopback', CIDRs). */
  trustProxy: boolean | string;
  /**
   * GATEWAY_SECRET (at least 16 characters): the gateway sends it in X-Gateway-Secret, and only a
   * request carrying it has its X-Forwarded-For believed (docs/operations.md). null: none.
   */
  gatewaySecret: string | null;
  /** REDIS_URL (redis:// or rediss://): sign-in counters in Redis instead of the database; null: the database. */
  redisUrl: string | null;
  /** METRICS_TOKEN (at least 16 characters): GET /metrics answers with `Authorization: Bearer <it>`; null: /metrics is off (404). */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping process lets requests in flight finish (default 10000). */
  shutdownTimeoutMs: number;
  /** Login rate limits (docs/employees-and-access.md). */
  loginRateLimit: { perEmail: number; perAddress: number; windowMs: number };
  /** SANCTIONS_MATCH_THRESHOLD: the name similarity (0.5 to 1) from which a name is a possible sanctions match; default 0.92. */
  sanctionsMatchThreshold: number;
}

/** A configuration value is missing or invalid; the message names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got '${raw}'`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function fraction(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^(0|1)(\.\d+)?$/.test(raw.trim())) throw new ConfigError(name, `must be a decimal number such as 0.92, got '${raw}'`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function parseTrustProxy(raw: string): boolean | string {
  const value = raw.trim();
  if (value === 'false' || value === 'none' || value === '0') return false;
  if (value === 'true') return true;
  // Fastify 5 trusts no proxy at all for a hop count (it cannot check the immediate peer).
  if (/^\d+$/.test(value)) throw new ConfigError('TRUST_PROXY', `must name the proxy (true, loopback, addresses or CIDRs): a hop count trusts no proxy in Fastify 5, got '${raw}'`);
  const parts = value.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '' || !/^[0-9a-zA-Z.:/]+$/.test(p))) {
    throw new ConfigError('TRUST_PROXY', `must be false, true, or addresses/CIDRs/loopback, got '${raw}'`);
  }
  return parts.join(',');
}

/**
 * Reads and validates the configuration from `env` (default process.env).
 * Returns the Config; throws ConfigError naming the first bad variable.
 */
export function loadConfig(env: Env = process.env): Config {
  const timeZone = text(env, 'AGENCY_TIME_ZONE', 'America/New_York');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new ConfigError('AGENCY_TIME_ZONE', `must be an IANA time zone such as America/New_York, got '${timeZone}'`);
  }

  const databaseUrl = env.DATABASE_URL?.trim() ? env.DATABASE_URL.trim() : null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }

  const rawDataDir = text(env, 'DATA_DIR', './data');
  const dataDir =
    rawDataDir === 'memory://' ? rawDataDir : isAbsolute(rawDataDir) ? rawDataDir : resolve(repositoryRoot(), rawDataDir);

  const adminEmail = text(env, 'ADMIN_EMAIL', 'admin@agency.local');
  if (!EMAIL.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL', `must be an email address, got '${adminEmail}'`);

  const adminPasswordRaw = env.ADMIN_PASSWORD;
  const adminPassword = adminPasswordRaw === undefined || adminPasswordRaw === '' ? null : adminPasswordRaw;
  if (adminPassword !== null && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'must have at least 8 characters');
  }

  const logLevel = text(env, 'LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const host = text(env, 'REST_HOST', '127.0.0.1');

  const gatewaySecret = env.GATEWAY_SECRET?.trim() ? env.GATEWAY_SECRET.trim() : null;
  if (gatewaySecret !== null && gatewaySecret.length < 16) throw new ConfigError('GATEWAY_SECRET', 'must have at least 16 characters');
  const redisUrl = env.REDIS_URL?.trim() ? env.REDIS_URL.trim() : null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
  const metricsToken = env.METRICS_TOKEN?.trim() ? env.METRICS_TOKEN.trim() : null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must have at least 16 characters');

  return {
    restPort: integer(env, 'REST_PORT', 3001, 0, 65535),
    host,
    databaseUrl,
    dataDir,
    agency: {
      name: text(env, 'AGENCY_NAME', 'Agency Back Office'),
      address: text(env, 'AGENCY_ADDRESS', '100 Main Street, Newark, NJ 07102'),
      phone: text(env, 'AGENCY_PHONE', '+1 (973) 555-0100'),
      timeZone,
    },
    adminEmail,
    adminPassword,
    logLevel,
    trustProxy: parseTrustProxy(text(env, 'TRUST_PROXY', 'false')),
    gatewaySecret,
    redisUrl,
    metricsToken,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    loginRateLimit: {
      perEmail: integer(env, 'LOGIN_RATE_LIMIT_PER_EMAIL', 10, 1, 1_000_000),
      perAddress: integer(env, 'LOGIN_RATE_LIMIT_PER_ADDRESS', 30, 1, 1_000_000),
      windowMs: integer(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 900_000, 1000, 86_400_000 * 7),
    },
    sanctionsMatchThreshold: fraction(env, 'SANCTIONS_MATCH_THRESHOLD', 0.92, 0.5, 1),
  };
}
