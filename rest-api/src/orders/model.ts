/**
 * Reading orders (docs/orders.md#the-order; #receipts; docs/money-and-dates.md): the transaction model the
 * gateway depends on, built for one or many orders with one query per table, and the receipt.
 * NUMERIC columns arrive as strings at their column's scale ('100.00', '5.432500'), DATE columns as
 * 'YYYY-MM-DD'; both are answered as they are.
 */
import type { Queryable } from '../db/database.js';
import { clientsByIds, requireClient } from '../clients/service.js';
import { findRecipient, recipientsByIds, type RecipientRow } from '../beneficiaries/service.js';
import { PAYOUT, type PixEntry, type Recipient } from '../beneficiaries/schemas.js';
import type { Config } from '../config.js';
import { notFound } from '../http-errors.js';
import type { Cancellation, DeliveryMethod, Receipt, Transaction } from './schemas.js';
import { flagsOf } from '../compliance/alerts.js';
import { allowedActions, factsOf } from './permissions.js';
import type { Caller } from '../types.js';

/** A transactions row as selected here, with the creator's name and the remaining value. */
export interface TransactionRow {
  id: number;
  /** migration 025 */
  version: number;
  client_id: number;
  recipient_id: number;
  employee_id: number;
  amount_usd: string;
  exchange_rate: string;
  amount_brl: string;
  fee: string;
  total_fee: string;
  is_renew: boolean;
  original_transaction_id: number | null;
  payment_date: string;
  creation_date: string;
  days: number;
  pix_id: number | null;
  status_id: number;
  transaction_type_id: number;
  created_at: Date | string;
  deleted_at: Date | string | null;
  employee_name: string;
  remaining_value: string;
  /** Where the money goes, as recorded when the order was taken (migration 015; null before it). */
  payout_type_id: number | null;
  payout_account_type_id: number | null;
  payout_bank_name: string | null;
  payout_branch: string | null;
  payout_account_number: string | null;
  payout_zelle: string | null;
}

/**
 * The remaining value of the order `t` (docs/orders.md): amount_brl minus the not-deleted partial
 * payments, kept in t.paid_brl by the partial-payment service (migration 009), to the cent.
 */
export const REMAINING_VALUE = '(t.amount_brl - t.paid_brl)::numeric(16, 2)';

/**
 * The select list of TransactionRow over `transactions t JOIN employees e ON e.id = t.employee_id`:
 * remaining_value is REMAINING_VALUE.
 */
export const TRANSACTION_COLUMNS = `t.id, t.version, t.client_id, t.recipient_id, t.employee_id, t.amount_usd, t.exchange_rate, t.amount_brl,
  t.fee, t.total_fee, t.is_renew, t.original_transaction_id, t.payment_date, t.creation_date, t.days, t.pix_id, t.status_id,
  t.transaction_type_id, t.created_at, t.deleted_at, e.full_name AS employee_name,
  ${REMAINING_VALUE} AS remaining_value, t.payout_type_id, t.payout_account_type_id, t.payout_bank_name, t.payout_branch,
  t.payout_account_number, t.payout_zelle`;

/** The FROM clause TRANSACTION_COLUMNS reads. */
export const TRANSACTION_FROM = 'transactions t JOIN employees e ON e.id = t.employee_id';

