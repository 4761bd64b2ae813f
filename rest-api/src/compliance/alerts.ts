/**
 * Compliance alerts (docs/compliance.md "Alerts"): raised on the server when an order is taken,
 * inside the order's own transaction, so no path that writes an order can skip them.
 *
 * - CTR (31 CFR 1010.311, 1010.313): one client's Cash payment lines on one agency calendar day
 *   (the day of each order's creation instant in AGENCY_TIME_ZONE) add up to more than
 *   $10,000.00. Several orders are added up.
 * - STRUCTURING (31 CFR 1010.100(xx)): two or more orders of one client within 3 agency days, each
 *   under a threshold, whose sum reaches it: $3,000.00 on the amount sent (the recordkeeping
 *   threshold of 31 CFR 1010.410(e)), or $10,000.00 on the cash paid in (the CTR threshold).
 * - SANCTIONS: a new sanctions list matches a client or beneficiary on file (see rescreen.ts).
 *
 * Orders deleted by an administrator do not count; cancelled ones do (their cash was received).
 * Amounts are USD decimal strings to the cent and are summed exactly (decimal.js).
 */
import { checkVersion } from '../db/versions.js';
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { badRequest, notFound } from '../http-errors.js';
import { addCalendarDays, calendarDateIn } from '@agency/rules';
import { loggedMatch, type SanctionsMatch } from './matching.js';
import type { ScreenedRole, ScreeningSession } from './screening.js';
import type { Alert, AlertDetail, AlertPerson } from './schemas.js';
import { publishAlertEvent } from '../events.js';

/** The alert types. */
export type AlertType = 'CTR' | 'STRUCTURING' | 'SANCTIONS';
/** Where an administrator's decision leaves an alert. */
export type AlertStatus = 'OPEN' | 'CLEARED' | 'REPORTED';

/** CTR: cash of one client on one agency day strictly above this, USD. */
export const CTR_THRESHOLD = new Decimal('10000.00');
/** The recordkeeping threshold of a transmittal of funds (31 CFR 1010.410(e)), USD: at or above. */
export const RECORDKEEPING_THRESHOLD = new Decimal('3000.00');
/** How many agency calendar days a structuring window spans (the day of the order and the 2 before). */
export const STRUCTURING_WINDOW_DAYS = 3;

/** Payment line type of cash (transaction_payments.payment_type_id). */
const CASH = 1;

/** One order of a client as the rules read it: its agency day, amount sent and cash paid in (USD). */
export interface OrderAmounts {
  id: number;
  /** The agency calendar day of its creation instant, 'YYYY-MM-DD'. */
  day: string;
  amountUSD: Decimal;
  cash: Decimal;
}

/** What a rule found: the orders it adds up and their sum (USD). */
export interface RuleHit {
  transactionIds: number[];
  total: Decimal;
  threshold: Decimal;
}

/** CTR: the orders of `day` with cash, when their cash adds up to more than $10,000.00; else null. */
export function ctrHit(orders: readonly OrderAmounts[], day: string): RuleHit | null {
  const withCash = orders.filter((o) => o.day === day && o.cash.gt(0));
  const total = withCash.reduce((sum, o) => sum.plus(o.cash), new Decimal(0));
  return total.gt(CTR_THRESHOLD)
    ? { transactionIds: withCash.map((o) => o.id).sort((a, b) => a - b), total, threshold: CTR_THRESHOLD }
    : null;
}

/**
 * STRUCTURING within the orders given (one client's, within one 3-day window): the cash rule
 * (each order's cash above 0 and under $10,000.00, together at least $10,000.00) first, then the
 * amount rule (each amount under $3,000.00, together at least $3,000.00). Two orders at least.
 */
export function structuringHit(orders: readonly OrderAmounts[]): RuleHit | null {
  const rules: { threshold: Decimal; amount: (o: OrderAmounts) => Decimal; counts: (o: OrderAmounts) => boolean }[] = [
    { threshold: CTR_THRESHOLD, amount: (o) => o.cash, counts: (o) => o.cash.gt(0) && o.cash.lt(CTR_THRESHOLD) },
    { threshold: RECORDKEEPING_THRESHOLD, amount: (o) => o.amountUSD, counts: (o) => o.amountUSD.lt(RECORDKEEPING_THRESHOLD) },
  ];
  for (const rule of rules) {
    const under = orders.filter(rule.counts);
    if (under.length < 2) continue;
    const total = under.reduce((sum, o) => sum.plus(rule.amount(o)), new Decimal(0));
    if (total.gte(rule.threshold))
      return { transactionIds: under.map((o) => o.id).sort((a, b) => a - b), total, threshold: rule.threshold };
  }
  return null;
}

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

