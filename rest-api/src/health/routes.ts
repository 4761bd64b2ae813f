/** GET /api/health (public, extension, DESIGN §3): the process is up and its database answers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { replies } from '../schemas.js';

export const HealthReply = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});

/** Registers GET /api/health: {status: 'ok', database} after a SELECT 1; 500 if the database fails. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health', 'extension'], 'x-extension': true, summary: 'Liveness and database check (extension)', response: replies(HealthReply) },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};
