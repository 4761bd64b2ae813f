/**
 * The session cache of each REST process (auth/sessions.ts, docs/operations.md#several-processes):
 * a signed-in request costs no SQL for its token once the session is remembered, and a logout, a
 * password change, a role change or a deleted employee applies at once, in this process and in
 * another process on the same PostgreSQL database.
 */
import { expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { adminToken, bearer, build, createEmployee, forEachBackend, useApp, type Built } from '../test-support/build.js';
import type { App } from '../types.js';

/** Counts the session lookups `db` runs from now on. */
function countSessionLookups(db: Database): { count: () => number } {
  const original = db.query.bind(db);
  let lookups = 0;
  vi.spyOn(db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
    if (/FROM sessions s JOIN employees/.test(sql)) lookups += 1;
    return original(sql, params);
  });
  return { count: () => lookups };
}

const me = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const employees = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/employee', headers: bearer(token), payload: { page: 1, perPage: 10 } });

/** Polls `check` until it returns true or `ms` pass; returns the milliseconds it took, or null. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return null;
}

forEachBackend('session cache', (backend) => {
  // A database of its own: every suite's logout or password change on the shared one would make this
  // process forget its sessions too (one NOTIFY channel per database), and the lookups counted here double.
  const t = useApp(backend, { fresh: true });

  it('looks a session up once, then answers its requests without SQL for the token', async () => {
    const { app, db } = t.current;
    const clerk = await createEmployee(app, await adminToken(app));
    const lookups = countSessionLookups(db);
    try {
      for (let i = 0; i < 5; i += 1) expect((await me(app, clerk.token)).statusCode).toBe(200);
      expect(lookups.count()).toBe(1);
      // A wrong token is looked up every time: only live sessions are remembered.
      for (let i = 0; i < 2; i += 1) expect((await me(app, 'not-a-session-token')).statusCode).toBe(401);
      expect(lookups.count()).toBe(3);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('forgets a session at once on logout, password change, role change and deletion', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);

    const loggedOut = await createEmployee(app, admin);
    expect((await me(app, loggedOut.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut.token) })).statusCode).toBe(200);
    expect((await me(app, loggedOut.token)).statusCode).toBe(401);

    const changed = await createEmployee(app, admin);
    const otherCounter = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: changed.email, password: changed.password },
    });
    const otherToken = otherCounter.json().token as string;
    expect((await me(app, otherToken)).statusCode).toBe(200);
    const password = await app.inject({
      method: 'POST',
      url: '/api/employee/update/password',
      headers: bearer(changed.token),
      payload: { employeeID: changed.id, actualPassword: changed.password, newPassword: 'a-new-password-1' },
    });
    expect(password.statusCode).toBe(200);
    expect((await me(app, otherToken)).statusCode).toBe(401);
    expect((await me(app, changed.token)).statusCode).toBe(200);

    const promoted = await createEmployee(app, admin, { roleID: 1 });
    expect((await employees(app, promoted.token)).statusCode).toBe(200);
    const demote = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${promoted.id}`,
      headers: bearer(admin),
      payload: { roleID: 2 },
    });
    expect(demote.statusCode).toBe(200);
    expect((await employees(app, promoted.token)).statusCode).toBe(403);

    const deleted = await createEmployee(app, admin);
    expect((await me(app, deleted.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/employee/delete/${deleted.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await me(app, deleted.token)).statusCode).toBe(401);
  });

  if (backend.name === 'postgres') {
    it('forgets it in a second process on the same database as soon as the change commits', async () => {
      const first = t.current.app;
      let second: Built | undefined;
      try {
        second = await build(backend, { sameDatabase: t.current.url });
        const other = second.app;
        const admin = await adminToken(first);
        const clerk = await createEmployee(first, admin);
        const lookups = countSessionLookups(second.db);
        for (let i = 0; i < 3; i += 1) expect((await me(other, clerk.token)).statusCode).toBe(200);
        expect(lookups.count()).toBe(1); // remembered by the second process

        expect((await first.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(clerk.token) })).statusCode).toBe(200);
        // The notification crosses to the other process's listening connection: milliseconds.
        const took = await within(1000, async () => (await me(other, clerk.token)).statusCode === 401);
        expect(took).not.toBeNull();

        const promoted = await createEmployee(first, admin, { roleID: 1 });
        expect((await employees(other, promoted.token)).statusCode).toBe(200);
        expect(
          (
            await first.inject({
              method: 'POST',
              url: `/api/employee/update/${promoted.id}`,
              headers: bearer(admin),
              payload: { roleID: 2 },
            })
          ).statusCode,
        ).toBe(200);
        expect(await within(1000, async () => (await employees(other, promoted.token)).statusCode === 403)).not.toBeNull();
      } finally {
        vi.restoreAllMocks();
        await second?.close();
      }
    });
  }
});
