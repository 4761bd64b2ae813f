import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClient, tag } from '../test-support/people.js';

/** Birthdays (docs/clients-and-beneficiaries.md#screens, #birthdays, docs/money-and-dates.md): "today" is the agency's day, from the app's clock. */
forEachBackend('client birthdays', (backend) => {
  // The clock the app reads; each test sets it. America/New_York is the test configuration's zone.
  let now = new Date('2026-07-04T15:00:00Z');
  const t = useApp(backend, { now: () => now });

  const count = async (token: string) => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/client/birthday/count', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().size as number;
  };
  const list = async (token: string) => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/client/birthday/list', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json().clients as { id: number; fullName: string }[]).map((c) => c.id);
  };

  it("counts and lists today's birthdays in the agency's time zone", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    now = new Date('2026-07-04T15:00:00Z');
    const before = await count(admin);
    const k = tag();
    const a = await createClient(app, admin, { fullName: `Birthday B ${k}`, birthday: '1970-07-04' });
    const b = await createClient(app, admin, { fullName: `Birthday A ${k}`, birthday: '2001-07-04' });
    const other = await createClient(app, admin, { fullName: `Birthday C ${k}`, birthday: '1970-07-05' });
    expect(await count(admin)).toBe(before + 2);
    const ids = await list(admin);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(other.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    // 02:00 UTC on 5 July is still 4 July in New York.
    now = new Date('2026-07-05T02:00:00Z');
    expect(await list(admin)).toEqual(expect.arrayContaining([a.id, b.id]));
    now = new Date('2026-07-05T05:00:00Z');
    const next = await list(admin);
    expect(next).toContain(other.id);
    expect(next).not.toContain(a.id);
  });

  it('celebrates 29 February on 28 February in a non-leap year, and only on 29 February in a leap year', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const leap = await createClient(app, admin, { birthday: '2000-02-29' });
    const feb28 = await createClient(app, admin, { birthday: '1999-02-28' });
    now = new Date('2027-02-28T17:00:00Z');
    const on28 = await list(admin);
    expect(on28).toEqual(expect.arrayContaining([leap.id, feb28.id]));
    expect(await count(admin)).toBe(on28.length);
    now = new Date('2028-02-28T17:00:00Z');
    const leapYear28 = await list(admin);
    expect(leapYear28).toContain(feb28.id);
    expect(leapYear28).not.toContain(leap.id);
    now = new Date('2028-02-29T17:00:00Z');
    expect(await list(admin)).toContain(leap.id);
  });

  it('lets any employee read the count but only administrators the list', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    expect(await count(employee.token)).toBeGreaterThanOrEqual(0);
    const res = await app.inject({ method: 'GET', url: '/api/client/birthday/list', headers: bearer(employee.token) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a birthday after the agency’s today', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    now = new Date('2026-07-04T15:00:00Z');
    const res = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: clientBody({ birthday: '2026-07-05' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('birthday: must not be in the future');
    expect((await createClient(app, admin, { birthday: '2026-07-04' })).birthday).toBe('2026-07-04');
  });
});
