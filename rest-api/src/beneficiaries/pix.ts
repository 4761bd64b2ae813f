/**
 * A beneficiary's Pix keys (docs/clients-and-beneficiaries.md#clients, #validation, #calls). Invariant, kept by every write here
 * inside the caller's transaction: a beneficiary with keys has exactly one main key (a partial
 * unique index allows at most one), and a Pix beneficiary's recipients.pix is its main key's
 * value. Keys are soft-deleted: orders keep referencing them by pixID.
 */
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { pixKey, type PixKey } from '@agency/rules';
import { conflict, notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import { PAYOUT, type PixEntry } from './schemas.js';

/** A recipient_pix row as selected here. */
interface PixRow {
  id: number;
  recipient_id: number;
  pix: string;
  main: boolean;
}

const PIX_COLUMNS = 'id, recipient_id, pix, main';
/** The order of every pixList: main first, then oldest first. */
const PIX_ORDER = 'main DESC, created_at, id';

const toEntry = (row: PixRow): PixEntry => ({ id: row.id, pix: row.pix, main: row.main });

/** The Pix lists (not deleted, main first then oldest) of several recipients, by recipient id. */
export async function pixListsOf(q: Queryable, recipientIds: number[]): Promise<Map<number, PixEntry[]>> {
  const lists = new Map<number, PixEntry[]>(recipientIds.map((id) => [id, []]));
  if (recipientIds.length === 0) return lists;
  const { rows } = await q.query<PixRow>(
    `SELECT ${PIX_COLUMNS} FROM recipient_pix WHERE recipient_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY recipient_id, ${PIX_ORDER}`,
    [[...new Set(recipientIds)]],
  );
  for (const row of rows) lists.get(row.recipient_id)?.push(toEntry(row));
  return lists;
}

/** The Pix list of one recipient (not deleted, main first then oldest). */
export async function pixListOf(q: Queryable, recipientId: number): Promise<PixEntry[]> {
  return (await pixListsOf(q, [recipientId])).get(recipientId) ?? [];
}

/** Locks the recipient row (serialising its key changes); returns its payout type. 404 when unknown. */
async function lockRecipient(tx: Queryable, recipientId: number): Promise<{ payoutTypeID: number; pix: string | null }> {
  const { rows } = await tx.query<{ payout_type_id: number; pix: string | null }>(
    'SELECT payout_type_id, pix FROM recipients WHERE id = $1 FOR UPDATE',
    [recipientId],
  );
  if (!rows[0]) throw notFound(`Recipient ${recipientId} not found`);
  return { payoutTypeID: rows[0].payout_type_id, pix: rows[0].pix };
}

/** Makes pixId the one main key of recipientId (the old main first loses the flag). */
async function makeMain(tx: Queryable, recipientId: number, pixId: number): Promise<void> {
  await tx.query('UPDATE recipient_pix SET main = false WHERE recipient_id = $1 AND main AND deleted_at IS NULL AND id <> $2', [
    recipientId,
    pixId,
  ]);
  await tx.query('UPDATE recipient_pix SET main = true WHERE id = $1 AND NOT main', [pixId]);
}

/** A Pix beneficiary's recipients.pix becomes its main key's value (no change for other payouts). */
async function mirrorMainKey(tx: Queryable, recipientId: number): Promise<void> {
  await tx.query(
    `UPDATE recipients r SET pix = m.pix, updated_at = now()
       FROM recipient_pix m
      WHERE r.id = $1 AND r.payout_type_id = ${PAYOUT.PIX}
        AND m.recipient_id = r.id AND m.main AND m.deleted_at IS NULL
        AND r.pix IS DISTINCT FROM m.pix`,
    [recipientId],
  );
}

async function findKey(q: Queryable, recipientId: number, pix: string): Promise<PixRow | null> {
  const { rows } = await q.query<PixRow>(
    `SELECT ${PIX_COLUMNS} FROM recipient_pix WHERE recipient_id = $1 AND pix = $2 AND deleted_at IS NULL`,
    [recipientId, pix],
  );
  return rows[0] ?? null;
}

async function insertKey(tx: Queryable, recipientId: number, pix: string, main: boolean): Promise<PixRow> {
  const { rows } = await tx.query<PixRow>(
    `INSERT INTO recipient_pix (recipient_id, pix, main) VALUES ($1, $2, $3) RETURNING ${PIX_COLUMNS}`,
    [recipientId, pix, main],
  );
  return rows[0]!;
}

/**
 * On tx, after a recipient row with payout Pix was written: finds the key (canonical value) among
 * its keys or adds it, and makes it the main key. Returns the key's id. The caller has already
 * written recipients.pix = value and audits the recipient write.
 */
export async function ensureMainKey(tx: Queryable, recipientId: number, value: string): Promise<number> {
  const key = (await findKey(tx, recipientId, value)) ?? (await insertKey(tx, recipientId, value, false));
  await makeMain(tx, recipientId, key.id);
  return key.id;
}

/**
 * On tx, for the recipient (locked by the caller): adds the key (made main, with the Pix mirror,
 * when the recipient has no main key) and writes its audit row. Returns the new row.
 */
async function addKey(tx: Queryable, actorId: number, recipientId: number, key: PixKey): Promise<PixRow> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM recipient_pix WHERE recipient_id = $1 AND main AND deleted_at IS NULL',
    [recipientId],
  );
  const row = await insertKey(tx, recipientId, key.value, rows[0]!.n === 0);
  await mirrorMainKey(tx, recipientId);
  await writeAudit(tx, {
    actorId,
    entity: 'recipient_pix',
    entityId: row.id,
    action: 'create',
    after: { id: row.id, recipientID: recipientId, pix: row.pix, type: key.type, main: row.main },
  });
  return row;
}

