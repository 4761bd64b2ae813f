/** GET /api/health: 200 while the database answers, 503 DATABASE_UNAVAILABLE when it fails (fault injected). */
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
});
