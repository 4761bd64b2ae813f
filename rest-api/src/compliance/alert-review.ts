/**
 * The review of compliance alerts (docs/compliance.md "Alerts"): the administrators' list, the open
 * count, one alert with its person and orders (what FinCEN Form 112 asks), and their decision.
 */
import { checkVersion } from '../db/versions.js';
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { badRequest, notFound } from '../http-errors.js';
import { loggedMatch, type SanctionsMatch } from './matching.js';
import type { Alert, AlertDetail, AlertPerson } from './schemas.js';
import { publishAlertEvent } from '../events.js';
import { CASH, CTR_THRESHOLD, type AlertStatus, type AlertType } from './alert-rules.js';

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
