/**
 * Order routes (spec 01 §7): for now GET /api/transaction/search/beneficiary/{clientId}, for
 * signed-in users. The orders issue registers the rest of /api/transaction/... here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PositiveId, replies } from '../schemas.js';
import { RecipientsReply } from '../beneficiaries/schemas.js';
import { beneficiariesOfClient } from './service.js';

const tags = ['orders'];

export const ClientIdParams = Type.Object({ clientId: PositiveId });

/** Registers the /api/transaction/... routes on app. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/transaction/search/beneficiary/:clientId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The distinct recipients of the client's orders, the most recent order first",
        params: ClientIdParams,
        response: replies(RecipientsReply),
      },
    },
    async (request) => ({ recipients: await beneficiariesOfClient(app.db, request.params.clientId) }),
  );
};
