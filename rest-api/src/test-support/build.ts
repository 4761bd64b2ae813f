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
import { templatePglite } from './pglite-template.js';

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
export const ADMIN_PASSWORD = 'test-admin-password';

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

/** A built app and the database under it (the test may query it directly). */
export interface Built {
  app: App;
  db: Database;
  /** Closes the app and its database (and drops a fresh PostgreSQL database). */
  close: () => Promise<void>;
  /** Lines the app printed (the first-start administrator block). */
  printed: string[];
}

/**
 * Builds the app on backend. `fresh` gives PostgreSQL a database of its own with no data yet (a copy
 * of the run's migrated template; PGlite is always fresh, in memory); otherwise PostgreSQL suites
 * share the run's database. `now` fixes the app's clock (the agency's "today").
 */
export async function build(
  backend: Backend,
  options: { config?: Partial<Config>; fresh?: boolean; onRoute?: (route: RouteOptions) => void; now?: () => Date } = {},
): Promise<Built> {
  const printed: string[] = [];
  let db: Database;
  let drop: (() => Promise<void>) | null = null;
  if (backend.name === 'pglite') {
    db = await templatePglite();
  } else if (options.fresh) {
    const adminUrl = inject('pgAdminUrl')!;
    const name = `agency_test_fresh_${Date.now()}_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')!}`);
    db = createPostgresDatabase(withDatabase(adminUrl, name), { max: 4 });
    drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    db = createPostgresDatabase(backend.url!, { max: 4 });
  }
  const config = testConfig({ databaseUrl: backend.url, ...options.config });
  const app = await buildApp(config, {
    database: db,
    logger: false,
    print: (text) => printed.push(text),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    printed,
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

/** Signs in; returns the token (throws with the reply body when refused). */
export async function login(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The test administrator's token (ADMIN_EMAIL / ADMIN_PASSWORD created at first start). */
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

/** Creates an employee (role 2 unless roleID 1) through the API, and signs it in. */
export async function createEmployee(
  app: App,
  adminTok: string,
  options: { roleID?: 1 | 2; fullName?: string } = {},
): Promise<TestEmployee> {
  const email = uniqueEmail(options.roleID === 1 ? 'admin' : 'employee');
  const password = `pw-${randomUUID()}`;
  const fullName = options.fullName ?? `Test ${randomUUID().slice(0, 8)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/employee/create',
    headers: bearer(adminTok),
    payload: { fullName, email, password, roleID: options.roleID ?? 2 },
  });
  if (res.statusCode !== 200) throw new Error(`create employee failed: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
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
