/**
 * The client calls of the REST data source (docs/clients-and-beneficiaries.md#clients): lookups through the batching
 * loader, searches, writes, documents and birthdays.
 */
import type { Caller, RestClient, UploadFile } from '../rest/client.js';
import {
  nullWhenNotFound,
  emptyWhenNotFound,
  pathSegment,
  pagePath,
  type RequestState,
  type RestPage,
  versionBody,
} from '../rest/shared.js';
import type { RestClient as RestClientRecord, RestDocument } from '../rest/types.js';

/** Client fields for create and update (docs/clients-and-beneficiaries.md#calls): `email` carries the CPF or CNPJ. */
export type RestClientInput = Omit<RestClientRecord, 'id' | 'hasDocument' | 'version'>;

/** /api/client/*. */
export interface ClientsRest {
  /** One client, through the batching loader. @throws NOT_FOUND. */
  byId(id: number): Promise<RestClientRecord>;
  /** POST /api/client/search/pagination[/{term}]. */
  page(term: string | null, page: number, perPage: number): Promise<RestPage<RestClientRecord>>;
  /** GET /api/client/search/name/{name}; empty when none (the REST 404). */
  byName(name: string): Promise<RestClientRecord[]>;
  /** GET /api/client/search/name/full/{name}: the id, or null when none. @throws CONFLICT when several. */
  idByFullName(fullName: string): Promise<number | null>;
  /** GET /api/client/document/{id}. @throws NOT_FOUND 'No file on system'. */
  document(id: number): Promise<RestDocument>;
  create(input: RestClientInput): Promise<RestClientRecord>;
  /**
   * POST /api/client/update/{id}; expectedVersion, when given, is the version the editor loaded
   * (docs/ARCHITECTURE.md#versions). @throws EDITED_ELSEWHERE with currentVersion, editedBy, editedAt.
   */
  update(id: number, input: RestClientInput, expectedVersion?: number | null): Promise<RestClientRecord>;
  uploadDocument(id: number, file: UploadFile): Promise<RestClientRecord>;
  /** GET /api/client/birthday/count. */
  birthdayCount(): Promise<number>;
  /** GET /api/client/birthday/list (administrators). */
  birthdaysToday(): Promise<RestClientRecord[]>;
}

/** The client calls, bound to the caller; every client answered primes the batching loader. */
export function clientsRest(client: RestClient, caller: Caller, state: RequestState): ClientsRest {
  const { loaders, primeClients } = state;
  return {
    byId: (id) => loaders.client.load(id),
    page: async (term, page, perPage) => {
      const reply = await client.json<{ size: number; clients: RestClientRecord[] }>(
        'POST',
        pagePath('/api/client/search/pagination', term),
        caller,
        { page, perPage },
      );
      return { size: reply.size, items: primeClients(reply.clients) };
    },
    byName: (name) =>
      emptyWhenNotFound(
        client
          .json<{ clients: RestClientRecord[] }>('GET', `/api/client/search/name/${pathSegment(name, 'name')}`, caller)
          .then((r) => primeClients(r.clients)),
      ),
    idByFullName: (fullName) =>
      nullWhenNotFound(
        client.json<{ clientID: number }>('GET', `/api/client/search/name/full/${pathSegment(fullName, 'fullName')}`, caller),
      ).then((r) => r?.clientID ?? null),
    document: (id) => client.json('GET', `/api/client/document/${id}`, caller),
    create: (input) =>
      client.json<{ client: RestClientRecord }>('POST', '/api/client/create', caller, input).then((r) => primeClients([r.client])[0]!),
    update: (id, input, expectedVersion) =>
      client
        .json<{ client: RestClientRecord }>('POST', `/api/client/update/${id}`, caller, { ...input, ...versionBody(expectedVersion) })
        .then((r) => primeClients([r.client])[0]!),
    uploadDocument: (id, file) =>
      client.upload<{ client: RestClientRecord }>(`/api/client/upload/${id}`, caller, file).then((r) => primeClients([r.client])[0]!),
    birthdayCount: () => client.json<{ size: number }>('GET', '/api/client/birthday/count', caller).then((r) => r.size),
    birthdaysToday: () =>
      client.json<{ clients: RestClientRecord[] }>('GET', '/api/client/birthday/list', caller).then((r) => primeClients(r.clients)),
  };
}
