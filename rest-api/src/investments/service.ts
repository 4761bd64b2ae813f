/**
 * Investments (docs/investments.md Investment screens, docs/investments.md#the-investment, #statuses, #validation, #calls; docs/money-and-dates.md, docs/ARCHITECTURE.md#security, "Investments
 * and consortiums"): creation (with renewal) and its invoice schedule, reading, status, soft delete
 * and the complex search. The money and date rules are
 * the shared ones (@agency/rules); every write runs in one transaction with its audit rows.
 * The invoices' calendar, report and actions are in invoices.ts, agreements in agreement.ts.
 */
import { checkVersion } from '../db/versions.js';
import type { Database, Queryable } from '../db/database.js';
import { softDeleteAudited, writeAudit } from '../db/audit.js';
import { escapeLike, storedNameContains } from '../db/search.js';
import { badRequest, conflict } from '../http-errors.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import { findClient, resolveClient, validateNestedClient, type ClientFields } from '../clients/service.js';
import {
  ACCOUNT_TYPE,
  finalizedDate,
  INVESTMENT_STATUS,
  investmentAmount,
  MAX_INVESTMENT_BRL,
  MAX_INVESTMENT_USD,
  monthlyPercentage,
  mustEqual,
  invoiceDates,
  optionalCalendarDate,
  monthlyIncome,
  NUMBER_MONTHS,
  optionalText,
  pixKey,
  zelleValue,
  type DecimalInput,
} from '@agency/rules';
import type { Caller } from '../types.js';
import {
  findInvestment,
  INVESTMENT_COLUMNS,
  INVESTMENT_FROM,
  investmentSnapshot,
  invoicesOf,
  requireInvestment,
  toInvestment,
  toInvestments,
  type InvestmentRow,
} from './model.js';
import type { CreateInvestmentBody, Investment, InvestmentSearchBody, InvestmentStatusBody, Invoice } from './schemas.js';

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
  if (accountTypeID !== ACCOUNT_TYPE.SAVINGS && accountTypeID !== ACCOUNT_TYPE.CHECKING)
    throw badRequest('accountTypeID', 'must be 1 Savings Account or 2 Checking Account');

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
  const createdDate = optionalCalendarDate(body.createdAt, 'createdAt') ?? today;

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
  const start = optionalCalendarDate(body.startDate, 'startDate');
  const end = optionalCalendarDate(body.endDate, 'endDate');
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
