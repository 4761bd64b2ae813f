/**
 * Compliance routes (docs/compliance.md): the sanctions list (load and summary) and the screening
 * log, all for administrators.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCalendarDate } from '@agency/rules';
import { callerOf } from '../plugins/auth.js';
import { badRequest } from '../http-errors.js';
import { extension, replies } from '../schemas.js';
import { listSummary, loadSanctionsList } from './sanctions-list.js';
import { pageScreenings } from './screening.js';
import { SanctionsLoadBody, SanctionsSummary, ScreeningPage, ScreeningsQuery } from './schemas.js';

const tags = ['compliance'];

/** Registers /api/compliance/... on app. */
export const complianceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/compliance/sanctions',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: "Replace the sanctions list with OFAC's sdn.csv and alt.csv (one transaction)",
        description: 'A malformed file is refused with 400 INVALID_FIELD (field sdnCsv or altCsv) naming the file and its line; the list in force stays.',
        body: SanctionsLoadBody,
        response: replies(SanctionsSummary),
      },
    },
    async (request) => {
      const summary = await loadSanctionsList(app.db, callerOf(request).employeeId, request.body.sdnCsv, request.body.altCsv);
      await app.sanctions.refresh(app.db);
      return summary;
    },
  );

  app.get(
    '/api/compliance/sanctions',
    {
      config: { access: 'admin' },
      schema: { ...extension(tags), summary: 'The sanctions list in force: SDN entries and when loaded (null before any load)', response: replies(SanctionsSummary) },
    },
    async () => listSummary(app.db),
  );

  app.get(
    '/api/compliance/screenings',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: "The sanctions screening log, newest first, a page of it; start/end bound the agency's day",
        querystring: ScreeningsQuery,
        response: replies(ScreeningPage),
      },
    },
    async (request) => {
      const { start, end, page = 1, perPage = 20 } = request.query;
      if (start !== undefined && !isCalendarDate(start)) throw badRequest('start', 'must be a date YYYY-MM-DD');
      if (end !== undefined && !isCalendarDate(end)) throw badRequest('end', 'must be a date YYYY-MM-DD');
      return pageScreenings(app.db, app.config.agency.timeZone, { page, perPage, ...(start ? { start } : {}), ...(end ? { end } : {}) });
    },
  );
};
