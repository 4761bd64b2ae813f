/**
 * Clients (senders): docs/clients-and-beneficiaries.md /clients, /birthdays, the client modal; docs/clients-and-beneficiaries.md#clients; required
 * fields; docs/clients-and-beneficiaries.md client calls and the zip lookup, Birthdays.
 */
import type { ClientResolvers, FileDownloadResolvers, MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.js';
import { clientToRest } from '../shared/people.js';
import { recordHistory } from '../audit/resolvers.js';
import { documentTypes } from '../rest/enums.js';
import { badUserInput } from '../rest/errors.js';
import { personFieldNames, withGraphQLFieldNames } from '../rest/field-names.js';
import { checkPage, decodeFile, parseId, searchTerm } from '../rest/inputs.js';
import { GraphQLError } from 'graphql';

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  csv: 'text/csv',
};

export const Client: ClientResolvers = {
  id: (c) => String(c.id),
  cpf: (c) => c.email,
  documentType: (c) => documentTypes.fromId(c.documentTypeID),
  hasDocument: (c) => Boolean(c.hasDocument),
  history: (c, args, { rest }) => recordHistory(rest, 'client', c.id, args),
};

export const FileDownload: FileDownloadResolvers = {
  data: (d) => d.document,
  fileExtension: (d) => d.fileExtension,
  mimeType: (d) => MIME_BY_EXTENSION[d.fileExtension.toLowerCase()] ?? 'application/octet-stream',
};

export const Query: QueryResolvers = {
  clientByFullName: async (_p, { fullName }, { rest }) => {
    const name = fullName.trim();
    if (!name) throw badUserInput('fullName: must not be empty');
    const id = await rest.clients.idByFullName(name);
    return id === null ? null : rest.clients.byId(id);
  },
  client: (_p, { id }, { rest }) => rest.clients.byId(parseId(id, 'id')),
  clients: async (_p, { search, page, perPage }, { rest }) => {
    checkPage(page, perPage);
    const result = await rest.clients.page(searchTerm(search), page, perPage);
    return { total: result.size, items: result.items };
  },
  clientsByName: (_p, { name }, { rest }) => {
    const term = searchTerm(name);
    return term ? rest.clients.byName(term) : [];
  },
  clientDocument: (_p, { id }, { rest }) => rest.clients.document(parseId(id, 'id')),
  birthdayCount: (_p, _a, { rest }) => rest.clients.birthdayCount(),
  birthdaysToday: (_p, _a, { rest }) => rest.clients.birthdaysToday(),
  // Answered from the gateway's own dataset or service, so the session is checked here: a live
  // one (GET /api/auth/me), not any bearer header. @throws UNAUTHENTICATED.
  zipLookup: async (_p, { zipCode }, { zip, rest }) => {
    await rest.auth.me();
    const place = await zip(zipCode);
    if (!place) throw new GraphQLError('Zip error!', { extensions: { code: 'NOT_FOUND', field: 'zipCode' } });
    return place;
  },
};

export const Mutation: MutationResolvers = {
  createClient: (_p, { input }, { rest }) => withGraphQLFieldNames(rest.clients.create(clientToRest(input)), personFieldNames),
  updateClient: (_p, { id, input, expectedVersion }, { rest }) =>
    withGraphQLFieldNames(rest.clients.update(parseId(id, 'id'), clientToRest(input), expectedVersion), personFieldNames),
  uploadClientDocument: (_p, { id, file }, { rest }) => rest.clients.uploadDocument(parseId(id, 'id'), decodeFile(file, 'file')),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Client, FileDownload, Query, Mutation };
