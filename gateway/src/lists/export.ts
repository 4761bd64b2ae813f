/**
 * POST /export/orders: the whole filtered order list as a CSV download (docs/lists-and-reports.md#csv-export),
 * streamed: the REST pages (100 orders each) are read one after the other and written out as they
 * come, through csv-stringify with the agency's CSV settings (CSV_OPTIONS of @agency/rules: formula
 * escaping, RFC 4180 quoting, CRLF, a UTF-8 BOM), then the totals rows (the sums of USD, BRL and
 * the remaining BRL of the counted statuses' rows, and of Cancelled and Renewed rows apart;
 * docs/lists-and-reports.md#which-orders-a-total-counts). Headers and statuses are in the caller's language, from the web
 * app's own catalogues (web/src/i18n), so the file says what the screen says: a dependency declared
 * (@agency/web in gateway/package.json; the catalogues among the gateway build's inputs in turbo.json).
 *
 * The body is a form (application/x-www-form-urlencoded, what the web's download form posts) or
 * JSON, with:
 *   token     the session token (or an Authorization: Bearer header instead);
 *   list      'orders' (the complex search table, administrators), 'pending', or a daily card list:
 *             'hold', 'created-today', 'payment-today', 'over' (administrators);
 *   search    the GraphQL OrderSearch as JSON (orders and pending; absent: no filter);
 *   sort      a GraphQL OrderSort value (orders and pending; absent: the list's own order);
 *   language  'en' (default) or 'pt-BR';
 *   fileName  the download's name, made safe ('orders.csv' by default).
 * The REST API applies the same role rules as the screen: 401 without a live session, 403 for a
 * list the caller may not see, 400 for a bad filter or sort (JSON {statusCode, code, message}).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COUNTED_ORDER_STATUS_IDS, CSV_OPTIONS, sumOfPayments } from '@agency/rules';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { OrderSearch, OrderSort } from '../generated/resolvers-types.js';
import type { Caller } from '../rest/client.js';
import type { RestDataSource } from '../rest/data-source.js';
import type { RestPage } from '../rest/shared.js';
import type { RestOrderSearch } from './rest.js';
import { REST_ORDER_SORTS, orderStatuses, orderTypes } from '../rest/enums.js';
import { badUserInput } from '../rest/errors.js';
import type { RestOrderListItem } from '../rest/types.js';
import { toRestSortedSearch } from './resolvers.js';

/** Orders read from the REST API a call (its largest page). */
export const EXPORT_PAGE_SIZE = 100;

type Language = 'en' | 'pt-BR';
type Catalogue = { csv: Record<string, string>; status: Record<string, string>; lists: Record<string, string> };

const catalogues = new Map<Language, Catalogue>();

/**
 * The web app's catalogue of language (read once): the csv.* headers and status.* names. English
 * is in two files, the first download's texts and the signed-in screens' (docs/i18n.md).
 */
function catalogue(language: Language): Catalogue {
  let found = catalogues.get(language);
  if (!found) {
    const web = dirname(createRequire(import.meta.url).resolve('@agency/web/package.json'));
    const files = language === 'en' ? ['en.json', 'en.screens.json'] : [`${language}.json`];
    found = Object.assign(
      {},
      ...files.map((file) => JSON.parse(readFileSync(join(web, 'src', 'i18n', file), 'utf8')) as object),
    ) as Catalogue;
    catalogues.set(language, found);
  }
  return found;
}

/** A column: its header's csv.* key, its cell, and whether the totals row sums it. */
interface Column {
  header: string;
  cell: (o: RestOrderListItem, statusName: (id: number) => string) => string | number;
  total?: (o: RestOrderListItem) => string;
}

const ID: Column = { header: 'id', cell: (o) => o.id };
const SENDER: Column = { header: 'sender', cell: (o) => o.senderName };
const BENEFICIARY: Column = { header: 'beneficiary', cell: (o) => o.beneficiary };
const USD: Column = { header: 'amountUsd', cell: (o) => o.amountUSD, total: (o) => o.amountUSD };
const BRL: Column = { header: 'amountBrl', cell: (o) => o.amountBRL, total: (o) => o.amountBRL };
const REMAINING: Column = { header: 'remainingBrl', cell: (o) => o.remainingValue, total: (o) => o.remainingValue };
const CREATION: Column = { header: 'creationDate', cell: (o) => o.creationDate };
const PAYMENT: Column = { header: 'paymentDate', cell: (o) => o.paymentDate };
const STATUS: Column = { header: 'status', cell: (o, statusName) => statusName(o.statusID) };