interface AlertSelectRow {
  id: number;
  version: number;
  type: AlertType;
  client_id: number | null;
  client_name: string | null;
  recipient_id: number | null;
  recipient_name: string | null;
  day: string;
  total: string | null;
  threshold: string | null;
  transaction_ids: number[];
  matches: SanctionsMatch[];
  status: AlertStatus;
  note: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const ALERT_SELECT = `SELECT a.id, a.type, a.client_id, c.full_name AS client_name, a.recipient_id, r.full_name AS recipient_name,
       to_char(a.day, 'YYYY-MM-DD') AS day, a.total::text AS total, a.threshold::text AS threshold, a.transaction_ids, a.matches,
       a.status, a.note, e.full_name AS decided_by_name, a.decided_at, a.created_at, a.version
  FROM compliance_alerts a
  LEFT JOIN clients c ON c.id = a.client_id
  LEFT JOIN recipients r ON r.id = a.recipient_id
  LEFT JOIN employees e ON e.id = a.decided_by`;

function toAlert(r: AlertSelectRow): Alert {
  return {
    id: r.id,
    version: r.version,
    type: r.type,
    clientID: r.client_id,
    clientName: r.client_name,
    recipientID: r.recipient_id,
    recipientName: r.recipient_name,
    date: r.day,
    total: r.total,
    threshold: r.threshold,
    thresholdKind: r.threshold === null ? null : new Decimal(r.threshold).eq(CTR_THRESHOLD) ? 'CASH' : 'AMOUNT_SENT',
    transactionIDs: r.transaction_ids,
    matches: r.matches.map(loggedMatch),
    status: r.status,
    note: r.note,
    decidedBy: r.decided_by_name,
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Filters of GET /api/compliance/alerts: agency days start..end (inclusive), type, status. */
export interface AlertFilter {
  start?: string;
  end?: string;
  type?: AlertType;
  status?: AlertStatus;
}

/** The alerts matching filter, newest day first (at most 1,000). */
export async function listAlerts(q: Queryable, filter: AlertFilter): Promise<Alert[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.start) add('a.day >= ?::date', filter.start);
  if (filter.end) add('a.day <= ?::date', filter.end);
  if (filter.type) add('a.type = ?', filter.type);
  if (filter.status) add('a.status = ?', filter.status);
  const { rows } = await q.query<AlertSelectRow>(
    `${ALERT_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.day DESC, a.id DESC LIMIT 1000`,
    params,
  );
  return rows.map(toAlert);
}

/** How many alerts are OPEN (the administrators' dashboard box). */
export async function countOpenAlerts(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM compliance_alerts WHERE status = 'OPEN'");
  return rows[0]?.n ?? 0;
}

/** The alert with id; 404 'Alert N not found'. */
export async function requireAlert(q: Queryable, id: number, forUpdate = false): Promise<Alert> {
  const { rows } = await q.query<AlertSelectRow>(`${ALERT_SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`, [id]);
  if (!rows[0]) throw notFound(`Alert ${id} not found`);
  return toAlert(rows[0]);
}

/**
 * POST /api/compliance/alerts/{id}: an administrator's decision, OPEN, CLEARED or REPORTED with a
 * note (the note may be blank only for OPEN: a decision says why), audited with the alert before
 * and after. Returns the alert as it is now.
 * @throws 404 unknown alert; 400 'note' when CLEARED or REPORTED without a note; 409 EDITED_ELSEWHERE when
 * expectedVersion is given and not the alert's (docs/ARCHITECTURE.md#versions).
 */
export async function decideAlert(
  tx: Queryable,
  actorId: number,
  id: number,
  status: AlertStatus,
  note: string | null,
  expectedVersion: number | null = null,
): Promise<Alert> {
  const before = await requireAlert(tx, id, true);
  await checkVersion(tx, 'compliance_alert', id, before.version, expectedVersion);
  const text = note?.trim() ? note.trim() : null;
  if (status !== 'OPEN' && !text) throw badRequest('note', `must say why the alert is ${status === 'CLEARED' ? 'cleared' : 'reported'}`);
  await tx.query(
    `UPDATE compliance_alerts SET status = $2, note = $3, decided_by = $4, decided_at = now(), updated_at = now() WHERE id = $1`,
    [id, status, text, actorId],
  );
  const after = await requireAlert(tx, id);
  await writeAudit(tx, {
    actorId,
    entity: 'compliance_alert',
    entityId: id,
    action: 'decide',
    before: { id, status: before.status, note: before.note },
    after: { id, status: after.status, note: after.note },
  });
  await publishAlertEvent(tx, id);
  return after;
}

/**
 * GET /api/compliance/alerts/{id}: the alert, its person (what a CTR, FinCEN Form 112, asks: name,
 * date of birth, address, ID, taxpayer number) and its orders with their payment lines.
 * @throws 404 unknown alert.
 */
export async function alertDetail(q: Queryable, id: number): Promise<AlertDetail> {
  const alert = await requireAlert(q, id);
  let person: AlertPerson;
  if (alert.clientID !== null) {
    const { rows } = await q.query<Record<string, string | number | null>>(
      `SELECT id, full_name, to_char(birthday, 'YYYY-MM-DD') AS birthday, street_address, city, state, zip_code, country, telephone, cpf,
              document_type_id, document_number FROM clients WHERE id = $1`,
      [alert.clientID],
    );
    const c = rows[0]!;
    person = {
      role: 'client',
      id: Number(c.id),
      fullName: String(c.full_name),
      birthday: c.birthday as string,
      streetAddress: c.street_address as string,
      city: c.city as string,
      state: c.state as string,
      zipCode: c.zip_code as string,
      country: c.country as string,
      telephone: c.telephone as string,
      taxID: c.cpf as string,
      documentTypeID: c.document_type_id as number,
      documentNumber: c.document_number as string,
    };
  } else {
    const { rows } = await q.query<Record<string, string | number | null>>(
      'SELECT id, full_name, city, state, zip, telephone, cpf, document_type_id, document_number FROM recipients WHERE id = $1',
      [alert.recipientID],
    );
    const r = rows[0]!;
    person = {
      role: 'recipient',
      id: Number(r.id),
      fullName: String(r.full_name),
      birthday: null,
      streetAddress: null,
      city: (r.city as string) ?? null,
      state: (r.state as string) ?? null,
      zipCode: (r.zip as string) ?? null,
      country: 'BR',
      telephone: (r.telephone as string) ?? null,
      taxID: (r.cpf as string) ?? null,
      documentTypeID: r.document_type_id as number,
      documentNumber: r.document_number as string,
    };
  }
  const { rows } = await q.query<{
    id: number;
    created_at: Date;
    creation_date: string;
    amount_usd: string;
    fee: string;
    total_fee: string;
    status_id: number;
    deleted: boolean;
    beneficiary_name: string;
    employee_name: string;
    lines: { paymentID: number; value: string }[] | null;
  }>(
    `SELECT t.id, t.created_at, to_char(t.creation_date, 'YYYY-MM-DD') AS creation_date, t.amount_usd, t.fee, t.total_fee, t.status_id,
            t.deleted_at IS NOT NULL AS deleted, r.full_name AS beneficiary_name, e.full_name AS employee_name,
            (SELECT json_agg(json_build_object('paymentID', p.payment_type_id, 'value', p.value::text) ORDER BY p.id)
               FROM transaction_payments p WHERE p.transaction_id = t.id) AS lines
       FROM transactions t JOIN recipients r ON r.id = t.recipient_id JOIN employees e ON e.id = t.employee_id
      WHERE t.id = ANY($1::int[]) ORDER BY t.created_at, t.id`,
    [alert.transactionIDs],
  );
  const orders = rows.map((r) => {
    const lines = r.lines ?? [];
    const cash = lines.filter((l) => l.paymentID === CASH).reduce((s, l) => s.plus(l.value), new Decimal(0));
    return {
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      creationDate: r.creation_date,
      amountUSD: r.amount_usd,
      fee: r.fee,
      totalFee: r.total_fee,
      cash: cash.toFixed(2),
      statusID: r.status_id,
      deleted: r.deleted,
      beneficiaryName: r.beneficiary_name,
      employeeName: r.employee_name,
      lines,
    };
  });
  return { alert, person, orders };
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
