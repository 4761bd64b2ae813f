/**
 * Invoices of investments (docs/investments.md#invoices, #calendar, #report, #calls): the calendar's
 * counts and days, the report, and the invoice actions (paid, returned, a new day of the month), each
 * write in one transaction with its audit row. The investments themselves are in service.ts.
 */
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { conflict, notFound } from '../http-errors.js';
import { addCalendarDays, calendarDateField, INVOICE_STATUS, withDayOfMonth } from '@agency/rules';
import type { Caller } from '../types.js';
import { INVOICE_COLUMNS, INVOICE_FROM, INVOICE_ORDER, invoicesOf, requireInvestment, toInvoice, type InvoiceRow } from './model.js';
import type { Invoice, InvoiceDateBody } from './schemas.js';

/**
 * GET /api/investment/search/calendar?year=&month= (docs/investments.md#calendar, #calls):
 * the count of pending invoices of not-deleted investments per date of that month (1-based), only
 * the dates with any, by date.
 */
export async function calendarCounts(db: Queryable, year: number, month: number): Promise<{ date: string; count: number }[]> {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const { rows } = await db.query<{ date: string; count: number }>(
    `SELECT v.invoice_date AS date, count(*)::int AS count
       FROM invoices v JOIN investments i ON i.id = v.investment_id
      WHERE v.invoice_status = ${INVOICE_STATUS.PENDING} AND i.deleted_at IS NULL
        AND v.invoice_date >= $1::date AND v.invoice_date < ($1::date + interval '1 month')::date
      GROUP BY v.invoice_date ORDER BY v.invoice_date`,
    [first],
  );
  return rows;
}

/** GET /api/investment/search/calendar/{date}: the pending invoices of not-deleted investments due that day. */
export async function pendingInvoicesOn(db: Queryable, date: string): Promise<Invoice[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM}
      WHERE v.invoice_date = $1::date AND v.invoice_status = ${INVOICE_STATUS.PENDING} AND i.deleted_at IS NULL
      ORDER BY ${INVOICE_ORDER}`,
    [calendarDateField(date, 'date')],
  );
  return rows.map(toInvoice);
}

/**
 * GET /api/investment/search/report/{date} (docs/investments.md#report, #calls): the
 * invoices (any status) of not-deleted investments due on date, date + 1 and date + 3.
 */
export async function invoiceReport(db: Queryable, date: string): Promise<{ today: Invoice[]; oneDay: Invoice[]; threeDays: Invoice[] }> {
  const day = calendarDateField(date, 'date');
  const days = [day, addCalendarDays(day, 1), addCalendarDays(day, 3)];
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM}
      WHERE v.invoice_date = ANY($1::date[]) AND i.deleted_at IS NULL ORDER BY ${INVOICE_ORDER}`,
    [days],
  );
  const on = (d: string) => rows.filter((r) => r.invoice_date === d).map(toInvoice);
  return { today: on(days[0]!), oneDay: on(days[1]!), threeDays: on(days[2]!) };
}

/** The invoice with id of a not-deleted investment, locked; 404 'Invoice N not found'. */
async function lockInvoice(tx: Queryable, id: number): Promise<InvoiceRow> {
  const { rows } = await tx.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE v.id = $1 AND i.deleted_at IS NULL FOR UPDATE OF v`,
    [id],
  );
  if (!rows[0]) throw notFound(`Invoice ${id} not found`);
  return rows[0];
}

async function readInvoice(q: Queryable, id: number): Promise<Invoice> {
  const { rows } = await q.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE v.id = $1`, [id]);
  return toInvoice(rows[0]!);
}

/**
 * POST /api/investment/invoice/{id} (docs/investments.md Paid): invoiceStatus 2, only while
 * pending (409 'Invoice N is already paid'); other invoices untouched. 404 unknown.
 */
export async function payInvoice(db: Database, caller: Caller, id: number): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.invoice_status !== INVOICE_STATUS.PENDING) throw conflict(`Invoice ${id} is already paid`, { code: 'INVOICE_PAID' });
    await tx.query(`UPDATE invoices SET invoice_status = ${INVOICE_STATUS.PAID}, paid_at = now() WHERE id = $1`, [id]);
    const after = await readInvoice(tx, id);
    await writeAudit(tx, { actorId: caller.employeeId, entity: 'invoice', entityId: id, action: 'paid', before: toInvoice(row), after });
    return after;
  });
}

/**
 * POST /api/investment/invoice/return/{id} (docs/investments.md Return): marks it returned, once,
 * only while pending: 409 'Invoice N is paid and cannot be returned' or 'Invoice N was already
 * returned'; other invoices untouched. 404 unknown.
 */
export async function returnInvoice(db: Database, caller: Caller, id: number): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.invoice_status !== INVOICE_STATUS.PENDING)
      throw conflict(`Invoice ${id} is paid and cannot be returned`, { code: 'INVOICE_PAID' });
    if (row.was_returned) throw conflict(`Invoice ${id} was already returned`, { code: 'INVOICE_RETURNED' });
    await tx.query('UPDATE invoices SET was_returned = true, returned_at = now() WHERE id = $1', [id]);
    const after = await readInvoice(tx, id);
    await writeAudit(tx, { actorId: caller.employeeId, entity: 'invoice', entityId: id, action: 'return', before: toInvoice(row), after });
    return after;
  });
}

/**
 * POST /api/investment/invoice/date (docs/investments.md#validation, #calls): every PENDING invoice of the
 * investment moves to dayOfMonth of its own month, clamped to the month's length; paid ones stay.
 * Returns all the investment's invoices by date. 404 unknown or deleted investment.
 */
export async function moveInvoiceDates(db: Database, caller: Caller, body: InvoiceDateBody): Promise<Invoice[]> {
  return db.transaction(async (tx) => {
    await requireInvestment(tx, body.investmentID, true);
    const { rows } = await tx.query<{ id: number; invoice_date: string }>(
      `SELECT id, invoice_date FROM invoices WHERE investment_id = $1 AND invoice_status = ${INVOICE_STATUS.PENDING} ORDER BY invoice_date, id FOR UPDATE`,
      [body.investmentID],
    );
    const moves = rows
      .map((r) => ({ id: r.id, from: r.invoice_date, to: withDayOfMonth(r.invoice_date, body.dayOfMonth) }))
      .filter((m) => m.from !== m.to);
    if (moves.length > 0) {
      await tx.query(`UPDATE invoices v SET invoice_date = m.d FROM unnest($1::int[], $2::date[]) AS m(id, d) WHERE v.id = m.id`, [
        moves.map((m) => m.id),
        moves.map((m) => m.to),
      ]);
      await writeAudit(tx, {
        actorId: caller.employeeId,
        entity: 'investment',
        entityId: body.investmentID,
        action: 'invoice-date',
        before: { dayOfMonth: body.dayOfMonth, invoices: moves.map((m) => ({ id: m.id, invoiceDate: m.from })) },
        after: { dayOfMonth: body.dayOfMonth, invoices: moves.map((m) => ({ id: m.id, invoiceDate: m.to })) },
      });
    }
    return invoicesOf(tx, body.investmentID);
  });
}
