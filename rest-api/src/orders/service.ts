/**
 * Orders (transactions; docs/orders.md#the-order, #validation, #calls, #amounts, #statuses; docs/money-and-dates.md, docs/ARCHITECTURE.md#security): the
 * beneficiaries a sender has already sent orders to, creation (with renewal and idempotency),
 * status changes, soft delete, the duplicate check and the renewal links. The money and date rules
 * are the shared ones of rules.ts; every write runs in one transaction with its audit rows.
 */
import { checkVersion } from '../db/versions.js';
import type { Database, Queryable } from '../db/database.js';
import { softDeleteAudited, writeAudit } from '../db/audit.js';
import { badRequest, HttpError, notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import { requireClient, type ClientRow } from '../clients/service.js';
import { raiseOrderAlerts, raiseOverrideAlerts } from '../compliance/alerts.js';
import { checkOverride, screenedTransaction, type SanctionsScreener } from '../compliance/screening.js';
import { checkSenderRecord } from '../compliance/recordkeeping.js';
import { findRecipient, RECIPIENT_COLUMNS, recipientsWithPix, type RecipientRow } from '../beneficiaries/service.js';
import { PAYOUT, type Recipient } from '../beneficiaries/schemas.js';
import { storeConfiguration } from '../configuration/service.js';
import { factsOf, mustAllow } from './permissions.js';
import { findKey, lockKey, requestHash, sameRequest, storeKey, type KeyRecord } from './idempotency.js';
import {
  findTransaction,
  getTransaction,
  payoutColumns,
  requireTransaction,
  toTransaction,
  toTransactions,
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  type TransactionRow,
} from './model.js';
import {
  amountBrlFor,
  compareDates,
  CUSTOM_DAYS,
  daysForTypedDate,
  exchangeRate,
  feeAmount,
  calendarDateField,
  lineValue,
  MAX_PAYMENT_LINES,
  mustEqual,
  PAYMENT_IN_DAYS,
  parseDecimal,
  paymentDateFor,
  sumOfPayments,
  totalWithFee,
  usdAmount,
} from '@agency/rules';
import { STATUS, type CreateTransactionBody, type StatusBody, type Transaction } from './schemas.js';
import { publishOrderEvent, type OrderChangeKind } from '../events.js';

/**
 * GET /api/transaction/search/beneficiary/{clientId}: the distinct recipients of the client's
 * not-deleted orders, the most recent order first (created_at, then id). 404 unknown client.
 */
export async function beneficiariesOfClient(db: Queryable, clientId: number): Promise<Recipient[]> {
  await requireClient(db, clientId);
  const { rows } = await db.query<RecipientRow>(
    `SELECT ${RECIPIENT_COLUMNS}
       FROM (SELECT recipient_id, max(created_at) AS last_at, max(id) AS last_id
               FROM transactions
              WHERE client_id = $1 AND deleted_at IS NULL
              GROUP BY recipient_id) t
       JOIN recipients r ON r.id = t.recipient_id
      ORDER BY t.last_at DESC, t.last_id DESC`,
    [clientId],
  );
  return recipientsWithPix(db, rows);
}

// ---- the orders issue: create, read, status, delete, duplicate, renewal links ----

/** The order's own fields of a creation payload (its parties and Pix key aside). */
export type OrderPayload = Omit<CreateTransactionBody, 'clientID' | 'recipientID' | 'pixID' | 'employeeID'>;

/** The validated, normalised fields of a creation payload, before the database checks. */
export interface OrderFields {
  amountUSD: string;
  exchangeRate: string;
  amountBRL: string;
  fee: string;
  totalFee: string;
  lines: { paymentID: number; value: string }[];
  creationDate: string;
  paymentDate: string;
  days: number;
  isRenew: boolean;
  originalTransactionID: number | null;
  transactionTypeID: number;
}

/**
 * The checks of an order that need no database (docs/orders.md#validation, #amounts; docs/money-and-dates.md, "Amounts",
 * "Payment in N days"), each a 400 naming the field: amounts and their decimals, amountBRL =
 * amountBrlFor(USD, rate), totalFee = totalWithFee(USD, fee), 1 to MAX_PAYMENT_LINES payment lines
 * adding up to totalFee, real dates with the payment date not before the creation date, and days:
 * a PAYMENT_IN_DAYS choice whose date paymentDateFor gives, or CUSTOM_DAYS (stored as
 * daysForTypedDate). A renewal needs its originalTransactionID.
 */
export function validateOrder(body: OrderPayload): OrderFields {
  const amountUSD = usdAmount(body.amountUSD, 'amountUSD');
  const rate = exchangeRate(body.exchangeRate, 'exchangeRate');
  const amountBRL = mustEqual(
    body.amountBRL,
    amountBrlFor(amountUSD, rate),
    'amountBRL',
    'must be amountUSD x exchangeRate rounded to the cent',
  );
  const fee = feeAmount(body.fee, 'fee');
  const totalFee = mustEqual(body.totalFee, totalWithFee(amountUSD, fee), 'totalFee', 'must be amountUSD + fee');

  if (body.valueAggregates.length === 0) throw badRequest('valueAggregates', 'at least 1 payment line is required');
  if (body.valueAggregates.length > MAX_PAYMENT_LINES) throw badRequest('valueAggregates', `at most ${MAX_PAYMENT_LINES} payment lines`);
  const lines = body.valueAggregates.map((line, i) => ({
    paymentID: line.paymentID,
    value: lineValue(line.value, `valueAggregates.${i}.value`),
  }));
  if (sumOfPayments(lines.map((l) => l.value)) !== totalFee)
    throw badRequest('valueAggregates', 'Total paid does not match total with fee!');

  const creationDate = calendarDateField(body.creationDate, 'creationDate');
  const paymentDate = calendarDateField(body.paymentDate, 'paymentDate');
  if (compareDates(paymentDate, creationDate) < 0) throw badRequest('paymentDate', 'Payment date cannot be earlier than Creation date');

  let days: number;
  if (body.days === CUSTOM_DAYS) {
    days = daysForTypedDate(creationDate, paymentDate);
  } else if ((PAYMENT_IN_DAYS as readonly number[]).includes(body.days)) {
    const expected = paymentDateFor(creationDate, body.days);
    if (expected !== paymentDate) {
      throw badRequest('paymentDate', `must be ${expected} for payment in ${body.days} ${body.days === 1 ? 'day' : 'days'}`);
    }
    days = body.days;
  } else {
    throw badRequest('days', `must be one of ${PAYMENT_IN_DAYS.join(', ')}, or ${CUSTOM_DAYS} for a typed payment date`);
  }

  const isRenew = body.isRenew ?? false;
  const originalTransactionID = body.originalTransactionID ?? null;
  if (isRenew && originalTransactionID === null) throw badRequest('originalTransactionID', 'is required for a renewal (isRenew true)');
  if (!isRenew && originalTransactionID !== null) throw badRequest('originalTransactionID', 'must be null unless isRenew is true');

  return {
    amountUSD,
    exchangeRate: rate,
    amountBRL,
    fee,
    totalFee,
    lines,
    creationDate,
    paymentDate,
    days,
    isRenew,
    originalTransactionID,
    transactionTypeID: body.transactionTypeID ?? 0,
  };
}

/** What the audit log keeps of an order (its 'create' row; the import's orders too). */
export function orderAuditSnapshot(model: Transaction) {
  return {
    ...model.transactionDetail,
    clientID: model.client.id,
    recipientID: model.recipient.id,
    pixID: model.pixID,
    aggregate: model.aggregate,
    employeeName: model.employeeName,
  };
}

/** The order a stored Idempotency-Key created (deleted or not), as its model. */
export async function orderOfKey(q: Queryable, record: KeyRecord): Promise<Transaction> {
  const row = await findTransaction(q, record.transactionId, { includeDeleted: true });
  return toTransaction(q, row!);
}

/**
 * The pixID to store (docs/orders.md): for a Pix payout one of the recipient's not-deleted keys
 * (400 naming pixID otherwise); null for Bank Deposit and Zelle, whatever was sent.
 */
async function orderPixId(q: Queryable, recipient: RecipientRow, pixID: number | null): Promise<number | null> {
  if (recipient.payout_type_id !== PAYOUT.PIX) return null;
  if (pixID === null) throw badRequest('pixID', `is required: beneficiary ${recipient.id} is paid by Pix`);
  const { rows } = await q.query('SELECT 1 FROM recipient_pix WHERE id = $1 AND recipient_id = $2 AND deleted_at IS NULL', [
    pixID,
    recipient.id,
  ]);
  if (rows.length === 0) throw badRequest('pixID', `must be one of the Pix keys of beneficiary ${recipient.id}`);
  return pixID;
}

/**
 * Locks the original of a renewal; 404 unknown or deleted, 409 ORDER_NOT_RENEWABLE when `caller` may
 * not RENEW it (Renewed or Cancelled; orders/permissions.ts, docs/orders.md#renewal).
 */
async function lockOriginal(tx: Queryable, caller: Caller, id: number): Promise<TransactionRow> {
  const original = await requireTransaction(tx, id, true);
  // RENEW does not depend on the instant.
  mustAllow('RENEW', await factsOf(tx, original), caller, new Date());
  return original;
}

/**
 * Inserts a validated order on tx for clientId and recipient (both already locked FOR UPDATE by
 * the caller, client first) with pixId: the order (Pending, by caller) and its payment lines, a
 * renewal's original marked Renewed, fee and rate remembered as the next defaults, and the audit
 * rows. Returns the order's model.
 * @throws 404 / 409 for a renewal's original that is unknown, deleted, Renewed or Cancelled.
 */
export async function insertOrder(
  tx: Queryable,
  caller: Caller,
  order: OrderFields,
  client: ClientRow,
  recipient: RecipientRow,
  pixId: number | null,
  timeZone: string,
): Promise<Transaction> {
  const actorId = caller.employeeId;
  // $3,000 or more: the sender's record must hold what 31 CFR 1010.410(e) keeps.
  checkSenderRecord(order.amountUSD, client);
  const clientId = client.id;
  const original = order.originalTransactionID === null ? null : await lockOriginal(tx, caller, order.originalTransactionID);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO transactions (client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee,
                               is_renew, original_transaction_id, payment_date, creation_date, days, pix_id, status_id,
                               transaction_type_id, payout_type_id, payout_account_type_id, payout_bank_name, payout_branch,
                               payout_account_number, payout_zelle)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, ${STATUS.PENDING}, $15, $16, $17, $18, $19, $20, $21)
     RETURNING id`,
    [
      clientId,
      recipient.id,
      actorId,
      order.amountUSD,
      order.exchangeRate,
      order.amountBRL,
      order.fee,
      order.totalFee,
      order.isRenew,
      order.originalTransactionID,
      order.paymentDate,
      order.creationDate,
      order.days,
      pixId,
      order.transactionTypeID,
      // Where the money goes, as the beneficiary's record says now (migration 015).
      ...payoutColumns(recipient),
    ],
  );
  const id = rows[0]!.id;
  for (const line of order.lines) {
    await tx.query('INSERT INTO transaction_payments (transaction_id, payment_type_id, value) VALUES ($1, $2, $3)', [
      id,
      line.paymentID,
      line.value,
    ]);
  }
  const model = await toTransaction(tx, (await findTransaction(tx, id))!);
  await writeAudit(tx, { actorId, entity: 'transaction', entityId: id, action: 'create', after: orderAuditSnapshot(model) });
  await publishOrderEvent(tx, { id, kind: 'CREATED', employeeID: actorId });

  if (original) {
    // The status it had is kept (migration 017) for when this renewal is deleted.
    await tx.query(
      `UPDATE transactions SET status_id = ${STATUS.RENEWED}, status_before_renewal = status_id, updated_at = now() WHERE id = $1`,
      [original.id],
    );
    await writeAudit(tx, {
      actorId,
      entity: 'transaction',
      entityId: original.id,
      action: 'renew',
      before: { id: original.id, statusID: original.status_id },
      after: { id: original.id, statusID: STATUS.RENEWED, renewedBy: id },
    });
    await publishOrderEvent(tx, { id: original.id, kind: 'CHANGED', employeeID: actorId });
  }

  await storeConfiguration(tx, actorId, 'fee', order.fee);
  await storeConfiguration(tx, actorId, 'exchange', order.exchangeRate);
  // CTR and structuring, in the order's own transaction (docs/compliance.md "Alerts").
  await raiseOrderAlerts(tx, timeZone, actorId, id);
  return model;
}

/** The route of POST /api/transaction/create, as its Idempotency-Key fingerprints it. */
const CREATE_ROUTE = 'POST /api/transaction/create';

/**
 * POST /api/transaction/create (docs/orders.md#the-order, #statuses, #calls, docs/ARCHITECTURE.md#security): validates the payload (400
 * naming the field; 404 'Client N not found' / 'Beneficiary N not found' / 'Order N not found' for
 * the original; 409 for a Renewed or Cancelled original), then in ONE transaction: inserts the
 * order (Pending, by the signed-in employee, whatever employeeID says) and its payment lines, marks
 * a renewal's original Renewed, remembers fee and rate as the configuration, records the
 * Idempotency-Key, and writes the audit rows. A key the same employee already used with the same
 * body returns the first order's model and creates nothing; with another body it is 422
 * IDEMPOTENCY_KEY_REUSED. Both parties are screened against the sanctions list in force (422
 * SANCTIONS_MATCH unless an administrator's sanctionsOverride, 403 from an employee), and an order
 * of $3,000.00 or more needs the sender's record complete (422 RECORDKEEPING_INCOMPLETE);
 * docs/compliance.md.
 */
export async function createTransaction(
  db: Database,
  caller: Caller,
  body: CreateTransactionBody,
  timeZone: string,
  sanctions: SanctionsScreener,
  idempotencyKey?: string,
): Promise<Transaction> {
  const override = checkOverride(caller, body.sanctionsOverride);
  const hash = idempotencyKey === undefined ? '' : requestHash(CREATE_ROUTE, body);
  if (idempotencyKey !== undefined) {
    const first = await findKey(db, caller.employeeId, idempotencyKey);
    if (first) return orderOfKey(db, sameRequest(first, hash));
  }
  const order = validateOrder(body);
  return screenedTransaction(db, sanctions, caller, override, async (tx, screening) => {
    if (idempotencyKey !== undefined) {
      // Requests with the same key wait here for each other; the later one then finds the first order.
      const first = await lockKey(tx, caller.employeeId, idempotencyKey);
      if (first) return orderOfKey(tx, sameRequest(first, hash));
    }
    // Locked (client first, then recipient, the order counts' trigger's order) so the payout
    // recorded with the order is the record's as of commit, not an edit that lands meanwhile.
    const client = await requireClient(tx, body.clientID, true);
    const recipient = await findRecipient(tx, body.recipientID, true);
    if (!recipient) throw notFound(`Beneficiary ${body.recipientID} not found`);
    // Both parties are screened against the list in force now, as at Confirm (a renewal too).
    const matches = [
      ...(await screening.screen(tx, client.full_name, 'client')),
      ...(await screening.screen(tx, recipient.full_name, 'recipient')),
    ];
    screening.refuseOnMatch(matches);
    const pixId = await orderPixId(tx, recipient, body.pixID ?? null);
    const model = await insertOrder(tx, caller, order, client, recipient, pixId, timeZone);
    await raiseOverrideAlerts(tx, screening, { clientId: client.id, recipientId: recipient.id }, model.transactionDetail.id);
    if (idempotencyKey !== undefined) await storeKey(tx, caller.employeeId, idempotencyKey, model.transactionDetail.id, hash);
    return model;
  });
}

/** The live update a status change announces (docs/live-updates.md): Cancelled and Completed (paid out in full) by name. */
function statusChangeKind(statusID: number): OrderChangeKind {
  if (statusID === STATUS.CANCELLED) return 'CANCELLED';
  return statusID === STATUS.COMPLETED ? 'PAID' : 'CHANGED';
}

/**
 * POST /api/transaction/status/ (docs/orders.md#statuses, #calls): sets statusID 1, 2, 3 or 5.
 * 400 for 4 (Renewed is set only by a renewal); 404 unknown; 409 ORDER_LOCKED for a Renewed, deleted
 * or refunded order (orders/permissions.ts);
 * 422 'Please make sure that all payments are completed' for Completed while the remaining value
 * is above 0, unless force. Audited with the status before and after; no change, no write.
 */
export async function changeStatus(
  db: Database,
  caller: Caller,
  body: StatusBody,
  expectedVersion: number | null = null,
  now: Date = new Date(),
): Promise<Transaction> {
  const { transactionID: id, statusID } = body;
  if (statusID === STATUS.RENEWED) throw badRequest('statusID', 'Renewed is set only by a renewal');
  return db.transaction(async (tx) => {
    const row = await findTransaction(tx, id, { includeDeleted: true, forUpdate: true });
    if (!row) throw notFound(`Order ${id} not found`);
    await checkVersion(tx, 'transaction', id, row.version, expectedVersion);
    mustAllow('CHANGE_STATUS', await factsOf(tx, row), caller, now);
    if (statusID === STATUS.COMPLETED && !body.force && parseDecimal(row.remaining_value)!.gt(0)) {
      throw new HttpError(422, 'Please make sure that all payments are completed', { code: 'PAYMENTS_INCOMPLETE' });
    }
    if (row.status_id === statusID) return toTransaction(tx, row);
    await tx.query('UPDATE transactions SET status_id = $2, updated_at = now() WHERE id = $1', [id, statusID]);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'transaction',
      entityId: id,
      action: 'status',
      before: { id, statusID: row.status_id },
      after: { id, statusID, force: body.force ?? false },
    });
    await publishOrderEvent(tx, { id, kind: statusChangeKind(statusID), employeeID: caller.employeeId });
    return toTransaction(tx, (await findTransaction(tx, id))!);
  });
}

/**
 * DELETE /api/transaction/{id} (administrators; docs/orders.md): a soft delete, audited with the
 * order as it was. Deleting a renewal also gives its original back the status it had before the
 * renewal (see restoreRenewedOriginal), in the same transaction. Returns the deleted order's model
 * as it was. 404 unknown or already deleted; 409 while a not-deleted renewal of the order remains
 * (that renewal would be left renewing a deleted order: it is deleted first).
 */
export async function deleteTransaction(
  db: Database,
  caller: Caller,
  id: number,
  expectedVersion: number | null = null,
  now: Date = new Date(),
): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const row = await requireTransaction(tx, id, true);
    await checkVersion(tx, 'transaction', id, row.version, expectedVersion);
    mustAllow('DELETE', await factsOf(tx, row), caller, now);
    const model = await toTransaction(tx, row);
    await softDeleteAudited(tx, caller.employeeId, 'transaction', id, orderAuditSnapshot(model));
    await publishOrderEvent(tx, { id, kind: 'DELETED', employeeID: caller.employeeId });
    if (row.is_renew && row.original_transaction_id !== null) await restoreRenewedOriginal(tx, caller, row.original_transaction_id, id);
    return model;
  });
}

/**
 * After the renewal `deletedRenewalId` of order `originalId` was soft-deleted (on tx, the delete's
 * own transaction): when the original is not deleted, still Renewed and no other not-deleted
 * renewal of it remains, sets its status back to the one it had before it was renewed (kept in
 * status_before_renewal; Pending when unknown) and writes an 'unrenew' audit row with the status
 * before and after. Otherwise changes nothing. Throws nothing of its own.
 */
async function restoreRenewedOriginal(tx: Queryable, caller: Caller, originalId: number, deletedRenewalId: number): Promise<void> {
  const original = await findTransaction(tx, originalId, { forUpdate: true });
  if (!original || original.status_id !== STATUS.RENEWED) return;
  const others = await tx.query(
    'SELECT 1 FROM transactions WHERE original_transaction_id = $1 AND is_renew AND deleted_at IS NULL LIMIT 1',
    [originalId],
  );
  if (others.rows.length > 0) return;
  const { rows } = await tx.query<{ status_id: number }>(
    `UPDATE transactions SET status_id = COALESCE(status_before_renewal, ${STATUS.PENDING}), status_before_renewal = NULL, updated_at = now()
      WHERE id = $1 RETURNING status_id`,
    [originalId],
  );
  await writeAudit(tx, {
    actorId: caller.employeeId,
    entity: 'transaction',
    entityId: originalId,
    action: 'unrenew',
    before: { id: originalId, statusID: STATUS.RENEWED },
    after: { id: originalId, statusID: rows[0]!.status_id, renewalDeleted: deletedRenewalId },
  });
  await publishOrderEvent(tx, { id: originalId, kind: 'CHANGED', employeeID: caller.employeeId });
}

/**
 * GET /api/transaction/duplicate/{clientId} (docs/orders.md#duplicate-check): the newest not-deleted,
 * not-Cancelled order of the client whose creation date is today ('YYYY-MM-DD', the agency's day).
 * 404 'Client N not found', or 404 when there is none.
 */
export async function findDuplicate(db: Queryable, clientId: number, today: string): Promise<number> {
  await requireClient(db, clientId);
  const id = await duplicateOf(db, clientId, today);
  if (id === null) throw notFound(`No order of client ${clientId} created on ${today}`);
  return id;
}

/**
 * The possible duplicate of a new order of clientId: the id of the client's newest not-deleted,
 * not-Cancelled order created on `today` ('YYYY-MM-DD', the agency's day), or null.
 */
export async function duplicateOf(q: Queryable, clientId: number, today: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT t.id FROM transactions t
      WHERE t.client_id = $1 AND t.creation_date = $2 AND t.deleted_at IS NULL AND t.status_id <> ${STATUS.CANCELLED}
      ORDER BY t.created_at DESC, t.id DESC LIMIT 1`,
    [clientId, today],
  );
  return rows[0]?.id ?? null;
}

/** GET /api/transaction/search/original/{id} (docs/orders.md#calls): the model of the order's original; 404 when none. */
export async function getOriginal(db: Queryable, id: number): Promise<Transaction> {
  const row = await requireTransaction(db, id);
  if (row.original_transaction_id === null) throw notFound(`Order ${id} has no original order`);
  return getTransaction(db, row.original_transaction_id);
}

/**
 * GET /api/transaction/search/derivative/{id} (docs/orders.md#statuses, #calls): the not-deleted orders
 * whose original is the order, newest first. 404 when the order is unknown or deleted.
 */
export async function getDerivatives(db: Queryable, id: number): Promise<{ size: number; transactions: Transaction[] }> {
  await requireTransaction(db, id);
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM ${TRANSACTION_FROM}
      WHERE t.original_transaction_id = $1 AND t.deleted_at IS NULL ORDER BY t.created_at DESC, t.id DESC`,
    [id],
  );
  return { size: rows.length, transactions: await toTransactions(db, rows) };
}
