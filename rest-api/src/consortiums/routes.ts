/**
 * Consortium routes (docs/consortiums.md, docs/employees-and-access.md#roles-and-permissions, docs/consortiums.md#calls; docs/ARCHITECTURE.md#security): /api/consortium/..., all for
 * administrators.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../plugins/auth.js';
import { IdParams, replies } from '../schemas.js';
import { ConsortiumBody, ConsortiumReply, ConsortiumsReply, RegisterBody, RegisterReply, RegistersReply } from './schemas.js';
import { consortiumRegisters, createConsortium, createRegister, listConsortiums } from './service.js';

const tags = ['consortiums'];
const admin = { access: 'admin' as const };

/** Registers /api/consortium/... on app. */
export const consortiumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/consortium/list',
    { config: admin, schema: { tags, summary: 'Every consortium, by title', response: replies(ConsortiumsReply) } },
    async () => ({ consortiums: await listConsortiums(app.db) }),
  );

  app.post(
    '/api/consortium/create',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a consortium; the title is trimmed and must not be empty',
        body: ConsortiumBody,
        response: replies(ConsortiumReply),
      },
    },
    async (request) => ({ consortium: await createConsortium(app.db, callerOf(request), request.body) }),
  );

  app.post(
    '/api/consortium/register/create',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a client payment in a consortium: clientName, amount (USD > 0, 2 decimals at most), date (YYYY-MM-DD)',
        body: RegisterBody,
        response: replies(RegisterReply),
      },
    },
    async (request) => ({ register: await createRegister(app.db, callerOf(request), request.body) }),
  );

  app.get(
    '/api/consortium/register/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "The consortium and its registers by date; 404 'Consortium N not found'",
        params: IdParams,
        response: replies(RegistersReply),
      },
    },
    async (request) => consortiumRegisters(app.db, request.params.id),
  );
};