/** The order tables' columns (as on screen) and the daily cards' (as on a card). */
const TABLE_COLUMNS = [ID, SENDER, BENEFICIARY, USD, BRL, REMAINING, PAYMENT, STATUS];
const CARD_COLUMNS = [ID, SENDER, USD, BRL, CREATION, PAYMENT, STATUS, REMAINING];

type ListName = 'orders' | 'pending' | 'hold' | 'created-today' | 'payment-today' | 'over';

/** Reads page p of a list; `previous` is the page before it, whose cursor (the searches') reads it from the index. */
type PageReader = (p: number, previous?: RestPage<RestOrderListItem>) => Promise<RestPage<RestOrderListItem>>;

/** The cursor after `previous` when it carries one (docs/lists-and-reports.md#cursors-deep-pages), else none: page p by number. */
const afterOf = (previous: RestPage<RestOrderListItem> | undefined) => {
  const next = (previous as { nextCursor?: string | null } | undefined)?.nextCursor;
  return next ? { after: next } : undefined;
};

/**
 * How each list reads a page of itself, and its columns. The searches walk by cursor, so the last
 * page of a long list costs what the first does.
 */
function listOf(name: ListName, rest: RestDataSource, search: RestOrderSearch): { columns: Column[]; page: PageReader } {
  const daily = { hold: 'hold', 'created-today': 'created', 'payment-today': 'payment', over: 'over' } as const;
  if (name === 'orders')
    return { columns: TABLE_COLUMNS, page: (p, prev) => rest.lists.search(search, p, EXPORT_PAGE_SIZE, afterOf(prev)) };
  if (name === 'pending')
    return { columns: TABLE_COLUMNS, page: (p, prev) => rest.lists.pending(search, p, EXPORT_PAGE_SIZE, afterOf(prev)) };
  return { columns: CARD_COLUMNS, page: (p) => rest.lists.daily(daily[name], p, EXPORT_PAGE_SIZE) };
}

const LISTS = new Set<string>(['orders', 'pending', 'hold', 'created-today', 'payment-today', 'over']);

/** The export's parameters from a form or JSON body. @throws BAD_USER_INPUT naming the bad field. */
export function exportRequest(body: Record<string, unknown>) {
  const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '');
  const list = text('list') || 'orders';
  if (!LISTS.has(list)) throw badUserInput(`list: must be one of ${[...LISTS].join(', ')}`);
  let search: OrderSearch | null = null;
  if (typeof body.search === 'object' && body.search !== null) search = body.search;
  else if (text('search')) {
    try {
      search = JSON.parse(text('search')) as OrderSearch;
    } catch {
      throw badUserInput('search: must be a JSON object');
    }
  }
  if (search !== null && (typeof search !== 'object' || Array.isArray(search))) throw badUserInput('search: must be a JSON object');
  if (search?.status && orderStatuses.toId(search.status) === undefined) throw badUserInput('search.status: not an order status');
  if (search?.type && orderTypes.toId(search.type) === undefined) throw badUserInput('search.type: not an order type');
  const sort = text('sort') || null;
  if (sort !== null && !(sort in REST_ORDER_SORTS)) throw badUserInput(`sort: must be one of ${Object.keys(REST_ORDER_SORTS).join(', ')}`);
  const language: Language = text('language') === 'pt-BR' ? 'pt-BR' : 'en';
  const fileName = `${
    text('fileName')
      .replace(/\.csv$/i, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '') || 'orders'
  }.csv`;
  return { list: list as ListName, search: toRestSortedSearch(search, sort as OrderSort | null), language, fileName };
}

/** A catalogue text with its {{name}} placeholders filled in. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/**
 * The CSV records of a list: the header, every order of every page (read one page at a time, after
 * `first`), then the totals rows (docs/lists-and-reports.md#which-orders-a-total-counts): the sums of
 * the orders whose status is counted (COUNTED_ORDER_STATUS_IDS: Pending, Completed, Standby), named
 * with those statuses and their number of orders, then a row for each other status in the list
 * (Cancelled, Renewed) with its sums apart. Page reads that fail end the file early (the stream errors).
 */
