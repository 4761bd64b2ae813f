/**
 * GET /api/health: 200 while the database answers, 503 DATABASE_UNAVAILABLE when it fails (fault
 * injected), 503 DATABASE_SCHEMA_MISSING while a table of the schema is gone, and 200 again once it is back.
 */
import { expect, it } from 'vitest';
import { forEachBackend, useApp } from '../test-support/build.js';

forEachBackend('health', (backend) => {
  const t = useApp(backend);

  it('answers 200 with the database kind, and 503 when the database fails, without a token', async () => {
    const { app, db } = t.current;
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: backend.name });

    const real = db.query.bind(db);
    db.query = () => Promise.reject(new Error('connection terminated'));
    try {
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE' });
    } finally {
      db.query = real;
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('fails readiness while a table of the schema is gone, naming it, and answers 200 once it is back, with no restart', async () => {
    const { app, db } = t.current;
    await db.query('ALTER TABLE transactions RENAME TO transactions_gone');
    try {
      const gone = await app.inject({ method: 'GET', url: '/api/health' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_SCHEMA_MISSING' });
      expect(gone.json().message).toContain('its tables transactions are missing');
    } finally {
      await db.query('ALTER TABLE transactions_gone RENAME TO transactions');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: backend.name });
  });
});
