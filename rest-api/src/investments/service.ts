/**
 * Investments (docs/investments.md Investment screens, docs/investments.md#the-investment, #statuses, #validation, #calls; docs/money-and-dates.md, docs/ARCHITECTURE.md#security, "Investments
 * and consortiums"): creation (with renewal) and its invoice schedule, reading, status, soft delete,
 * the complex search, the calendar, the report and the invoice actions. The money and date rules are
 * the shared ones (@agency/rules); every write runs in one transaction with its audit rows.
 * Agreements are in agreement.ts.
 */
import { checkVersion } from '../db/versions.js';
import type { Database, Queryable } from '../db/database.js';
import { softDeleteAudited, writeAudit } from '../db/audit.js';
import { escapeLike, storedNameContains } from '../db/search.js';
import { badRequest, conflict, notFound } from '../http-errors.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import { findClient, resolveClient, validateNestedClient, type ClientFields } from '../clients/service.js';
import {
  addCalendarDays,
  finalizedDate,
  INVESTMENT_STATUS,
  investmentAmount,
  MAX_INVESTMENT_BRL,
  MAX_INVESTMENT_USD,
  monthlyPercentage,
  mustEqual,
  INVOICE_STATUS,
  invoiceDates,
  isCalendarDate,
  monthlyIncome,
  NUMBER_MONTHS,
  optionalText,
  pixKey,
  withDayOfMonth,
  zelleValue,
  type DecimalInput,
} from '@agency/rules';
import type { Caller } from '../types.js';
import {
  findInvestment,
  INVESTMENT_COLUMNS,
  INVESTMENT_FROM,
  investmentSnapshot,
  INVOICE_COLUMNS,
  INVOICE_FROM,
  INVOICE_ORDER,
  invoicesOf,
  requireInvestment,
  toInvestment,
  toInvestments,
  toInvoice,
  type InvestmentRow,
  type InvoiceRow,
} from './model.js';
import type { CreateInvestmentBody, Investment, InvestmentSearchBody, InvestmentStatusBody, Invoice, InvoiceDateBody } from './schemas.js';

/** The messages of the form's checks (docs/investments.md#validation), each answered after the field's name. */
export const MESSAGES = {
  sender: 'Please fill in all required fields in the Sender Information section',
  additional: 'Please fill in all required fields in the Additional Information section',
  pix: 'Please fill in the PIX field in the Additional Information section',
  banking: 'Please fill in the Banking Info fields in the Additional Information section',
} as const;

/** The UI's page size of the investment list (docs/investments.md#constants). */
export const INVESTMENT_PAGE_SIZE = 6;

/** The validated, normalised fields of a creation payload, before the database checks. */
export interface InvestmentFields {
  /** The client's id, or the fields of the client to find by full name or create. */
  client: number | ClientFields;
  payoutTypeID: number;
  accountTypeID: number;
  pix: string | null;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  paymentDescription: string | null;
  amountUSD: string;
  percentageUSD: string;
  incomeUSD: string;
  amountBRL: string;
  percentageBRL: string;
  incomeBRL: string;
  numberMonths: number;
  createdDate: string;
  finalizedDate: string;
  invoiceDates: string[];
  isRenew: boolean;
  originalInvestment: number | null;
}

/** A sent monthly income must equal the computed one; absent or null takes the computed one. */
function income(sent: DecimalInput | null | undefined, expected: string, field: string, of: string): string {
  if (sent === undefined || sent === null) return expected;
  return mustEqual(sent, expected, field, `must be ${of} rounded half-up to the cent`);
}

/**
 * The payout fields (docs/investments.md payout switches, docs/investments.md#validation): payoutTypeID and accountTypeID
 * are required; PIX needs a valid Pix key and clears the bank fields; Bank Deposit and Zelle need
 * bankName, branch and accountNumber; Bank Deposit clears pix; Zelle keeps its value in pix when
 * one is given (an email or a US phone).
 */
