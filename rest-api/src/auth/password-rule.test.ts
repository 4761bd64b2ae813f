/**
 * The password rule and the password an administrator set (docs/employees-and-access.md#passwords):
 * 400 PASSWORD_TOO_WEAK naming the field and the reason on every route that sets a password, and
 * mustChangePassword with 403 PASSWORD_CHANGE_REQUIRED everywhere but the few routes of a forced change.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, signIn, uniqueEmail, useApp } from '../test-support/build.js';

const builtPasswords = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'dist', 'src', 'auth', 'passwords.js');

// These suites hash at a test cost (test-support/build.ts, useTestPasswordCost): the built module, as
// a server process loads it, hashes at the production cost.
it.skipIf(!existsSync(builtPasswords))('hashes a password with argon2id at 19 MiB, 2 passes and 1 lane (needs npm run build)', async () => {
  const script = `import(${JSON.stringify(builtPasswords)}).then(async (m) => process.stdout.write(await m.hashPassword('a password of twenty')))`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script]);
  expect(stdout).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

const weak = (email: string) =>
  [
    ['elevenchars', 'password: must be at least 12 characters long', 'passwordTooShort'],
    ['password1234', 'password: is one of the most commonly used passwords: choose another', 'passwordCommon'],
    [`my-${email.split('@')[0]}-pw!`, `password: must not contain the email's name (${email.split('@')[0]})`, 'passwordHasEmailName'],
  ] as const;

forEachBackend('password rule', (backend) => {
  const t = useApp(backend);

  it('refuses a weak password on create and reset with 400 PASSWORD_TOO_WEAK naming the field and the reason; nothing is written', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail('maria.silva');
    for (const [password, message, reason] of weak(email)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/employee/create',
        headers: bearer(admin),
        payload: { fullName: 'Maria Silva', email, password, roleID: 2 },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, code: 'PASSWORD_TOO_WEAK', field: 'password', reason });
    }
    expect((await db.query('SELECT 1 FROM employees WHERE lower(email) = lower($1)', [email])).rows).toHaveLength(0);

    const clerk = await createEmployee(app, admin);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${clerk.id}`,
      headers: bearer(admin),
      payload: { fullName: 'Not Saved', password: 'qwertyuiop12' },
    });
    expect(reset.json()).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_WEAK', field: 'password', reason: 'passwordCommon' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(clerk.token) })).json().employee.fullName).toBe(
      clerk.fullName,
    );
  });

  it('refuses a weak or unchanged new password of the own change, naming newPassword', async () => {
    const { app } = t.current;
    const clerk = await createEmployee(app, await adminToken(app));
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/employee/update/password',
        headers: bearer(clerk.token),
        payload: { employeeID: clerk.id, actualPassword: clerk.password, newPassword },
      });
    const short = await change('short');
    expect(short.json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      field: 'newPassword',
      message: 'newPassword: must be at least 12 characters long',
    });
    const name = clerk.email.split('@')[0]!;
    expect((await change(`${name.toUpperCase()}-2026`)).json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      reason: 'passwordHasEmailName',
    });
    const same = await change(clerk.password);
    expect(same.json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      field: 'newPassword',
      message: 'newPassword: must differ from the current password',
    });
    expect((await change('a-fine-new-passphrase')).statusCode).toBe(200);
  });

  it('makes the employee change a password an administrator set before anything else; a reset asks it again', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail();
    const created = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: { fullName: 'New Clerk', email, password: 'chosen-by-the-admin-1', roleID: 2 },
    });
    const id = created.json().id as number;
    const reply = await signIn(app, email, 'chosen-by-the-admin-1');
    expect(reply.mustChangePassword).toBe(true);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      app.inject({ method, url, headers: bearer(reply.token), ...(payload ? { payload } : {}) });
    const blocked = await call('POST', '/api/client/search/pagination', { page: 1, perPage: 1 });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Change the password an administrator set for you before anything else',
    });
    expect((await call('GET', '/api/configuration/agency')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await call('POST', '/api/auth/tokens', { name: 'x', scope: 'READ', expiresInDays: 1 })).json().code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    // What stays open: who am I, my sessions, and the change itself.
    expect((await call('GET', '/api/auth/me')).json()).toMatchObject({ mustChangePassword: true, employee: { id } });
    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(200);
    const changed = await call('POST', '/api/employee/update/password', {
      employeeID: id,
      actualPassword: 'chosen-by-the-admin-1',
      newPassword: 'now-my-very-own-one',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('POST', '/api/client/search/pagination', { page: 1, perPage: 1 })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me')).json().mustChangePassword).toBe(false);
    expect((await signIn(app, email, 'now-my-very-own-one')).mustChangePassword).toBe(false);

    // The administrator resets it (the documented 'Forgot Password?' path): asked again.
    await app.inject({
      method: 'POST',
      url: `/api/employee/update/${id}`,
      headers: bearer(admin),
      payload: { password: 'reset-by-the-admin-2' },
    });
    expect((await signIn(app, email, 'reset-by-the-admin-2')).mustChangePassword).toBe(true);
  });

  it('does not ask an administrator who sets their own password to change it again', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const chief = await createEmployee(app, admin, { roleID: 1 });
    const own = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${chief.id}`,
      headers: bearer(chief.token),
      payload: { password: 'set-by-myself-as-chief' },
    });
    expect(own.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(chief.token) })).json().mustChangePassword).toBe(false);
    expect((await signIn(app, chief.email, 'set-by-myself-as-chief')).mustChangePassword).toBe(false);
  });
});
