/**
 * POST /api/transaction/cancel/{id}: the sender's right to cancel within 30 minutes for a full
 * refund (Regulation E, 12 CFR 1005.34; docs/compliance.md "Cancellation"). One SQL transaction:
 * the order becomes Cancelled, the refund of its total with fee is recorded, both audited.
 */
import { checkVersion } from '../db/versions.js';
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import { cancellationsOf, findTransaction, instant, toTransaction } from './model.js';
import { factsOf, mustAllow } from './permissions.js';
import { STATUS, type Cancellation, type Transaction } from './schemas.js';
import type { CancellationRow } from '../compliance/schemas.js';
import { publishOrderEvent } from '../events.js';

/**
 * Cancels order id for caller at instant now, within CANCELLATION_WINDOW_MINUTES of its creation
 * instant (inclusive). Returns the order and its cancellation.
 * @throws 404 unknown or deleted order; 409 CANCELLATION_WINDOW_CLOSED after the window;
 *   409 ORDER_ALREADY_CANCELLED; 409 ORDER_NOT_CANCELLABLE for a Completed or Renewed order or one
 *   with BRL already paid out (the money has reached the beneficiary, at least in part).
 */
export async function cancelOrder(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
  expectedVersion: number | null = null,
): Promise<{ transaction: Transaction; cancellation: Cancellation }> {
  return db.transaction(async (tx) => {
    const row = await findTransaction(tx, id, { forUpdate: true });
    if (!row) throw notFound(`Order ${id} not found`);
    await checkVersion(tx, 'transaction', id, row.version, expectedVersion);
    mustAllow('CANCEL', await factsOf(tx, row), caller, now);
    await tx.query(`UPDATE transactions SET status_id = ${STATUS.CANCELLED}, updated_at = now() WHERE id = $1`, [id]);
    await tx.query('INSERT INTO order_refunds (transaction_id, amount_usd, employee_id) VALUES ($1, $2, $3)', [
      id,
      row.total_fee,
      caller.employeeId,
    ]);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'transaction',
      entityId: id,
      action: 'cancel',
      before: { id, statusID: row.status_id },
      after: { id, statusID: STATUS.CANCELLED, refundUSD: row.total_fee },
    });
    await publishOrderEvent(tx, { id, kind: 'CANCELLED', employeeID: caller.employeeId });
    const transaction = await toTransaction(tx, (await findTransaction(tx, id))!);
    const cancellation = (await cancellationsOf(tx, [id])).get(id)!;
    return { transaction, cancellation };
  });
}

/**
 * GET /api/compliance/cancellations: the cancellations with refund recorded on the agency days
 * start..end (inclusive, in timeZone, by the cancellation instant), oldest first.
 */
export async function listCancellations(q: Queryable, timeZone: string, start: string, end: string): Promise<CancellationRow[]> {
  const { rows } = await q.query<{
    id: number;
    created_at: Date | string;
    refunded_at: Date | string;
    amount_usd: string;
    refund: string;
    sender: string;
    beneficiary: string;
    employee: string;
  }>(
    `SELECT t.id, t.created_at, f.refunded_at, t.amount_usd, f.amount_usd AS refund, c.full_name AS sender, r.full_name AS beneficiary, e.full_name AS employee
       FROM order_refunds f
       JOIN transactions t ON t.id = f.transaction_id
       JOIN clients c ON c.id = t.client_id
       JOIN recipients r ON r.id = t.recipient_id
       JOIN employees e ON e.id = f.employee_id
      WHERE f.refunded_at >= ($2::date::timestamp AT TIME ZONE $1) AND f.refunded_at < (($3::date + 1)::timestamp AT TIME ZONE $1)
      ORDER BY f.refunded_at, t.id
      LIMIT 50000`,
    [timeZone, start, end],
  );
  return rows.map((r) => ({
    transactionID: r.id,
    createdAt: instant(r.created_at),
    cancelledAt: instant(r.refunded_at),
    amountUSD: r.amount_usd,
    refundUSD: r.refund,
    senderName: r.sender,
    beneficiaryName: r.beneficiary,
    employeeName: r.employee,
  }));
}
