/**
 * Recipient (beneficiary) routes (docs/clients-and-beneficiaries.md#calls, docs/ARCHITECTURE.md#contracts), all for signed-in users:
 * lookups, paging, create/update, the document, and the Pix key list. Replies wrap the Recipient
 * object ({recipient}, {recipients}, {size, recipients}); Pix writes answer the changed list.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../plugins/auth.js';
import { extension, IdParams, IdsBody, PageBody, replies } from '../schemas.js';
import { uploadRoute } from '../documents/upload-route.js';
import { DocumentReply, DocumentUploadBody } from '../documents/schemas.js';
import { NameParams, TermParams } from '../clients/schemas.js';
import { expectedVersionOf } from '../db/versions.js';
import {
  AddPixBody,
  AddPixReply,
  PixIdParams,
  PixKeyParams,
  PixListReply,
  RecipientCreateBody,
  RecipientUpdateBody,
  RecipientIDReply,
  RecipientPage,
  RecipientPixParams,
  RecipientPixListReply,
  RecipientReply,
  RecipientsReply,
} from './schemas.js';
import {
  createRecipient,
  findRecipientIdByFullName,
  getRecipient,
  getRecipientDocument,
  pageRecipients,
  recipientsByIds,
  searchRecipientsByName,
  setRecipientDocument,
  updateRecipient,
} from './service.js';
import { addPix, deletePix, getPixList, setMainPix } from './pix.js';

const tags = ['beneficiaries'];

/** Registers /api/recipient/... on app. */
export const recipientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/recipient/search/id/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One recipient by id, with its Pix keys', params: IdParams, response: replies(RecipientReply) },
    },
    async (request) => ({ recipient: await getRecipient(app.db, request.params.id) }),
  );

  app.get(
    '/api/recipient/search/name/:name',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Up to 20 recipients whose name contains the term (case- and accent-insensitive), best match first; 404 'Sender not found!'",
        params: NameParams,
        response: replies(RecipientsReply),
      },
    },
    async (request) => ({ recipients: await searchRecipientsByName(app.db, request.params.name) }),
  );

  app.get(
    '/api/recipient/search/name/full/:name',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The id of the one recipient with this whole name (case- and accent-insensitive); 404 none, 409 several',
        params: NameParams,
        response: replies(RecipientIDReply),
      },
    },
    async (request) => ({ recipientID: await findRecipientIdByFullName(app.db, request.params.name) }),
  );

  app.post(
    '/api/recipient/search/pagination',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One page of recipients (1-based), by name then id', body: PageBody, response: replies(RecipientPage) },
    },
    async (request) => pageRecipients(app.db, request.body.page, request.body.perPage),
  );

  app.post(
    '/api/recipient/search/pagination/:term',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One page of the recipients whose name contains the term (1-based), by name then id',
        params: TermParams,
        body: PageBody,
        response: replies(RecipientPage),
      },
    },
    async (request) => pageRecipients(app.db, request.body.page, request.body.perPage, request.params.term),
  );

  app.post(
    '/api/recipient/search/ids',
    {
      config: { access: 'user' },
      schema: {
        ...extension(tags),
        summary: 'Batch lookup: the recipients among 1 to 500 ids, in no particular order; unknown ids left out (extension)',
        body: IdsBody,
        response: replies(RecipientsReply),
      },
    },
    async (request) => ({ recipients: await recipientsByIds(app.db, request.body.ids) }),
  );

  app.post(
    '/api/recipient/create',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Create a recipient (beneficiary); a Pix key becomes its main key. The name is screened against the sanctions list (422 SANCTIONS_MATCH unless an administrator overrides)',
        body: RecipientCreateBody,
        response: replies(RecipientReply),
      },
    },
    async (request) => {
      const { sanctionsOverride, ...body } = request.body;
      return { recipient: await createRecipient(app.db, callerOf(request), body, app.sanctions, sanctionsOverride) };
    },
  );

  app.post(
    '/api/recipient/update/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Replace every field of a recipient (payout switches clear the other fields; a Pix key becomes main); a changed name is screened ' +
          '(422 SANCTIONS_MATCH unless an administrator overrides)',
        params: IdParams,
        body: RecipientUpdateBody,
        response: replies(RecipientReply),
      },
    },
    async (request) => {
      const expectedVersion = expectedVersionOf(request);
      const { sanctionsOverride, expectedVersion: _version, ...body } = request.body;
      return {
        recipient: await updateRecipient(
          app.db,
          callerOf(request),
          request.params.id,
          body,
          app.sanctions,
          sanctionsOverride,
          expectedVersion,
        ),
      };
    },
  );

  uploadRoute(
    app,
    '/api/recipient/upload/:id',
    {
      access: 'user',
      tags,
      summary: "Upload the recipient's document (multipart, one file: PDF, JPEG, PNG or WebP, 10 MB at most)",
      body: DocumentUploadBody,
      reply: RecipientReply,
    },
    async (caller, id, bytes) => ({ recipient: await setRecipientDocument(app.db, caller, id, bytes) }),
  );

  app.get(
    '/api/recipient/document/:id',
    {
      config: { access: 'user' },
      schema: {
        ...extension(tags),
        summary: "The recipient's document as base64 with its extension; 404 'No file on system' when none (extension)",
        params: IdParams,
        response: replies(DocumentReply),
      },
    },
    async (request) => getRecipientDocument(app.db, request.params.id),
  );

  app.get(
    '/api/recipient/pix/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The recipient's Pix keys: main first, then oldest first",
        params: RecipientPixParams,
        response: replies(PixListReply),
      },
    },
    async (request) => ({ pixList: await getPixList(app.db, request.params.id) }),
  );

  app.post(
    '/api/recipient/pix',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a Pix key (CPF, CNPJ, email, +55 phone or random key); the first key becomes main; 409 when already there',
        body: AddPixBody,
        response: replies(AddPixReply),
      },
    },
    async (request) => addPix(app.db, callerOf(request), request.body),
  );

  app.post(
    '/api/recipient/pix/main/:pixId',
    {
      config: { access: 'user' },
      schema: { tags, summary: "Make a key its recipient's main key", params: PixIdParams, response: replies(RecipientPixListReply) },
    },
    async (request) => setMainPix(app.db, callerOf(request), request.params.pixId),
  );

  app.delete(
    '/api/recipient/pix/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete a key (soft delete); the oldest remaining key becomes main when the main one goes',
        params: PixKeyParams,
        response: replies(RecipientPixListReply),
      },
    },
    async (request) => deletePix(app.db, callerOf(request), request.params.id),
  );
};
