/** GET /api/configuration/agency (signed-in users, extension): the agency's name, address, phone and zone. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { replies } from '../schemas.js';

export const AgencyReply = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  timeZone: Type.String(),
});

/** Registers the configuration routes; values come from Config (AGENCY_*). */
export const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/configuration/agency',
    {
      config: { access: 'user' },
      schema: { tags: ['configuration', 'extension'], 'x-extension': true, summary: 'Agency details for the sidebar and receipts (extension)', response: replies(AgencyReply) },
    },
    async () => ({ ...app.config.agency }),
  );
};