/** An instant as ISO 8601 (drivers give timestamptz as a Date). */
export function instant(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** The cancellations of orders, by order id (orders without one are absent; docs/compliance.md#cancellation). */
export async function cancellationsOf(q: Queryable, ids: number[]): Promise<Map<number, Cancellation>> {
  const found = new Map<number, Cancellation>();
  if (ids.length === 0) return found;
  const { rows } = await q.query<{ transaction_id: number; amount_usd: string; refunded_at: Date | string; employee_name: string }>(
    `SELECT f.transaction_id, f.amount_usd, f.refunded_at, e.full_name AS employee_name
       FROM order_refunds f JOIN employees e ON e.id = f.employee_id WHERE f.transaction_id = ANY($1::int[])`,
    [ids],
  );
  for (const r of rows)
    found.set(r.transaction_id, { refundUSD: r.amount_usd, cancelledAt: instant(r.refunded_at), employeeName: r.employee_name });
  return found;
}

/** The order with id (deleted ones too when includeDeleted), locked FOR UPDATE when forUpdate; or null. */
export async function findTransaction(
  q: Queryable,
  id: number,
  options: { includeDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM ${TRANSACTION_FROM}
      WHERE t.id = $1${options.includeDeleted ? '' : ' AND t.deleted_at IS NULL'}${options.forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The not-deleted order with id; 404 'Order N not found'. */
export async function requireTransaction(q: Queryable, id: number, forUpdate = false): Promise<TransactionRow> {
  const row = await findTransaction(q, id, { forUpdate });
  if (!row) throw notFound(`Order ${id} not found`);
  return row;
}

/** The payment lines of several orders, in id order, by order id. */
async function paymentLinesOf(q: Queryable, ids: number[]): Promise<Map<number, { paymentID: number; value: string }[]>> {
  const lines = new Map<number, { paymentID: number; value: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return lines;
  const { rows } = await q.query<{ transaction_id: number; payment_type_id: number; value: string }>(
    'SELECT transaction_id, payment_type_id, value FROM transaction_payments WHERE transaction_id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  for (const row of rows) lines.get(row.transaction_id)?.push({ paymentID: row.payment_type_id, value: row.value });
  return lines;
}

/** Pix keys by id, deleted ones included (an order keeps showing its key). */
async function pixKeysById(q: Queryable, ids: number[]): Promise<Map<number, PixEntry>> {
  const keys = new Map<number, PixEntry>();
  if (ids.length === 0) return keys;
  const { rows } = await q.query<{ id: number; pix: string; main: boolean }>(
    'SELECT id, pix, main FROM recipient_pix WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  for (const row of rows) keys.set(row.id, { id: row.id, pix: row.pix, main: row.main });
  return keys;
}

/** The transactionDetail of a row (docs/orders.md#the-order). */
export function toTransactionDetail(row: TransactionRow): Transaction['transactionDetail'] {
  return {
    id: row.id,
    version: row.version,
    amountUSD: row.amount_usd,
    exchangeRate: row.exchange_rate,
    amountBRL: row.amount_brl,
    fee: row.fee,
    totalFee: row.total_fee,
    paymentDate: row.payment_date,
    creationDate: row.creation_date,
    createdAt: instant(row.created_at),
    statusID: row.status_id,
    transactionTypeID: row.transaction_type_id,
    originalTransactionID: row.original_transaction_id,
    isRenew: row.is_renew,
    days: row.days,
    remainingValue: row.remaining_value,
  };
}

/**
 * The transaction models (docs/orders.md#the-order) of rows, in their order: client, recipient with its Pix
 * list, the order's Pix key (even if since deleted), payment lines, the creator's name and where the
 * money goes (deliveryMethod, as recorded with the order).
 */
export async function toTransactions(q: Queryable, rows: TransactionRow[]): Promise<Transaction[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after the other: q may be a transaction's single connection.
  const clients = await clientsByIds(
    q,
    rows.map((r) => r.client_id),
  );
  const recipients = await recipientsByIds(
    q,
    rows.map((r) => r.recipient_id),
  );
  const lines = await paymentLinesOf(q, ids);
  const keys = await pixKeysById(
    q,
    rows.flatMap((r) => (r.pix_id === null ? [] : [r.pix_id])),
  );
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const recipientById = new Map(recipients.map((r) => [r.id, r]));
  return rows.map((row) => ({
    transactionDetail: toTransactionDetail(row),
    client: clientById.get(row.client_id)!,
    recipient: recipientById.get(row.recipient_id)!,
    pix: row.pix_id === null ? null : (keys.get(row.pix_id) ?? null),
    pixID: row.pix_id,
    aggregate: lines.get(row.id) ?? [],
    employeeName: row.employee_name,
    deliveryMethod: deliveryMethodOf(row, recipientById.get(row.recipient_id)!, keys),
  }));
}

/** The transaction model of one row. */
export async function toTransaction(q: Queryable, row: TransactionRow): Promise<Transaction> {
  return (await toTransactions(q, [row]))[0]!;
}

/**
 * GET /api/transaction/search/{id}: the model of a not-deleted order with its compliance flags, its
 * cancellation (null when not cancelled within the window) and, when `caller` is given, what that
 * caller may do with it at `now` (allowedActions, orders/permissions.ts); 404 'Order N not found'.
 */
export async function getTransaction(q: Queryable, id: number, caller?: Caller, now: Date = new Date()): Promise<Transaction> {
  const row = await requireTransaction(q, id);
  const model = await toTransaction(q, row);
  const flags = await flagsOf(q, [id]);
  const cancellation = (await cancellationsOf(q, [id])).get(id) ?? null;
  const actions = caller ? { allowedActions: allowedActions(await factsOf(q, row), caller, now) } : {};
  return { ...model, complianceFlags: flags.get(id) ?? [], cancellation, ...actions };
}

/** The receipt's name of each payout type (docs/orders.md#the-order). */
const METHODS: Record<number, string> = { [PAYOUT.BANK_DEPOSIT]: 'Bank Deposit', [PAYOUT.PIX]: 'Pix', [PAYOUT.ZELLE]: 'Zelle' };

/** A beneficiary's payout as its record says now (the API's Recipient fields). */
type CurrentPayout = Pick<Recipient, 'payoutTypeID' | 'accountTypeID' | 'bankName' | 'branch' | 'accountNumber' | 'pix'>;

/** The current payout of a recipient row. */
function currentPayout(row: RecipientRow): CurrentPayout {
  return {
    payoutTypeID: row.payout_type_id,
    accountTypeID: row.account_type_id,
    bankName: row.bank_name,
    branch: row.branch,
    accountNumber: row.account_number,
    pix: row.pix,
  };
}

/**
 * The payout columns an order records when it is taken (migration 015), from its beneficiary's
 * record: the bank account for Bank Deposit, the Zelle value for Zelle (a Pix order keeps its key's
 * id in pix_id). In the order of the INSERT's columns payout_type_id .. payout_zelle.
 */
export function payoutColumns(recipient: RecipientRow): [number, number, string | null, string | null, string | null, string | null] {
  const bank = recipient.payout_type_id === PAYOUT.BANK_DEPOSIT;
  return [
    recipient.payout_type_id,
    recipient.account_type_id,
    bank ? recipient.bank_name : null,
    bank ? recipient.branch : null,
    bank ? recipient.account_number : null,
    recipient.payout_type_id === PAYOUT.ZELLE ? recipient.pix : null,
  ];
}

/**
 * Where the order `row` pays (DeliveryMethod): as recorded with it, or, for an order taken before
 * migration 015, as its beneficiary's record says now (`current`). Pix shows the order's key.
 */
function deliveryMethodOf(row: TransactionRow, current: CurrentPayout, keys: Map<number, PixEntry>): DeliveryMethod {
  const recorded = row.payout_type_id !== null;
  const payout = recorded ? row.payout_type_id! : current.payoutTypeID;
  const bank = payout === PAYOUT.BANK_DEPOSIT;
  const pix =
    payout === PAYOUT.PIX
      ? ((row.pix_id !== null ? keys.get(row.pix_id)?.pix : undefined) ?? current.pix)
      : payout === PAYOUT.ZELLE
        ? recorded
          ? row.payout_zelle
          : current.pix
        : null;
  return {
    payoutTypeID: payout,
    method: METHODS[payout] ?? 'Bank Deposit',
    accountTypeID: recorded ? (row.payout_account_type_id ?? current.accountTypeID) : current.accountTypeID,
    bankName: bank ? (recorded ? row.payout_bank_name : current.bankName) : null,
    branch: bank ? (recorded ? row.payout_branch : current.branch) : null,
    accountNumber: bank ? (recorded ? row.payout_account_number : current.accountNumber) : null,
    pix: pix ?? null,
  };
}

/**
 * GET /api/transaction/receipt/{id} (docs/orders.md#receipts): the agency, sender,
 * beneficiary, amounts, payment lines, delivery method and the creator. The delivery method is the
 * one recorded with the order (the order's Pix key for Pix, the bank account or Zelle value the
 * beneficiary had then); an order taken before migration 015 shows the beneficiary's current one.
 * 404 'Order N not found'.
 */
export async function getReceipt(q: Queryable, agency: Config['agency'], id: number): Promise<Receipt> {
  const row = await requireTransaction(q, id);
  const client = await requireClient(q, row.client_id);
  const recipient = await findRecipient(q, row.recipient_id);
  const lines = await paymentLinesOf(q, [row.id]);
  const keys = await pixKeysById(q, row.pix_id === null ? [] : [row.pix_id]);
  if (!recipient) throw notFound(`Beneficiary ${row.recipient_id} not found`);
  return {
    agency: { name: agency.name, address: agency.address, phone: agency.phone, timeZone: agency.timeZone },
    sender: {
      fullName: client.full_name,
      streetAddress: client.street_address,
      city: client.city,
      state: client.state,
      country: client.country,
      telephone: client.telephone,
      cpf: client.cpf,
    },
    beneficiary: {
      fullName: recipient.full_name,
      city: recipient.city,
      state: recipient.state,
      telephone: recipient.telephone,
      cpf: recipient.cpf,
    },
    transactionInformation: {
      id: row.id,
      creationDate: row.creation_date,
      paymentDate: row.payment_date,
      amountUSD: row.amount_usd,
      fee: row.fee,
      totalFee: row.total_fee,
      exchangeRate: row.exchange_rate,
      amountBRL: row.amount_brl,
      statusID: row.status_id,
    },
    paymentDetail: { typesAggregate: lines.get(row.id) ?? [] },
    deliveryMethod: deliveryMethodOf(row, currentPayout(recipient), keys),
    employeeName: row.employee_name,
    cancellation: (await cancellationsOf(q, [row.id])).get(row.id) ?? null,
  };
}
