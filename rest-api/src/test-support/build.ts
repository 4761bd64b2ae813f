/**
 * Test helpers (docs/ARCHITECTURE.md#conventions: build the app with a helper, use app.inject, each test makes its own data).
 * Every suite runs on both backends: in-memory PGlite and the run's PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createPostgresDatabase } from '../db/postgres.js';
import type { App } from '../types.js';
import { withDatabase } from './global-setup.js';
import { totpCode, totpStep } from '../auth/totp.js';
import { templatePglite } from './pglite-template.js';
import { useTestPasswordCost } from '../auth/passwords.js';

// The suites' new passwords at argon2id's lowest cost: about 1,800 hashes and verifies a run, ~15 ms
// of CPU each at the production cost (auth/passwords.ts; tests/README.md "Where the time goes").
useTestPasswordCost();

/** A database backend the suites run on; url null for PGlite. */
export interface Backend {
  name: 'pglite' | 'postgres';
  available: boolean;
  url: string | null;
}

/** Both backends; postgres is unavailable (its suites skip) when global setup provided null. */
export function backends(): Backend[] {
  const url = inject('pgUrl');
  return [
    { name: 'pglite', available: true, url: null },
    { name: 'postgres', available: url !== null, url },
  ];
}

/** Declares `describe(title [backend])` once per backend, skipped where the backend is unavailable. */
export function forEachBackend(title: string, fn: (backend: Backend) => void): void {
  for (const backend of backends()) {
    describe.skipIf(!backend.available)(`${title} [${backend.name}]`, () => fn(backend));
  }
}

export const ADMIN_EMAIL = 'admin@agency.test';
/** Follows the password rule (12 characters, not common, not containing 'admin'). */
export const ADMIN_PASSWORD = 'rest-tests-first-chief-42';
/**
 * The test administrator's second factor (as shipped, MFA_REQUIRED=administrators, they need one):
 * the sign-in helpers enrol them with this known secret the first time, straight in the database
 * (parallel suites share one PostgreSQL database and its administrator), and compute codes from it.
 */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A test configuration: in-memory data, fixed admin, silent, generous rate limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: 'memory://',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_EMAIL: '100000',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
  });
  return { ...base, ...overrides };
}

/**
 * The second-factor clock of each test app (buildApp's totpClock): the real time plus an offset the
 * sign-in helpers move forward. A code is accepted once per 30-second step and employee, and suites
 * sign the same administrator in many times a step (on PostgreSQL, several suites at once): before
 * computing a code the helper moves this app's clock to the step after the last one accepted.
 */
const totpClocks = new WeakMap<App, { offsetMs: number }>();

/** The instant (ms) the app's second-factor check reads now: what a test computes its codes at. */
export function totpNow(app: App): number {
  return app.totpClock();
}

/** Moves the app's second-factor clock by `ms` (tests of the window and of replay). */
export function moveTotpClock(app: App, ms: number): void {
  const clock = totpClocks.get(app);
  if (!clock) throw new Error('moveTotpClock: the app was not built by test-support build()');
  clock.offsetMs += ms;
}

/** A built app and the database under it (the test may query it directly). */
export interface Built {
  app: App;
  db: Database;
  /** Closes the app and its database (and drops a fresh PostgreSQL database). */
  close: () => Promise<void>;
  /** Lines the app printed (the first-start administrator block). */
  printed: string[];
  /** The PostgreSQL database's URL (null on PGlite): a second app on the same database takes it as `sameDatabase`. */
  url: string | null;
}

/**
 * Builds the app on backend. `fresh` gives PostgreSQL a database of its own with no data yet (a copy
 * of the run's migrated template; PGlite is always fresh, in memory); otherwise PostgreSQL suites
 * share the run's database. `now` fixes the app's clock (the agency's "today").
 */
