/**
 * Orders (transactions; spec 01 §3, §7; spec 02 §3): for now the one lookup the new-order form
 * needs — the beneficiaries a sender has already sent orders to. The orders issue adds the rest.
 */
import type { Queryable } from '../db/database.js';
import { requireClient } from '../clients/service.js';
import { RECIPIENT_COLUMNS, recipientsWithPix, type RecipientRow } from '../beneficiaries/service.js';
import type { Recipient } from '../beneficiaries/schemas.js';

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
