/**
 * The second factor over REST (docs/employees-and-access.md#second-factor): every step and
 * refusal of sign-in with a code or a recovery code, enrolment at sign-in and when signed in, turning it
 * off, an administrator's reset, MFA_REQUIRED, and wrong codes counted toward the sign-in limits. Codes
 * are computed from the secret (RFC 6238) at the app's injected second-factor clock. Each test signs in
 * employees of its own: the suites on PostgreSQL share one administrator.
 */
import { expect, it } from 'vitest';
import type { App } from '../types.js';
import {
  adminToken,
  bearer,
  build,
  createEmployee,
  forEachBackend,
  nextTotpCode,
  signIn,
  totpNow,
  uniqueEmail,
  useApp,
} from '../test-support/build.js';
import { createSession } from './sessions.js';
import { totpCode } from './totp.js';

const authenticate = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
const post = (app: App, url: string, payload: Record<string, unknown>, token?: string) =>
  app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** The stored secret of an employee (tests only: no route answers it). */
async function secretOf(app: App, id: number): Promise<string> {
  const { rows } = await app.db.query<{ totp_secret: string }>('SELECT totp_secret FROM employees WHERE id = $1', [id]);
  return rows[0]!.totp_secret;
}

/** Audit rows of an employee record with `action`. */
async function auditOf(app: App, id: number, action: string) {
  const { rows } = await app.db.query<{ actor_employee_id: number | null; after: Record<string, unknown> | null }>(
    `SELECT actor_employee_id, after FROM audit_log WHERE entity = 'employee' AND entity_id = $1 AND action = $2 ORDER BY id`,
    [String(id), action],
  );
  return rows;
}

