/**
 * Consortiums (docs/consortiums.md, docs/employees-and-access.md#roles-and-permissions, docs/consortiums.md#calls; docs/ARCHITECTURE.md#security): create and list by title,
 * record client payments and list them by date, the title, client name, amount and date checks
 * (nothing stored on a refusal), 404 for an unknown consortium, and administrators only.
 */
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { tag } from '../test-support/people.js';
import type { App } from '../types.js';

const post = (app: App, token: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (app: App, token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

forEachBackend('consortiums', (backend) => {
  const t = useApp(backend);

  it('creates consortiums with a trimmed title and lists them by title; refuses an empty title', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const name = tag();
    const b = await post(app, admin, '/api/consortium/create', { title: `  ${name} B  ` });
    expect(b.statusCode).toBe(200);
    expect(b.json().consortium).toEqual({ id: expect.any(Number), title: `${name} B` });
    const a = (await post(app, admin, '/api/consortium/create', { title: `${name} A` })).json().consortium;
    const list = (await get(app, admin, '/api/consortium/list')).json().consortiums as { id: number; title: string }[];
    expect(list.filter((c) => c.title.startsWith(name))).toEqual([a, b.json().consortium]);
    const titles = list.map((c) => c.title);
    expect([...titles].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(titles);

    for (const title of ['', '   ', null]) {
      const res = await post(app, admin, '/api/consortium/create', { title });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^title: /);
    }
    expect((await post(app, admin, '/api/consortium/create', { title: ' ' })).json().message).toBe('title: must not be empty');
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE entity = 'consortium' AND entity_id = $1 AND action = 'create'`, [
      String(a.id),
    ]);
    expect(audit.rows).toHaveLength(1);
  });

  it('records client payments and lists them by date; checks name, amount and date', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const consortium = (await post(app, admin, '/api/consortium/create', { title: `Group ${tag()}` })).json().consortium;
    const register = (body: Record<string, unknown>) =>
      post(app, admin, '/api/consortium/register/create', { consortiumID: consortium.id, ...body });

    const late = await register({ clientName: ' Maria Souza ', amount: '150.5', date: '2026-11-20' });
    expect(late.statusCode).toBe(200);
    expect(late.json().register).toEqual({
      id: expect.any(Number),
      consortiumID: consortium.id,
      clientName: 'Maria Souza',
      amount: '150.50',
      date: '2026-11-20',
    });
    const early = (await register({ clientName: 'João Lima', amount: 99.99, date: '2026-11-02' })).json().register;

    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ clientName: '  ', amount: 10, date: '2026-11-02' }, 'clientName: must not be empty'],
      [{ amount: 10, date: '2026-11-02' }, 'clientName: is required'],
      [{ clientName: 'A', amount: 0, date: '2026-11-02' }, 'amount: must be greater than 0'],
      [{ clientName: 'A', amount: '-3', date: '2026-11-02' }, 'amount: must be greater than 0'],
      [{ clientName: 'A', amount: '1.234', date: '2026-11-02' }, 'amount: must have at most 2 decimals'],
      [{ clientName: 'A', amount: '1,50', date: '2026-11-02' }, /^amount: must be a decimal number/],
      [{ clientName: 'A', date: '2026-11-02' }, 'amount: is required'],
      [{ clientName: 'A', amount: 10 }, 'date: is required'],
      [{ clientName: 'A', amount: 10, date: '2026-02-29' }, 'date: must be a real date in the form YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }

    const read = await get(app, admin, `/api/consortium/register/${consortium.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ consortium, registers: [early, late.json().register] });

    const unknown = await post(app, admin, '/api/consortium/register/create', {
      consortiumID: 99999999,
      clientName: 'A',
      amount: 1,
      date: '2026-11-02',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Consortium 99999999 not found');
    expect((await get(app, admin, '/api/consortium/register/99999999')).statusCode).toBe(404);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM consortium_registers WHERE consortium_id = $1', [
      consortium.id,
    ]);
    expect(stored.rows[0]!.n).toBe(2);
  });

  it('answers 403 to an employee on the consortium and investment routes', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    for (const res of [
      await get(app, employee.token, '/api/consortium/list'),
      await post(app, employee.token, '/api/consortium/create', { title: 'No' }),
      await get(app, employee.token, '/api/investment/search/calendar?year=2026&month=11'),
      await post(app, employee.token, '/api/investment/search/complex', { page: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Administrators only');
    }
  });
});
