/**
 * Vitest global setup of the rest-api project. Migrations run once per run, into templates the
 * suites copy instead of migrating a database of their own:
 * - PostgreSQL on TEST_PG_URL: a template database (agency_template_<timestamp>_<random>) migrated
 *   here; the run's shared database ('pgUrl') and every `fresh` one a suite asks for are
 *   `CREATE DATABASE … TEMPLATE` of it. The server URL is 'pgAdminUrl'. All are dropped at teardown.
 *   PostgreSQL unreachable: CI=true fails the run; otherwise one SKIPPED line and null for both.
 * - PGlite: an in-memory database migrated here and dumped to a tarball ('pgliteTemplate', a path);
 *   each suite's PGlite starts from it (loadDataDir), skipping initdb and the migrations.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate.js';
import { createPgliteDatabase } from '../db/pglite.js';
import { createPostgresDatabase } from '../db/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
    pgAdminUrl: string | null;
    /** The migrated PostgreSQL template's name, for `CREATE DATABASE … TEMPLATE` (null without PostgreSQL). */
    pgTemplate: string | null;
    /** Path of a migrated in-memory PGlite's dump (a gzipped tarball) to start each suite's PGlite from. */
    pgliteTemplate: string;
  }
}

/** Returns url with its database name replaced by name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates a fresh in-memory PGlite and writes its dump to a file of `folder`; returns the path.
 * Shared with the gateway project's global setup.
 */
export async function makePgliteTemplate(folder: string): Promise<string> {
  const db = await createPgliteDatabase('memory://');
  try {
    await runMigrations(db);
    const path = join(folder, 'pglite-template.tar.gz');
    writeFileSync(path, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    return path;
  } finally {
    await db.close();
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the PostgreSQL template, then the run's database from it; null (or a throw under CI) without PostgreSQL. */
async function preparePostgres(adminUrl: string, stamp: string): Promise<{ template: string; name: string } | null> {
  const template = `agency_template_${stamp}`;
  const name = `agency_test_${stamp}`;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') throw new Error(`rest-api tests need PostgreSQL at TEST_PG_URL (${adminUrl}): ${reason}`);
    process.stdout.write(`SKIPPED: rest-api PostgreSQL runs — ${reason}\n`);
    return null;
  }
  const db = createPostgresDatabase(withDatabase(adminUrl, template), { max: 1 });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { template, name };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const stamp = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const folder = mkdtempSync(join(tmpdir(), 'agency-rest-tests-'));
  const [postgres, pgliteTemplate] = await Promise.all([preparePostgres(adminUrl, stamp), makePgliteTemplate(folder)]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('pgUrl', postgres ? withDatabase(adminUrl, postgres.name) : null);
  project.provide('pgAdminUrl', postgres ? adminUrl : null);
  project.provide('pgTemplate', postgres?.template ?? null);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (!postgres) return;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgres.name} WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgres.template} WITH (FORCE)`);
  };
}
