/**
 * Moving off the embedded database (docs/operations.md "Moving to PostgreSQL"): `npm run db:copy`
 * from a PGlite folder with orders, payments, a document and sign-in failures into a fresh
 * PostgreSQL database gives the same row counts, the same order detail replies, and new ids that
 * continue after the copied ones; a second copy into the now filled database is refused.
 * Needs PostgreSQL (TEST_PG_URL or 127.0.0.1:5432): skipped without it, except under CI=true.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig, type App } from '@agency/rest-api';
import { seedDataDir } from '../support/pglite-folder.js';
import { confirmBody, freshDatabase, postgresAvailable, root, TINY_PNG } from './support.js';

const run = promisify(execFile);
const available = await postgresAvailable();
if (!available && process.env.CI === 'true')
  throw new Error('PostgreSQL is not reachable and CI=true: the db:copy suite may not be skipped');
if (!available) process.stderr.write('db-copy: skipped, no PostgreSQL at TEST_PG_URL or 127.0.0.1:5432\n');

const ADMIN_EMAIL = 'admin@copy.test';
const ADMIN_PASSWORD = 'copy-chief-password';
// MFA_REQUIRED=none: this suite tests copying a database, not sign-in (the second factor's steps are the REST suites' auth/mfa.test.ts).

async function open(env: Record<string, string>): Promise<{ app: App; token: string }> {
  const app = await buildApp(loadConfig({ ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'silent', MFA_REQUIRED: 'none', ...env }), {
    logger: false,
    print: () => undefined,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  return { app, token: res.json().token as string };
}

async function tableCounts(app: App): Promise<Record<string, number>> {
  const { rows } = await app.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename",
  );
  const out: Record<string, number> = {};
  for (const { tablename } of rows)
    out[tablename] = (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}"`)).rows[0]!.n;
  return out;
}

describe.skipIf(!available)('npm run db:copy', () => {
  const work = mkdtempSync(join(tmpdir(), 'agency-copy-'));
  const dataDir = join(work, 'data');
  let target: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  afterAll(async () => {
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('copies a PGlite folder into an empty PostgreSQL database: same counts, same order replies, ids continue', async () => {
    const ids: number[] = [];
    let before: Record<string, number>;
    const details = new Map<number, string>();
    {
      // The run's migrated folder: the copy is the subject here, not initdb and the migrations of a first start.
      await seedDataDir(dataDir);
      const { app, token } = await open({ DATA_DIR: dataDir });
      const auth = { authorization: `Bearer ${token}` };
      try {
        for (let i = 0; i < 5; i += 1) {
          const res = await app.inject({ method: 'POST', url: '/api/transaction/confirm', headers: auth, payload: confirmBody() });
          expect(res.statusCode, res.body).toBe(201);
          ids.push(res.json().transaction.transactionDetail.id as number);
          if (i === 0) {
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'id.png');
            const request = new Request('http://x/', { method: 'POST', body: form });
            const upload = await app.inject({
              method: 'POST',
              url: `/api/client/upload/${res.json().clientID}`,
              headers: { ...auth, 'content-type': request.headers.get('content-type')! },
              payload: Buffer.from(await request.arrayBuffer()),
            });
            expect(upload.statusCode, upload.body).toBe(200);
          }
        }
        await app.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email: 'nobody@copy.test', password: 'wrong-password' },
        });
        for (const id of ids)
          details.set(id, (await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: auth })).body);
        before = await tableCounts(app);
      } finally {
        await app.close();
      }
    }

    target = await freshDatabase('agency_copy');
    const copied = await run('npm', ['run', '-s', 'db:copy', '--', '--to', target.url], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(copied.stdout).toMatch(/^transactions\s+5\s+5$/m);
    expect(copied.stdout).toMatch(/Copied .* Start the product with DATABASE_URL/);

    const { app, token } = await open({ DATABASE_URL: target.url });
    const auth = { authorization: `Bearer ${token}` };
    try {
      const after = await tableCounts(app);
      // Signing in on the copy added a session and its audit row; everything else is as in the folder.
      expect({ ...after, sessions: after.sessions! - 1, audit_log: after.audit_log! - 1 }).toEqual(before!);
      for (const id of ids)
        expect((await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: auth })).body).toBe(details.get(id));
      // Sequences were carried over: the next order takes the next id, not id 1.
      const next = await app.inject({ method: 'POST', url: '/api/transaction/confirm', headers: auth, payload: confirmBody() });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().transaction.transactionDetail.id).toBe(Math.max(...ids) + 1);
    } finally {
      await app.close();
    }

    const again = await run('npm', ['run', '-s', 'db:copy', '--', '--to', target.url], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((again as { code: number }).code).toBe(1);
    expect((again as { stderr: string }).stderr).toMatch(/already has data/);
  });
});
