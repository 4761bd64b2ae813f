/**
 * Vitest global setup of the rest-api project: creates a fresh PostgreSQL database for this run
 * (agency_test_<timestamp>_<random>) on TEST_PG_URL, provides its URL to the tests as 'pgUrl'
 * (and the server URL as 'pgAdminUrl' for tests that need their own empty database), and drops it
 * at teardown. PostgreSQL unreachable: CI=true fails the run; otherwise one SKIPPED line and null.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
    pgAdminUrl: string | null;
  }
}

/** Returns url with its database name replaced by name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `agency_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') throw new Error(`rest-api tests need PostgreSQL at TEST_PG_URL (${adminUrl}): ${reason}`);
    process.stdout.write(`SKIPPED: rest-api PostgreSQL runs — ${reason}\n`);
    project.provide('pgUrl', null);
    project.provide('pgAdminUrl', null);
    return;
  }
  await admin.end();
  project.provide('pgUrl', withDatabase(adminUrl, name));
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
