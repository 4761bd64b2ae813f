/**
 * The role matrix (docs/employees-and-access.md): every registered route, called without a token, answers 401
 * unless it is public (sign-in, health, docs); called with an employee's token, the admin-only
 * routes answer 403. The admin-only list is written here from docs/employees-and-access.md, not read from the routes,
 * so a route added later without its guard fails this test.
 */
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createSession } from './sessions.js';

/** docs/employees-and-access.md: the administrators-only routes, as [method ('*' = any), path pattern]. */
const ADMIN_ONLY: [string, RegExp][] = [
  // Employee management, all of it but the own-password change.
  ['*', /^\/api\/employee(?!\/update\/password\/?$)(\/.*)?$/],
  ['*', /^\/api\/transaction\/search\/complex\/table\/?$/],
  ['*', /^\/api\/transaction\/over(\/.*)?$/],
  ['*', /^\/api\/transaction\/date\/report(\/.*)?$/],
  ['*', /^\/api\/transaction\/partial\/report(\/.*)?$/],
  ['*', /^\/api\/client\/birthday\/list(\/.*)?$/],
  // Deleting an order (a partial payment's DELETE is for every employee: the transfer log, docs/employees-and-access.md#sign-in).
  ['DELETE', /^\/api\/transaction\/(?!partial\/)[^/]+\/?$/],
  ['*', /^\/api\/consortium(\/.*)?$/],
  ['*', /^\/api\/investment(\/.*)?$/],
  // The sanctions list and the screening log.
  ['*', /^\/api\/compliance(\/.*)?$/],
  // The audit log: its export; GET /api/audit is a record's history for every employee, the whole log (no filter) for administrators.
  ['*', /^\/api\/audit(\.csv)?\/?$/],
  // Importing clients and beneficiaries (docs/import.md).
  ['*', /^\/api\/import(\/.*)?$/],
];

/**
 * The public routes: sign-in (the password, the second factor, and the enrolment at sign-in, which
 * takes the sign-in challenge instead of a token), health, the OpenAPI docs, and the gateway's event
 * stream (its credential is GATEWAY_SECRET, not a session: 403 GATEWAY_ONLY without it).
 */
const PUBLIC: [string, RegExp][] = [
  ['GET', /^\/api\/events\/?$/],
  ['HEAD', /^\/api\/events\/?$/],
  ['POST', /^\/api\/auth\/authenticate\/?$/],
  ['POST', /^\/api\/auth\/mfa\/?$/],
  ['GET', /^\/api\/health\/?$/],
  ['HEAD', /^\/api\/health\/?$/],
  ['GET', /^\/api\/docs(\/.*)?$/],
  ['HEAD', /^\/api\/docs(\/.*)?$/],
];

/**
 * The enrolment routes: a sign-in challenge in the body or a token (access 'optional'): without
 * either they refuse (401, or 400 for a body without its code), never answer 200.
 */
const OPTIONAL: [string, RegExp][] = [['POST', /^\/api\/auth\/mfa\/(setup|enable)\/?$/]];

const matches = (list: [string, RegExp][], method: string, url: string) =>
  list.some(([m, pattern]) => (m === '*' || m === method) && pattern.test(url));

/** A concrete path for a route pattern: numeric params become 1, wildcards a file name. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*$/, 'index.html');
}

forEachBackend('role matrix', (backend) => {
  const routes: { method: InjectOptions['method'] & string; url: string }[] = [];
  const t = useApp(backend, {
    onRoute: (route: RouteOptions) => {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      for (const method of methods) routes.push({ method: method as InjectOptions['method'] & string, url: route.url });
    },
  });

  it('collects the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/employee/create' });
  });

  it('answers 401 without a token on every route but the public ones', async () => {
    const { app } = t.current;
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const res = await app.inject({ method: method, url: concrete(url), payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
      const isPublic = matches(PUBLIC, method, url);
      if (matches(OPTIONAL, method, url)) {
        if (res.statusCode !== 401 && res.statusCode !== 400) failures.push(`${method} ${url}: answered ${res.statusCode} without a token`);
        continue;
      }
      if (isPublic && res.statusCode === 401) failures.push(`${method} ${url}: public but answered 401`);
      if (!isPublic && res.statusCode !== 401) failures.push(`${method} ${url}: answered ${res.statusCode} without a token`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to an employee's token on every admin-only route, and not on the others", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      if (matches(PUBLIC, method, url)) continue;
      // A fresh session per route: a route such as logout may end the one it is called with (made
      // straight in the database: a sign-in per route costs an argon2 hash each, past the test's time).
      const token = await createSession(app.db, employee.id);
      const res = await app.inject({
        method: method,
        url: concrete(url),
        headers: bearer(token),
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      const adminOnly = matches(ADMIN_ONLY, method, url);
      if (adminOnly && res.statusCode !== 403) failures.push(`${method} ${url}: admin-only but answered ${res.statusCode}`);
      // HEAD (Fastify's automatic twin of each GET) answers without a body.
      if (adminOnly && res.statusCode === 403 && method !== 'HEAD') expect(res.json().message).toBe('Administrators only');
      if (!adminOnly && (res.statusCode === 403 || res.statusCode === 401))
        failures.push(`${method} ${url}: answered ${res.statusCode} to an employee`);
    }
    expect(failures).toEqual([]);
  });

  it("lets an administrator's token through the admin-only routes", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    for (const { method, url } of routes) {
      if (!matches(ADMIN_ONLY, method, url)) continue;
      const res = await app.inject({
        method: method,
        // Ids no record has: on the PostgreSQL database the suites share, employee 1 is every suite's administrator.
        url: url.replace(/:[A-Za-z_]\w*/g, '999999'),
        headers: bearer(admin),
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