function validatePayout(body: CreateInvestmentBody) {
  if (body.payoutTypeID === undefined || body.payoutTypeID === null) throw badRequest('payoutTypeID', MESSAGES.additional);
  if (body.accountTypeID === undefined || body.accountTypeID === null) throw badRequest('accountTypeID', MESSAGES.additional);
  const payoutTypeID = body.payoutTypeID;
  const accountTypeID = body.accountTypeID;
  if (![PAYOUT.BANK_DEPOSIT, PAYOUT.PIX, PAYOUT.ZELLE].includes(payoutTypeID as 1)) {
    throw badRequest('payoutTypeID', 'must be 1 Bank Deposit, 2 PIX or 3 Zelle');
  }
  if (accountTypeID !== 1 && accountTypeID !== 2) throw badRequest('accountTypeID', 'must be 1 Savings Account or 2 Checking Account');

  if (payoutTypeID === PAYOUT.PIX) {
    if (!optionalText(body.pix)) throw badRequest('pix', MESSAGES.pix);
    return { payoutTypeID, accountTypeID, pix: pixKey(body.pix, 'pix').value, bankName: null, branch: null, accountNumber: null };
  }
  const bank = {
    bankName: optionalText(body.bankName),
    branch: optionalText(body.branch),
    accountNumber: optionalText(body.accountNumber),
  };
  for (const field of ['bankName', 'branch', 'accountNumber'] as const) {
    if (!bank[field]) throw badRequest(field, MESSAGES.banking);
  }
  const pix = payoutTypeID === PAYOUT.ZELLE && optionalText(body.pix) ? zelleValue(body.pix, 'pix') : null;
  return { payoutTypeID, accountTypeID, pix, ...(bank as { bankName: string; branch: string; accountNumber: string }) };
}

/**
 * The checks of an investment that need no database (docs/investments.md#validation; docs/money-and-dates.md), in the form's
 * order (sender, additional information, investment details), each a 400 naming the field: the
 * client, the payout, amounts (> 0, 2 decimals), percentages (> 0, <= 100, 4 decimals), monthly
 * incomes (computed; when sent they must match), numberMonths (1, 3, 6, 9 or 12), the creation date
 * (default `today`) and the renewal link. Computes the finalization date and the invoice dates.
 */
export function validateInvestment(body: CreateInvestmentBody, today: string): InvestmentFields {
  let client: number | ClientFields;
  if (body.clientID !== undefined && body.clientID !== null && body.clientID >= 1) client = body.clientID;
  else if (body.client) client = validateNestedClient('client', body.client, today);
  else throw badRequest('clientID', MESSAGES.sender);
  const payout = validatePayout(body);

  const amountUSD = investmentAmount(body.investmentAmountUSD, 'investmentAmountUSD', MAX_INVESTMENT_USD);
  const percentageUSD = monthlyPercentage(body.investmentPercentageUSD, 'investmentPercentageUSD');
  const incomeUSD = income(
    body.monthlyIncomeUSD,
    monthlyIncome(amountUSD, percentageUSD),
    'monthlyIncomeUSD',
    'investmentAmountUSD x investmentPercentageUSD / 100',
  );
  const amountBRL = investmentAmount(body.investmentAmountBRL, 'investmentAmountBRL', MAX_INVESTMENT_BRL);
  const percentageBRL = monthlyPercentage(body.investmentPercentageBRL, 'investmentPercentageBRL');
  const incomeBRL = income(
    body.monthlyIncomeBRL,
    monthlyIncome(amountBRL, percentageBRL),
    'monthlyIncomeBRL',
    'investmentAmountBRL x investmentPercentageBRL / 100',
  );

  if (!(NUMBER_MONTHS as readonly number[]).includes(body.numberMonths))
    throw badRequest('numberMonths', `must be one of ${NUMBER_MONTHS.join(', ')}`);
  const createdDate = optionalText(body.createdAt) ?? today;
  if (!isCalendarDate(createdDate)) throw badRequest('createdAt', 'must be a real date in the form YYYY-MM-DD');

  const isRenew = body.isRenew ?? false;
  const originalInvestment = body.originalInvestment ?? null;
  if (isRenew && originalInvestment === null) throw badRequest('originalInvestment', 'is required for a renewal (isRenew true)');
  if (!isRenew && originalInvestment !== null) throw badRequest('originalInvestment', 'must be null unless isRenew is true');

  return {
    client,
    ...payout,
    paymentDescription: optionalText(body.paymentDescription),
    amountUSD,
    percentageUSD,
    incomeUSD,
    amountBRL,
    percentageBRL,
    incomeBRL,
    numberMonths: body.numberMonths,
    createdDate,
    finalizedDate: finalizedDate(createdDate, body.numberMonths),
    invoiceDates: invoiceDates(createdDate, body.numberMonths),
    isRenew,
    originalInvestment,
  };
}

/** Locks the original of a renewal; 404 unknown or deleted, 409 Renewed or Cancelled (docs/investments.md). */
async function lockOriginal(tx: Queryable, id: number): Promise<InvestmentRow> {
  const original = await requireInvestment(tx, id, true);
  if (original.status_id === INVESTMENT_STATUS.RENEWED)
    throw conflict(`Investment ${id} is renewed and cannot be renewed`, { code: 'INVESTMENT_NOT_RENEWABLE' });
  if (original.status_id === INVESTMENT_STATUS.CANCELLED)
    throw conflict(`Investment ${id} is cancelled and cannot be renewed`, { code: 'INVESTMENT_NOT_RENEWABLE' });
  return original;
}

