/**
 * The order calls of the REST data source (docs/orders.md#calls): one order, its writes, its receipt, and its
 * partial payments (docs/orders.md#partial-payments). Orders read are remembered per request.
 */
import type { RestClientInput } from '../clients/rest.js';
import type { RestRecipientInput } from '../beneficiaries/rest.js';
import type { Caller, RestClient } from '../rest/client.js';
import { ifMatch, nullWhenNotFound, versionBody, type RequestState } from '../rest/shared.js';
import { GraphQLError } from 'graphql';
import { isMissingRoute } from '../rest/errors.js';
import type {
  RestCancelReply,
  RestConfirmReply,
  RestPaymentsReport,
  RestTransferLog,
  RestPaymentLine,
  RestReceipt,
  RestTransaction,
} from '../rest/types.js';

/** The creation payload of POST /api/transaction/create (docs/orders.md#the-order; employeeID comes from the token). */
export interface RestTransactionCreate {
  clientID: number;
  recipientID: number;
  pixID: number | null;
  amountUSD: string;
  exchangeRate: string;
  amountBRL: string;
  fee: string;
  totalFee: string;
  valueAggregates: RestPaymentLine[];
  days: number;
  creationDate: string;
  paymentDate: string;
  transactionTypeID: number;
  isRenew: boolean;
  originalTransactionID: number | null;
  /** An administrator's override of a possible sanctions match (extension of our REST API). */
  sanctionsOverride?: { reason: string };
}

/** POST /api/transaction/confirm body (extension): the parties by id or fields, the Pix key, the order. */
export interface RestConfirmBody {
  client: { id: number } | RestClientInput;
  recipient: { id: number } | RestRecipientInput | ({ id: number } & RestRecipientInput);
  pix: string | null;
  transaction: Omit<RestTransactionCreate, 'clientID' | 'recipientID' | 'pixID' | 'sanctionsOverride'>;
  acceptDuplicate: boolean;
  deleteDuplicateID: number | null;
  /** An administrator's override of a possible sanctions match (extension of our REST API). */
  sanctionsOverride?: { reason: string };
}

/** GET/POST /api/transaction/*: one order, its writes, its receipt and the new-order defaults. */
export interface OrdersRest {
  /** GET /api/transaction/search/{id} (memoised per request). @throws NOT_FOUND. */
  byId(id: number): Promise<RestTransaction>;
  /** POST /api/transaction/create with an optional Idempotency-Key. */
  create(input: RestTransactionCreate, idempotencyKey: string | null): Promise<RestTransaction>;
  /**
   * POST /api/transaction/confirm (extension) with an optional Idempotency-Key: the one Confirm, with
   * no step-by-step fallback (docs/decisions/0007-one-confirm.md).
   * @throws the REST API's refusals; NOT_FOUND saying so when the REST host has no such route.
   */
  confirm(body: RestConfirmBody, idempotencyKey: string | null): Promise<RestConfirmReply>;
  /** GET /api/transaction/duplicate/{clientId}: the id of a possible duplicate, or null. */
  duplicateOf(clientId: number): Promise<number | null>;
  /** GET /api/transaction/search/derivative/{id}: the orders that renew this one. */
  derivatives(id: number): Promise<RestTransaction[]>;
  /**
   * POST /api/transaction/status/; expectedVersion, when given, is the order's version the editor
   * loaded (docs/ARCHITECTURE.md#versions). @throws PAYMENTS_INCOMPLETE (422), CONFLICT, EDITED_ELSEWHERE.
   */
  setStatus(id: number, statusID: number, force: boolean, expectedVersion?: number | null): Promise<RestTransaction>;
  /**
   * DELETE /api/transaction/{id} (administrators): the order as it was. A deleted renewal's
   * original is read again afterwards (its status may have been restored).
   */
  remove(id: number, expectedVersion?: number | null): Promise<RestTransaction>;
  /** GET /api/transaction/receipt/{id}. */
  receipt(id: number): Promise<RestReceipt>;
  /**
   * GET /api/transaction/search/{id} read for its one-order fields (complianceFlags, cancellation),
   * which orders from lists lack (memoised per request). @throws NOT_FOUND.
   */
  detail(id: number): Promise<RestTransaction>;
  /** POST /api/transaction/cancel/{id} (extension). @throws CANCELLATION_WINDOW_CLOSED and other 409s. */
  cancel(id: number, expectedVersion?: number | null): Promise<RestCancelReply>;
  /** GET /api/configuration/fee/ and /exchange/: the defaults of the new-order form. */
  defaults(): Promise<{ fee: string; exchangeRate: string }>;
}

