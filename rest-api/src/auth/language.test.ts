import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';

// POST /api/auth/language: the staff app's language on the caller's own record (docs/i18n.md).
forEachBackend('auth language', (backend) => {
  const t = useApp(backend);

  it("keeps an employee's choice on their record: sign-in, /me and the admin employee records show it", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);

    const before = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: emp.email, password: emp.password },
    });
    expect(before.json().language).toBeNull();

    const res = await app.inject({ method: 'POST', url: '/api/auth/language', headers: bearer(emp.token), payload: { language: 'pt-BR' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employee: { id: emp.id, language: 'pt-BR' }, isAdministrator: false });

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: emp.email, password: emp.password },
    });
    expect(again.json()).toMatchObject({ employeeID: emp.id, language: 'pt-BR' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) });
    expect(me.json().employee.language).toBe('pt-BR');
    const list = await app.inject({ method: 'POST', url: '/api/employee', headers: bearer(admin), payload: { page: 1, perPage: 100 } });
    const listed = (list.json().employees as { id: number; language: string | null }[]).find((e) => e.id === emp.id);
    expect(listed?.language).toBe('pt-BR');
    // The administrator's own record is untouched.
    const adminMe = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) });
    expect(adminMe.json().employee.language).toBeNull();
  });

  it('lets an administrator set their own language and back to English, each change audited as set-language', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee as { id: number };
    for (const language of ['pt-BR', 'en']) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/language', headers: bearer(admin), payload: { language } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ employee: { id: me.id, language }, isAdministrator: true });
    }
    const { rows } = await db.query<{ actor_employee_id: number; entity: string; entity_id: string; before: unknown; after: unknown }>(
      "SELECT actor_employee_id, entity, entity_id, before, after FROM audit_log WHERE action = 'set-language' AND entity_id = $1 ORDER BY id",
      [String(me.id)],
    );
    expect(rows).toEqual([
      { actor_employee_id: me.id, entity: 'employee', entity_id: String(me.id), before: { language: null }, after: { language: 'pt-BR' } },
      { actor_employee_id: me.id, entity: 'employee', entity_id: String(me.id), before: { language: 'pt-BR' }, after: { language: 'en' } },
    ]);
  });

  it('refuses any other value with 400 INVALID_FIELD naming language, and changes nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    for (const payload of [{ language: 'pt' }, { language: 'fr' }, { language: 'PT-BR' }, { language: null }, { language: 1 }, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/language', headers: bearer(emp.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'INVALID_FIELD', field: 'language' });
      expect(body.message).toMatch(/^language: /);
    }
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/language', headers: bearer(emp.token), payload: { language: 'fr' } });
    expect(wrong.json().message).toBe('language: must be one of "en", "pt-BR"');
    const { rows } = await db.query<{ language: string | null }>('SELECT language FROM employees WHERE id = $1', [emp.id]);
    expect(rows[0]!.language).toBeNull();
  });

  it('needs a signed-in employee', async () => {
    const { app } = t.current;
    const res = await app.inject({ method: 'POST', url: '/api/auth/language', payload: { language: 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('keeps the database to en, pt-BR or null', async () => {
    const { db } = t.current;
    await expect(db.query("UPDATE employees SET language = 'fr'")).rejects.toThrow(/check constraint/i);
  });
});
