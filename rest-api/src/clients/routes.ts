/**
 * Client routes (docs/clients-and-beneficiaries.md#calls, docs/ARCHITECTURE.md#contracts): all for signed-in users but the birthday
 * list (administrators). Replies wrap the Client object: {client}, {clients}, {size, clients}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../plugins/auth.js';
import { extension, IdParams, IdsBody, PageBody, replies } from '../schemas.js';
import { calendarDateIn } from '@agency/rules';
import { uploadRoute } from '../documents/upload-route.js';
import { DocumentReply, DocumentUploadBody } from '../documents/schemas.js';
import {
  ClientCreateBody,
  ClientIDReply,
  ClientPage,
  ClientReply,
  ClientsReply,
  ClientUpdateBody,
  NameParams,
  SizeReply,
  TermParams,
} from './schemas.js';
import { expectedVersionOf } from '../db/versions.js';
import {
  clientsByIds,
  countBirthdays,
  createClient,
  findClientIdByFullName,
  getClient,
  getClientDocument,
  listBirthdays,
  pageClients,
  searchClientsByName,
  setClientDocument,
  updateClient,
} from './service.js';

const tags = ['clients'];

/** Registers /api/client/... on app. */
export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => calendarDateIn(app.config.agency.timeZone, app.now());

  app.get(
    '/api/client/search/id/:id',
    { config: { access: 'user' }, schema: { tags, summary: 'One client by id', params: IdParams, response: replies(ClientReply) } },
    async (request) => ({ client: await getClient(app.db, request.params.id) }),
  );

  app.get(
    '/api/client/search/name/:name',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Up to 20 clients whose name contains the term (case- and accent-insensitive), best match first; 404 'Sender not found!'",
        params: NameParams,
        response: replies(ClientsReply),
      },
    },
    async (request) => ({ clients: await searchClientsByName(app.db, request.params.name) }),
  );

  app.get(
    '/api/client/search/name/full/:name',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The id of the one client with this whole name (case- and accent-insensitive); 404 none, 409 several',
        params: NameParams,
        response: replies(ClientIDReply),
      },
    },
    async (request) => ({ clientID: await findClientIdByFullName(app.db, request.params.name) }),
  );

  app.post(
    '/api/client/search/pagination',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One page of clients (1-based), by name then id', body: PageBody, response: replies(ClientPage) },
    },
    async (request) => pageClients(app.db, request.body.page, request.body.perPage),
  );

  app.post(
    '/api/client/search/pagination/:term',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One page of the clients whose name contains the term (1-based), by name then id',
        params: TermParams,
        body: PageBody,
        response: replies(ClientPage),
      },
    },
    async (request) => pageClients(app.db, request.body.page, request.body.perPage, request.params.term),
  );

  app.post(
    '/api/client/search/ids',
    {
      config: { access: 'user' },
      schema: {
        ...extension(tags),
        summary: 'Batch lookup: the clients among 1 to 500 ids, in no particular order; unknown ids left out (extension)',
        body: IdsBody,
        response: replies(ClientsReply),
      },
    },
    async (request) => ({ clients: await clientsByIds(app.db, request.body.ids) }),
  );

  app.post(
    '/api/client/create',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Create a client (sender); the name is screened against the sanctions list (422 SANCTIONS_MATCH unless an administrator overrides)',
        body: ClientCreateBody,
        response: replies(ClientReply),
      },
    },
    async (request) => {
      const { sanctionsOverride, ...body } = request.body;
      return { client: await createClient(app.db, callerOf(request), body, today(), app.sanctions, sanctionsOverride) };
    },
  );

  app.post(
    '/api/client/update/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Replace every field of a client (the document stays); a changed name is screened (422 SANCTIONS_MATCH unless an administrator overrides)',
        params: IdParams,
        body: ClientUpdateBody,
        response: replies(ClientReply),
      },
    },
    async (request) => {
      const expectedVersion = expectedVersionOf(request);
      const { sanctionsOverride, expectedVersion: _version, ...body } = request.body;
      return {
        client: await updateClient(
          app.db,
          callerOf(request),
          request.params.id,
          body,
          today(),
          app.sanctions,
          sanctionsOverride,
          expectedVersion,
        ),
      };
    },
  );

  uploadRoute(
    app,
    '/api/client/upload/:id',
    {
      access: 'user',
      tags,
      summary: "Upload the client's document (multipart, one file: PDF, JPEG, PNG or WebP, 10 MB at most)",
      body: DocumentUploadBody,
      reply: ClientReply,
    },
    async (caller, id, bytes) => ({ client: await setClientDocument(app.db, caller, id, bytes) }),
  );

  app.get(
    '/api/client/document/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The client's document as base64 with its extension; 404 'No file on system' when none was uploaded",
        params: IdParams,
        response: replies(DocumentReply),
      },
    },
    async (request) => getClientDocument(app.db, request.params.id),
  );

  app.get(
    '/api/client/birthday/count',
    {
      config: { access: 'user' },
      schema: { tags, summary: "How many clients have their birthday today (the agency's day)", response: replies(SizeReply) },
    },
    async () => ({ size: await countBirthdays(app.db, today()) }),
  );

  app.get(
    '/api/client/birthday/list',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The clients whose birthday is today (the agency's day), by name (administrators)",
        response: replies(ClientsReply),
      },
    },
    async () => ({ clients: await listBirthdays(app.db, today()) }),
  );
};
