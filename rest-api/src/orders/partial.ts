/**
 * Partial payments, the transfer log (docs/orders.md#partial-payments, Payments report row, docs/orders.md#calls
 * docs/orders.md#partial-payments, partial payment form): the BRL paid out so far.
 *
 * total = the sum of the not-deleted payments; missing = amountBRL - total = the order's remaining
 * value. A payment is > 0 with at most 2 decimals and may not take the remaining value below 0; its
 * date defaults to the agency's today. Reaching 0 does not change the status. Records are
 * soft-deleted. Each write locks the order, keeps transactions.paid_brl (migration 009) in step and
 * writes its audit row, all in one transaction. A deleted order answers 404.
 */
import { Decimal } from 'decimal.js';
import type { Database, Queryable } from '../db/database.js';
import { softDeleteAudited, writeAudit } from '../db/audit.js';
import { checkVersion } from '../db/versions.js';
import { badRequest, notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import { instant, requireTransaction } from './model.js';
import { factsOf, mustAllow } from './permissions.js';
import { groupDigits, optionalCalendarDate, paidAmount, problemText, sumOfPayments, toCents } from '@agency/rules';
import type { PartialBody, PartialLog, PartialRecord, PartialReport } from './list-schemas.js';
import { publishOrderEvent } from '../events.js';

interface RecordRow {
  id: number;
  transaction_id: number;
  value: string;
  date: string;
}

/** The not-deleted payments of an order, by date then id. */
async function recordsOf(q: Queryable, transactionId: number): Promise<PartialRecord[]> {
  const { rows } = await q.query<RecordRow>(
    'SELECT id, value, date FROM partial_payments WHERE transaction_id = $1 AND deleted_at IS NULL ORDER BY date, id',
    [transactionId],
  );
  return rows.map((r) => ({ id: r.id, value: r.value, date: r.date }));
}

/** The log of an order whose amountBRL and version (migration 025) are given. */
async function logOf(q: Queryable, transactionId: number, amountBrl: string, version: number): Promise<PartialLog> {
  const partialRecord = await recordsOf(q, transactionId);
  const total = sumOfPayments(partialRecord.map((r) => r.value));
  return { total, missing: toCents(new Decimal(amountBrl).minus(total)), amountBRL: amountBrl, partialRecord, version };
}

/** GET /api/transaction/partial/{id}: the transfer log of a not-deleted order; 404 'Order N not found'. */
export async function partialLog(q: Queryable, id: number): Promise<PartialLog> {
  const order = await requireTransaction(q, id);
  return logOf(q, id, order.amount_brl, order.version);
}

/** A payment value in BRL: > 0, to the cent (400 naming 'value'). */
function paymentValue(value: PartialBody['value']): string {
  return paidAmount(value, 'value');
}

/** A payment date: absent, null or '' gives fallback; else a real 'YYYY-MM-DD' (400 naming 'date'). */
function paymentDate(value: string | null | undefined, fallback: string): string {
  return optionalCalendarDate(value, 'date') ?? fallback;
}

/**
 * 400 naming `field` ('value' here; the import's 'paidAmount') when paying value out of `available`
 * BRL (decimal strings) would leave less than 0.
 */
export function mustFit(value: string, available: string, field = 'value'): void {
  if (new Decimal(available).minus(value).lt(0)) {
    throw badRequest(field, problemText('belowRemaining', { remaining: groupDigits(toCents(available)) }));
  }
}

/**
 * Sets the order's paid_brl to the sum of its not-deleted payments and announces the payment change
 * made by employeeID (docs/live-updates.md); answers the order's version after it.
 */
async function syncPaid(tx: Queryable, transactionId: number, employeeID: number): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE transactions
        SET paid_brl = (SELECT COALESCE(sum(value), 0) FROM partial_payments WHERE transaction_id = $1 AND deleted_at IS NULL),
            updated_at = now()
      WHERE id = $1 RETURNING version`,
    [transactionId],
  );
  await publishOrderEvent(tx, { id: transactionId, kind: 'PAID', employeeID });
  return rows[0]!.version;
}

/**
 * The not-deleted record with id, locked, and its not-deleted order, locked; 404 otherwise; 409
 * EDITED_ELSEWHERE when the order's version is not expectedVersion (docs/ARCHITECTURE.md#versions).
 */
async function lockRecord(tx: Queryable, recordId: number, expectedVersion: number | null) {
  const found = await tx.query<{ transaction_id: number }>(
    'SELECT transaction_id FROM partial_payments WHERE id = $1 AND deleted_at IS NULL',
    [recordId],
  );
  if (!found.rows[0]) throw notFound(`Partial payment ${recordId} not found`);
  // The order first (as every write here), then the record.
  const order = await requireTransaction(tx, found.rows[0].transaction_id, true);
  await checkVersion(tx, 'transaction', order.id, order.version, expectedVersion);
  const { rows } = await tx.query<RecordRow>(
    'SELECT id, transaction_id, value, date FROM partial_payments WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
    [recordId],
  );
  if (!rows[0]) throw notFound(`Partial payment ${recordId} not found`);
  return { order, record: rows[0] };
}

/**
 * POST /api/transaction/partial/{id} {value, date?}: records a payment (date defaults to today,
 * the agency's day) and answers the log. 400 'value: would take the remaining value below zero
 * (R$ N remaining)' when value is above the remaining value; 404 for an unknown or deleted order.
 */
export async function addPartial(
  db: Database,
  caller: Caller,
  id: number,
  body: PartialBody,
  today: string,
  expectedVersion: number | null = null,
): Promise<PartialLog> {
  const value = paymentValue(body.value);
  const date = paymentDate(body.date, today);
  return db.transaction(async (tx) => {
    const order = await requireTransaction(tx, id, true);
    await checkVersion(tx, 'transaction', id, order.version, expectedVersion);
    // Partial payments do not depend on the instant.
    mustAllow('ADD_PARTIAL_PAYMENT', await factsOf(tx, order), caller, new Date());
    mustFit(value, order.remaining_value);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO partial_payments (transaction_id, value, date, employee_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [id, value, date, caller.employeeId],
    );
    const version = await syncPaid(tx, id, caller.employeeId);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'partial_payment',
      entityId: rows[0]!.id,
      action: 'create',
      after: { id: rows[0]!.id, transactionID: id, value, date },
    });
    return logOf(tx, id, order.amount_brl, version);
  });
}

/**
 * POST /api/transaction/partial/update/{recordId} {value, date?}: changes a payment (an absent date
 * keeps the record's date) and answers its order's log. The same 400s; 404 for an unknown or
 * deleted record or order.
 */
export async function updatePartial(
  db: Database,
  caller: Caller,
  recordId: number,
  body: PartialBody,
  expectedVersion: number | null = null,
): Promise<PartialLog> {
  const value = paymentValue(body.value);
  return db.transaction(async (tx) => {
    const { order, record } = await lockRecord(tx, recordId, expectedVersion);
    mustAllow('EDIT', await factsOf(tx, order), caller, new Date());
    const date = paymentDate(body.date, record.date);
    mustFit(value, new Decimal(order.remaining_value).plus(record.value).toFixed(2));
    await tx.query('UPDATE partial_payments SET value = $2, date = $3, updated_at = now() WHERE id = $1', [recordId, value, date]);
    const version = await syncPaid(tx, order.id, caller.employeeId);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'partial_payment',
      entityId: recordId,
      action: 'update',
      before: { id: recordId, transactionID: order.id, value: record.value, date: record.date },
      after: { id: recordId, transactionID: order.id, value, date },
    });
    return logOf(tx, order.id, order.amount_brl, version);
  });
}

/** DELETE /api/transaction/partial/{recordId}: soft-deletes a payment and answers its order's log. 404 as update. */
export async function deletePartial(
  db: Database,
  caller: Caller,
  recordId: number,
  expectedVersion: number | null = null,
): Promise<PartialLog> {
  return db.transaction(async (tx) => {
    const { order, record } = await lockRecord(tx, recordId, expectedVersion);
    mustAllow('EDIT', await factsOf(tx, order), caller, new Date());
    await softDeleteAudited(tx, caller.employeeId, 'partial_payment', recordId, {
      id: recordId,
      transactionID: order.id,
      value: record.value,
      date: record.date,
    });
    const version = await syncPaid(tx, order.id, caller.employeeId);
    return logOf(tx, order.id, order.amount_brl, version);
  });
}

/**
 * GET /api/transaction/partial/report/{id} (administrators; docs/lists-and-reports.md#payments-report): the
 * order, its client and creator, the amounts and every payment. 404 for an unknown or deleted order.
 */
export async function partialReport(q: Queryable, id: number): Promise<PartialReport> {
  const order = await requireTransaction(q, id);
  const { rows } = await q.query<{ full_name: string }>('SELECT full_name FROM clients WHERE id = $1', [order.client_id]);
  const log = await logOf(q, id, order.amount_brl, order.version);
  return {
    transactionID: order.id,
    createdAt: instant(order.created_at),
    clientName: rows[0]?.full_name ?? '',
    employeeName: order.employee_name,
    amountBRL: log.amountBRL,
    total: log.total,
    missing: log.missing,
    partialPayments: log.partialRecord,
  };
}
