/**
 * Signed-in devices and personal access tokens over REST (docs/employees-and-access.md#sessions,
 * #personal-access-tokens): an employee sees and ends their own sessions, an
 * administrator any employee's; an ended session's token is refused at once; tokens are shown once,
 * stored hashed, READ ones refused every write, and none manages tokens, passwords, MFA or sessions.
 */
import type { HTTPMethods, RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { App } from '../types.js';
import { adminToken, bearer, createEmployee, forEachBackend, login, useApp } from '../test-support/build.js';
import { clientBody } from '../test-support/people.js';
import { READ_ONLY_POSTS } from '../plugins/auth.js';

const me = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const sessions = (app: App, token: string, url = '/api/auth/sessions') => app.inject({ method: 'GET', url, headers: bearer(token) });

/** Signs in by password only (an employee without a second factor) from a browser of `userAgent`. */
async function signInFrom(app: App, email: string, password: string, userAgent: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function auditRows(app: App, entity: string, entityId: number | string, action: string) {
  const { rows } = await app.db.query<{ actor_employee_id: number; after: Record<string, unknown> | null }>(
    'SELECT actor_employee_id, after FROM audit_log WHERE entity = $1 AND entity_id = $2 AND action = $3 ORDER BY id',
    [entity, String(entityId), action],
  );
  return rows;
}

forEachBackend('sessions', (backend) => {
  const t = useApp(backend);

  it('lists the own sessions with start, last use, address, browser and which is current; ends one, then all but the current', async () => {
    const { app } = t.current;
    const clerk = await createEmployee(app, await adminToken(app));
    const counter = await signInFrom(app, clerk.email, clerk.password, 'Mozilla/5.0 (Windows NT 10.0) Counter PC');
    const phone = await signInFrom(app, clerk.email, clerk.password, 'Mozilla/5.0 (iPhone) Phone');

    const list = await sessions(app, phone);
    expect(list.statusCode).toBe(200);
    const items = list.json() as {
      id: number;
      createdAt: string;
      lastSeenAt: string;
      address: string;
      userAgent: string | null;
      current: boolean;
    }[];
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Mozilla/5.0 (iPhone) Phone']);
    const counterSession = items.find((s) => s.userAgent === 'Mozilla/5.0 (Windows NT 10.0) Counter PC')!;
    expect(counterSession).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      address: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Counter PC',
      current: false,
    });

    // The counter PC left signed in: ended from the phone, refused at once.
    expect((await me(app, counter)).statusCode).toBe(200); // remembered by the session cache
    const end = await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${counterSession.id}`, headers: bearer(phone) });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ ended: 1 });
    expect((await me(app, counter)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${counterSession.id}`, headers: bearer(phone) })).statusCode,
    ).toBe(404);
    expect(await auditRows(app, 'session', clerk.id, 'end')).toEqual([
      { actor_employee_id: clerk.id, after: { sessionID: counterSession.id } },
    ]);

    // Another employee's session is not theirs to end.
    const other = await createEmployee(app, await adminToken(app));
    const othersId = (await sessions(app, other.token)).json()[0].id as number;
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${othersId}`, headers: bearer(phone) })).statusCode).toBe(404);
    expect((await me(app, other.token)).statusCode).toBe(200);

    const everywhere = await app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: bearer(phone) });
    expect(everywhere.json()).toEqual({ ended: 1 }); // createEmployee's session
    expect((await me(app, clerk.token)).statusCode).toBe(401);
    expect((await me(app, phone)).statusCode).toBe(200);
    expect((await sessions(app, phone)).json()).toHaveLength(1);
  });

  it('lets administrators list and end any employee sessions, audited naming them; employees may not', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const adminId = (await me(app, admin)).json().employee.id as number;
    const clerk = await createEmployee(app, admin);
    const second = await login(app, clerk.email, clerk.password);

    const list = await sessions(app, admin, `/api/employee/${clerk.id}/sessions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(list.json().every((s: { current: boolean }) => !s.current)).toBe(true);
    expect((await sessions(app, clerk.token, `/api/employee/${clerk.id}/sessions`)).statusCode).toBe(403);
    expect((await sessions(app, admin, '/api/employee/99999999/sessions')).statusCode).toBe(404);

    const one = list.json()[0].id as number;
    const ended = await app.inject({ method: 'DELETE', url: `/api/employee/${clerk.id}/sessions/${one}`, headers: bearer(admin) });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await auditRows(app, 'session', clerk.id, 'end')).toEqual([{ actor_employee_id: adminId, after: { sessionID: one } }]);
    const all = await app.inject({ method: 'DELETE', url: `/api/employee/${clerk.id}/sessions`, headers: bearer(admin) });
    expect(all.json()).toEqual({ ended: 1 });
    expect(await auditRows(app, 'session', clerk.id, 'end-all')).toEqual([{ actor_employee_id: adminId, after: { ended: 1 } }]);
    expect((await me(app, clerk.token)).statusCode).toBe(401);
    expect((await me(app, second)).statusCode).toBe(401);
    expect((await me(app, admin)).statusCode).toBe(200);
  });

  it("ends all of an employee's sessions and tokens when an administrator resets the password, and only the others when they change it", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin);
    const other = await login(app, clerk.email, clerk.password);
    const pat = await app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: bearer(clerk.token),
      payload: { name: 'nightly', scope: 'READ', expiresInDays: 30 },
    });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/employee/update/password',
      headers: bearer(clerk.token),
      payload: { employeeID: clerk.id, actualPassword: clerk.password, newPassword: 'my-own-choice-of-words' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await me(app, clerk.token)).statusCode).toBe(200);
    expect((await me(app, pat.json().token)).statusCode).toBe(200); // a token is not a session

    const reset = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${clerk.id}`,
      headers: bearer(admin),
      payload: { password: 'the-administrator-chose-this' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(app, clerk.token)).statusCode).toBe(401);
    expect((await me(app, pat.json().token)).statusCode).toBe(401);
  });
});

forEachBackend('personal access tokens', (backend) => {
  const routes: { method: string; url: string }[] = [];
  const t = useApp(backend, {
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url });
    },
  });

  it('creates a token shown once and stored hashed, lists it without it, and records its last use', async () => {
    const { app, db } = t.current;
    const clerk = await createEmployee(app, await adminToken(app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: bearer(clerk.token),
      payload: { name: ' nightly report ', scope: 'READ', expiresInDays: 30 },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^agency_pat_[A-Za-z0-9_-]{43}$/),
      name: 'nightly report',
      scope: 'READ',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
    });
    const days = (Date.parse(body.expiresAt) - Date.parse(body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    const stored = await db.query<{ text: string }>('SELECT row_to_json(t)::text AS text FROM access_tokens t WHERE id = $1', [body.id]);
    expect(stored.rows[0]!.text).not.toContain(body.token.slice('agency_pat_'.length));
    expect(await auditRows(app, 'access_token', body.id, 'create')).toHaveLength(1);

    expect((await me(app, body.token)).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/auth/tokens', headers: bearer(clerk.token) });
    const { token: _shown, ...listed } = body;
    expect(list.json()).toEqual([{ ...listed, lastUsedAt: expect.any(String) }]);
    expect(list.body).not.toContain(body.token);
  });

  it('refuses a READ token every write, lets it read (GET and the read-only POSTs), and lets a WRITE token write', async () => {
    const { app, db } = t.current;
    const clerk = await createEmployee(app, await adminToken(app));
    const make = async (scope: 'READ' | 'WRITE') =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/tokens',
          headers: bearer(clerk.token),
          payload: { name: scope, scope, expiresInDays: 1 },
        })
      ).json().token as string;
    const read = await make('READ');
    const write = await make('WRITE');

    expect((await app.inject({ method: 'GET', url: '/api/configuration/agency', headers: bearer(read) })).statusCode).toBe(200);
    const page = await app.inject({
      method: 'POST',
      url: '/api/client/search/pagination',
      headers: bearer(read),
      payload: { page: 1, perPage: 5 },
    });
    expect(page.statusCode).toBe(200);
    const body = clientBody();
    const refused = await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(read), payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TOKEN_READ_ONLY',
      message: 'This personal access token is read-only: it cannot change anything',
    });
    const named = (name: unknown) => db.query('SELECT 1 FROM clients WHERE full_name = $1', [name]);
    expect((await named(body.fullName)).rows).toHaveLength(0);
    expect((await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(write), payload: body })).statusCode).toBe(200);
    expect((await named(body.fullName)).rows).toHaveLength(1);
  });

  it('lets no token manage tokens, the password, the second factor or sessions, and needs no second factor itself', async () => {
    const { app } = t.current;
    const chief = await createEmployee(app, await adminToken(app), { roleID: 1 }); // signed in with a code
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/tokens',
        headers: bearer(chief.token),
        payload: { name: 'cron', scope: 'WRITE', expiresInDays: 7 },
      })
    ).json().token as string;
    // An administrator's token reads what administrators read, with no code.
    expect(
      (await app.inject({ method: 'POST', url: '/api/employee', headers: bearer(token), payload: { page: 1, perPage: 1 } })).statusCode,
    ).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/auth/tokens', { name: 'x', scope: 'READ', expiresInDays: 1 }],
      ['GET', '/api/auth/tokens', undefined],
      ['DELETE', '/api/auth/tokens/1', undefined],
      [
        'POST',
        '/api/employee/update/password',
        { employeeID: chief.id, actualPassword: chief.password, newPassword: 'x-long-new-password' },
      ],
      ['POST', '/api/auth/mfa/setup', {}],
      ['POST', '/api/auth/mfa/disable', { code: '123456' }],
      ['GET', '/api/auth/sessions', undefined],
      ['DELETE', '/api/auth/sessions', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['GET', `/api/employee/${chief.id}/sessions`, undefined],
    ] as const) {
      const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'TOKEN_NOT_ALLOWED']);
    }
  });

  it('stops a token at once when revoked, expired, or its employee deleted; refuses a bad body naming the field', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const clerk = await createEmployee(app, admin);
    const create = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/tokens', headers: bearer(clerk.token), payload });
    const a = (await create({ name: 'a', scope: 'READ', expiresInDays: 1 })).json();
    const b = (await create({ name: 'b', scope: 'READ', expiresInDays: 1 })).json();
    const c = (await create({ name: 'c', scope: 'READ', expiresInDays: 1 })).json();
    expect((await me(app, a.token)).statusCode).toBe(200);
    const revoked = await app.inject({ method: 'DELETE', url: `/api/auth/tokens/${a.id}`, headers: bearer(clerk.token) });
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await me(app, a.token)).statusCode).toBe(401);
    expect(await auditRows(app, 'access_token', a.id, 'revoke')).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/tokens/${a.id}`, headers: bearer(clerk.token) })).statusCode).toBe(404);

    await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [b.id]);
    expect((await me(app, b.token)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/tokens', headers: bearer(clerk.token) })).json().map((x: { id: number }) => x.id),
    ).toEqual([c.id]);

    expect((await me(app, c.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/employee/delete/${clerk.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await me(app, c.token)).statusCode).toBe(401);

    const other = await createEmployee(app, admin);
    for (const [payload, field] of [
      [{ name: 'x', scope: 'READ', expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'x', scope: 'READ', expiresInDays: 367 }, 'expiresInDays'],
      [{ name: 'x', scope: 'ADMIN', expiresInDays: 1 }, 'scope'],
      [{ name: '   ', scope: 'READ', expiresInDays: 1 }, 'name'],
      [{ scope: 'READ', expiresInDays: 1 }, 'name'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/tokens', headers: bearer(other.token), payload });
      expect([res.statusCode, res.json().field], JSON.stringify(payload)).toEqual([400, field]);
    }
  });

  it('lists as read-only POSTs only routes that exist', () => {
    const posts = new Set(routes.filter((r) => r.method === 'POST').map((r) => r.url));
    expect(READ_ONLY_POSTS.filter((url) => !posts.has(url))).toEqual([]);
  });
});
