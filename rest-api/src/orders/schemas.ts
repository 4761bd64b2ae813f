/**
 * TypeBox schemas of the orders domain (docs/orders.md#the-order, #calls, #statuses; docs/ARCHITECTURE.md#contracts, docs/money-and-dates.md): the
 * transaction model, the creation payload, status change, duplicate, derivative and receipt replies.
 * Amounts are accepted as JSON numbers or decimal strings and answered as decimal strings.
 */
import { Type, type Static } from 'typebox';
import { SanctionsOverrideBody } from '../compliance/schemas.js';
import { Client, ClientBody } from '../clients/schemas.js';
import { PixEntry, Recipient, RecipientBody } from '../beneficiaries/schemas.js';
import { IgnoredId, PositiveId } from '../schemas.js';
import { CalendarDate, CalendarDateInput } from '../field-schemas.js';
import { ExpectedVersion, Version } from '../db/versions.js';

/** Order status ids (docs/orders.md#the-order), under the orders' short name: @agency/rules ORDER_STATUS, their one home. */
export { ORDER_STATUS as STATUS } from '@agency/rules';

/**
 * What may be done with one order (docs/orders.md#what-may-be-done-with-an-order), in the order the
 * one-order reply lists them: orders/permissions.ts decides each.
 */
export const ORDER_ACTIONS = ['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT', 'EDIT'] as const;
/** One of ORDER_ACTIONS. */
export type OrderAction = (typeof ORDER_ACTIONS)[number];
/** An OrderAction on the wire. */
export const OrderActionSchema = Type.Union(
  [
    Type.Literal('CANCEL'),
    Type.Literal('RENEW'),
    Type.Literal('DELETE'),
    Type.Literal('CHANGE_STATUS'),
    Type.Literal('ADD_PARTIAL_PAYMENT'),
    Type.Literal('EDIT'),
  ],
  { title: 'OrderAction' },
);

/** An amount on the way in: a JSON number or a decimal string. */
export const AmountInput = (description: string) =>
  Type.Union([Type.Number(), Type.String({ maxLength: 40 })], { description: `${description}; a JSON number or a decimal string` });

/** A decimal string on the way out. */
const AmountOut = (description: string) => Type.String({ description });

/** A payment line on the way in (docs/orders.md valueAggregates). */
export const PaymentLineInput = Type.Object({
  paymentID: Type.Integer({ minimum: 1, maximum: 4, description: '1 Cash, 2 Check, 3 Zelle, 4 Credit' }),
  value: AmountInput('USD, >= 0, at most 2 decimals'),
});

/** A payment line on the way out (docs/orders.md aggregate). */
export const PaymentLine = Type.Object(
  {
    paymentID: Type.Integer({ description: '1 Cash, 2 Check, 3 Zelle, 4 Credit' }),
    value: AmountOut('USD, 2 decimals'),
  },
  { title: 'PaymentLine' },
);

/** transactionDetail of the transaction model (docs/orders.md#the-order, with the extension fields). */
export const TransactionDetail = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    amountUSD: AmountOut('USD, 2 decimals'),
    exchangeRate: AmountOut('6 decimals'),
    amountBRL: AmountOut('BRL, 2 decimals: amountUSD x exchangeRate rounded half-up to the cent'),
    fee: AmountOut('USD, 2 decimals'),
    totalFee: AmountOut('USD, 2 decimals: amountUSD + fee'),
    paymentDate: CalendarDate(),
    creationDate: CalendarDate(),
    createdAt: Type.String({ description: 'ISO 8601 instant the order was stored' }),
    statusID: Type.Integer({ description: '1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby' }),
    transactionTypeID: Type.Integer({ description: '0 Normal, 1 Special, 2 Premium' }),
    originalTransactionID: Type.Union([Type.Integer(), Type.Null()]),
    isRenew: Type.Boolean(),
    days: Type.Integer({ description: 'the payment-in choice, or the weekday count of a typed payment date' }),
    remainingValue: AmountOut('BRL, 2 decimals: amountBRL minus the partial payments'),
  },
  { title: 'TransactionDetail' },
);
export type TransactionDetail = Static<typeof TransactionDetail>;

/** The transaction model (docs/orders.md#the-order). */
/**
 * Where an order's money goes, as recorded when it was taken (migration 015); an order taken before
 * shows its beneficiary's current payout (docs/orders.md#receipts deliveryMethod, extended).
 */
