/**
 * Configuration routes (docs/orders.md#calls; docs/ARCHITECTURE.md#contracts), for signed-in users: the agency's details
 * (extension) and the remembered fee and exchange rate of the new-order form.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../plugins/auth.js';
import { replies } from '../schemas.js';
import { AgencyReply, ConfigurationValueReply, FeeParams, RateParams } from './schemas.js';
import { getConfiguration, setExchange, setFee } from './service.js';

const tags = ['configuration'];

/** Registers the configuration routes; the agency's details come from Config (AGENCY_*). */
export const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/configuration/agency',
    {
      config: { access: 'user' },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Agency details for the sidebar and receipts (extension)',
        response: replies(AgencyReply),
      },
    },
    async () => ({ ...app.config.agency }),
  );

  app.get(
    '/api/configuration/fee',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The default fee in USD: the last one used on a created order, '5.00' before the first",
        response: replies(ConfigurationValueReply),
      },
    },
    async () => ({ value: await getConfiguration(app.db, 'fee') }),
  );

  app.get(
    '/api/configuration/exchange',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The default exchange rate: the last one used on a created order, '1.000000' before the first",
        response: replies(ConfigurationValueReply),
      },
    },
    async () => ({ value: await getConfiguration(app.db, 'exchange') }),
  );

  app.post(
    '/api/configuration/fee/:fee',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remember a default fee (>= 0, at most 2 decimals); audited',
        params: FeeParams,
        response: replies(ConfigurationValueReply),
      },
    },
    async (request) => ({ value: await setFee(app.db, callerOf(request).employeeId, request.params.fee) }),
  );

  app.post(
    '/api/configuration/exchange/:rate',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remember a default exchange rate (> 0, at most 6 decimals); audited',
        params: RateParams,
        response: replies(ConfigurationValueReply),
      },
    },
    async (request) => ({ value: await setExchange(app.db, callerOf(request).employeeId, request.params.rate) }),
  );
};