async function* records(first: RestPage<RestOrderListItem>, page: PageReader, columns: Column[], language: Language) {
  const { csv, status, lists } = catalogue(language);
  const statusName = (id: number) => status[orderStatuses.fromId(id)] ?? String(id);
  yield columns.map((c) => csv[c.header] ?? c.header);
  // The sums of each status id, and how many orders it has.
  const byStatus = new Map<number, { count: number; sums: string[] }>();
  const pages = Math.ceil(first.size / EXPORT_PAGE_SIZE);
  let current = first;
  for (let p = 1; p <= pages; p += 1) {
    if (p > 1) current = await page(p, current);
    if (current.items.length === 0) break;
    for (const order of current.items) {
      let of = byStatus.get(order.statusID);
      if (!of) byStatus.set(order.statusID, (of = { count: 0, sums: columns.map(() => '0.00') }));
      of.count += 1;
      columns.forEach((c, i) => {
        if (c.total) of.sums[i] = sumOfPayments([of.sums[i]!, c.total(order)]);
      });
      yield columns.map((c) => c.cell(order, statusName));
    }
  }
  const counted = COUNTED_ORDER_STATUS_IDS.map((id) => byStatus.get(id)).filter((x) => x !== undefined);
  const countedLabel = fill(lists.totalOfStatuses ?? 'Total of {{statuses}} orders ({{count}})', {
    statuses: COUNTED_ORDER_STATUS_IDS.map(statusName).join(', '),
    count: counted.reduce((n, x) => n + x.count, 0),
  });
  yield columns.map((c, i) => (i === 0 ? countedLabel : c.total ? sumOfPayments(['0.00', ...counted.map((x) => x.sums[i]!)]) : ''));
  for (const [id, apart] of [...byStatus].filter(([id]) => !COUNTED_ORDER_STATUS_IDS.includes(id)).sort(([a], [b]) => a - b)) {
    const label = fill(lists.statusApart ?? '{{status}} orders ({{count}}), not in the total', {
      status: statusName(id),
      count: apart.count,
    });
    yield columns.map((c, i) => (i === 0 ? label : c.total ? apart.sums[i]! : ''));
  }
}

/** The HTTP status of a gateway error's code. */
function statusOf(error: unknown): number {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'RATE_LIMITED':
      return 429;
    default:
      return 502;
  }
}

/** A refused export's answer: JSON {statusCode, code, message}, the status from the GraphQL error's code. */
export function refuse(reply: FastifyReply, error: unknown) {
  const statusCode = statusOf(error);
  const given = error instanceof GraphQLError ? error.extensions.code : undefined;
  const code = typeof given === 'string' ? given : 'UPSTREAM_UNAVAILABLE';
  const message = error instanceof Error ? error.message : String(error);
  return reply.code(statusCode).send({ statusCode, code, message });
}

/** The Authorization of an export request: its form's token, else its header. */
export function exportAuthorizationOf(request: FastifyRequest): string | undefined {
  const token = (request.body as Record<string, unknown> | null | undefined)?.token;
  return typeof token === 'string' && token ? `Bearer ${token}` : request.headers.authorization;
}

/**
 * Registers POST /export/orders on app (in a scope of its own: the form parser is only its).
 * `preHandler` runs once the form is read (the per-address limit of callers without a live token).
 */
export function registerOrderExport(
  app: FastifyInstance,
  dataSource: (caller: Caller) => RestDataSource,
  callerOf: (request: FastifyRequest) => Caller,
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/export/orders', preHandler ? { preHandler } : {}, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const caller = callerOf(request);
      const token = typeof body.token === 'string' && body.token ? body.token : null;
      // Without any token there is nothing to ask the REST API: refused here, at no cost to it.
      if (!token && !caller.authorization)
        return refuse(reply, new GraphQLError('Sign in to export a list', { extensions: { code: 'UNAUTHENTICATED' } }));
      const rest = dataSource(token ? { ...caller, authorization: `Bearer ${token}` } : caller);
      let first: RestPage<RestOrderListItem>;
      let parsed: ReturnType<typeof exportRequest>;
      let list: ReturnType<typeof listOf>;
      try {
        parsed = exportRequest(body);
        list = listOf(parsed.list, rest, parsed.search);
        // The first page before any byte: a refusal (401, 403, 400) is still a status of its own.
        first = await list.page(1);
      } catch (error) {
        return refuse(reply, error);
      }
      const csv = stringify({ ...CSV_OPTIONS, bom: true });
      pipeline(Readable.from(records(first, list.page, list.columns, parsed.language)), csv).catch((error: unknown) => {
        request.log.warn({ err: error }, 'CSV export ended early');
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${parsed.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  });
}
