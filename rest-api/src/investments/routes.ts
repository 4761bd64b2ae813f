/**
 * Investment routes (docs/investments.md Investment screens, docs/employees-and-access.md#roles-and-permissions, docs/investments.md#calls; docs/ARCHITECTURE.md#contracts, #security): /api/investment/...,
 * all for administrators. Replies carry the Investment and Invoice objects of docs/investments.md#the-investment; amounts
 * and percentages are decimal strings, dates 'YYYY-MM-DD'.
 */
import { expectedVersionOf } from '../db/versions.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarDateIn } from '@agency/rules';
import { callerOf } from '../plugins/auth.js';
import { IdParams, replies } from '../schemas.js';
import { uploadRoute } from '../documents/upload-route.js';
import { DocumentReply, DocumentUploadBody } from '../documents/schemas.js';
import { generateAgreement, getCompletedAgreement, getOriginalAgreement, uploadCompletedAgreement } from './agreement.js';
import {
  CalendarQuery,
  CalendarReply,
  CreateInvestmentBody,
  CreateInvestmentReply,
  DateParams,
  InvestmentDetail,
  InvestmentPage,
  InvestmentReply,
  InvestmentSearchBody,
  InvestmentStatusBody,
  InvoiceDateBody,
  InvoiceList,
  InvoiceReply,
  InvoiceReport,
  InvoicesReply,
} from './schemas.js';
import { createInvestment, deleteInvestment, getInvestment, searchInvestments, setInvestmentStatus } from './service.js';
import { calendarCounts, invoiceReport, moveInvoiceDates, payInvoice, pendingInvoicesOn, returnInvoice } from './invoices.js';

const tags = ['investments'];
const admin = { access: 'admin' as const };

/** Registers /api/investment/... on app. */
export const investmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => calendarDateIn(app.config.agency.timeZone, app.now());

  app.post(
    '/api/investment/create',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Create an investment (a renewal when isRenew: the original becomes Renewed) and its numberMonths monthly invoices. ' +
          "Monthly incomes are computed (when sent they must match); createdAt defaults to the agency's today; employeeID is ignored.",
        body: CreateInvestmentBody,
        response: replies(CreateInvestmentReply),
      },
    },
    async (request) => {
      const { investment, invoices } = await createInvestment(app.db, callerOf(request), request.body, today());
      return { investmentID: investment.id, investment, invoices };
    },
  );

  app.post(
    '/api/investment/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the status: 1 Pending, 2 Completed, 3 Cancelled (400 for 4 Renewed; 409 for a Renewed investment)',
        body: InvestmentStatusBody,
        response: replies(InvestmentReply),
      },
    },
    async (request) => ({ investment: await setInvestmentStatus(app.db, callerOf(request), request.body, expectedVersionOf(request)) }),
  );

  app.post(
    '/api/investment/search/complex',
    {
      config: admin,
      schema: {
        tags,
        summary: "One page (1-based, perPage default 6) of the investments matching the criteria ('' / -1 / null: no filter), newest first",
        body: InvestmentSearchBody,
        response: replies(InvestmentPage),
      },
    },
    async (request) => searchInvestments(app.db, request.body),
  );

  app.get(
    '/api/investment/search/calendar',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The count of pending invoices per date of the month (1-based), only the dates with any',
        querystring: CalendarQuery,
        response: replies(CalendarReply),
      },
    },
    async (request) => calendarCounts(app.db, request.query.year, request.query.month),
  );

  app.get(
    '/api/investment/search/calendar/:date',
    {
      config: admin,
      schema: { tags, summary: 'The pending invoices due on the date', params: DateParams, response: replies(InvoiceList) },
    },
    async (request) => pendingInvoicesOn(app.db, request.params.date),
  );

  app.get(
    '/api/investment/search/report/:date',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The invoices (any status) due on the date (today), the next day (oneDay) and three days after it (threeDays)',
        params: DateParams,
        response: replies(InvoiceReport),
      },
    },
    async (request) => invoiceReport(app.db, request.params.date),
  );

  app.post(
    '/api/investment/invoice/date',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move every pending invoice of the investment to dayOfMonth of its own month (clamped); answers all its invoices',
        body: InvoiceDateBody,
        response: replies(InvoicesReply),
      },
    },
    async (request) => ({ invoices: await moveInvoiceDates(app.db, callerOf(request), request.body) }),
  );

  app.post(
    '/api/investment/invoice/return/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a pending invoice returned, once (409 when paid or already returned)',
        params: IdParams,
        response: replies(InvoiceReply),
      },
    },
    async (request) => ({ invoice: await returnInvoice(app.db, callerOf(request), request.params.id) }),
  );

  app.post(
    '/api/investment/invoice/:id',
    {
      config: admin,
      schema: { tags, summary: 'Mark a pending invoice paid (409 when already paid)', params: IdParams, response: replies(InvoiceReply) },
    },
    async (request) => ({ invoice: await payInvoice(app.db, callerOf(request), request.params.id) }),
  );

  app.post(
    '/api/investment/document/agreement/original/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Generate the agreement PDF from the investment, store it (replacing an earlier one) and answer it',
        params: IdParams,
        response: replies(DocumentReply),
      },
    },
    async (request) => generateAgreement(app.db, callerOf(request), app.config.agency, request.params.id),
  );

  app.get(
    '/api/investment/document/agreement/original/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "The generated agreement PDF as base64; 404 'No file on system' before generation",
        params: IdParams,
        response: replies(DocumentReply),
      },
    },
    async (request) => getOriginalAgreement(app.db, request.params.id),
  );

  app.get(
    '/api/investment/document/agreement/completed/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "The signed agreement as base64 with its extension; 404 'No file on system' before an upload",
        params: IdParams,
        response: replies(DocumentReply),
      },
    },
    async (request) => getCompletedAgreement(app.db, request.params.id),
  );

  uploadRoute(
    app,
    '/api/investment/upload/:id',
    {
      ...admin,
      tags,
      summary: 'Upload the signed (completed) agreement (multipart, one file: PDF, JPEG, PNG or WebP, 10 MB at most)',
      body: DocumentUploadBody,
      reply: InvestmentReply,
    },
    async (caller, id, bytes) => ({ investment: await uploadCompletedAgreement(app.db, caller, id, bytes) }),
  );

  app.get(
    '/api/investment/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "The investment and its invoices by date; 404 'Investment N not found'",
        params: IdParams,
        response: replies(InvestmentDetail),
      },
    },
    async (request) => getInvestment(app.db, request.params.id),
  );

  app.delete(
    '/api/investment/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Soft-delete an investment (its invoices leave the calendar and the report); answers it as it was',
        description: 'If-Match: "N" (or expectedVersion in a JSON body): another version is 409 EDITED_ELSEWHERE.',
        params: IdParams,
        response: replies(InvestmentReply),
      },
    },
    async (request) => ({ investment: await deleteInvestment(app.db, callerOf(request), request.params.id, expectedVersionOf(request)) }),
  );
};
