/**
 * GET /metrics (docs/operations.md "Metrics"): this process's figures in Prometheus' text format
 * (prom-client): requests and their latency per route and status, the database pool in use, orders
 * confirmed, and Node's own (CPU, memory, event loop). Off (404) unless METRICS_TOKEN is set; then
 * only a request with `Authorization: Bearer <METRICS_TOKEN>` is answered (401 otherwise).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { unauthorized } from '../http-errors.js';
import { bearerToken } from './auth.js';

/** Routes whose 2xx reply is a new order (a replayed Idempotency-Key answers the first order again and counts again). */
const ORDER_ROUTES = new Set(['/api/transaction/confirm', '/api/transaction/create']);

/** Whether request carries `Bearer <token>` (compared in constant time). */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const given = bearerToken(request);
  if (!given) return false;
  const digest = (t: string) => createHash('sha256').update(t, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Registers the request timer on every route and, when config.metricsToken is set, GET /metrics. */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'REST API requests by method, route (its pattern, not the ids) and status, in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'agency_orders_confirmed_total',
    help: 'Orders created (POST /api/transaction/confirm and /create answered 2xx)',
    registers: [registry],
  });
  const db = app.db;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state (total, idle, waiting requests); PGlite is one connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unknown';
    if (route === '/metrics') return;
    requests.observe(
      { method: request.method, route: request.is404 ? 'unknown' : route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (request.method === 'POST' && ORDER_ROUTES.has(route) && reply.statusCode >= 200 && reply.statusCode < 300) orders.inc();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request, token)) throw unauthorized('Send Authorization: Bearer <METRICS_TOKEN>');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
