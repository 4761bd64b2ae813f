/**
 * Importing clients with their beneficiaries, Pix keys and open orders (docs/import.md): the file goes to the REST API as
 * multipart, its reply is answered in the UI's words (ImportField for the REST field names, ids as strings). The REST API
 * checks the role (administrators) and every row.
 */
import type {
  ClientImport as GraphQLClientImport,
  ImportColumnInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
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

export const Query: QueryResolvers = {
  clientImport: async (_p, { id }, { rest }) => {
    const reply = await nullWhenNotFound(rest.imports.byId(parseId(id, 'id')));
    return reply ? clientImportOf(reply) : null;
  },
  clientImportRefusedRows: async (_p, { id }, { rest }) => {
    const csv = await rest.imports.refusedCsv(parseId(id, 'id'));
    return { document: csv.toString('base64'), fileExtension: 'csv' };
  },
};

export const Mutation: MutationResolvers = {
  importClients: async (_p, { file, dryRun, mapping }, { rest }) =>
    clientImportOf(await rest.imports.start(decodeFile(file, 'file'), dryRun, mapping ? restMapping(mapping) : null)),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Query, Mutation };