forEachBackend('second factor', (backend) => {
  const t = useApp(backend);

  it('asks an administrator who must enrol for it right after the password: no token until a first code, then ten recovery codes once', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail('chief');
    const password = 'set-by-an-administrator-1';
    const created = await post(app, '/api/employee/create', { fullName: 'New Chief', email, password, roleID: 1 }, admin);
    expect(created.statusCode).toBe(200);
    expect(created.json().mfaEnabled).toBe(false);
    const id = created.json().id as number;

    const first = await authenticate(app, email, password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, challenge: expect.any(String), enrol: true });
    const { challenge } = first.json();

    // The second step is refused until there is a second factor; setup without challenge or token is 401.
    const early = await post(app, '/api/auth/mfa', { challenge, code: '123456' });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await post(app, '/api/auth/mfa/setup', {})).statusCode).toBe(401);

    const setup = await post(app, '/api/auth/mfa/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUrl)).toContain(email);

    const wrong = await post(app, '/api/auth/mfa/enable', { challenge, code: totpCode(secret, totpNow(app) + 5 * 30_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'MFA_CODE_INVALID', field: 'code' });

    const enabled = await post(app, '/api/auth/mfa/enable', { challenge, code: totpCode(secret, totpNow(app)) });
    expect(enabled.statusCode).toBe(200);
    const reply = enabled.json();
    expect(reply).toMatchObject({ token: expect.any(String), employeeID: id, highestRole: 'Administrator', mustChangePassword: true });
    expect(reply.recoveryCodes).toHaveLength(10);
    expect(new Set(reply.recoveryCodes).size).toBe(10);
    for (const code of reply.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed: no code, and no secret, is in any table's text.
    const stored = await db.query<{ text: string }>(`SELECT code_hash::text AS text FROM mfa_recovery_codes WHERE employee_id = $1`, [id]);
    expect(stored.rows).toHaveLength(10);
    for (const code of reply.recoveryCodes) expect(JSON.stringify(stored.rows)).not.toContain(code);

    // The challenge was used: once.
    const again = await post(app, '/api/auth/mfa/enable', { challenge, code: totpCode(secret, totpNow(app)) });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('MFA_CHALLENGE_INVALID');
    expect(await auditOf(app, id, 'mfa-enable')).toEqual([{ actor_employee_id: id, after: { mfaEnabled: true } }]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(reply.token) });
    expect(me.json()).toMatchObject({ employee: { id, mfaEnabled: true }, mustChangePassword: true, mfaRequired: true });
    expect(me.body).not.toContain(secret);
  });

  it('signs in with a code once: the same code again is MFA_CODE_INVALID, a challenge is single-use and lasts 5 minutes', async () => {
    const { app, db } = t.current;
    const chief = await createEmployee(app, await adminToken(app), { roleID: 1 });
    const secret = await secretOf(app, chief.id);

    const first = await authenticate(app, chief.email, chief.password);
    expect(first.json()).toEqual({ mfaRequired: true, challenge: expect.any(String), enrol: false });
    expect(first.json().token).toBeUndefined();
    const code = await nextTotpCode(app, chief.id, secret);
    const ok = await post(app, '/api/auth/mfa', { challenge: first.json().challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.any(String), employeeID: chief.id, mustChangePassword: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(ok.json().token) })).statusCode).toBe(200);

    // The same code in its step: refused, and the challenge stays usable for a right one.
    const second = (await authenticate(app, chief.email, chief.password)).json().challenge as string;
    const replay = await post(app, '/api/auth/mfa', { challenge: second, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'MFA_CODE_INVALID',
      field: 'code',
      message: 'code: is not the current code of your authenticator app',
    });
    // Two steps ahead of the clock: refused too.
    expect((await post(app, '/api/auth/mfa', { challenge: second, code: totpCode(secret, totpNow(app) + 60_000) })).statusCode).toBe(401);
    // The used challenge: refused whatever the code.
    const used = await post(app, '/api/auth/mfa', { challenge: first.json().challenge, code: await nextTotpCode(app, chief.id, secret) });
    expect(used.statusCode).toBe(401);
    expect(used.json().code).toBe('MFA_CHALLENGE_INVALID');
    // Five minutes later the challenge is gone.
    await db.query(`UPDATE mfa_challenges SET expires_at = now() - interval '1 second' WHERE employee_id = $1 AND used_at IS NULL`, [
      chief.id,
    ]);
    const expired = await post(app, '/api/auth/mfa', { challenge: second, code: await nextTotpCode(app, chief.id, secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('MFA_CHALLENGE_INVALID');
    const unknown = await post(app, '/api/auth/mfa', { challenge: 'not-a-challenge', code: '123456' });
    expect(unknown.json().code).toBe('MFA_CHALLENGE_INVALID');
  });

  it('takes a recovery code once instead of a code, audited; code and recoveryCode together or neither is 400', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail('chief');
    const password = 'set-by-an-administrator-2';
    await post(app, '/api/employee/create', { fullName: 'Chief Two', email, password, roleID: 1 }, admin);
    const enrolled = await signIn(app, email, password);
    const recovery = enrolled.recoveryCodes![3]!;
    const challenge = async () => (await authenticate(app, email, password)).json().challenge as string;

    const both = await post(app, '/api/auth/mfa', { challenge: await challenge(), code: '123456', recoveryCode: recovery });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('INVALID_FIELD');
    const neither = await post(app, '/api/auth/mfa', { challenge: await challenge() });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'code' });

    // Typed in capitals and without the dash: still the code.
    const ok = await post(app, '/api/auth/mfa', { challenge: await challenge(), recoveryCode: recovery.replace('-', ' ').toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const twice = await post(app, '/api/auth/mfa', { challenge: await challenge(), recoveryCode: recovery });
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toMatchObject({ code: 'MFA_CODE_INVALID', field: 'recoveryCode' });
    expect(await auditOf(app, enrolled.employeeID as number, 'mfa-recovery-code-used')).toHaveLength(1);
    // Another of the ten still works.
    expect((await post(app, '/api/auth/mfa', { challenge: await challenge(), recoveryCode: enrolled.recoveryCodes![4]! })).statusCode).toBe(
      200,
    );
  });

  it('enrols a signed-in employee who is not required to, and turns it off only with a current code; administrators cannot', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin);
    const setup = await post(app, '/api/auth/mfa/setup', {}, clerk.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enabled = await post(app, '/api/auth/mfa/enable', { code: await nextTotpCode(app, clerk.id, secret) }, clerk.token);
    expect(enabled.statusCode).toBe(200);
    expect(Object.keys(enabled.json())).toEqual(['recoveryCodes']); // no new session: the caller has one
    expect((await post(app, '/api/auth/mfa/setup', {}, clerk.token)).json().code).toBe('MFA_ALREADY_ENABLED');
    // From now on their sign-in asks for a code.
    expect((await authenticate(app, clerk.email, clerk.password)).json()).toMatchObject({ mfaRequired: true, enrol: false });

    const wrong = await post(app, '/api/auth/mfa/disable', { code: totpCode(secret, totpNow(app) - 3 * 30_000) }, clerk.token);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('MFA_CODE_INVALID');
    const off = await post(app, '/api/auth/mfa/disable', { code: await nextTotpCode(app, clerk.id, secret) }, clerk.token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ mfaEnabled: false });
    expect(await auditOf(app, clerk.id, 'mfa-disable')).toHaveLength(1);
    expect((await authenticate(app, clerk.email, clerk.password)).json().token).toEqual(expect.any(String));
    expect((await post(app, '/api/auth/mfa/disable', { code: '123456' }, clerk.token)).json().code).toBe('MFA_NOT_ENABLED');

    const chief = await createEmployee(app, admin, { roleID: 1 });
    const refused = await post(
      app,
      '/api/auth/mfa/disable',
      { code: await nextTotpCode(app, chief.id, await secretOf(app, chief.id)) },
      chief.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MFA_REQUIRED_BY_POLICY');
  });

  it("lets an administrator reset another's second factor, audited naming them; they enrol again at the next sign-in", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee.id as number;
    const chief = await createEmployee(app, admin, { roleID: 1 });
    const clerk = await createEmployee(app, admin);
    const secret = await secretOf(app, chief.id);

    const byClerk = await post(app, `/api/employee/${chief.id}/mfa/reset`, {}, clerk.token);
    expect(byClerk.statusCode).toBe(403);
    const reset = await post(app, `/api/employee/${chief.id}/mfa/reset`, {}, admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: chief.id, mfaEnabled: false });
    expect(reset.body).not.toContain(secret);
    expect(await auditOf(app, chief.id, 'mfa-reset')).toEqual([{ actor_employee_id: me, after: { mfaEnabled: false, resetBy: me } }]);
    expect((await post(app, `/api/employee/${chief.id}/mfa/reset`, {}, admin)).json().code).toBe('MFA_NOT_ENABLED');
    expect((await post(app, `/api/employee/${me}/mfa/reset`, {}, admin)).json().code).toBe('MFA_RESET_OWN');
    expect((await post(app, '/api/employee/99999999/mfa/reset', {}, admin)).statusCode).toBe(404);

    // Their session of before answers only the enrolment (and me, sign-out) until they enrol again.
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/client/search/pagination',
      headers: bearer(chief.token),
      payload: { page: 1, perPage: 1 },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(chief.token) })).statusCode).toBe(200);
    expect((await authenticate(app, chief.email, chief.password)).json()).toMatchObject({ mfaRequired: true, enrol: true });
    const again = await post(app, '/api/auth/mfa/setup', {}, chief.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().secret).not.toBe(secret);
    expect(
      (await post(app, '/api/auth/mfa/enable', { code: await nextTotpCode(app, chief.id, again.json().secret) }, chief.token)).statusCode,
    ).toBe(200);
    const open = await app.inject({
      method: 'POST',
      url: '/api/client/search/pagination',
      headers: bearer(chief.token),
      payload: { page: 1, perPage: 1 },
    });
    expect(open.statusCode).toBe(200);
  });

  it('keeps an administrator without a second factor out of everything but enrolment, even with a session of before', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail('chief');
    const created = await post(
      app,
      '/api/employee/create',
      { fullName: 'Chief Three', email, password: 'set-by-an-administrator-3', roleID: 1 },
      admin,
    );
    const id = created.json().id as number;
    await db.query('UPDATE employees SET must_change_password = false WHERE id = $1', [id]);
    const legacy = await createSession(db, id); // a session opened before the second factor was asked for
    for (const [method, url] of [
      ['GET', '/api/employee/1/sessions'],
      ['POST', '/api/auth/tokens'],
      ['GET', '/api/configuration/agency'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: bearer(legacy),
        payload: method === 'GET' ? undefined : { name: 'x', scope: 'READ', expiresInDays: 1 },
      });
      expect(res.json().code, url).toBe('MFA_ENROLMENT_REQUIRED');
    }
    expect((await post(app, '/api/auth/mfa/setup', {}, legacy)).statusCode).toBe(200);
  });
});

