import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { listMigrations } from '../db/migrate.js';
import { build, forEachBackend, login, signIn, testConfig } from '../test-support/build.js';
import { ensureAdministrator } from './bootstrap.js';

forEachBackend('first-start administrator', (backend) => {
  it('creates exactly one administrator with a generated password printed once, which signs in', async () => {
    const fresh = await build(backend, { fresh: true, config: { adminPassword: null, adminEmail: 'first@agency.test' } });
    try {
      const { app, db, printed } = fresh;
      expect(printed).toHaveLength(1);
      const match = /Created administrator first@agency\.test with password: (\S+)/.exec(printed[0]!);
      expect(match).not.toBeNull();
      const { rows } = await db.query<{ full_name: string; role_id: number }>('SELECT full_name, role_id FROM employees');
      expect(rows).toEqual([{ full_name: 'Administrator', role_id: 1 }]);
      // As shipped they enrol a second factor at the first sign-in, and change the printed password.
      const reply = await signIn(app, 'first@agency.test', match![1]!);
      expect(reply).toMatchObject({ token: expect.any(String), mustChangePassword: true, recoveryCodes: expect.any(Array) });
      const audit = await db.query<{ actor_employee_id: number | null; action: string }>(
        `SELECT actor_employee_id, action FROM audit_log WHERE entity = 'employee' ORDER BY id`,
      );
      expect(audit.rows).toEqual([
        { actor_employee_id: null, action: 'create' },
        { actor_employee_id: reply.employeeID, action: 'mfa-enable' },
      ]);

      // A second start on the same database does nothing.
      const again = await ensureAdministrator(db, { adminEmail: 'other@agency.test', adminPassword: null, print: (s) => printed.push(s) });
      expect(again).toBeNull();
      const second = await buildApp(testConfig({ adminPassword: null }), { database: db, logger: false, print: (s) => printed.push(s) });
      await second.close();
      expect(printed).toHaveLength(1);
      expect((await db.query('SELECT 1 FROM employees')).rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('uses ADMIN_PASSWORD when set and prints nothing', async () => {
    const fresh = await build(backend, { fresh: true, config: { adminPassword: 'configured-password', adminEmail: 'boss@agency.test' } });
    try {
      expect(fresh.printed).toEqual([]);
      // The operator chose it: no change asked (the second factor still is, as shipped).
      expect(await signIn(fresh.app, 'boss@agency.test', 'configured-password')).toMatchObject({ mustChangePassword: false });
      expect(await login(fresh.app, 'boss@agency.test', 'configured-password')).toEqual(expect.any(String));
    } finally {
      await fresh.close();
    }
  });

  it('runs migrations once even when started twice in parallel', async () => {
    const fresh = await build(backend, { fresh: true });
    try {
      const [a, b] = await Promise.all([
        buildApp(testConfig(), { database: fresh.db, logger: false, print: () => undefined }),
        buildApp(testConfig(), { database: fresh.db, logger: false, print: () => undefined }),
      ]);
      await Promise.all([a.close(), b.close()]);
      const { rows } = await fresh.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
      expect((await fresh.db.query('SELECT 1 FROM employees')).rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
