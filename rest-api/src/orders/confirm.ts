/**
 * POST /api/transaction/confirm: the whole Confirm of the new-order form in one SQL transaction
 * (docs/orders.md "Confirm"). In order: the sender (by id, else by exact full name: none → created,
 * one → used, several → 409 SENDER_AMBIGUOUS), the duplicate check for a sender already on file
 * (409 POSSIBLE_DUPLICATE unless accepted, or an administrator deletes that order first), the
 * beneficiary (by id or full name, created when missing; one on file takes the details confirmed
 * when they differ, never another person's record: 409 BENEFICIARY_CPF_MISMATCH), the Pix key, and
 * the order with its audit rows and remembered fee and rate. Any refusal throws before COMMIT, so
 * nothing is written. The Idempotency-Key covers the whole call.
 */
import type { Database, Queryable } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound, withFieldPrefix } from '../http-errors.js';
import { isAdministratorRole, pixKey } from '@agency/rules';
import type { Caller } from '../types.js';
import { resolveClient, validateNestedClient, type ClientFields } from '../clients/service.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import { resolveRecipient, validateNestedRecipient, type RecipientFields, type RecipientRow } from '../beneficiaries/service.js';
import { findOrAddKey } from '../beneficiaries/pix.js';
import { softDeleteAudited } from '../db/audit.js';
import { findKey, lockKey, requestHash, sameRequest, storeKey, type KeyRecord } from './idempotency.js';
import { findTransaction, toTransaction } from './model.js';
import type { ConfirmBody, ConfirmReply } from './schemas.js';
import { duplicateOf, insertOrder, orderOfKey, validateOrder, type OrderFields } from './service.js';
import { checkOverride, screenedTransaction, type SanctionsScreener } from '../compliance/screening.js';
import { raiseOverrideAlerts } from '../compliance/alerts.js';
import { publishOrderEvent } from '../events.js';

/** The route as its Idempotency-Key fingerprints it. */
const CONFIRM_ROUTE = 'POST /api/transaction/confirm';

/** What a confirm reports besides the order, kept with its Idempotency-Key for a repeat. */
type Outcome = Omit<ConfirmReply, 'transaction'>;

/** The checked body: every field validated before the transaction opens. */
interface Checked {
  client: { id: number } | { fields: ClientFields };
  recipient: { id: number | null; fields: RecipientFields | null };
  /** The Pix key as typed (checked once the payout is known). */
  pix: string | null;
  order: OrderFields;
}

/** Every check that needs no database, each a 400 naming the field with its path ('client.birthday'). */
function check(body: ConfirmBody, today: string): Checked {
  const order = withFieldPrefix('transaction', () => validateOrder(body.transaction));
  const { id: clientId, ...clientFields } = body.client;
  let client: Checked['client'];
  if (clientId !== undefined) {
    client = { id: clientId };
  } else {
    client = { fields: validateNestedClient('client', clientFields, today) };
  }
  const { id: recipientId, ...recipientFields } = body.recipient;
  const sent = recipientId === undefined || Object.keys(recipientFields).length > 0;
  const fields = sent ? validateNestedRecipient('recipient', recipientFields) : null;
  return { client, recipient: { id: recipientId ?? null, fields }, pix: body.pix?.trim() ? body.pix : null, order };
}

/**
 * The duplicate check for a sender already on file (not for a renewal): an administrator's
 * deleteDuplicateID soft-deletes that order of the client first; otherwise a same-day order of the
 * client refuses with 409 POSSIBLE_DUPLICATE unless acceptDuplicate.
 */
async function checkDuplicate(tx: Queryable, actorId: number, clientId: number, body: ConfirmBody, today: string): Promise<void> {
  const deleteId = body.deleteDuplicateID ?? null;
  if (deleteId !== null) {
    const row = await findTransaction(tx, deleteId, { forUpdate: true });
    if (!row) throw notFound(`Order ${deleteId} not found`);
    if (row.client_id !== clientId) throw badRequest('deleteDuplicateID', `order ${deleteId} is not an order of client ${clientId}`);
    const model = await toTransaction(tx, row);
    await softDeleteAudited(tx, actorId, 'transaction', deleteId, {
      ...model.transactionDetail,
      clientID: clientId,
      reason: 'duplicate deleted at confirm',
    });
    await publishOrderEvent(tx, { id: deleteId, kind: 'DELETED', employeeID: actorId });
    return;
  }
  if (body.acceptDuplicate) return;
  const duplicate = await duplicateOf(tx, clientId, today);
  if (duplicate !== null) {
    throw conflict(`Possible duplicate: order #${duplicate} was already created today for this client`, {
      code: 'POSSIBLE_DUPLICATE',
      details: { transactionID: duplicate },
    });
  }
}