export const DeliveryMethod = Type.Object(
  {
    payoutTypeID: Type.Integer({ description: '1 Bank Deposit, 2 Pix, 3 Zelle' }),
    method: Type.String({ description: "'Bank Deposit', 'Pix' or 'Zelle'" }),
    accountTypeID: Type.Integer({ description: '1 Savings, 2 Checking (extension)' }),
    bankName: Type.Union([Type.String(), Type.Null()]),
    branch: Type.Union([Type.String(), Type.Null()]),
    accountNumber: Type.Union([Type.String(), Type.Null()]),
    pix: Type.Union([Type.String(), Type.Null()], {
      description: "Pix: the order's key; Zelle: the Zelle email or phone; Bank Deposit: null",
    }),
  },
  { title: 'DeliveryMethod' },
);
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/** A cancellation within 30 minutes (12 CFR 1005.34): the refund of the total with fee, USD. */
export const Cancellation = Type.Object(
  {
    refundUSD: Type.String({ description: "USD: the order's total with fee, refunded" }),
    cancelledAt: Type.String({ description: 'ISO instant' }),
    employeeName: Type.String({ description: 'who recorded it' }),
  },
  { title: 'Cancellation' },
);
export type Cancellation = Static<typeof Cancellation>;

export const Transaction = Type.Object(
  {
    transactionDetail: TransactionDetail,
    client: Client,
    recipient: Recipient,
    pix: Type.Union([PixEntry, Type.Null()], { description: "the order's Pix key (even if since deleted), or null" }),
    pixID: Type.Union([Type.Integer(), Type.Null()]),
    aggregate: Type.Array(PaymentLine, { description: 'the payment lines, in the order entered' }),
    employeeName: Type.String({ description: 'the employee who created the order' }),
    deliveryMethod: DeliveryMethod,
    complianceFlags: Type.Optional(
      Type.Array(Type.Union([Type.Literal('CTR'), Type.Literal('STRUCTURING'), Type.Literal('SANCTIONS')]), {
        description: 'the compliance alerts that add this order up (docs/compliance.md "Alerts"); in the one-order replies',
      }),
    ),
    cancellation: Type.Optional(
      Type.Union([Cancellation, Type.Null()], {
        description: 'the cancellation and refund, when cancelled within 30 minutes; in the one-order replies',
      }),
    ),
    allowedActions: Type.Optional(
      Type.Array(OrderActionSchema, {
        description:
          'what the caller may do with the order now (CANCEL, RENEW, DELETE, CHANGE_STATUS, ADD_PARTIAL_PAYMENT, EDIT: change or delete a recorded partial payment); in GET /api/transaction/search/{id}',
      }),
    ),
  },
  { title: 'Transaction' },
);
export type Transaction = Static<typeof Transaction>;

export const TransactionReply = Type.Object({ transaction: Transaction });

/** POST /api/transaction/create: the creation payload (docs/orders.md#the-order) plus transactionTypeID (extension). */
export const CreateTransactionBody = Type.Object({
  clientID: PositiveId,
  recipientID: PositiveId,
  employeeID: Type.Optional(Type.Union([IgnoredId(), Type.Null()], { description: 'ignored: the employee is the signed-in one' })),
  amountUSD: AmountInput('USD, > 0, at most 1000000.00, at most 2 decimals'),
  exchangeRate: AmountInput('> 0, at most 6 decimals'),
  amountBRL: AmountInput('must be amountUSD x exchangeRate rounded half-up to the cent'),
  fee: AmountInput('USD, >= 0, at most 2 decimals'),
  totalFee: AmountInput('must be amountUSD + fee'),
  valueAggregates: Type.Array(PaymentLineInput, { maxItems: 50, description: '1 to 3 payment lines adding up to totalFee' }),
  isRenew: Type.Optional(Type.Boolean({ description: 'default false' })),
  originalTransactionID: Type.Optional(Type.Union([PositiveId, Type.Null()], { description: 'required when isRenew' })),
  paymentDate: CalendarDateInput('YYYY-MM-DD, not before creationDate'),
  creationDate: CalendarDateInput('YYYY-MM-DD'),
  days: Type.Integer({
    minimum: -1000,
    maximum: 1000,
    description: '1, 5, 10, 15, 20 or 30 (paymentDate must match), or -1 for a typed paymentDate',
  }),
  pixID: Type.Optional(Type.Union([PositiveId, Type.Null()], { description: "required for a Pix payout: one of the recipient's keys" })),
  transactionTypeID: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2, description: '0 Normal (default), 1 Special, 2 Premium (extension)' }),
  ),
  sanctionsOverride: Type.Optional(SanctionsOverrideBody),
});
export type CreateTransactionBody = Static<typeof CreateTransactionBody>;

/** The optional Idempotency-Key header of a create (extension, docs/ARCHITECTURE.md#contracts, #security). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/**
 * POST /api/transaction/confirm (extension): a whole Confirm in one call. The sender and the
 * beneficiary are given by id, or by their fields (found by exact full name, else created); `pix`
 * is the Pix key to pay to; `transaction` the creation payload without its parties and key.
 */
