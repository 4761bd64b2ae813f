/**
 * Configuration (docs/ARCHITECTURE.md#shape, #security): every environment variable is read and validated once at start into
 * one typed object. The variables are declared once in REST_API_VARIABLES (docs/operations.md#configuration); a bad
 * value throws a ConfigError naming the variable; server.ts prints it and exits.
 */
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, SHARED_VARIABLES, Type, agencyTimeZone, readEnvironment, trustProxyOf, type Environment } from '@agency/rules/config';
import { repositoryRoot } from './paths.js';
import { passwordProblem, problemText } from '@agency/rules';
import { isCommonPassword } from './auth/passwords.js';

/** Shared meaning of ADMIN_EMAIL and ADMIN_PASSWORD (one row of the table). */
const ADMIN_MEANING =
  "The first administrator, created only when there are no employees. The password follows the password rule (12 characters or more, not a commonly used one, not containing the email's name); a generated one is changed at the first sign-in";
/** Shared meaning of the three LOGIN_RATE_LIMIT_* variables (one row of the table). */
const LOGIN_RATE_LIMIT_MEANING =
  "Failed sign-ins allowed per email and per browser address in the window (15 minutes); past them sign-in answers 'Too many sign-in attempts' (`RATE_LIMITED`) until the window ends. Successful sign-ins do not count, and one clears its email's failures. Kept in the database (or Redis), so every REST process shares them and a restart keeps them";

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
  /** ADMIN_PASSWORD (the password rule of docs/employees-and-access.md#passwords), or null to generate one on first start. */
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
  /** SANCTIONS_LIST_MAX_AGE_DAYS: past this many whole days since its load the sanctions list is stale (default 7). */
  sanctionsListMaxAgeDays: number;
  /** MFA_REQUIRED: who must sign in with a second factor (docs/employees-and-access.md#second-factor); default administrators. */
  mfaRequired: MfaRequired;
}

/** The values of MFA_REQUIRED: administrators (default), every employee, or nobody (the second factor stays optional). */
export const MFA_REQUIRED_VALUES = ['administrators', 'all', 'none'] as const;
/** Who must sign in with a second factor. */
export type MfaRequired = (typeof MFA_REQUIRED_VALUES)[number];

export { ConfigError };

/**
 * Every variable the REST API reads, declared once (docs/operations.md#configuration): type, bounds,
 * default and the meaning README's Configuration table shows (`npm run config:table`).
 */