/** An investment with its invoices by date. */
export interface InvestmentWithInvoices {
  investment: Investment;
  invoices: Invoice[];
}

/**
 * POST /api/investment/create (docs/investments.md#the-investment, #statuses, #validation, #calls, docs/ARCHITECTURE.md#security): validates (400 naming
 * the field; 400 'clientID: Client N not found'; 404 / 409 for a renewal's original), then in ONE
 * transaction finds or creates the client when its fields are sent instead of clientID (409
 * SENDER_AMBIGUOUS when several share the name), inserts the investment (Pending, by the signed-in
 * employee) and its numberMonths invoices, marks a renewal's original Renewed, and writes the audit
 * rows.
 */
export async function createInvestment(
  db: Database,
  caller: Caller,
  body: CreateInvestmentBody,
  today: string,
): Promise<InvestmentWithInvoices> {
  const f = validateInvestment(body, today);
  return db.transaction(async (tx) => {
    if (typeof f.client === 'number' && !(await findClient(tx, f.client))) throw badRequest('clientID', `Client ${f.client} not found`);
    const clientID = (await resolveClient(tx, caller.employeeId, f.client)).row.id;
    const original = f.originalInvestment === null ? null : await lockOriginal(tx, f.originalInvestment);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO investments (client_id, employee_id, investment_amount_usd, investment_percentage_usd, monthly_income_usd,
                                investment_amount_brl, investment_percentage_brl, monthly_income_brl, number_months,
                                created_date, finalized_date, status_id, is_renew, original_investment_id, payment_description,
                                payout_type_id, account_type_id, pix, account_number, bank_name, branch)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${INVESTMENT_STATUS.PENDING}, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING id`,
      [
        clientID,
        caller.employeeId,
        f.amountUSD,
        f.percentageUSD,
        f.incomeUSD,
        f.amountBRL,
        f.percentageBRL,
        f.incomeBRL,
        f.numberMonths,
        f.createdDate,
        f.finalizedDate,
        f.isRenew,
        f.originalInvestment,
        f.paymentDescription,
        f.payoutTypeID,
        f.accountTypeID,
        f.pix,
        f.accountNumber,
        f.bankName,
        f.branch,
      ],
    );
    const id = rows[0]!.id;
    await tx.query(
      `INSERT INTO invoices (investment_id, invoice_amount_usd, invoice_amount_brl, invoice_date)
       SELECT $1, $2, $3, d FROM unnest($4::date[]) AS d`,
      [id, f.incomeUSD, f.incomeBRL, f.invoiceDates],
    );
    const investment = await toInvestment(tx, (await findInvestment(tx, id))!);
    const invoices = await invoicesOf(tx, id);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'investment',
      entityId: id,
      action: 'create',
      after: { ...investmentSnapshot(investment), invoices: invoices.map((v) => ({ id: v.id, invoiceDate: v.invoiceDate })) },
    });
    if (original) {
      await tx.query(`UPDATE investments SET status_id = ${INVESTMENT_STATUS.RENEWED}, updated_at = now() WHERE id = $1`, [original.id]);
      await writeAudit(tx, {
        actorId: caller.employeeId,
        entity: 'investment',
        entityId: original.id,
        action: 'renew',
        before: { id: original.id, investmentStatus: original.status_id },
        after: { id: original.id, investmentStatus: INVESTMENT_STATUS.RENEWED, renewedBy: id },
      });
    }
    return { investment, invoices };
  });
}

/** GET /api/investment/{id}: the investment and its invoices by date; 404 unknown or deleted. */
export async function getInvestment(db: Queryable, id: number): Promise<InvestmentWithInvoices> {
  const investment = await toInvestment(db, await requireInvestment(db, id));
  return { investment, invoices: await invoicesOf(db, id) };
}

/**
 * DELETE /api/investment/{id} (docs/investments.md): a soft delete, audited with the investment as it
 * was; its invoices leave the calendar and the report. Returns that investment. 404 unknown/deleted.
 */
export async function deleteInvestment(
  db: Database,
  caller: Caller,
  id: number,
  expectedVersion: number | null = null,
): Promise<Investment> {
  return db.transaction(async (tx) => {
    const row = await requireInvestment(tx, id, true);
    await checkVersion(tx, 'investment', id, row.version, expectedVersion);
    const investment = await toInvestment(tx, row);
    await softDeleteAudited(tx, caller.employeeId, 'investment', id, investmentSnapshot(investment));
    return investment;
  });
}

/**
 * POST /api/investment/status (docs/investments.md#statuses, #calls): sets 1 Pending, 2 Completed or
 * 3 Cancelled. 400 for 4 (Renewed only by a renewal); 404 unknown or deleted; 409 for a Renewed
 * investment. No change, no write.
 */
export async function setInvestmentStatus(
  db: Database,
  caller: Caller,
  body: InvestmentStatusBody,
  expectedVersion: number | null = null,
): Promise<Investment> {
  const { id, status } = body;
  if (status === INVESTMENT_STATUS.RENEWED) throw badRequest('status', 'Renewed is set only by a renewal');
  return db.transaction(async (tx) => {
    const row = await requireInvestment(tx, id, true);
    await checkVersion(tx, 'investment', id, row.version, expectedVersion);
    if (row.status_id === INVESTMENT_STATUS.RENEWED)
      throw conflict(`Investment ${id} is renewed and its status cannot change`, { code: 'INVESTMENT_LOCKED' });
    if (row.status_id === status) return toInvestment(tx, row);
    await tx.query('UPDATE investments SET status_id = $2, updated_at = now() WHERE id = $1', [id, status]);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'investment',
      entityId: id,
      action: 'status',
      before: { id, investmentStatus: row.status_id },
      after: { id, investmentStatus: status },
    });
    return toInvestment(tx, (await findInvestment(tx, id))!);
  });
}

function dateFilter(value: string | null | undefined, field: string): string | undefined {
  const text = optionalText(value);
  if (text === null) return undefined;
  if (!isCalendarDate(text)) throw badRequest(field, 'must be a real date in the form YYYY-MM-DD');
  return text;
}

/**
 * POST /api/investment/search/complex (docs/investments.md#list-and-search, #the-investment, #calls): the
 * not-deleted investments matching every given filter ('' / -1 / null: none): clientName contained
 * in the client's name (trimmed, case- and accent-insensitive), the id, the status, createdAt >=
 * startDate, finalizedAt <= endDate; one page (1-based, perPage default 6), newest first (creation
 * date, then id), with the total count.
 */
export async function searchInvestments(db: Queryable, body: InvestmentSearchBody): Promise<{ totalSize: number; result: Investment[] }> {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = ['i.deleted_at IS NULL'];
  const name = optionalText(body.clientName);
  if (name !== null) parts.push(`i.client_id IN (SELECT c.id FROM clients c WHERE ${storedNameContains('c', bind(escapeLike(name)))})`);
  if (body.investmentID !== undefined && body.investmentID !== null && body.investmentID !== -1)
    parts.push(`i.id = ${bind(body.investmentID)}`);
  if (body.statusID !== undefined && body.statusID !== null && body.statusID !== -1) parts.push(`i.status_id = ${bind(body.statusID)}`);
  const start = dateFilter(body.startDate, 'startDate');
  const end = dateFilter(body.endDate, 'endDate');
  if (start !== undefined) parts.push(`i.created_date >= ${bind(start)}::date`);
  if (end !== undefined) parts.push(`i.finalized_date <= ${bind(end)}::date`);
  const where = parts.join(' AND ');
  const perPage = body.perPage ?? INVESTMENT_PAGE_SIZE;

  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM investments i WHERE ${where}`, params);
  const page = await db.query<InvestmentRow>(
    `SELECT ${INVESTMENT_COLUMNS} FROM ${INVESTMENT_FROM} WHERE ${where}
      ORDER BY i.created_date DESC, i.id DESC LIMIT ${bind(perPage)} OFFSET ${bind((body.page - 1) * perPage)}`,
    params,
  );
  return { totalSize: count.rows[0]?.n ?? 0, result: await toInvestments(db, page.rows) };
}

/** A path date: 'YYYY-MM-DD' and a real day; 400 `date: ...` otherwise. */
export function pathDate(value: string): string {
  if (!isCalendarDate(value)) throw badRequest('date', 'must be a real date in the form YYYY-MM-DD');
  return value;
}

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
    [pathDate(date)],
  );
  return rows.map(toInvoice);
}

/**
 * GET /api/investment/search/report/{date} (docs/investments.md#report, #calls): the
 * invoices (any status) of not-deleted investments due on date, date + 1 and date + 3.
 */
export async function invoiceReport(db: Queryable, date: string): Promise<{ today: Invoice[]; oneDay: Invoice[]; threeDays: Invoice[] }> {
  const day = pathDate(date);
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
