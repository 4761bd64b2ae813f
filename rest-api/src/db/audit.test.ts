import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, uniqueEmail, useApp } from '../test-support/build.js';

interface AuditRow {
  actor_employee_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

forEachBackend('audit', (backend) => {
  const t = useApp(backend);

  it('records who changed what, before and after, without the password hash', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee;
    const emp = await createEmployee(app, admin);
    const res = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}`,
      headers: bearer(admin),
      payload: { fullName: 'Audited Name', password: 'a-new-password-1' },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await db.query<AuditRow>(
      `SELECT actor_employee_id, entity, entity_id, action, before, after, at FROM audit_log
        WHERE entity = 'employee' AND entity_id = $1 ORDER BY id`,
      [String(emp.id)],
    );
    // The employee changed the password the administrator set (createEmployee), then the administrator reset it.
    expect(rows.map((r) => r.action)).toEqual(['create', 'change-password', 'update']);
    const update = rows[2]!;
    expect(update.actor_employee_id).toBe(me.id);
    expect(update.before).toMatchObject({ id: emp.id, fullName: emp.fullName, email: emp.email, roleID: 2 });
    expect(update.after).toMatchObject({ id: emp.id, fullName: 'Audited Name', passwordChanged: true, passwordReset: true });
    expect(update.at).toBeInstanceOf(Date);
    const all = JSON.stringify(rows);
    expect(all).not.toMatch(/argon2/);
    expect(all).not.toMatch(/password_?hash/i);
    expect(all).not.toContain('a-new-password');
  });

  it('leaves no change and no audit row when a write fails half-way', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    // Make the audit insert fail for one marker name only (other tests are unaffected).
    await db.exec(`
      CREATE OR REPLACE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.after->>'fullName' LIKE 'Audit Failure%' THEN
          RAISE EXCEPTION 'audit insert failed on purpose';
        END IF;
        RETURN NEW;
      END $$;
      CREATE OR REPLACE TRIGGER test_fail_audit BEFORE INSERT ON audit_log
        FOR EACH ROW EXECUTE FUNCTION test_fail_audit();
    `);
    const count = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1`, [String(emp.id)])).rows[0]!.n;
    const before = await count();

    const res = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}`,
      headers: bearer(admin),
      payload: { fullName: 'Audit Failure 1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });
    const { rows } = await db.query<{ full_name: string }>('SELECT full_name FROM employees WHERE id = $1', [emp.id]);
    expect(rows[0]!.full_name).toBe(emp.fullName);
    expect(await count()).toBe(before);

    const email = uniqueEmail('failed');
    const create = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: { fullName: 'Audit Failure 2', email, password: 'long-enough-password-7', roleID: 2 },
    });
    expect(create.statusCode).toBe(500);
    expect((await db.query('SELECT 1 FROM employees WHERE email = $1', [email])).rows).toHaveLength(0);
  });
});
