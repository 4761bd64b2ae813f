/**
 * Raising compliance alerts (docs/compliance.md "Alerts"): on the server when an order is taken,
 * inside the order's own transaction, so no path that writes an order can skip them; and the
 * SANCTIONS alerts of a new list's matches (rescreen.ts) and of an administrator's override. The
 * rules themselves are in alert-rules.ts.
 */
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { notFound } from '../http-errors.js';
import { addCalendarDays, calendarDateIn } from '@agency/rules';
import type { SanctionsMatch } from './matching.js';
import type { ScreenedRole, ScreeningSession } from './screening.js';
import { publishAlertEvent } from '../events.js';
import {
  CASH,
  CTR_THRESHOLD,
  ctrHit,
  STRUCTURING_WINDOW_DAYS,
  structuringHit,
  type AlertStatus,
  type AlertType,
  type OrderAmounts,
  type RuleHit,
} from './alert-rules.js';

/**
 * The not-deleted orders of a client created on the agency days first..last (inclusive) in
 * timeZone, with their amount and cash, by creation instant. Served by the (client_id, created_at) index.
 */
export async function ordersOfDays(q: Queryable, timeZone: string, clientId: number, first: string, last: string): Promise<OrderAmounts[]> {
  const { rows } = await q.query<{ id: number; day: string; amount_usd: string; cash: string }>(
    `SELECT t.id, to_char(t.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day, t.amount_usd,
            COALESCE((SELECT sum(p.value) FROM transaction_payments p WHERE p.transaction_id = t.id AND p.payment_type_id = ${CASH}), 0)::text AS cash
       FROM transactions t
      WHERE t.client_id = $1 AND t.deleted_at IS NULL
        AND t.created_at >= ($3::date::timestamp AT TIME ZONE $2)
        AND t.created_at < (($4::date + 1)::timestamp AT TIME ZONE $2)
      ORDER BY t.created_at, t.id`,
    [clientId, timeZone, first, last],
  );
  return rows.map((r) => ({ id: r.id, day: r.day, amountUSD: new Decimal(r.amount_usd), cash: new Decimal(r.cash) }));
}

/** The agency calendar day of an order's creation instant. */
async function dayOfOrder(q: Queryable, timeZone: string, transactionId: number): Promise<{ clientId: number; day: string }> {
  const { rows } = await q.query<{ client_id: number; day: string }>(
    `SELECT client_id, to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day FROM transactions WHERE id = $1`,
    [transactionId, timeZone],
  );
  if (!rows[0]) throw notFound(`Order ${transactionId} not found`);
  return { clientId: rows[0].client_id, day: rows[0].day };
}

interface AlertRow {
  id: number;
  status: AlertStatus;
  transaction_ids: number[];
}

/**
 * Stores a hit as an alert: a new OPEN alert, or the one it extends (`existing`) with the union of
 * their orders and the new total. An alert already decided that gains orders is OPEN again, and
 * the audit log says so. Audited as actorId.
 */