export async function build(
  backend: Backend,
  options: {
    config?: Partial<Config>;
    fresh?: boolean;
    /** PostgreSQL: open this database (another Built's `url`) instead, as a second process would. */
    sameDatabase?: string | null;
    onRoute?: (route: RouteOptions) => void;
    now?: () => Date;
    /** POST /api/import/clients' wait for a small import, in ms (app.ts BuildOptions). */
    importSyncWaitMs?: number;
  } = {},
): Promise<Built> {
  const printed: string[] = [];
  let db: Database;
  let drop: (() => Promise<void>) | null = null;
  let url: string | null = null;
  if (backend.name === 'pglite') {
    db = await templatePglite();
  } else if (options.sameDatabase) {
    url = options.sameDatabase;
    db = createPostgresDatabase(url, { max: 4 });
  } else if (options.fresh) {
    const adminUrl = inject('pgAdminUrl')!;
    const name = `agency_test_fresh_${Date.now()}_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')!}`);
    url = withDatabase(adminUrl, name);
    db = createPostgresDatabase(url, { max: 4 });
    drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    url = backend.url!;
    db = createPostgresDatabase(url, { max: 4 });
  }
  const config = testConfig({ databaseUrl: backend.url, ...options.config });
  const clock = { offsetMs: 0 };
  const app = await buildApp(config, {
    totpClock: () => Date.now() + clock.offsetMs,
    database: db,
    logger: false,
    print: (text) => printed.push(text),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.importSyncWaitMs !== undefined ? { importSyncWaitMs: options.importSyncWaitMs } : {}),
  });
  await app.ready();
  totpClocks.set(app, clock);
  return {
    app,
    db,
    printed,
    url,
    close: async () => {
      await app.close();
      await db.close();
      if (drop) await drop();
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds once for the enclosing describe (beforeAll) and closes after it; read `.current` in tests. */
export function useApp(backend: Backend, options: Parameters<typeof build>[1] = {}): { current: Built } {
  const holder = {} as { current: Built };
  beforeAll(async () => {
    holder.current = await build(backend, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

/** A unique email for one test's data. */
export function uniqueEmail(prefix = 'employee'): string {
  return `${prefix}.${randomUUID().slice(0, 12)}@agency.test`;
}

/** The sign-in reply (docs/employees-and-access.md#sign-in), with the token. */
export type SignInReply = Record<string, unknown> & { token: string; mustChangePassword: boolean; recoveryCodes?: string[] };

/**
 * A code of `secret` that the app accepts now for employeeId: when the employee's last accepted step
 * is not before the app's current one, the app's second-factor clock moves to the step after it.
 */
export async function nextTotpCode(app: App, employeeId: number, secret: string): Promise<string> {
  const { rows } = await app.db.query<{ totp_last_step: string | null }>('SELECT totp_last_step FROM employees WHERE id = $1', [
    employeeId,
  ]);
  const last = rows[0]?.totp_last_step == null ? null : Number(rows[0].totp_last_step);
  const step = totpStep(app.totpClock());
  if (last !== null && step <= last) moveTotpClock(app, (last + 1 - step) * 30_000 - (app.totpClock() % 30_000) + 1_000);
  return totpCode(secret, app.totpClock());
}

/** Turns the test administrator's second factor on with ADMIN_TOTP_SECRET, once (straight in the database: see ADMIN_TOTP_SECRET). */
async function enrolTestAdministrator(app: App): Promise<void> {
  await app.db.query(
    `UPDATE employees SET totp_secret = $2, totp_enabled_at = now() WHERE lower(email) = lower($1) AND totp_enabled_at IS NULL`,
    [ADMIN_EMAIL, ADMIN_TOTP_SECRET],
  );
}

/**
 * Signs in as a person would, through every step the app asks for: the password, then for an
 * employee with a second factor a code computed from their secret (read from the database; the
 * test administrator's is ADMIN_TOTP_SECRET), or for one who must enrol, setup and enable with a
 * first code (the reply then carries the recovery codes). Returns the final reply (throws with the
 * reply body when a step is refused). It does not change a password an administrator set.
 */
export async function signIn(app: App, email: string, password: string): Promise<SignInReply> {
  if (email.toLowerCase() === ADMIN_EMAIL) await enrolTestAdministrator(app);
  for (let attempt = 1; ; attempt += 1) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const first = res.json() as Record<string, unknown>;
    if (!first.mfaRequired) return first as SignInReply;
    const challenge = first.challenge as string;
    const { rows } = await app.db.query<{ id: number; totp_secret: string | null }>(
      'SELECT id, totp_secret FROM employees WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    const employee = rows[0]!;
    let second;
    if (first.enrol) {
      const setup = await app.inject({ method: 'POST', url: '/api/auth/mfa/setup', payload: { challenge } });
      if (setup.statusCode !== 200) throw new Error(`mfa setup ${email} failed: ${setup.statusCode} ${setup.body}`);
      const secret = setup.json().secret as string;
      const code = await nextTotpCode(app, employee.id, secret);
      second = await app.inject({ method: 'POST', url: '/api/auth/mfa/enable', payload: { challenge, code } });
    } else {
      const code = await nextTotpCode(app, employee.id, employee.totp_secret!);
      second = await app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { challenge, code } });
    }
    if (second.statusCode === 200) return second.json() as SignInReply;
    // Another suite on the shared PostgreSQL database used this step's code a moment before: the next step's.
    if (second.json().code === 'MFA_CODE_INVALID' && attempt < 5) continue;
    throw new Error(`second factor of ${email} failed: ${second.statusCode} ${second.body}`);
  }
}

/** Signs in (signIn); returns the token. */
export async function login(app: App, email: string, password: string): Promise<string> {
  return (await signIn(app, email, password)).token;
}

/** The test administrator's token (ADMIN_EMAIL / ADMIN_PASSWORD created at first start, second factor ADMIN_TOTP_SECRET). */
export function adminToken(app: App): Promise<string> {
  return login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** Authorization header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A created employee with its password and a signed-in token. */
export interface TestEmployee {
  id: number;
  email: string;
  password: string;
  fullName: string;
  token: string;
}

/**
 * Creates an employee (role 2 unless roleID 1) through the API, and signs it in; the password the
 * administrator set is changed at once (as the app asks: `password` is the new one), and an
 * administrator enrols a second factor on the way (signIn). `keepAdminPassword` skips the change
 * (the token then answers only the few routes allowed before it: PASSWORD_CHANGE_REQUIRED).
 */
export async function createEmployee(
  app: App,
  adminTok: string,
  options: { roleID?: 1 | 2; fullName?: string; keepAdminPassword?: boolean } = {},
): Promise<TestEmployee> {
  const email = uniqueEmail(options.roleID === 1 ? 'admin' : 'employee');
  const firstPassword = `pw-${randomUUID()}`;
  const fullName = options.fullName ?? `Test ${randomUUID().slice(0, 8)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/employee/create',
    headers: bearer(adminTok),
    payload: { fullName, email, password: firstPassword, roleID: options.roleID ?? 2 },
  });
  if (res.statusCode !== 200) throw new Error(`create employee failed: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  const token = await login(app, email, firstPassword);
  if (options.keepAdminPassword) return { id, email, password: firstPassword, fullName, token };
  const password = `pw-${randomUUID()}`;
  const changed = await app.inject({
    method: 'POST',
    url: '/api/employee/update/password',
    headers: bearer(token),
    payload: { employeeID: id, actualPassword: firstPassword, newPassword: password },
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.statusCode} ${changed.body}`);
  // The session of the change ends, and one opened after it is the employee's only one: the change's
  // notification to every process (sessionsChanged) has arrived by then, so a test counting session
  // lookups from here is not disturbed by it.
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  return { id, email, password, fullName, token: await login(app, email, password) };
}

/** A multipart/form-data body with one file part. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agency${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A real 1x1 PNG, encoded as the server re-encodes uploaded images: re-encoding it gives the same
 * bytes, so a test can compare what was stored with what was sent.
 */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAsSAAALEgHS3X78AAAADUlEQVQImWP4z8BQDwAEgAF/W4IYuQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF (to be sent under a .png name and image/png type). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
