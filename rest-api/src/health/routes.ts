/**
 * GET /api/health (public, extension; docs/operations.md#health): the process is up, its database
 * answers and holds the schema. A load balancer or a service manager reads the status: 200 while the
 * database answers within HEALTH_TIMEOUT_MS and has the migrations table and the core tables
 * (SCHEMA_TABLES), 503 otherwise, so traffic moves to another process: DATABASE_UNAVAILABLE when it
 * does not answer, DATABASE_SCHEMA_MISSING naming the missing tables when they are gone. The check
 * runs on every call, so the answer turns 200 again as soon as the tables are back (a restore), with
 * no restart; the process never re-creates them itself (that would hide a lost database behind empty
 * tables, or race a restore).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply } from '../schemas.js';
import { HttpError } from '../http-errors.js';

/** How long the database may take to answer the health check, in milliseconds. */
export const HEALTH_TIMEOUT_MS = 2000;

/** The tables whose absence fails the check: the migrations table and the tables every screen reads. */
export const SCHEMA_TABLES = ['schema_migrations', 'employees', 'sessions', 'clients', 'recipients', 'transactions'] as const;

export const HealthReply = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});

/** Registers GET /api/health: {status: 'ok', database} after a SELECT 1; 503 DATABASE_UNAVAILABLE when the database fails or is slow. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health', 'extension'],
        'x-extension': true,
        summary: 'Liveness and database check (extension): 503 when the database does not answer or its tables are missing',
        response: { 200: HealthReply, '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      let present: { name: string; present: boolean }[];
      try {
        const reply = await Promise.race([
          app.db.query<{ name: string; present: boolean }>(
            'SELECT name, to_regclass(name) IS NOT NULL AS present FROM unnest($1::text[]) AS name',
            [[...SCHEMA_TABLES]],
          ),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
          }),
        ]);
        present = reply.rows;
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        throw new HttpError(503, `The ${app.db.kind} database does not answer`, { code: 'DATABASE_UNAVAILABLE' });
      } finally {
        clearTimeout(timer);
      }
      const missing = present.filter((t) => !t.present).map((t) => t.name);
      if (missing.length > 0) {
        request.log.error({ missing }, 'health: tables of the schema are missing');
        throw new HttpError(
          503,
          `The ${app.db.kind} database answers but its tables ${missing.join(', ')} are missing: restore a backup (docs/operations.md#health)`,
          { code: 'DATABASE_SCHEMA_MISSING' },
        );
      }
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};
