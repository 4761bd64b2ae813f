/**
 * Reading investments and invoices (docs/investments.md#the-investment; docs/money-and-dates.md): the Investment and Invoice replies the
 * gateway depends on, built with one query per table. NUMERIC columns arrive as strings at their
 * column's scale ('1000.00', '1.5000'), DATE columns as 'YYYY-MM-DD'; both are answered as they are.
 * Agreement bytes are never selected here, only whether they exist.
 */
import type { Queryable } from '../db/database.js';
import { clientsByIds } from '../clients/service.js';
import { notFound } from '../http-errors.js';
import type { Investment, Invoice } from './schemas.js';

/** An investments row as selected here, with the creator's name. */
export interface InvestmentRow {
  id: number;
  /** migration 025 */
  version: number;
  client_id: number;
  employee_id: number;
  investment_amount_usd: string;
  investment_percentage_usd: string;
  monthly_income_usd: string;
  investment_amount_brl: string;
  investment_percentage_brl: string;
  monthly_income_brl: string;
  number_months: number;
  created_date: string;
  finalized_date: string;
  status_id: number;
  is_renew: boolean;
  original_investment_id: number | null;
  payment_description: string | null;
  payout_type_id: number;
  account_type_id: number;
  pix: string | null;
  account_number: string | null;
  bank_name: string | null;
  branch: string | null;
  has_original_agreement: boolean;
  has_completed_agreement: boolean;
  deleted_at: Date | string | null;
  employee_name: string;
}

/** The select list of InvestmentRow over INVESTMENT_FROM. */
export const INVESTMENT_COLUMNS = `i.id, i.version, i.client_id, i.employee_id, i.investment_amount_usd, i.investment_percentage_usd,
  i.monthly_income_usd, i.investment_amount_brl, i.investment_percentage_brl, i.monthly_income_brl, i.number_months,
  i.created_date, i.finalized_date, i.status_id, i.is_renew, i.original_investment_id, i.payment_description,
  i.payout_type_id, i.account_type_id, i.pix, i.account_number, i.bank_name, i.branch,
  i.original_agreement IS NOT NULL AS has_original_agreement, i.completed_agreement IS NOT NULL AS has_completed_agreement,
  i.deleted_at, e.full_name AS employee_name`;

/** The FROM clause INVESTMENT_COLUMNS reads. */
export const INVESTMENT_FROM = 'investments i JOIN employees e ON e.id = i.employee_id';

/** The not-deleted investment with id (locked FOR UPDATE when forUpdate), or null. */
export async function findInvestment(q: Queryable, id: number, forUpdate = false): Promise<InvestmentRow | null> {
  const { rows } = await q.query<InvestmentRow>(
    `SELECT ${INVESTMENT_COLUMNS} FROM ${INVESTMENT_FROM} WHERE i.id = $1 AND i.deleted_at IS NULL${forUpdate ? ' FOR UPDATE OF i' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The not-deleted investment with id; 404 'Investment N not found'. */
export async function requireInvestment(q: Queryable, id: number, forUpdate = false): Promise<InvestmentRow> {
  const row = await findInvestment(q, id, forUpdate);
  if (!row) throw notFound(`Investment ${id} not found`);
  return row;
}

/** The Investment replies (docs/investments.md#the-investment) of rows, in their order, each with its Client object. */
export async function toInvestments(q: Queryable, rows: InvestmentRow[]): Promise<Investment[]> {
  if (rows.length === 0) return [];
  const clients = new Map(
    (
      await clientsByIds(
        q,
        rows.map((r) => r.client_id),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    clientID: row.client_id,
    client: clients.get(row.client_id)!,
    investmentAmountUSD: row.investment_amount_usd,
    investmentPercentageUSD: row.investment_percentage_usd,
    monthlyIncomeUSD: row.monthly_income_usd,
    investmentAmountBRL: row.investment_amount_brl,
    investmentPercentageBRL: row.investment_percentage_brl,
    monthlyIncomeBRL: row.monthly_income_brl,
    numberMonths: row.number_months,
    createdAt: row.created_date,
    finalizedAt: row.finalized_date,
    investmentStatus: row.status_id,
    isRenew: row.is_renew,
    originalInvestment: row.original_investment_id,
    paymentDescription: row.payment_description,
    payoutTypeID: row.payout_type_id,
    accountTypeID: row.account_type_id,
    pix: row.pix,
    accountNumber: row.account_number,
    bankName: row.bank_name,
    branch: row.branch,
    employeeName: row.employee_name,
    hasOriginalAgreement: row.has_original_agreement,
    hasCompletedAgreement: row.has_completed_agreement,
  }));
}

/** The Investment reply of one row. */
export async function toInvestment(q: Queryable, row: InvestmentRow): Promise<Investment> {
  return (await toInvestments(q, [row]))[0]!;
}

/** What the audit log keeps of an investment: every field but the client object (no file bytes). */
export function investmentSnapshot(model: Investment) {
  const { client: _client, ...fields } = model;
  return fields;
}

/** An invoices row as selected here, with the client's name. */
export interface InvoiceRow {
  id: number;
  investment_id: number;
  client_name: string;
  invoice_amount_usd: string;
  invoice_amount_brl: string;
  invoice_date: string;
  invoice_status: number;
  was_returned: boolean;
}

/** The select list of InvoiceRow over INVOICE_FROM. */
export const INVOICE_COLUMNS = `v.id, v.investment_id, c.full_name AS client_name, v.invoice_amount_usd, v.invoice_amount_brl,
  v.invoice_date, v.invoice_status, v.was_returned`;

/** invoices v with their investment i (join condition only: add `i.deleted_at IS NULL` where needed) and client c. */
export const INVOICE_FROM = 'invoices v JOIN investments i ON i.id = v.investment_id JOIN clients c ON c.id = i.client_id';

/** The order of every invoice list: by date, then investment, then id. */
export const INVOICE_ORDER = 'v.invoice_date, v.investment_id, v.id';

/** The Invoice reply (docs/investments.md#the-investment) of a row. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    investmentID: row.investment_id,
    clientName: row.client_name,
    invoiceAmountUSD: row.invoice_amount_usd,
    invoiceAmountBRL: row.invoice_amount_brl,
    invoiceDate: row.invoice_date,
    invoiceStatus: row.invoice_status,
    wasReturned: row.was_returned,
  };
}

/** Every invoice of an investment, by date. */
export async function invoicesOf(q: Queryable, investmentId: number): Promise<Invoice[]> {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE v.investment_id = $1 ORDER BY ${INVOICE_ORDER}`,
    [investmentId],
  );
  return rows.map(toInvoice);
}
