/**
 * GET /api/health (public, extension): the process is up and its database answers. A load
 * balancer or a service manager reads the status: 200 while the database answers a SELECT 1 within
 * HEALTH_TIMEOUT_MS, 503 (code DATABASE_UNAVAILABLE) otherwise, so traffic moves to another process.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply } from '../schemas.js';
import { HttpError } from '../http-errors.js';

/** How long the database may take to answer the health check, in milliseconds. */
export const HEALTH_TIMEOUT_MS = 2000;

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
        summary: 'Liveness and database check (extension): 503 when the database does not answer',
        response: { 200: HealthReply, '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.db.query('SELECT 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        throw new HttpError(503, `The ${app.db.kind} database does not answer`, { code: 'DATABASE_UNAVAILABLE' });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};
