/**
 * GET /metrics of the gateway (docs/operations.md "Metrics"), in Prometheus' text format
 * (prom-client): GraphQL operations by name and outcome with their latency, the REST calls made for
 * them (method, path with ids as {id}, status) with theirs, HTTP requests by route, and Node's own.
 * Off (404) unless METRICS_TOKEN is set; then only `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GatewayContext } from './context.js';
import type { RestClient } from './rest/client.js';

/** Distinct operation names kept as labels; more are counted as 'other' (names come from callers). */
const MAX_OPERATION_NAMES = 300;

/** A REST path as a label: numeric segments become {id}, the query string is dropped. */
export function restPathLabel(path: string): string {
  return path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** The gateway's metrics: the Apollo plugin that times operations, and the /metrics route. */
export interface GatewayMetrics {
  apolloPlugin: ApolloServerPlugin<GatewayContext>;
  /** Adds the HTTP timer hook and GET /metrics to app; times rest's calls. */
  register(app: FastifyInstance, rest: RestClient): void;
  /** Adds the gauges of live updates (docs/live-updates.md): open sockets, and whether the event stream is up. */
  live(server: { sockets(): number; stream: { up: boolean } | null }): void;
}

/** Metrics for a gateway with this METRICS_TOKEN; null when the token is unset (metrics off). */
export function createGatewayMetrics(token: string | null): GatewayMetrics | null {
  if (!token) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations by name and outcome (ok or the first error code), in seconds',
    labelNames: ['operation', 'outcome'] as const,
    buckets,
    registers: [registry],
  });
  const restCalls = new Histogram({
    name: 'gateway_rest_call_duration_seconds',
    help: 'REST API calls made by the gateway by method, path (ids as {id}) and status (0: no reply), in seconds',
    labelNames: ['method', 'path', 'status_code'] as const,
    buckets,
    registers: [registry],
  });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Gateway HTTP requests by method, route and status, in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets,
    registers: [registry],
  });
  const names = new Set<string>();
  const nameLabel = (name: string | null | undefined) => {
    const n = name ?? 'anonymous';
    if (names.has(n)) return n;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(n);
    return n;
  };
  const digest = (t: string) => createHash('sha256').update(t, 'utf8').digest();

  return {
    apolloPlugin: {
      async requestDidStart() {
        const started = performance.now();
        return {
          async willSendResponse(context) {
            const errors = context.errors;
            const code = errors?.[0]?.extensions?.code;
            const outcome = errors && errors.length > 0 ? (typeof code === 'string' ? code : 'ERROR') : 'ok';
            // Only names of operations that parsed and resolved: a bad request is 'invalid'.
            const name = context.operation ? nameLabel(context.operationName) : 'invalid';
            operations.observe({ operation: name, outcome }, (performance.now() - started) / 1000);
          },
        };
      },
    },
    live(server) {
      new Gauge({
        name: 'gateway_live_sockets',
        help: 'Open graphql-ws sockets of live updates',
        registers: [registry],
        collect() {
          this.set(server.sockets());
        },
      });
      new Gauge({
        name: 'gateway_live_stream_up',
        help: "1 while the gateway's event stream from the REST API is open, else 0",
        registers: [registry],
        collect() {
          this.set(server.stream?.up ? 1 : 0);
        },
      });
    },
    register(app, rest) {
      rest.timer = (method, path, status, seconds) =>
        restCalls.observe({ method, path: restPathLabel(path), status_code: String(status) }, seconds);
      app.addHook('onResponse', async (request, reply) => {
        const route = request.is404 ? 'unknown' : (request.routeOptions.url ?? 'unknown');
        if (route === '/metrics') return;
        http.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      });
      app.get('/metrics', async (request, reply) => {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
        if (!match || !timingSafeEqual(digest(match[1]!), digest(token))) {
          return reply.code(401).send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Send Authorization: Bearer <METRICS_TOKEN>',
            code: 'UNAUTHENTICATED',
          });
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
  };
}
