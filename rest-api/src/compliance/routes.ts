/**
 * Compliance routes (docs/compliance.md): the sanctions list (load and summary), the screening
 * log, the alerts (CTR, STRUCTURING, SANCTIONS) and their decisions, and the $3,000 records, all
 * for administrators.
 */
import { expectedVersionOf } from '../db/versions.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarDateField, optionalCalendarDate } from '@agency/rules';
import { callerOf } from '../plugins/auth.js';
import { badRequest } from '../http-errors.js';
import { extension, replies } from '../schemas.js';
import { listState } from './sanctions-list.js';
import { loadAndRescreen } from './rescreen.js';
import { pageScreenings } from './screening.js';
import {
  AlertDecisionBody,
  CancellationsReply,
  AlertDetail,
  Alert,
  AlertsQuery,
  AlertsReply,
  OpenAlertsReply,
  RecordkeepingQuery,
  RecordkeepingReply,
  SanctionsLoadBody,
  SanctionsLoadReply,
  SanctionsSummary,
  ScreeningPage,
  ScreeningsQuery,
} from './schemas.js';
import { alertDetail, countOpenAlerts, decideAlert, listAlerts } from './alert-review.js';
import { recordkeepingReport } from './recordkeeping.js';
import { listCancellations } from '../orders/cancel.js';
import { IdParams } from '../schemas.js';

const tags = ['compliance'];

/** Registers /api/compliance/... on app. */
export const complianceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/compliance/sanctions',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: "Replace the sanctions list with OFAC's sdn.csv and alt.csv (one transaction), then rescreen every client and beneficiary",
        description:
          'A malformed file is refused with 400 INVALID_FIELD (field sdnCsv or altCsv) naming the file and its line; a file with no entry ' +
          '(blank lines, spaces, a BOM, the end-of-file mark) with 400 SANCTIONS_LIST_EMPTY (field sdnCsv); a list with fewer than half ' +
          'the entries in force with 409 SANCTIONS_LIST_SHRINKS and {entries, inForce}, unless allowShrink is true. A refusal changes ' +
          'nothing: the list in force stays. A person on file who matches an entry they had no alert for gets a SANCTIONS alert ' +
          '(alertsRaised counts them).',
        body: SanctionsLoadBody,
        response: replies(SanctionsLoadReply),
      },
    },
    async (request) =>
      loadAndRescreen(
        app.db,
        app.sanctions,
        app.config.agency.timeZone,
        app.now(),
        callerOf(request).employeeId,
        request.body.sdnCsv,
        request.body.altCsv,
        { allowShrink: request.body.allowShrink === true },
      ),
  );

  app.get(
    '/api/compliance/sanctions',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: 'The sanctions list in force: SDN entries, when loaded (null before any load), its age in days and whether it is stale',
        description:
          'stale is true when no list is loaded (no one is screened) or ageDays is above SANCTIONS_LIST_MAX_AGE_DAYS (default 7; OFAC ' +
          'publishes changes several times a week).',
        response: replies(SanctionsSummary),
      },
    },
    async () => listState(app.db, app.now(), app.config.sanctionsListMaxAgeDays),
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
      const { page = 1, perPage = 20 } = request.query;
      const start = optionalCalendarDate(request.query.start, 'start');
      const end = optionalCalendarDate(request.query.end, 'end');
      return pageScreenings(app.db, app.config.agency.timeZone, { page, perPage, ...(start ? { start } : {}), ...(end ? { end } : {}) });
    },
  );

  app.get(
    '/api/compliance/alerts',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary:
          'The compliance alerts (CTR, STRUCTURING, SANCTIONS), newest day first; start/end bound the agency day, type and status filter',
        querystring: AlertsQuery,
        response: replies(AlertsReply),
      },
    },
    async (request) => {
      const { type, status } = request.query;
      const start = optionalCalendarDate(request.query.start, 'start');
      const end = optionalCalendarDate(request.query.end, 'end');
      return listAlerts(app.db, {
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        ...(type ? { type } : {}),
        ...(status ? { status } : {}),
      });
    },
  );

  app.get(
    '/api/compliance/alerts/open',
    {
      config: { access: 'admin' },
      schema: { ...extension(tags), summary: 'How many alerts wait for a decision (OPEN)', response: replies(OpenAlertsReply) },
    },
    async () => ({ open: await countOpenAlerts(app.db) }),
  );

  app.get(
    '/api/compliance/alerts/:id',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: "One alert with its person and orders: what a CTR (FinCEN Form 112) asks of them; 404 'Alert N not found'",
        params: IdParams,
        response: replies(AlertDetail),
      },
    },
    async (request) => alertDetail(app.db, request.params.id),
  );

  app.post(
    '/api/compliance/alerts/:id',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: "Decide an alert: OPEN, CLEARED or REPORTED with a note (required unless OPEN); audited. 404 'Alert N not found'",
        params: IdParams,
        body: AlertDecisionBody,
        response: replies(Alert),
      },
    },
    async (request) =>
      app.db.transaction((tx) =>
        decideAlert(
          tx,
          callerOf(request).employeeId,
          request.params.id,
          request.body.status,
          request.body.note ?? null,
          expectedVersionOf(request),
        ),
      ),
  );

  app.get(
    '/api/compliance/recordkeeping',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: 'The orders of $3,000.00 or more created on agency days start..end, with what 31 CFR 1010.410(e) keeps (for CSV export)',
        querystring: RecordkeepingQuery,
        response: replies(RecordkeepingReply),
      },
    },
    async (request) => {
      const start = calendarDateField(request.query.start, 'start');
      const end = calendarDateField(request.query.end, 'end');
      if (start > end) throw badRequest('end', 'must not be before start');
      return recordkeepingReport(app.db, app.config.agency.timeZone, start, end);
    },
  );

  app.get(
    '/api/compliance/cancellations',
    {
      config: { access: 'admin' },
      schema: {
        ...extension(tags),
        summary: 'The cancellations within 30 minutes and their refunds, on agency days start..end (12 CFR 1005.34)',
        querystring: RecordkeepingQuery,
        response: replies(CancellationsReply),
      },
    },
    async (request) => {
      const start = calendarDateField(request.query.start, 'start');
      const end = calendarDateField(request.query.end, 'end');
      if (start > end) throw badRequest('end', 'must not be before start');
      return listCancellations(app.db, app.config.agency.timeZone, start, end);
    },
  );
};
