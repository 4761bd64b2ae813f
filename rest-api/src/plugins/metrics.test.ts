import { expect, it } from 'vitest';
import { build, forEachBackend } from '../test-support/build.js';

forEachBackend('metrics', (backend) => {
  it('has no /metrics without METRICS_TOKEN, and answers it only with the bearer token', async () => {
    const off = await build(backend);
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const token = 'metrics-token-for-tests-0123';
    const on = await build(backend, { config: { metricsToken: token } });
    try {
      const { app } = on;
      await app.inject({ method: 'GET', url: '/api/health' });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m);
      expect(res.body).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
      expect(res.body).toMatch(/^agency_orders_confirmed_total 0$/m);
      expect(res.body).toMatch(/^process_cpu_seconds_total /m);
    } finally {
      await on.close();
    }
  });
});