async function storeHit(
  q: Queryable,
  actorId: number | null,
  type: AlertType,
  clientId: number,
  day: string,
  hit: RuleHit,
  existing: AlertRow | null,
): Promise<number> {
  if (!existing) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO compliance_alerts (type, client_id, day, total, threshold, transaction_ids)
       VALUES ($1, $2, $3, $4, $5, $6::int[]) RETURNING id`,
      [type, clientId, day, hit.total.toFixed(2), hit.threshold.toFixed(2), hit.transactionIds],
    );
    const id = rows[0]!.id;
    await writeAudit(q, {
      actorId,
      entity: 'compliance_alert',
      entityId: id,
      action: 'raise',
      after: { id, type, clientID: clientId, day, total: hit.total.toFixed(2), transactionIDs: hit.transactionIds },
    });
    await publishAlertEvent(q, id);
    return id;
  }
  const ids = [...new Set([...existing.transaction_ids, ...hit.transactionIds])].sort((a, b) => a - b);
  const grew = ids.length > existing.transaction_ids.length;
  if (!grew && type === 'STRUCTURING') return existing.id;
  const reopen = grew && existing.status !== 'OPEN';
  await q.query(
    `UPDATE compliance_alerts SET transaction_ids = $2::int[], total = $3, day = GREATEST(day, $4::date), updated_at = now()${reopen ? ", status = 'OPEN'" : ''}
      WHERE id = $1`,
    [existing.id, ids, hit.total.toFixed(2), day],
  );
  if (grew) {
    await writeAudit(q, {
      actorId,
      entity: 'compliance_alert',
      entityId: existing.id,
      action: reopen ? 'reopen' : 'extend',
      before: { id: existing.id, status: existing.status, transactionIDs: existing.transaction_ids },
      after: { id: existing.id, status: reopen ? 'OPEN' : existing.status, transactionIDs: ids, total: hit.total.toFixed(2) },
    });
  }
  await publishAlertEvent(q, existing.id);
  return existing.id;
}

/**
 * Raises the CTR and STRUCTURING alerts an order brings about, on tx (the order's transaction):
 * the CTR of its client and agency day, and structuring over that day and the 2 before. A
 * structuring alert that shares orders with an open or decided one of the same threshold extends
 * it rather than adding another. Returns the ids of the alerts raised or extended.
 */
export async function raiseOrderAlerts(tx: Queryable, timeZone: string, actorId: number | null, transactionId: number): Promise<number[]> {
  const { clientId, day } = await dayOfOrder(tx, timeZone, transactionId);
  // One alert writer per client at a time: concurrent orders of one client see each other's sums.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('compliance_alerts'), $1)", [clientId]);
  const orders = await ordersOfDays(tx, timeZone, clientId, addCalendarDays(day, 1 - STRUCTURING_WINDOW_DAYS), day);
  const raised: number[] = [];

  const ctr = ctrHit(orders, day);
  if (ctr) {
    const { rows } = await tx.query<AlertRow>(
      "SELECT id, status, transaction_ids FROM compliance_alerts WHERE type = 'CTR' AND client_id = $1 AND day = $2",
      [clientId, day],
    );
    raised.push(await storeHit(tx, actorId, 'CTR', clientId, day, ctr, rows[0] ?? null));
  }

  const structuring = structuringHit(orders);
  if (structuring) {
    const { rows } = await tx.query<AlertRow>(
      `SELECT id, status, transaction_ids FROM compliance_alerts
        WHERE type = 'STRUCTURING' AND client_id = $1 AND threshold = $2 AND transaction_ids && $3::int[]
        ORDER BY id DESC LIMIT 1`,
      [clientId, structuring.threshold.toFixed(2), structuring.transactionIds],
    );
    const existing = rows[0] ?? null;
    let hit = structuring;
    if (existing) {
      // The total of the extended alert is over all its orders, old and new.
      const union = [...new Set([...existing.transaction_ids, ...structuring.transactionIds])];
      const amounts = await amountsOf(tx, union);
      const byCash = structuring.threshold.eq(CTR_THRESHOLD);
      hit = { ...structuring, total: amounts.reduce((s, o) => s.plus(byCash ? o.cash : o.amountUSD), new Decimal(0)) };
    }
    raised.push(await storeHit(tx, actorId, 'STRUCTURING', clientId, day, hit, existing));
  }
  return raised;
}

/** Amount and cash of the given not-deleted orders (day left empty). */
async function amountsOf(q: Queryable, ids: number[]): Promise<OrderAmounts[]> {
  const { rows } = await q.query<{ id: number; amount_usd: string; cash: string }>(
    `SELECT t.id, t.amount_usd,
            COALESCE((SELECT sum(p.value) FROM transaction_payments p WHERE p.transaction_id = t.id AND p.payment_type_id = ${CASH}), 0)::text AS cash
       FROM transactions t WHERE t.id = ANY($1::int[]) AND t.deleted_at IS NULL`,
    [ids],
  );
  return rows.map((r) => ({ id: r.id, day: '', amountUSD: new Decimal(r.amount_usd), cash: new Decimal(r.cash) }));
}

/**
 * Raises a SANCTIONS alert for a client or a beneficiary on file that a list matches (a new list's
 * rescreening, or an administrator's override), unless an alert of that person already names every
 * entry matched: then an order (transactionId) the override let through is added to the newest
 * such alert. Returns the id of the alert raised, or null when none was.
 */
export async function raiseSanctionsAlert(
  q: Queryable,
  person: { clientId: number } | { recipientId: number },
  day: string,
  listId: number | null,
  matches: SanctionsMatch[],
  transactionId: number | null = null,
): Promise<number | null> {
  const column = 'clientId' in person ? 'client_id' : 'recipient_id';
  const personId = 'clientId' in person ? person.clientId : person.recipientId;
  const { rows } = await q.query<{ ent_nums: number[] | null; newest: number | null }>(
    `SELECT array_agg(DISTINCT (m->>'entNum')::int) AS ent_nums, max(a.id) AS newest
       FROM compliance_alerts a, jsonb_array_elements(a.matches) m
      WHERE a.type = 'SANCTIONS' AND a.${column} = $1`,
    [personId],
  );
  const known = new Set(rows[0]?.ent_nums ?? []);
  if (matches.every((m) => known.has(m.entNum))) {
    if (transactionId !== null && rows[0]?.newest) {
      await q.query('UPDATE compliance_alerts SET transaction_ids = array_append(transaction_ids, $2), updated_at = now() WHERE id = $1', [
        rows[0].newest,
        transactionId,
      ]);
    }
    return null;
  }
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO compliance_alerts (type, ${column}, day, transaction_ids, matches, list_id) VALUES ('SANCTIONS', $1, $2, $5::int[], $3::jsonb, $4) RETURNING id`,
    [personId, day, JSON.stringify(matches), listId, transactionId === null ? [] : [transactionId]],
  );
  const id = inserted.rows[0]!.id;
  await writeAudit(q, {
    actorId: null,
    entity: 'compliance_alert',
    entityId: id,
    action: 'raise',
    after: {
      id,
      type: 'SANCTIONS',
      [column === 'client_id' ? 'clientID' : 'recipientID']: personId,
      listID: listId,
      matches,
      transactionIDs: transactionId === null ? [] : [transactionId],
    },
  });
  await publishAlertEvent(q, id);
  return id;
}

