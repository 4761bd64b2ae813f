/**
 * Importing clients with their beneficiaries, Pix keys and open orders (docs/import.md): the file goes to the REST API as
 * multipart, its reply is answered in the UI's words (ImportField for the REST field names, ids as strings). The REST API
 * checks the role (administrators) and every row.
 */
import type {
  ClientImport as GraphQLClientImport,
  ClientImportResolvers,
  ImportColumnInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { badUserInput } from '../rest/errors.js';
import { decodeFile, parseId } from '../rest/inputs.js';
import { nullWhenNotFound } from '../rest/shared.js';
import { importFieldOf, restFieldName } from './fields.js';
import type { RestClientImport } from './rest.js';

/** A changed value as text: null stays null, anything else as the REST API wrote it. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The REST import in GraphQL's words. */
export function clientImportOf(reply: RestClientImport): GraphQLClientImport {
  return {
    id: String(reply.importID),
    status: reply.status,
    error: reply.error ?? null,
    firstDayOfUse: reply.firstDayOfUse ?? null,
    rows: reply.rows,
    new: reply.new,
    same: reply.same,
    changed: reply.changed,
    refused: reply.refused,
    held: reply.held,
    progress: reply.progress,
    columns: reply.columns.map((c) => ({ header: c.header, field: importFieldOf(c.field), guessed: Boolean(c.guessed) })),
    report: reply.report.map((row) => ({
      line: row.line,
      outcome: row.outcome,
      field: importFieldOf(row.field),
      message: row.message ?? null,
      clientId: row.clientID == null ? null : String(row.clientID),
      orderId: row.orderID == null ? null : String(row.orderID),
      changes: (row.changes ?? []).map((c) => ({ field: importFieldOf(c.field), from: valueText(c.from), to: valueText(c.to) })),
    })),
  };
}

/**
 * The mapping as the REST API takes it: `{"<header>": "<REST field name>" | null}`.
 * @throws BAD_USER_INPUT naming `mapping` when a header is blank or given twice.
 */
export function restMapping(columns: readonly ImportColumnInput[]): Record<string, string | null> {
  const mapping: Record<string, string | null> = {};
  for (const [index, column] of columns.entries()) {
    if (column.header.trim() === '') throw badUserInput(`mapping.${index}.header: must not be blank`);
    if (Object.hasOwn(mapping, column.header)) throw badUserInput(`mapping.${index}.header: '${column.header}' is given twice`);
    mapping[column.header] = column.field ? restFieldName(column.field) : null;
  }
  return mapping;
}

/** The rows the REST API's reply holds when no page is asked (rest-api/src/import/store.ts REPORT_PAGE_ROWS). */
export const FIRST_PAGE_ROWS = 100;

/** The most rows one page may ask for (the REST API's limit). */
export const MAX_PAGE_ROWS = 1000;

/**
 * ClientImport.report(outcome, offset, limit) (docs/import.md "Calls"): a page of the rows' outcomes. A page within the
 * first rows the import's reply already holds is cut from them; any other is asked of the REST API
 * (`GET /api/import/{importID}?outcome=&offset=&limit=`). @throws BAD_USER_INPUT naming `offset` or `limit` out of range.
 */
export const ClientImport: ClientImportResolvers = {
  report: async (parent, { outcome, offset, limit }, { rest }) => {
    if (offset != null && offset < 0) throw badUserInput('offset: must be 0 or more');
    if (limit != null && (limit < 0 || limit > MAX_PAGE_ROWS)) throw badUserInput(`limit: must be from 0 to ${MAX_PAGE_ROWS}`);
    const from = offset ?? 0;
    const count = limit ?? FIRST_PAGE_ROWS;
    const held = parent.report;
    // The reply holds the first FIRST_PAGE_ROWS rows, or every row when there are fewer.
    if (!outcome && (from + count <= held.length || held.length < FIRST_PAGE_ROWS)) return held.slice(from, from + count);
    const page = await rest.imports.byId(parseId(parent.id, 'id'), { outcome: outcome ?? null, offset: from, limit: count });
    return clientImportOf(page).report;
  },
};

/** Whether the query asks for ClientImport.report, directly or in a fragment: a progress poll does not, and is answered without rows. */
function asksForReport(info: GraphQLResolveInfo): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    set !== undefined &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === 'report';
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return visit(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

export const Query: QueryResolvers = {
  clientImport: async (_p, { id }, { rest }, info) => {
    const page = asksForReport(info) ? undefined : { limit: 0 };
    const reply = await nullWhenNotFound(rest.imports.byId(parseId(id, 'id'), page));
    return reply ? clientImportOf(reply) : null;
  },
  clientImportRefusedRows: async (_p, { id }, { rest }) => {
    const csv = await rest.imports.refusedCsv(parseId(id, 'id'));
    return { document: csv.toString('base64'), fileExtension: 'csv' };
  },
};

export const Mutation: MutationResolvers = {
  importClients: async (_p, { file, dryRun, mapping, firstDayOfUse }, { rest }) =>
    clientImportOf(await rest.imports.start(decodeFile(file, 'file'), dryRun, mapping ? restMapping(mapping) : null, firstDayOfUse)),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Query, Mutation, ClientImport };
