/**
 * Routes of the order lists, searches, reports and partial payments (docs/lists-and-reports.md#calls;
 * docs/ARCHITECTURE.md#contracts). Administrators only: the complex search table, over, the date report and
 * the partial-payment report; the rest for any signed-in employee. "Today" is the agency's day
 * from the app clock.
 */
import { expectedVersionOf } from '../db/versions.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarDateIn } from '@agency/rules';
import { callerOf } from '../plugins/auth.js';
import { IdParams, PageBody, replies } from '../schemas.js';
import type { Access } from '../types.js';
import {
  DateReport,
  DateReportBody,
  OrderPage,
  PartialBody,
  PartialLog,
  PartialReport,
  PartialIdParams,
  RecordIdParams,
  SearchBody,
  TodayTotal,
  WeekParams,
  WeekReply,
} from './list-schemas.js';
import {
  BY_PAYMENT,
  createdTodayFilter,
  holdFilter,
  holdPreview,
  NEWEST,
  type OrderFilter,
  overFilter,
  pageOrders,
  paymentTodayFilter,
} from './lists.js';
import { complexSearch, pendingSearch } from './search.js';
import { dateReport, todayTotal, weekMetrics } from './reports.js';
import { addPartial, deletePartial, partialLog, partialReport, updatePartial } from './partial.js';

const tags = ['orders'];

/** Registers the list, search, report and partial-payment routes on app. */
export const orderListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => calendarDateIn(app.config.agency.timeZone, app.now());

  /**
   * Registers POST path, a daily list: one page (PageBody, 1-based) of the orders matching
   * filter() (read per request: "today" moves), in order; replies OrderPage {size, transactions}.
   */
  const orderList = (path: string, access: Access, summary: string, filter: () => OrderFilter, order: string) =>
    app.post(path, { config: { access }, schema: { tags, summary, body: PageBody, response: replies(OrderPage) } }, async (request) =>
      pageOrders(app.db, filter(), order, request.body.page, request.body.perPage),
    );

  app.post(
    '/api/transaction/search/complex/table',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The complex search (administrators): every given filter combined; an empty string, null or -1 means no filter; ' +
          'start/end bound the payment date, inclusive; names contained, case- and accent-insensitive; newest first. ' +
          'A page by number, or after/before a cursor of the last reply (nextCursor, previousCursor: deep pages as fast as the first)',
        body: SearchBody,
        response: replies(OrderPage),
      },
    },
    async (request) => complexSearch(app.db, request.body),
  );

  app.post(
    '/api/transaction/search/pending',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The Pending orders matching the other filters, by payment date then id (the dashboard reads the first 5)',
        body: SearchBody,
        response: replies(OrderPage),
      },
    },
    async (request) => pendingSearch(app.db, request.body),
  );

  app.get(
    '/api/transaction/hold',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The Standby orders: size is their exact count (extension), transactions the 50 most recent',
        response: replies(OrderPage),
      },
    },
    async () => holdPreview(app.db),
  );

  orderList('/api/transaction/hold/list', 'user', 'The Standby orders, newest first, a page of them', holdFilter, NEWEST);

  orderList(
    '/api/transaction/today/created',
    'user',
    "The orders whose creation date is today (the agency's day), newest first",
    () => createdTodayFilter(today()),
    NEWEST,
  );

  orderList(
    '/api/transaction/today/payment',
    'user',
    'The not-Cancelled orders whose payment date is today, by payment date then id',
    () => paymentTodayFilter(today()),
    BY_PAYMENT,
  );

  app.get(
    '/api/transaction/today/total',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The sums of USD and BRL of the payment-today list's rows", response: replies(TodayTotal) },
    },
    async () => todayTotal(app.db, today()),
  );

  orderList(
    '/api/transaction/over',
    'admin',
    'The Pending orders whose payment date is before today (administrators), by payment date then id',
    () => overFilter(today()),
    BY_PAYMENT,
  );

  app.get(
    '/api/transaction/search/week/:date',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Monday to Friday of date's week (a weekend date: the week that began the Monday before), orders counted by payment date per status",
        params: WeekParams,
        response: replies(WeekReply),
      },
    },
    async (request) => weekMetrics(app.db, request.params.date),
  );

  app.post(
    '/api/transaction/date/report',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The orders with a payment date in [start, end], inclusive, by payment date then id, and the sums of the rows (administrators)',
        body: DateReportBody,
        response: replies(DateReport),
      },
    },
    async (request) => dateReport(app.db, request.body),
  );

  // ---- partial payments (the transfer log) ----

  app.get(
    '/api/transaction/partial/report/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An order's payments report: client, creator, amounts and every partial payment (administrators)",
        params: IdParams,
        response: replies(PartialReport),
      },
    },
    async (request) => partialReport(app.db, request.params.id),
  );

  app.get(
    '/api/transaction/partial/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "An order's transfer log: total paid (BRL), missing (amountBRL - total) and the payments by date",
        params: IdParams,
        response: replies(PartialLog),
      },
    },
    async (request) => partialLog(app.db, request.params.id),
  );

  app.post(
    '/api/transaction/partial/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record a partial payment (BRL, > 0, not above the remaining value; date defaults to today); answers the log',
        params: IdParams,
        body: PartialBody,
        response: replies(PartialLog),
      },
    },
    async (request) => addPartial(app.db, callerOf(request), request.params.id, request.body, today(), expectedVersionOf(request)),
  );

  app.post(
    '/api/transaction/partial/update/:recordId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change a partial payment (an absent date keeps the record's); answers the order's log",
        params: RecordIdParams,
        body: PartialBody,
        response: replies(PartialLog),
      },
    },
    async (request) => updatePartial(app.db, callerOf(request), request.params.recordId, request.body, expectedVersionOf(request)),
  );

  app.delete(
    '/api/transaction/partial/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Delete a partial payment (a soft delete); answers the order's log",
        description: 'If-Match: "N" (or expectedVersion in a JSON body), the order\'s version: another version is 409 EDITED_ELSEWHERE.',
        params: PartialIdParams,
        response: replies(PartialLog),
      },
    },
    async (request) => deletePartial(app.db, callerOf(request), request.params.id, expectedVersionOf(request)),
  );
};