export const ConfirmBody = Type.Object({
  client: Type.Object(
    { id: Type.Optional(PositiveId), ...Type.Partial(ClientBody).properties },
    { description: 'id: that client, used as it is; otherwise the fields of /api/client/create (found by exact full name, or created)' },
  ),
  recipient: Type.Object(
    { id: Type.Optional(PositiveId), ...Type.Partial(RecipientBody).properties },
    {
      description:
        'id and/or the fields of /api/recipient/create. Without id: found by exact full name, or created. One on file takes the fields sent ' +
        'when they differ (a Pix payout keeps its main key), unless its CPF/CNPJ is another (409 BENEFICIARY_CPF_MISMATCH)',
    },
  ),
  pix: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description:
        "Pix payout: the key to pay to, added to the beneficiary's keys when new; absent: its main key. Ignored for other payouts",
    }),
  ),
  transaction: Type.Omit(CreateTransactionBody, ['clientID', 'recipientID', 'pixID', 'employeeID', 'sanctionsOverride']),
  acceptDuplicate: Type.Optional(
    Type.Boolean({ description: 'true: take the order although the client has another today (no POSSIBLE_DUPLICATE)' }),
  ),
  deleteDuplicateID: Type.Optional(
    Type.Union([PositiveId, Type.Null()], {
      description: "administrators: soft-delete this order of the client's first (403 for employees)",
    }),
  ),
  sanctionsOverride: Type.Optional(SanctionsOverrideBody),
});
export type ConfirmBody = Static<typeof ConfirmBody>;

/** The reply of a confirm: the order, the parties and key it used, and which of them it created. */
export const ConfirmReply = Type.Object(
  {
    transaction: Transaction,
    clientID: Type.Integer(),
    recipientID: Type.Integer(),
    pixID: Type.Union([Type.Integer(), Type.Null()]),
    created: Type.Object({ client: Type.Boolean(), recipient: Type.Boolean(), pix: Type.Boolean() }),
  },
  { title: 'ConfirmReply' },
);
export type ConfirmReply = Static<typeof ConfirmReply>;

/** POST /api/transaction/status/ (docs/orders.md#calls). */
export const StatusBody = Type.Object({
  transactionID: PositiveId,
  statusID: Type.Integer({
    minimum: 1,
    maximum: 5,
    description: '1 Pending, 2 Completed, 3 Cancelled, 5 Standby (4 Renewed only by a renewal)',
  }),
  force: Type.Optional(Type.Boolean({ description: 'default false; Completed with a remaining value needs it' })),
  expectedVersion: ExpectedVersion,
});
export type StatusBody = Static<typeof StatusBody>;

export const DuplicateReply = Type.Object({ transactionID: Type.Integer() });
export const DerivativeReply = Type.Object({ size: Type.Integer(), transactions: Type.Array(Transaction) });

/** GET /api/transaction/receipt/{id} (docs/orders.md#receipts, plus the agency and statusID). */
export const Receipt = Type.Object(
  {
    agency: Type.Object({ name: Type.String(), address: Type.String(), phone: Type.String(), timeZone: Type.String() }),
    sender: Type.Object({
      fullName: Type.String(),
      streetAddress: Type.String(),
      city: Type.String(),
      state: Type.String(),
      country: Type.String(),
      telephone: Type.String({ description: 'digits' }),
      cpf: Type.String({ description: 'CPF or CNPJ, without punctuation' }),
    }),
    beneficiary: Type.Object({
      fullName: Type.String(),
      city: Type.String(),
      state: Type.String(),
      telephone: Type.Union([Type.String({ description: 'digits' }), Type.Null()]),
      cpf: Type.String({ description: 'CPF or CNPJ, without punctuation' }),
    }),
    transactionInformation: Type.Object({
      id: Type.Integer(),
      creationDate: Type.String(),
      paymentDate: Type.String(),
      amountUSD: Type.String(),
      fee: Type.String(),
      totalFee: Type.String(),
      exchangeRate: Type.String(),
      amountBRL: Type.String(),
      statusID: Type.Integer(),
    }),
    paymentDetail: Type.Object({ typesAggregate: Type.Array(PaymentLine) }),
    deliveryMethod: DeliveryMethod,
    employeeName: Type.String(),
    cancellation: Type.Optional(
      Type.Union([Cancellation, Type.Null()], { description: 'a cancelled order: the refund, for the cancellation receipt' }),
    ),
  },
  { title: 'Receipt' },
);
export type Receipt = Static<typeof Receipt>;

/** POST /api/transaction/cancel/{id}: the order, now Cancelled, and its refund. */
export const CancelReply = Type.Object({ transaction: Transaction, cancellation: Cancellation });
export type CancelReply = Static<typeof CancelReply>;