/** The compliance flags of orders: the types of the alerts that add them up ('CTR', 'STRUCTURING'), by order id. */
export async function flagsOf(q: Queryable, ids: number[]): Promise<Map<number, AlertType[]>> {
  const flags = new Map<number, AlertType[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return flags;
  const { rows } = await q.query<{ id: number; type: AlertType }>(
    `SELECT DISTINCT o.id, a.type FROM compliance_alerts a, unnest(a.transaction_ids) AS o(id)
      WHERE a.transaction_ids && $1::int[] AND o.id = ANY($1::int[])
      ORDER BY a.type`,
    [ids],
  );
  for (const r of rows) flags.get(r.id)?.push(r.type);
  return flags;
}

/**
 * The SANCTIONS alerts of the overrides of one request, on its transaction: an administrator let a
 * possible match through, so the person goes to the Compliance screen for a second look, with the
 * order (transactionId) when one was taken. `people` names the ids the screened client and
 * beneficiary have now.
 */
export async function raiseOverrideAlerts(
  tx: Queryable,
  session: ScreeningSession,
  people: { clientId?: number; recipientId?: number },
  transactionId: number | null = null,
): Promise<void> {
  const day = calendarDateIn(session.screener.timeZone, new Date());
  const roles: [ScreenedRole, { clientId: number } | { recipientId: number } | null][] = [
    ['client', people.clientId === undefined ? null : { clientId: people.clientId }],
    ['recipient', people.recipientId === undefined ? null : { recipientId: people.recipientId }],
  ];
  for (const [role, person] of roles) {
    if (!person) continue;
    for (const record of session.overridden(role)) {
      await raiseSanctionsAlert(tx, person, day, record.version?.id ?? null, record.matches, transactionId);
    }
  }
}