/** The Pix key the order pays to: for a Pix payout the one sent (added when new) or the main key; else none. */
async function resolvePix(
  tx: Queryable,
  actorId: number,
  recipient: RecipientRow,
  pix: string | null,
): Promise<{ id: number | null; created: boolean }> {
  if (recipient.payout_type_id !== PAYOUT.PIX) return { id: null, created: false };
  const value = pix ?? recipient.pix;
  if (!value) throw badRequest('pix', 'Please fill in the PIX field in the Beneficiary Information section');
  return findOrAddKey(tx, actorId, recipient.id, pixKey(value, 'pix'));
}

/** The reply of a stored key: its order as it is now, with the outcome of the first call. */
async function replay(q: Queryable, record: KeyRecord): Promise<ConfirmReply> {
  return { transaction: await orderOfKey(q, record), ...(record.outcome as Outcome) };
}

/**
 * POST /api/transaction/confirm for the signed-in caller, with today the agency's calendar day
 * ('YYYY-MM-DD'). Amounts are USD and BRL decimal strings as in /api/transaction/create.
 * @returns the order's model, the ids of its client, recipient and Pix key, and what was created.
 * @throws 400 naming the field (with its path: 'client.birthday', 'transaction.amountBRL'); 403 for
 *   deleteDuplicateID from an employee; 404 for an unknown id; 409 SENDER_AMBIGUOUS (candidates),
 *   BENEFICIARY_AMBIGUOUS (candidates), BENEFICIARY_CPF_MISMATCH (recipientID), POSSIBLE_DUPLICATE
 *   (transactionID), ORDER_NOT_RENEWABLE; 422 IDEMPOTENCY_KEY_REUSED; 422 SANCTIONS_MATCH (matches) when the
 *   client's or the beneficiary's name may be a listed party (31 CFR 501), unless an administrator
 *   sends sanctionsOverride with a reason (403 from an employee). None of them writes anything but
 *   the sanctions screening log.
 */
export async function confirmOrder(
  db: Database,
  caller: Caller,
  body: ConfirmBody,
  today: string,
  sanctions: SanctionsScreener,
  timeZone: string,
  idempotencyKey?: string,
): Promise<ConfirmReply> {
  if ((body.deleteDuplicateID ?? null) !== null && !isAdministratorRole(caller.roleId))
    throw forbidden('Only an administrator may delete the duplicate first');
  const override = checkOverride(caller, body.sanctionsOverride);
  const hash = idempotencyKey === undefined ? '' : requestHash(CONFIRM_ROUTE, body);
  if (idempotencyKey !== undefined) {
    const first = await findKey(db, caller.employeeId, idempotencyKey);
    if (first) return replay(db, sameRequest(first, hash));
  }
  const checked = check(body, today);
  const actor = caller.employeeId;
  return screenedTransaction(db, sanctions, caller, override, async (tx, screening) => {
    if (idempotencyKey !== undefined) {
      const first = await lockKey(tx, actor, idempotencyKey);
      if (first) return replay(tx, sameRequest(first, hash));
    }
    const client = await resolveClient(tx, actor, 'id' in checked.client ? checked.client.id : checked.client.fields);
    if (!client.created && !checked.order.isRenew) await checkDuplicate(tx, actor, client.row.id, body, today);
    const recipient = await resolveRecipient(tx, actor, checked.recipient);
    // Sanctions: both parties screened by the names the order will carry, before the order exists.
    const matches = [
      ...(await screening.screen(tx, client.row.full_name, 'client')),
      ...(await screening.screen(tx, recipient.row.full_name, 'recipient')),
    ];
    screening.refuseOnMatch(matches);
    const pix = await resolvePix(tx, actor, recipient.row, checked.pix);
    const transaction = await insertOrder(tx, caller, checked.order, client.row, recipient.row, pix.id, timeZone);
    await raiseOverrideAlerts(tx, screening, { clientId: client.row.id, recipientId: recipient.row.id }, transaction.transactionDetail.id);
    const outcome: Outcome = {
      clientID: client.row.id,
      recipientID: recipient.row.id,
      pixID: pix.id,
      // A new Pix beneficiary's key is new too, though the beneficiary's creation added it.
      created: { client: client.created, recipient: recipient.created, pix: pix.created || (recipient.created && pix.id !== null) },
    };
    if (idempotencyKey !== undefined) await storeKey(tx, actor, idempotencyKey, transaction.transactionDetail.id, hash, outcome);
    return { transaction, ...outcome };
  });
}