/** The order calls, bound to the caller; orders read or written are remembered per request. */
export function ordersRest(client: RestClient, caller: Caller, state: RequestState): OrdersRest {
  const { primeClients, primeRecipients, orders } = state;
  /** Orders read for their one-order fields, by id. */
  const details = new Map<number, Promise<RestTransaction>>();
  /** Remembers an order and the client and recipient it carries, so later lookups need no call. */
  const primeOrder = (order: RestTransaction) => {
    orders.set(order.transactionDetail.id, Promise.resolve(order));
    primeClients([order.client]);
    primeRecipients([order.recipient]);
    return order;
  };
  return {
    byId: (id) => {
      let order = orders.get(id);
      if (!order) {
        order = client.json<RestTransaction>('GET', `/api/transaction/search/${id}`, caller).then(primeOrder);
        orders.set(id, order);
      }
      return order;
    },
    create: (input, idempotencyKey) =>
      client
        .json<{ transaction: RestTransaction }>(
          'POST',
          '/api/transaction/create',
          caller,
          input,
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        )
        .then((r) => primeOrder(r.transaction)),
    confirm: (body, idempotencyKey) =>
      client
        .json<RestConfirmReply>(
          'POST',
          '/api/transaction/confirm',
          caller,
          body,
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        )
        .then(
          (reply) => {
            primeOrder(reply.transaction);
            return reply;
          },
          (error: unknown) => {
            if (!isMissingRoute(error)) throw error;
            throw new GraphQLError(
              'The REST API this gateway fronts has no POST /api/transaction/confirm, which Confirm needs: point REST_API_URL at the agency REST API',
              { extensions: { code: 'NOT_FOUND', restStatus: 404 } },
            );
          },
        ),
    duplicateOf: (clientId) =>
      nullWhenNotFound(client.json<{ transactionID: number }>('GET', `/api/transaction/duplicate/${clientId}`, caller)).then(
        (r) => r?.transactionID ?? null,
      ),
    derivatives: (id) =>
      client
        .json<{ size: number; transactions: RestTransaction[] }>('GET', `/api/transaction/search/derivative/${id}`, caller)
        .then((r) => r.transactions.map(primeOrder)),
    setStatus: (id, statusID, force, expectedVersion) =>
      client
        .json<{ transaction: RestTransaction }>('POST', '/api/transaction/status/', caller, {
          transactionID: id,
          statusID,
          force,
          ...versionBody(expectedVersion),
        })
        .then((r) => primeOrder(r.transaction)),
    remove: (id, expectedVersion) =>
      client
        .json<{ transaction: RestTransaction }>('DELETE', `/api/transaction/${id}`, caller, undefined, ifMatch(expectedVersion))
        .then((r) => {
          orders.delete(id);
          // Deleting a renewal can give its original back its former status: read it again if asked for.
          const original = r.transaction.transactionDetail.originalTransactionID;
          if (original !== null) orders.delete(original);
          return r.transaction;
        }),
    receipt: (id) => client.json<RestReceipt>('GET', `/api/transaction/receipt/${id}`, caller),
    detail: (id) => {
      let order = details.get(id);
      if (!order) {
        order = client.json<RestTransaction>('GET', `/api/transaction/search/${id}`, caller);
        details.set(id, order);
      }
      return order;
    },
    cancel: (id, expectedVersion) =>
      client.json<RestCancelReply>('POST', `/api/transaction/cancel/${id}`, caller, versionBody(expectedVersion)).then((r) => {
        // The one-order fields (allowedActions, complianceFlags) are read again if asked for.
        details.delete(id);
        primeOrder({ ...r.transaction, cancellation: r.cancellation });
        return r;
      }),
    defaults: async () => {
      const [fee, exchange] = await Promise.all([
        client.json<{ value: string }>('GET', '/api/configuration/fee/', caller),
        client.json<{ value: string }>('GET', '/api/configuration/exchange/', caller),
      ]);
      return { fee: String(fee.value), exchangeRate: String(exchange.value) };
    },
  };
}

/** GET/POST/DELETE /api/transaction/partial/*: the transfer log of an order (BRL). */
export interface PartialsRest {
  /** GET /api/transaction/partial/{orderId}. */
  log(orderId: number): Promise<RestTransferLog>;
  /** The writes take the order's version the editor loaded, when given (docs/ARCHITECTURE.md#versions). @throws EDITED_ELSEWHERE. */
  add(orderId: number, value: string, date: string | null, expectedVersion?: number | null): Promise<RestTransferLog>;
  update(orderId: number, id: number, value: string, date: string | null, expectedVersion?: number | null): Promise<RestTransferLog>;
  remove(orderId: number, id: number, expectedVersion?: number | null): Promise<RestTransferLog>;
  /** GET /api/transaction/partial/report/{orderId} (administrators). */
  report(orderId: number): Promise<RestPaymentsReport>;
}

/** The partial-payment calls, bound to the caller; each forgets the order read (its remaining value changed). */
export function partialsRest(client: RestClient, caller: Caller, state: RequestState): PartialsRest {
  const { orders } = state;
  /** A transfer log, tagged with its order; the order is fetched again afterwards (its remaining value changed). */
  const partialLog = async (orderId: number, reply: Promise<Omit<RestTransferLog, 'transactionID'>>): Promise<RestTransferLog> => {
    const log = await reply;
    orders.delete(orderId);
    return { ...log, transactionID: orderId };
  };
  return {
    log: (orderId) => partialLog(orderId, client.json('GET', `/api/transaction/partial/${orderId}`, caller)),
    add: (orderId, value, date, expectedVersion) =>
      partialLog(
        orderId,
        client.json('POST', `/api/transaction/partial/${orderId}`, caller, {
          value,
          ...(date ? { date } : {}),
          ...versionBody(expectedVersion),
        }),
      ),
    update: (orderId, id, value, date, expectedVersion) =>
      partialLog(
        orderId,
        client.json('POST', `/api/transaction/partial/update/${id}`, caller, {
          value,
          ...(date ? { date } : {}),
          ...versionBody(expectedVersion),
        }),
      ),
    remove: (orderId, id, expectedVersion) =>
      partialLog(orderId, client.json('DELETE', `/api/transaction/partial/${id}`, caller, undefined, ifMatch(expectedVersion))),
    report: (orderId) => client.json('GET', `/api/transaction/partial/report/${orderId}`, caller),
  };
}
