/**
 * Order routes (docs/orders.md#calls; #statuses; docs/ARCHITECTURE.md#contracts, #security): /api/transaction/... for
 * signed-in users, except DELETE (administrators). Replies carry the transaction model of
 * docs/orders.md#the-order; amounts are decimal strings.
 */
import { expectedVersionOf } from '../db/versions.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calendarDateIn, CANCELLATION_WINDOW_MINUTES } from '@agency/rules';
import { callerOf } from '../plugins/auth.js';
import { ErrorReply, extension, IdParams, PositiveId, replies } from '../schemas.js';
import { RecipientsReply } from '../beneficiaries/schemas.js';
import { getReceipt, getTransaction } from './model.js';
import { confirmOrder } from './confirm.js';
import { cancelOrder } from './cancel.js';
import {
  CancelReply,
  ConfirmBody,
  ConfirmReply,
  CreateTransactionBody,
  DerivativeReply,
  DuplicateReply,
  IdempotencyHeaders,
  Receipt,
  StatusBody,
  Transaction,
  TransactionReply,
} from './schemas.js';
import {
  beneficiariesOfClient,
  changeStatus,
  createTransaction,
  deleteTransaction,
  findDuplicate,
  getDerivatives,
  getOriginal,
} from './service.js';

const tags = ['orders'];

export const ClientIdParams = Type.Object({ clientId: PositiveId });

/** Registers the /api/transaction/... routes on app. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => calendarDateIn(app.config.agency.timeZone, app.now());

  app.get(
    '/api/transaction/search/beneficiary/:clientId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The distinct recipients of the client's orders, the most recent order first",
        params: ClientIdParams,
        response: replies(RecipientsReply),
      },
    },
    async (request) => ({ recipients: await beneficiariesOfClient(app.db, request.params.clientId) }),
  );

  app.post(
    '/api/transaction/create',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Create an order (a renewal when isRenew): every check of the form is repeated (400 naming the field); fee and rate become the defaults. ' +
          'Idempotency-Key (extension): a key repeated by the same employee returns the first order. employeeID is ignored: the employee is the signed-in one.',
        headers: IdempotencyHeaders,
        body: CreateTransactionBody,
        response: replies(TransactionReply),
      },
    },
    async (request) => ({
      transaction: await createTransaction(
        app.db,
        callerOf(request),
        request.body,
        app.config.agency.timeZone,
        app.sanctions,
        request.headers['idempotency-key'],
      ),
    }),
  );

  app.post(
    '/api/transaction/confirm',
    {
      config: { access: 'user' },
      schema: {
        ...extension(tags),
        summary: 'Confirm an order in one call: sender, duplicate check, beneficiary, Pix key and order in one transaction (extension)',
        description:
          'The client and the recipient by id, or by their fields (found by exact full name, else created; a recipient on file takes the fields ' +
          "sent when they differ, never another person's record). Refusals write nothing: 400 naming the field with its path, 403 " +
          'deleteDuplicateID from an employee, 404 unknown id, 409 SENDER_AMBIGUOUS / BENEFICIARY_AMBIGUOUS (candidates), ' +
          'BENEFICIARY_CPF_MISMATCH (recipientID), POSSIBLE_DUPLICATE (transactionID), 422 IDEMPOTENCY_KEY_REUSED, ' +
          '422 SANCTIONS_MATCH (matches) unless an administrator sends sanctionsOverride with a reason (403 from an employee). ' +
          'Idempotency-Key: a repeat returns the first reply; the same key with another body is refused.',
        headers: IdempotencyHeaders,
        body: ConfirmBody,
        response: { 201: ConfirmReply, '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const result = await confirmOrder(
        app.db,
        callerOf(request),
        request.body,
        today(),
        app.sanctions,
        app.config.agency.timeZone,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/transaction/duplicate/:clientId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A possible duplicate: the newest not-Cancelled order of the client created today (the agency's day); 404 when none",
        params: ClientIdParams,
        response: replies(DuplicateReply),
      },
    },
    async (request) => ({ transactionID: await findDuplicate(app.db, request.params.clientId, today()) }),
  );

  app.get(
    '/api/transaction/search/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "One order (the transaction model) with allowedActions, what the caller may do with it now; 404 'Order N not found'",
        params: IdParams,
        response: replies(Transaction),
      },
    },
    async (request) => getTransaction(app.db, request.params.id, callerOf(request), app.now()),
  );

  app.get(
    '/api/transaction/search/original/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The original order of a renewal; 404 when the order has none',
        params: IdParams,
        response: replies(Transaction),
      },
    },
    async (request) => getOriginal(app.db, request.params.id),
  );

  app.get(
    '/api/transaction/search/derivative/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The renewals of an order (orders whose original it is), newest first',
        params: IdParams,
        response: replies(DerivativeReply),
      },
    },
    async (request) => getDerivatives(app.db, request.params.id),
  );

  app.post(
    '/api/transaction/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Set an order's status (1, 2, 3 or 5). 400 for 4 (Renewed only by a renewal); 409 for a Renewed or deleted order; " +
          '422 for Completed while BRL remains to be paid, unless force',
        body: StatusBody,
        response: replies(TransactionReply),
      },
    },
    async (request) => ({
      transaction: await changeStatus(app.db, callerOf(request), request.body, expectedVersionOf(request), app.now()),
    }),
  );

  app.delete(
    '/api/transaction/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Soft-delete an order (administrators); answers the order as it was. If-Match: "N" (or expectedVersion in a JSON body): another version is 409 EDITED_ELSEWHERE. Deleting a renewal gives its original back the status it had before, unless another renewal of it remains; 409 while a renewal of the order remains',
        params: IdParams,
        response: replies(TransactionReply),
      },
    },
    async (request) => ({
      transaction: await deleteTransaction(app.db, callerOf(request), request.params.id, expectedVersionOf(request), app.now()),
    }),
  );

  app.post(
    '/api/transaction/cancel/:id',
    {
      config: { access: 'user' },
      schema: {
        ...extension(tags),
        summary: `Cancel an order within ${CANCELLATION_WINDOW_MINUTES} minutes of its creation, for a full refund of its total with fee (12 CFR 1005.34)`,
        description:
          'The order becomes Cancelled and the refund is recorded, in one transaction, audited. If-Match: "N" (or expectedVersion in a JSON body): another version is 409 EDITED_ELSEWHERE. 404 unknown or deleted order; ' +
          '409 CANCELLATION_WINDOW_CLOSED after the window, ORDER_ALREADY_CANCELLED, ORDER_NOT_CANCELLABLE (Completed, Renewed or already paid out in part).',
        params: IdParams,
        response: replies(CancelReply),
      },
    },
    async (request) => cancelOrder(app.db, callerOf(request), request.params.id, app.now(), expectedVersionOf(request)),
  );

  app.get(
    '/api/transaction/receipt/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The receipt of an order: agency, sender, beneficiary, amounts, payment lines, delivery method',
        params: IdParams,
        response: replies(Receipt),
      },
    },
    async (request) => getReceipt(app.db, app.config.agency, request.params.id),
  );
};