export const REST_API_VARIABLES = {
  REST_PORT: SHARED_VARIABLES.REST_PORT,
  REST_HOST: Type.String({ default: '127.0.0.1', description: 'Where the REST API listens' }),
  GATEWAY_SECRET: SHARED_VARIABLES.GATEWAY_SECRET,
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://',
      accepted: 'must be a redis:// or rediss:// URL',
      description: 'e.g. `redis://127.0.0.1:6379`: the failed sign-in counters live in Redis instead of the database',
    }),
  ),
  METRICS_TOKEN: SHARED_VARIABLES.METRICS_TOKEN,
  SHUTDOWN_TIMEOUT_MS: SHARED_VARIABLES.SHUTDOWN_TIMEOUT_MS,
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      accepted: 'must be a postgres:// or postgresql:// URL',
      description: 'PostgreSQL, e.g. `postgres://postgres@127.0.0.1:5432/agency`; unset: embedded PGlite',
    }),
  ),
  DATA_DIR: Type.String({ default: './data', description: "PGlite's folder (relative to the repository root)" }),
  AGENCY_NAME: SHARED_VARIABLES.AGENCY_NAME,
  AGENCY_ADDRESS: SHARED_VARIABLES.AGENCY_ADDRESS,
  AGENCY_PHONE: SHARED_VARIABLES.AGENCY_PHONE,
  AGENCY_TIME_ZONE: SHARED_VARIABLES.AGENCY_TIME_ZONE,
  ADMIN_EMAIL: Type.String({
    pattern: '^[^\\s@]+@[^\\s@]+$',
    accepted: 'must be an email address',
    default: 'admin@agency.local',
    description: ADMIN_MEANING,
  }),
  ADMIN_PASSWORD: Type.Optional(
    Type.String({ minLength: 12, secret: true, keepSpaces: true, defaultText: 'generated', description: ADMIN_MEANING }),
  ),
  LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
  TRUST_PROXY: SHARED_VARIABLES.TRUST_PROXY,
  LOGIN_RATE_LIMIT_PER_EMAIL: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10, description: LOGIN_RATE_LIMIT_MEANING }),
  LOGIN_RATE_LIMIT_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 30, description: LOGIN_RATE_LIMIT_MEANING }),
  LOGIN_RATE_LIMIT_WINDOW_MS: Type.Integer({
    minimum: 1000,
    maximum: 86_400_000 * 7,
    default: 900_000,
    description: LOGIN_RATE_LIMIT_MEANING,
  }),
  SANCTIONS_MATCH_THRESHOLD: Type.Number({
    minimum: 0.5,
    maximum: 1,
    default: 0.92,
    accepted: 'must be a decimal number from 0.5 to 1 such as 0.92',
    description: 'Name similarity (0.5 to 1) from which a client or beneficiary is a possible sanctions match (`docs/compliance.md`)',
  }),
  MFA_REQUIRED: Type.Enum([...MFA_REQUIRED_VALUES], {
    default: 'administrators',
    description:
      'Who must sign in with a second factor (an authenticator app code, RFC 6238): `administrators`, `all` employees, or `none` (each employee may still turn it on). One who must and has none is asked to enrol right after the password (`docs/employees-and-access.md`)',
  }),
  SANCTIONS_LIST_MAX_AGE_DAYS: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 7,
    accepted: 'must be a whole number of days from 1 to 365',
    description:
      'Days after its load from which the sanctions list is stale: administrators see a warning on the dashboard and the Compliance screens until a fresh list is loaded (`docs/compliance.md`)',
  }),
};

/**
 * Reads and validates the configuration from `env` (default process.env).
 * Returns the Config; throws ConfigError naming the first bad variable.
 */
export function loadConfig(env: Environment = process.env): Config {
  const v = readEnvironment(REST_API_VARIABLES, env);
  if (v.ADMIN_PASSWORD !== undefined) {
    // The first administrator's password follows the password rule (docs/employees-and-access.md#passwords).
    const problem = passwordProblem(v.ADMIN_PASSWORD, v.ADMIN_EMAIL, 'ADMIN_PASSWORD');
    if (problem) throw new ConfigError('ADMIN_PASSWORD', problem.problem);
    if (isCommonPassword(v.ADMIN_PASSWORD)) throw new ConfigError('ADMIN_PASSWORD', problemText('passwordCommon'));
  }
  const dataDir = v.DATA_DIR === 'memory://' || isAbsolute(v.DATA_DIR) ? v.DATA_DIR : resolve(repositoryRoot(), v.DATA_DIR);
  return {
    restPort: v.REST_PORT,
    host: v.REST_HOST,
    databaseUrl: v.DATABASE_URL ?? null,
    dataDir,
    agency: { name: v.AGENCY_NAME, address: v.AGENCY_ADDRESS, phone: v.AGENCY_PHONE, timeZone: agencyTimeZone(v.AGENCY_TIME_ZONE) },
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD ?? null,
    logLevel: v.LOG_LEVEL,
    trustProxy: trustProxyOf(v.TRUST_PROXY),
    gatewaySecret: v.GATEWAY_SECRET ?? null,
    redisUrl: v.REDIS_URL ?? null,
    metricsToken: v.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    loginRateLimit: {
      perEmail: v.LOGIN_RATE_LIMIT_PER_EMAIL,
      perAddress: v.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowMs: v.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    sanctionsMatchThreshold: v.SANCTIONS_MATCH_THRESHOLD,
    sanctionsListMaxAgeDays: v.SANCTIONS_LIST_MAX_AGE_DAYS,
    mfaRequired: v.MFA_REQUIRED,
  };
}
