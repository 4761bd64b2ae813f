import { expect, it } from 'vitest';
import {
  adminToken,
  bearer,
  build,
  createEmployee,
  forEachBackend,
  login,
  testConfig,
  uniqueEmail,
  useApp,
} from '../test-support/build.js';
import { buildApp } from '../app.js';
import { hashToken } from './callers.js';

forEachBackend('auth', (backend) => {
  const t = useApp(backend);

  it('signs in with the right password and answers the session shape', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate/',
      payload: { email: emp.email.toUpperCase(), password: emp.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      fullName: emp.fullName,
      highestRole: 'Employee',
      profileImage: null,
      fileExtension: null,
      employeeID: emp.id,
      language: null,
      mustChangePassword: false,
    });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    // Only the hash is stored.
    const { rows } = await t.current.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [
      hashToken(body.token),
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const { app } = t.current;
    const emp = await createEmployee(app, await adminToken(app));
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: emp.email, password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 400 naming the field when the email is missing', async () => {
    const res = await t.current.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: is required');
  });

  it('tells whether the caller holds a position, and who the caller is', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const has = (token: string, position: string) =>
      app.inject({ method: 'POST', url: '/api/auth/has', headers: bearer(token), payload: { position, token } });
    expect((await has(admin, 'Administrator')).json()).toEqual({ hasPosition: true });
    expect((await has(emp.token, 'Administrator')).json()).toEqual({ hasPosition: false });
    expect((await has(emp.token, 'Employee')).json()).toEqual({ hasPosition: true });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      isAdministrator: false,
      employee: { id: emp.id, email: emp.email, roles: [{ id: 2, name: 'Employee' }] },
    });
  });

  it('revokes the token on logout', async () => {
    const { app } = t.current;
    const emp = await createEmployee(app, await adminToken(app));
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(emp.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ revoked: true });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) });
    expect(me.statusCode).toBe(401);
  });

  it('expires a session idle for 13 hours, and refuses bad tokens', async () => {
    const { app, db } = t.current;
    const emp = await createEmployee(app, await adminToken(app));
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(200);
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '13 hours' WHERE token_hash = $1`, [hashToken(emp.token)]);
    app.sessions.forget(); // 13 hours on, the process remembers it no more (SESSION_CACHE_MS)
    const expired = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    const none = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
  });

  it('keeps a session used within 12 hours alive and refreshes last_seen_at at most once a minute', async () => {
    const { app, db } = t.current;
    const emp = await createEmployee(app, await adminToken(app));
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '11 hours' WHERE token_hash = $1`, [hashToken(emp.token)]);
    app.sessions.forget();
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(200);
    const { rows } = await db.query<{ recent: boolean }>(
      `SELECT last_seen_at > now() - interval '1 minute' AS recent FROM sessions WHERE token_hash = $1`,
      [hashToken(emp.token)],
    );
    expect(rows[0]!.recent).toBe(true);
  });

  it('returns the request id it was given, or a new one', async () => {
    const given = await t.current.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.current.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers health publicly and the agency configuration to signed-in users', async () => {
    const { app } = t.current;
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: backend.name });
    const emp = await createEmployee(app, await adminToken(app));
    const agency = await app.inject({ method: 'GET', url: '/api/configuration/agency', headers: bearer(emp.token) });
    expect(agency.json()).toEqual({
      name: 'Agency Back Office',
      address: '100 Main Street, Newark, NJ 07102',
      phone: '+1 (973) 555-0100',
      timeZone: 'America/New_York',
    });
  });

  it('limits failed sign-ins per email with one generic message; successes do not count', async () => {
    const limited = await build(backend, { config: { loginRateLimit: { perEmail: 3, perAddress: 1000, windowMs: 60_000 } } });
    try {
      const { app } = limited;
      const emp = await createEmployee(app, await adminToken(app));
      const signIn = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: emp.email, password } });
      // A busy clerk signing in again and again is never refused.
      for (let i = 0; i < 5; i++) expect((await signIn(emp.password)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await signIn('wrong-password')).statusCode).toBe(401);
      // Even the right password is refused once the email's failures are spent.
      const res = await signIn(emp.password);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many sign-in attempts. Try again later.',
        code: 'RATE_LIMITED',
      });
      // Another email from the same address is still allowed.
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: uniqueEmail(), password: 'x' } })).statusCode,
      ).toBe(401);
      // The counters are in the database: a restarted process (a second app on it) still refuses.
      const again = await buildApp(
        testConfig({ databaseUrl: backend.url, loginRateLimit: { perEmail: 3, perAddress: 1000, windowMs: 60_000 } }),
        {
          database: limited.db,
          logger: false,
          print: () => undefined,
        },
      );
      try {
        const res2 = await again.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email: emp.email, password: emp.password },
        });
        expect(res2.statusCode).toBe(429);
      } finally {
        await again.close();
      }
    } finally {
      await limited.close();
    }
  });

  it('limits failures per client address, believing X-Forwarded-For only with the gateway secret', async () => {
    const secret = 'gateway-secret-for-tests-0123456789';
    const limited = await build(backend, {
      config: { gatewaySecret: secret, loginRateLimit: { perEmail: 1000, perAddress: 2, windowMs: 60_000 } },
    });
    try {
      const { app } = limited;
      const attempt = (remoteAddress: string, forwardedFor: string, gatewaySecret?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor, ...(gatewaySecret ? { 'x-gateway-secret': gatewaySecret } : {}) },
          payload: { email: uniqueEmail(), password: 'wrong-password' },
        });
      // From the gateway (its secret): each browser address has its own budget.
      for (let i = 1; i <= 4; i++) expect((await attempt('127.0.0.1', `203.0.113.${i}`, secret)).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '198.51.100.7', secret)).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '198.51.100.7', secret)).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '198.51.100.7', secret)).statusCode).toBe(429);
      // Any other local process (no secret, or a wrong one) is its own address, whatever header it sends.
      expect((await attempt('127.0.0.9', '203.0.113.50')).statusCode).toBe(401);
      expect((await attempt('127.0.0.9', '203.0.113.51', 'not-the-secret-at-all')).statusCode).toBe(401);
      const third = await attempt('127.0.0.9', '203.0.113.52');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many sign-in attempts. Try again later.');
    } finally {
      await limited.close();
    }
  });

  it('lets a signed-in session keep working after another sign-in of the same employee', async () => {
    const { app } = t.current;
    const emp = await createEmployee(app, await adminToken(app));
    const second = await login(app, emp.email, emp.password);
    expect(second).not.toBe(emp.token);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });
});
