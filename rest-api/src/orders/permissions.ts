/**
 * What a caller may do with one order now (docs/orders.md#what-may-be-done-with-an-order): one function,
 * `refusalOf`, is both the check the write routes make and the `allowedActions` of the one-order reply
 * (GET /api/transaction/search/{id}), so the web and the gateway show what the server would accept and
 * never decide it themselves.
 *
 * The actions: CANCEL (cancel for a refund within 30 minutes, 12 CFR 1005.34; docs/compliance.md#cancellation),
 * RENEW (docs/orders.md#renewal), DELETE (administrators), CHANGE_STATUS (docs/orders.md#statuses),
 * ADD_PARTIAL_PAYMENT and EDIT (change or delete a recorded partial payment; docs/orders.md#partial-payments).
 * A request's own details (the status asked for without force, a payment's value) are checked by its
 * route on top of these.
 */
import { cancellableUntil, CANCELLATION_WINDOW_MINUTES, groupDigits, isAdministratorRole, problemText, toCents } from '@agency/rules';
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../http-errors.js';
import type { Caller } from '../types.js';
import type { TransactionRow } from './model.js';
import { ORDER_ACTIONS, STATUS, type OrderAction } from './schemas.js';

/**
 * What the checks read of an order: its row, the newest not-deleted renewal of it (null when none)
 * and whether it was cancelled with a refund (an order_refunds row: the client's USD went back).
 */
export interface OrderFacts {
  row: TransactionRow;
  renewedBy: number | null;
  refunded: boolean;
}

/**
 * Why `caller` may not do `action` with the order at instant `now`, as the error its route answers;
 * null when allowed. Refusals: CANCEL 409 CANCELLATION_WINDOW_CLOSED (past createdAt + 30 minutes),
 * ORDER_ALREADY_CANCELLED, ORDER_NOT_CANCELLABLE (Completed, Renewed or BRL already paid out);
 * RENEW 409 ORDER_NOT_RENEWABLE (Renewed or Cancelled); DELETE 403 (not an administrator), 409 while
 * a renewal of it remains; CHANGE_STATUS 409 ORDER_LOCKED (deleted, Renewed, or cancelled with a refund:
 * the USD went back to the client, so the order cannot come back to life); ADD_PARTIAL_PAYMENT 409
 * ORDER_LOCKED while Cancelled (nothing is paid out on a cancelled order) or Renewed (its payments go on
 * the renewal), 400 naming `value` when nothing remains to pay; EDIT 404 when no payment is recorded.
 */
export function refusalOf(action: OrderAction, facts: OrderFacts, caller: Caller, now: Date): HttpError | null {
  const { row, renewedBy, refunded } = facts;
  const id = row.id;
  const status = row.status_id;
  const paidOut = new Decimal(row.remaining_value).lt(row.amount_brl);
  switch (action) {
    case 'CANCEL':
      if (now.getTime() > cancellableUntil(new Date(row.created_at).getTime()))
        return conflict(
          `Order ${id} can no longer be cancelled: the ${CANCELLATION_WINDOW_MINUTES} minutes after it was created have passed`,
          {
            code: 'CANCELLATION_WINDOW_CLOSED',
          },
        );
      if (status === STATUS.CANCELLED) return conflict(`Order ${id} is already cancelled`, { code: 'ORDER_ALREADY_CANCELLED' });
      if (status === STATUS.COMPLETED || status === STATUS.RENEWED || paidOut)
        return conflict(`Order ${id} cannot be cancelled: its money has already been paid out or renewed`, {
          code: 'ORDER_NOT_CANCELLABLE',
        });
      return null;
    case 'RENEW':
      if (status === STATUS.RENEWED) return conflict(`Order ${id} is renewed and cannot be renewed`, { code: 'ORDER_NOT_RENEWABLE' });
      if (status === STATUS.CANCELLED) return conflict(`Order ${id} is cancelled and cannot be renewed`, { code: 'ORDER_NOT_RENEWABLE' });
      return null;
    case 'DELETE':
      if (!isAdministratorRole(caller.roleId)) return forbidden('Administrators only');
      if (renewedBy !== null) return conflict(`Order ${id} was renewed by order ${renewedBy}: delete that renewal first`);
      return null;
    case 'CHANGE_STATUS':
      if (row.deleted_at !== null) return conflict(`Order ${id} is deleted and its status cannot change`, { code: 'ORDER_LOCKED' });
      if (status === STATUS.RENEWED) return conflict(`Order ${id} is renewed and its status cannot change`, { code: 'ORDER_LOCKED' });
      if (refunded)
        return conflict(`Order ${id} was cancelled and its USD refunded to the client: its status cannot change`, { code: 'ORDER_LOCKED' });
      return null;
    case 'ADD_PARTIAL_PAYMENT':
      if (status === STATUS.CANCELLED)
        return conflict(`Order ${id} is cancelled: no payment is recorded on a cancelled order`, { code: 'ORDER_LOCKED' });
      if (status === STATUS.RENEWED)
        return conflict(`Order ${id} is renewed: record payments on its renewal${renewedBy === null ? '' : `, order ${renewedBy}`}`, {
          code: 'ORDER_LOCKED',
        });
      if (new Decimal(row.remaining_value).lte(0))
        return badRequest('value', problemText('belowRemaining', { remaining: groupDigits(toCents(row.remaining_value)) }));
      return null;
    case 'EDIT':
      return paidOut ? null : notFound(`Order ${id} has no partial payment`);
  }
}

/** Throws the refusal of `action` (see refusalOf); returns when the caller may do it. */
export function mustAllow(action: OrderAction, facts: OrderFacts, caller: Caller, now: Date): void {
  const refusal = refusalOf(action, facts, caller, now);
  if (refusal) throw refusal;
}

/** The actions `caller` may do with the order at `now`, in ORDER_ACTIONS' order: the reply's allowedActions. */
export function allowedActions(facts: OrderFacts, caller: Caller, now: Date): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusalOf(action, facts, caller, now) === null);
}

/**
 * The facts refusalOf reads of a row, in one statement: the row, its newest not-deleted renewal (what
 * DELETE waits for) and whether it was cancelled with a refund.
 */
export async function factsOf(q: Queryable, row: TransactionRow): Promise<OrderFacts> {
  const { rows } = await q.query<{ renewed_by: number | null; refunded: boolean }>(
    `SELECT (SELECT id FROM transactions WHERE original_transaction_id = $1 AND is_renew AND deleted_at IS NULL
              ORDER BY id DESC LIMIT 1) AS renewed_by,
            EXISTS (SELECT 1 FROM order_refunds WHERE transaction_id = $1) AS refunded`,
    [row.id],
  );
  return { row, renewedBy: rows[0]?.renewed_by ?? null, refunded: rows[0]?.refunded === true };
}