forEachBackend('second factor and the sign-in limits', (backend) => {
  const t = useApp(backend, { config: { loginRateLimit: { perEmail: 3, perAddress: 1000, windowMs: 60_000 } } });

  it('counts wrong codes toward the per-email limit as wrong passwords; a right password alone does not clear them', async () => {
    const { app } = t.current;
    const chief = await createEmployee(app, await adminToken(app), { roleID: 1 });
    const challenge = async () => (await authenticate(app, chief.email, chief.password)).json().challenge as string;
    const wrong = async (c: string) => (await post(app, '/api/auth/mfa', { challenge: c, code: '000000' })).statusCode;
    const c1 = await challenge();
    expect(await wrong(c1)).toBe(401);
    expect(await wrong(c1)).toBe(401);
    // The right password again: a new challenge, but the two failures stay.
    const c2 = await challenge();
    expect(await wrong(c2)).toBe(401);
    // Three failures: even the right code, and the right password, are refused until the window ends.
    const right = await post(app, '/api/auth/mfa', {
      challenge: c2,
      code: await nextTotpCode(app, chief.id, await secretOf(app, chief.id)),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect((await authenticate(app, chief.email, chief.password)).statusCode).toBe(429);
  });
});

forEachBackend('MFA_REQUIRED', (backend) => {
  it('all: every employee enrols at sign-in; none: nobody is asked but who turned it on', async () => {
    const all = await build(backend, { config: { mfaRequired: 'all' } });
    try {
      const clerk = await createEmployee(all.app, await adminToken(all.app)); // enrols on the way (signIn)
      expect((await authenticate(all.app, clerk.email, clerk.password)).json()).toMatchObject({ mfaRequired: true, enrol: false });
      const fresh = uniqueEmail();
      await post(
        all.app,
        '/api/employee/create',
        { fullName: 'Clerk All', email: fresh, password: 'set-by-an-administrator-4', roleID: 2 },
        await adminToken(all.app),
      );
      expect((await authenticate(all.app, fresh, 'set-by-an-administrator-4')).json()).toMatchObject({ mfaRequired: true, enrol: true });
    } finally {
      await all.close();
    }
    const none = await build(backend, { config: { mfaRequired: 'none' } });
    try {
      const admin = await adminToken(none.app);
      const email = uniqueEmail('chief');
      await post(
        none.app,
        '/api/employee/create',
        { fullName: 'Chief None', email, password: 'set-by-an-administrator-5', roleID: 1 },
        admin,
      );
      const reply = (await authenticate(none.app, email, 'set-by-an-administrator-5')).json();
      expect(reply).toMatchObject({ token: expect.any(String), highestRole: 'Administrator' });
      expect(reply.mfaRequired).toBeUndefined();
      // The shared test administrator turned it on: still asked.
      expect((await authenticate(none.app, 'admin@agency.test', 'rest-tests-first-chief-42')).json().mfaRequired).toBe(true);
    } finally {
      await none.close();
    }
  });
});