/**
 * On tx, for the recipient (locked by the caller): the id of its not-deleted key with the
 * canonical value of `key`, or of a new key added as addKey does. `created` tells which.
 */
export async function findOrAddKey(
  tx: Queryable,
  actorId: number,
  recipientId: number,
  key: PixKey,
): Promise<{ id: number; created: boolean }> {
  const found = await findKey(tx, recipientId, key.value);
  if (found) return { id: found.id, created: false };
  return { id: (await addKey(tx, actorId, recipientId, key)).id, created: true };
}

/** GET /api/recipient/pix/{recipientID}: the recipient's keys; 404 for an unknown recipient. */
export async function getPixList(db: Queryable, recipientId: number): Promise<PixEntry[]> {
  const { rows } = await db.query('SELECT 1 FROM recipients WHERE id = $1', [recipientId]);
  if (rows.length === 0) throw notFound(`Recipient ${recipientId} not found`);
  return pixListOf(db, recipientId);
}

/**
 * POST /api/recipient/pix: adds a key (non-empty, a valid Pix key: 400 naming `pix`) to the
 * recipient; the first key becomes main (and the Pix mirror). 409 when the beneficiary already
 * has it; 404 unknown recipient.
 */
export async function addPix(
  db: Database,
  caller: Caller,
  body: { recipientID: number; pix: string },
): Promise<{ id: number; pix: string; main: boolean; recipientID: number }> {
  const key = pixKey(body.pix, 'pix');
  return db.transaction(async (tx) => {
    await lockRecipient(tx, body.recipientID);
    if (await findKey(tx, body.recipientID, key.value)) {
      throw conflict(`pix: beneficiary ${body.recipientID} already has the key ${key.value}`, { code: 'PIX_KEY_EXISTS', field: 'pix' });
    }
    const row = await addKey(tx, caller.employeeId, body.recipientID, key);
    return { id: row.id, pix: row.pix, main: row.main, recipientID: body.recipientID };
  });
}

/** The not-deleted key pixId (404 'Pix key N not found'), read after locking its recipient. */
async function lockKey(tx: Queryable, pixId: number): Promise<PixRow> {
  const first = await tx.query<PixRow>(`SELECT ${PIX_COLUMNS} FROM recipient_pix WHERE id = $1 AND deleted_at IS NULL`, [pixId]);
  if (!first.rows[0]) throw notFound(`Pix key ${pixId} not found`);
  await lockRecipient(tx, first.rows[0].recipient_id);
  const again = await tx.query<PixRow>(`SELECT ${PIX_COLUMNS} FROM recipient_pix WHERE id = $1 AND deleted_at IS NULL`, [pixId]);
  if (!again.rows[0]) throw notFound(`Pix key ${pixId} not found`);
  return again.rows[0];
}

/**
 * The end of every change to a beneficiary's keys: the Pix mirror follows the main key, the change
 * is audited with the key list before and after, and the reply is that list.
 */
async function finishKeyChange(
  tx: Queryable,
  caller: Caller,
  key: PixRow,
  action: string,
  before: PixEntry[],
): Promise<{ recipientID: number; pixList: PixEntry[] }> {
  await mirrorMainKey(tx, key.recipient_id);
  const pixList = await pixListOf(tx, key.recipient_id);
  await writeAudit(tx, {
    actorId: caller.employeeId,
    entity: 'recipient_pix',
    entityId: key.id,
    action,
    before: { recipientID: key.recipient_id, pixList: before },
    after: { recipientID: key.recipient_id, pixList },
  });
  return { recipientID: key.recipient_id, pixList };
}

/** POST /api/recipient/pix/main/{pixId}: makes the key its beneficiary's main key (and the Pix mirror). */
export async function setMainPix(db: Database, caller: Caller, pixId: number): Promise<{ recipientID: number; pixList: PixEntry[] }> {
  return db.transaction(async (tx) => {
    const key = await lockKey(tx, pixId);
    const before = await pixListOf(tx, key.recipient_id);
    await makeMain(tx, key.recipient_id, key.id);
    return finishKeyChange(tx, caller, key, 'set-main', before);
  });
}

/**
 * DELETE /api/recipient/pix/{pixId}: soft-deletes the key. Deleting the main key makes the oldest
 * remaining key main (and the Pix mirror). 409 for the last key of a Pix beneficiary: its pix
 * would be left empty (change the payout type or add another key first).
 */
export async function deletePix(db: Database, caller: Caller, pixId: number): Promise<{ recipientID: number; pixList: PixEntry[] }> {
  return db.transaction(async (tx) => {
    const key = await lockKey(tx, pixId);
    const recipient = await lockRecipient(tx, key.recipient_id);
    const before = await pixListOf(tx, key.recipient_id);
    if (before.length === 1 && recipient.payoutTypeID === PAYOUT.PIX) {
      throw conflict(`pix: the only Pix key of beneficiary ${key.recipient_id} cannot be deleted while its payout type is Pix`, {
        code: 'PIX_KEY_REQUIRED',
      });
    }
    await tx.query('UPDATE recipient_pix SET deleted_at = now(), main = false WHERE id = $1', [pixId]);
    if (key.main) {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT id FROM recipient_pix WHERE recipient_id = $1 AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1`,
        [key.recipient_id],
      );
      if (rows[0]) await makeMain(tx, key.recipient_id, rows[0].id);
    }
    return finishKeyChange(tx, caller, key, 'delete', before);
  });
}
