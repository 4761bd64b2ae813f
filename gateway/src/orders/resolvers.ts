/**
 * Orders (transactions): docs/orders.md /new and the receipt page, Transaction and Receipt data;
 * docs/orders.md#the-order-page, Renew, Preview, transaction model and creation payload, statuses,
 * duplicate check and renewal, docs/orders.md transaction and configuration calls; docs/money-and-dates.md.
 * The REST API repeats every check; these resolvers translate the UI's words (enums, Decimal).
 */
import { cancellableUntil } from '@agency/rules';
import type {
  CancellationResolvers,
  CancelOrderResultResolvers,
  ConfirmOrderInput,
  ConfirmOrderResultResolvers,
  CreateOrderInput,
  DeliveryMethodResolvers,
  MutationResolvers,
  OrderDetailsInput,
  OrderResolvers,
  PaymentLineResolvers,
  QueryResolvers,
  ReceiptOrderResolvers,
  ReceiptResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { beneficiaryToRest, clientToRest } from '../shared/people.js';
import { nullWhenNotFound } from '../rest/shared.js';
import type { RestConfirmBody, RestTransactionCreate } from './rest.js';
import { accountTypes, orderStatuses, orderTypes, payoutTypes, paymentMethods } from '../rest/enums.js';
import { badUserInput } from '../rest/errors.js';
import { personFieldNames, withGraphQLFieldNames } from '../rest/field-names.js';
import { parseId } from '../rest/inputs.js';
import { recordHistory } from '../audit/resolvers.js';

/** Largest Idempotency-Key the gateway forwards. */
const MAX_IDEMPOTENCY_KEY = 200;

/** The order's own fields (CreateOrderInput and OrderDetailsInput alike) as the REST creation payload's. */
function orderDetailsToRest(
  input: OrderDetailsInput,
): Omit<RestTransactionCreate, 'clientID' | 'recipientID' | 'pixID' | 'sanctionsOverride'> {
  const original = input.originalOrderId ? parseId(input.originalOrderId, 'originalOrderId') : null;
  return {
    amountUSD: input.amountUsd,
    exchangeRate: input.exchangeRate,
    amountBRL: input.amountBrl,
    fee: input.fee,
    totalFee: input.totalWithFee,
    valueAggregates: input.paymentLines.map((line) => ({ paymentID: paymentMethods.toId(line.method), value: line.value })),
    days: input.days,
    creationDate: input.creationDate,
    paymentDate: input.paymentDate,
    transactionTypeID: orderTypes.toId(input.type ?? 'NORMAL'),
    isRenew: original !== null,
    originalTransactionID: original,
  };
}

function toRest(input: CreateOrderInput): RestTransactionCreate {
  return {
    clientID: parseId(input.clientId, 'clientId'),
    recipientID: parseId(input.beneficiaryId, 'beneficiaryId'),
    pixID: input.pixKeyId ? parseId(input.pixKeyId, 'pixKeyId') : null,
    ...orderDetailsToRest(input),
    ...(input.sanctionsOverride ? { sanctionsOverride: { reason: input.sanctionsOverride.reason } } : {}),
  };
}

/**
 * The REST confirm body of a ConfirmOrderInput: each party by id or by its details.
 * @throws BAD_USER_INPUT naming client or beneficiary when neither is given.
 */
function confirmToRest(input: ConfirmOrderInput): RestConfirmBody {
  let client: RestConfirmBody['client'];
  if (input.clientId) client = { id: parseId(input.clientId, 'clientId') };
  else if (input.client) client = clientToRest(input.client);
  else throw badUserInput('client: is required without clientId');
  const beneficiary = input.beneficiary ? beneficiaryToRest(input.beneficiary) : null;
  let recipient: RestConfirmBody['recipient'];
  if (input.beneficiaryId) recipient = { id: parseId(input.beneficiaryId, 'beneficiaryId'), ...beneficiary };
  else if (beneficiary) recipient = beneficiary;
  else throw badUserInput('beneficiary: is required without beneficiaryId');
  return {
    client,
    recipient,
    pix: input.pixKey?.trim() || null,
    transaction: orderDetailsToRest(input.order),
    acceptDuplicate: input.acceptDuplicate ?? false,
    deleteDuplicateID: input.deleteDuplicateId ? parseId(input.deleteDuplicateId, 'deleteDuplicateId') : null,
    ...(input.sanctionsOverride ? { sanctionsOverride: { reason: input.sanctionsOverride.reason } } : {}),
  };
}

/**
 * An Idempotency-Key as forwarded: trimmed, null when blank.
 * @throws BAD_USER_INPUT over MAX_IDEMPOTENCY_KEY characters, or with a character an HTTP header
 * cannot carry as is (anything but printable ASCII: letters, digits, punctuation and spaces).
 */
function idempotencyKeyOf(value: string | null | undefined): string | null {
  const key = value?.trim() || null;
  if (key && key.length > MAX_IDEMPOTENCY_KEY) throw badUserInput(`idempotencyKey: at most ${MAX_IDEMPOTENCY_KEY} characters`);
  if (key && !/^[\x20-\x7E]+$/.test(key))
    throw badUserInput('idempotencyKey: only printable ASCII characters (letters, digits, punctuation, spaces)');
  return key;
}

/** REST field names in create errors, as the GraphQL input names them. */
const ORDER_FIELDS: Record<string, string> = {
  amountUSD: 'amountUsd',
  amountBRL: 'amountBrl',
  totalFee: 'totalWithFee',
  valueAggregates: 'paymentLines',
  clientID: 'clientId',
  recipientID: 'beneficiaryId',
  pixID: 'pixKeyId',
  transactionTypeID: 'type',
  originalTransactionID: 'originalOrderId',
};

/** REST field paths in confirm errors ('transaction.amountBRL', 'recipient.email'), as ConfirmOrderInput names them. */
const CONFIRM_FIELDS: Record<string, string> = {
  ...ORDER_FIELDS,
  ...personFieldNames,
  transaction: 'order',
  recipient: 'beneficiary',
  pix: 'pixKey',
  deleteDuplicateID: 'deleteDuplicateId',
};

/** REST field names in status errors, as updateOrderStatus names them. */
const STATUS_FIELDS: Record<string, string> = { statusID: 'status', transactionID: 'id' };

export const Order: OrderResolvers = {
  id: (o) => String(o.transactionDetail.id),
  version: (o) => o.transactionDetail.version,
  history: (o, args, { rest }) => recordHistory(rest, 'transaction', o.transactionDetail.id, args),
  client: (o) => o.client,
  beneficiary: (o) => o.recipient,
  pixKey: (o) => o.pix,
  amountUsd: (o) => o.transactionDetail.amountUSD,
  exchangeRate: (o) => o.transactionDetail.exchangeRate,
  amountBrl: (o) => o.transactionDetail.amountBRL,
  fee: (o) => o.transactionDetail.fee,
  totalWithFee: (o) => o.transactionDetail.totalFee,
  paymentLines: (o) => o.aggregate,
  days: (o) => o.transactionDetail.days,
  creationDate: (o) => o.transactionDetail.creationDate,
  paymentDate: (o) => o.transactionDetail.paymentDate,
  status: (o) => orderStatuses.fromId(o.transactionDetail.statusID),
  type: (o) => orderTypes.fromId(o.transactionDetail.transactionTypeID),
  isRenewal: (o) => o.transactionDetail.isRenew,
  // Null when the original was deleted since: the renewal still reads, without a link to a gone order.
  originalOrder: (o, _a, { rest }) =>
    o.transactionDetail.originalTransactionID ? nullWhenNotFound(rest.orders.byId(o.transactionDetail.originalTransactionID)) : null,
  derivativeOrders: (o, _a, { rest }) => rest.orders.derivatives(o.transactionDetail.id),
  remainingValue: (o) => o.transactionDetail.remainingValue,
  createdBy: (o) => o.employeeName,
  createdAt: (o) => o.transactionDetail.createdAt,
  deliveryMethod: (o) => o.deliveryMethod,
  // Orders from lists lack the one-order fields: those read the order once more (memoised per request).
  complianceFlags: async (o, _a, { rest }) => o.complianceFlags ?? (await rest.orders.detail(o.transactionDetail.id)).complianceFlags ?? [],
  cancellation: async (o, _a, { rest }) =>
    o.cancellation !== undefined ? o.cancellation : ((await rest.orders.detail(o.transactionDetail.id)).cancellation ?? null),
  cancellableUntil: (o) => new Date(cancellableUntil(o.transactionDetail.createdAt)).toISOString(),
  // What the caller may do, as the REST API decides it (docs/orders.md#what-may-be-done-with-an-order):
  // in the one-order reply; an order from a list or a write reads the order once more.
  allowedActions: async (o, _a, { rest }) => o.allowedActions ?? (await rest.orders.detail(o.transactionDetail.id)).allowedActions ?? [],
};

export const Cancellation: CancellationResolvers = {
  refund: (c) => c.refundUSD,
  cancelledBy: (c) => c.employeeName,
};

export const ConfirmOrderResult: ConfirmOrderResultResolvers = {
  order: (r) => r.transaction,
  client: (r) => r.transaction.client,
  beneficiary: (r) => r.transaction.recipient,
  pixKey: (r) => r.transaction.pix,
  created: (r) => ({ client: r.created.client, beneficiary: r.created.recipient, pixKey: r.created.pix }),
};

export const CancelOrderResult: CancelOrderResultResolvers = {
  order: (r) => r.transaction,
};

export const PaymentLine: PaymentLineResolvers = {
  method: (line) => paymentMethods.fromId(line.paymentID),
  value: (line) => String(line.value),
};

export const Receipt: ReceiptResolvers = {
  agency: (r) => r.agency,
  order: (r) => r.transactionInformation,
  sender: (r) => r.sender,
  beneficiary: (r) => r.beneficiary,
  paymentLines: (r) => r.paymentDetail.typesAggregate,
  deliveryMethod: (r) => r.deliveryMethod,
  employeeName: (r) => r.employeeName,
  cancellation: (r) => r.cancellation ?? null,
};

export const ReceiptOrder: ReceiptOrderResolvers = {
  id: (o) => String(o.id),
  amountUsd: (o) => o.amountUSD,
  totalWithFee: (o) => o.totalFee,
  amountBrl: (o) => o.amountBRL,
  status: (o) => orderStatuses.fromId(o.statusID),
};

export const DeliveryMethod: DeliveryMethodResolvers = {
  method: (d) => payoutTypes.fromId(d.payoutTypeID),
  accountType: (d) => accountTypes.fromId(d.accountTypeID),
};

export const Query: QueryResolvers = {
  order: (_p, { id }, { rest }) => rest.orders.byId(parseId(id, 'id')),
  orderDefaults: (_p, _a, { rest }) => rest.orders.defaults(),
  duplicateOrder: async (_p, { clientId }, { rest }) => {
    const id = await rest.orders.duplicateOf(parseId(clientId, 'clientId'));
    return id === null ? null : rest.orders.byId(id);
  },
  receipt: (_p, { orderId }, { rest }) => rest.orders.receipt(parseId(orderId, 'orderId')),
};

export const Mutation: MutationResolvers = {
  createOrder: (_p, { input, idempotencyKey }, { rest }) =>
    withGraphQLFieldNames(rest.orders.create(toRest(input), idempotencyKeyOf(idempotencyKey)), ORDER_FIELDS),
  confirmOrder: (_p, { input, idempotencyKey }, { rest }) =>
    withGraphQLFieldNames(rest.orders.confirm(confirmToRest(input), idempotencyKeyOf(idempotencyKey)), CONFIRM_FIELDS),
  // The REST API decides which statuses may be set (RENEWED only by a renewal): its refusal names statusID as status.
  updateOrderStatus: (_p, { id, status, force, expectedVersion }, { rest }) =>
    withGraphQLFieldNames(
      rest.orders.setStatus(parseId(id, 'id'), orderStatuses.toId(status), force ?? false, expectedVersion),
      STATUS_FIELDS,
    ),
  // The deleted order as it was; for a renewal, its originalOrder is read after the delete, with
  // the status the delete gave it back, so a client can update its copy of the original.
  deleteOrder: (_p, { id, expectedVersion }, { rest }) => rest.orders.remove(parseId(id, 'id'), expectedVersion),
  cancelOrder: async (_p, { id, expectedVersion }, { rest }) => {
    const reply = await rest.orders.cancel(parseId(id, 'id'), expectedVersion);
    return { ...reply, transaction: { ...reply.transaction, cancellation: reply.cancellation } };
  },
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = {
  Order,
  Cancellation,
  ConfirmOrderResult,
  CancelOrderResult,
  PaymentLine,
  Receipt,
  ReceiptOrder,
  DeliveryMethod,
  Query,
  Mutation,
};
