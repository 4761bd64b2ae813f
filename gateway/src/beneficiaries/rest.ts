/**
 * The beneficiary (recipient) calls of the REST data source (docs/clients-and-beneficiaries.md#beneficiaries):
 * lookups through the batching loader, searches, writes, documents and Pix keys.
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
import type { RestDocument, RestPixEntry, RestRecipient } from '../rest/types.js';

/** Recipient fields for create and update (docs/clients-and-beneficiaries.md#calls). */
export type RestRecipientInput = Omit<RestRecipient, 'id' | 'hasDocument' | 'pixList' | 'version'>;

/** The reply of the Pix main and delete calls: whose keys, and the keys after the change. */
export interface RestPixChange {
  recipientID: number;
  pixList: RestPixEntry[];
}

/** /api/recipient/*. */
export interface RecipientsRest {
  /** One recipient, through the batching loader. @throws NOT_FOUND. */
  byId(id: number): Promise<RestRecipient>;
  page(term: string | null, page: number, perPage: number): Promise<RestPage<RestRecipient>>;
  /** GET /api/recipient/search/name/{name}; empty when none. */
  byName(name: string): Promise<RestRecipient[]>;
  /** GET /api/recipient/search/name/full/{name}: the id, or null when none. @throws CONFLICT when several. */
  idByFullName(fullName: string): Promise<number | null>;
  /** GET /api/transaction/search/beneficiary/{clientId}: most recent first. */
  ofClient(clientId: number): Promise<RestRecipient[]>;
  document(id: number): Promise<RestDocument>;
  create(input: RestRecipientInput): Promise<RestRecipient>;
  /** POST /api/recipient/update/{id}; expectedVersion as for clients (docs/ARCHITECTURE.md#versions). @throws EDITED_ELSEWHERE. */
  update(id: number, input: RestRecipientInput, expectedVersion?: number | null): Promise<RestRecipient>;
  uploadDocument(id: number, file: UploadFile): Promise<RestRecipient>;
  /** GET /api/recipient/pix/{id}. */
  pixList(recipientId: number): Promise<RestPixEntry[]>;
  /** POST /api/recipient/pix; returns the recipient's id. */
  addPix(recipientId: number, pix: string): Promise<number>;
  setMainPix(pixId: number): Promise<RestPixChange>;
  deletePix(pixId: number): Promise<RestPixChange>;
}

/** The beneficiary calls, bound to the caller; every beneficiary answered primes the batching loader. */
export function recipientsRest(client: RestClient, caller: Caller, state: RequestState): RecipientsRest {
  const { loaders, primeRecipients } = state;
  return {
    byId: (id) => loaders.recipient.load(id),
    page: async (term, page, perPage) => {
      const reply = await client.json<{ size: number; recipients: RestRecipient[] }>(
        'POST',
        pagePath('/api/recipient/search/pagination', term),
        caller,
        { page, perPage },
      );
      return { size: reply.size, items: primeRecipients(reply.recipients) };
    },
    byName: (name) =>
      emptyWhenNotFound(
        client
          .json<{ recipients: RestRecipient[] }>('GET', `/api/recipient/search/name/${pathSegment(name, 'name')}`, caller)
          .then((r) => primeRecipients(r.recipients)),
      ),
    idByFullName: (fullName) =>
      nullWhenNotFound(
        client.json<{ recipientID: number }>('GET', `/api/recipient/search/name/full/${pathSegment(fullName, 'fullName')}`, caller),
      ).then((r) => r?.recipientID ?? null),
    ofClient: (clientId) =>
      client
        .json<{ recipients: RestRecipient[] }>('GET', `/api/transaction/search/beneficiary/${clientId}`, caller)
        .then((r) => primeRecipients(r.recipients)),
    document: (id) => client.json('GET', `/api/recipient/document/${id}`, caller),
    create: (input) =>
      client
        .json<{ recipient: RestRecipient }>('POST', '/api/recipient/create', caller, input)
        .then((r) => primeRecipients([r.recipient])[0]!),
    update: (id, input, expectedVersion) =>
      client
        .json<{ recipient: RestRecipient }>('POST', `/api/recipient/update/${id}`, caller, { ...input, ...versionBody(expectedVersion) })
        .then((r) => primeRecipients([r.recipient])[0]!),
    uploadDocument: (id, file) =>
      client
        .upload<{ recipient: RestRecipient }>(`/api/recipient/upload/${id}`, caller, file)
        .then((r) => primeRecipients([r.recipient])[0]!),
    pixList: (recipientId) =>
      client.json<{ pixList: RestPixEntry[] }>('GET', `/api/recipient/pix/${recipientId}`, caller).then((r) => r.pixList),
    addPix: (recipientId, pix) =>
      client.json<{ recipientID: number }>('POST', '/api/recipient/pix', caller, { recipientID: recipientId, pix }).then((r) => {
        loaders.recipient.clear(r.recipientID);
        return r.recipientID;
      }),
    setMainPix: (pixId) =>
      client.json<RestPixChange>('POST', `/api/recipient/pix/main/${pixId}`, caller, {}).then((r) => {
        loaders.recipient.clear(r.recipientID);
        return r;
      }),
    deletePix: (pixId) =>
      client.json<RestPixChange>('DELETE', `/api/recipient/pix/${pixId}`, caller).then((r) => {
        loaders.recipient.clear(r.recipientID);
        return r;
      }),
  };
}
