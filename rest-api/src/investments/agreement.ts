/**
 * Investment agreements (docs/investments.md#the-investment-page, #calls, docs/errors.md; docs/ARCHITECTURE.md#security): the original
 * agreement is a PDF the REST API generates from the investment with pdfkit (its built-in standard
 * fonts, nothing fetched) and keeps; the completed agreement is the signed scan staff upload (PDF,
 * JPEG, PNG or WebP, 10 MB at most, checked by content). Both are answered as {document (base64),
 * fileExtension}; 404 'No file on system' when there is none. Audit rows never carry file bytes.
 */
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import PDFDocument from 'pdfkit';
import { groupDigits } from '@agency/rules';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { checkDocument } from '../documents/files.js';
import { requireDocument, type DocumentColumns, type DocumentReply } from '../documents/schemas.js';
import { requireClient, type ClientRow } from '../clients/service.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import type { Caller } from '../types.js';
import { invoicesOf, investmentSnapshot, requireInvestment, toInvestment } from './model.js';
import type { Investment, Invoice } from './schemas.js';

/** What the agreement PDF is made from. */
export interface AgreementData {
  agency: Pick<Config['agency'], 'name' | 'address' | 'phone'>;
  client: Pick<ClientRow, 'full_name' | 'cpf' | 'street_address' | 'city' | 'state' | 'zip_code' | 'country'>;
  investment: Investment;
  invoices: Invoice[];
}

const PAYOUT_NAMES: Record<number, string> = { [PAYOUT.BANK_DEPOSIT]: 'Bank Deposit', [PAYOUT.PIX]: 'PIX', [PAYOUT.ZELLE]: 'Zelle' };
const ACCOUNT_NAMES: Record<number, string> = { 1: 'Savings Account', 2: 'Checking Account' };

/** A CPF (11) as 000.000.000-00 or a CNPJ (14) as 00.000.000/0000-00; anything else as it is. */
export function formatTaxId(value: string): string {
  if (/^\d{11}$/.test(value)) return formatCpf(value);
  if (/^[0-9A-Z]{14}$/.test(value)) return formatCnpj(value, { version: /^\d{14}$/.test(value) ? 1 : 2 });
  return value;
}

/** A percentage string without trailing zeros past 2 decimals: '1.5000' → '1.50'. */
/** A calendar date 'YYYY-MM-DD' as the agency prints dates: MM/DD/YYYY (docs/investments.md#constants). */
export function printedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

function percent(value: string): string {
  return value.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/**
 * Renders the agreement PDF (docs/investments.md): parties (the agency's name, address and phone; the
 * client's name, CPF/CNPJ and address), amounts in USD and BRL, monthly percentages and incomes,
 * the term in months, creation and finalization dates, the invoice schedule, the payout details
 * and signature lines for both parties. Returns the PDF bytes.
 */
export function renderAgreement(data: AgreementData): Promise<Buffer> {
  const { agency, client, investment: inv, invoices } = data;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Investment Agreement No. ${inv.id}`, Author: agency.name, Subject: `Investment agreement of ${client.full_name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };

  doc.font('Helvetica-Bold').fontSize(16).text('Investment Agreement', { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(`Agreement No. ${inv.id}`, { align: 'center' }).moveDown(0.5);

  heading('1. Parties');
  line('Agency', agency.name);
  line('Address', agency.address);
  line('Phone', agency.phone);
  doc.moveDown(0.4);
  line('Client', client.full_name);
  line('CPF/CNPJ', formatTaxId(client.cpf));
  line('Address', `${client.street_address}, ${client.city}, ${client.state} ${client.zip_code}, ${client.country}`);

  heading('2. Investment');
  line('Amount invested (USD)', `USD ${groupDigits(inv.investmentAmountUSD)}`);
  line('Monthly percentage (USD)', `${percent(inv.investmentPercentageUSD)}%`);
  line('Monthly income (USD)', `USD ${groupDigits(inv.monthlyIncomeUSD)}`);
  line('Amount invested (BRL)', `BRL ${groupDigits(inv.investmentAmountBRL)}`);
  line('Monthly percentage (BRL)', `${percent(inv.investmentPercentageBRL)}%`);
  line('Monthly income (BRL)', `BRL ${groupDigits(inv.monthlyIncomeBRL)}`);
  line('Term', `${inv.numberMonths} ${inv.numberMonths === 1 ? 'month' : 'months'}`);
  line('Creation date', printedDate(inv.createdAt));
  line('Finalization date', printedDate(inv.finalizedAt));
  if (inv.isRenew && inv.originalInvestment !== null) line('Renewal of agreement', `No. ${inv.originalInvestment}`);

  heading('3. Payment schedule');
  doc.text(`The agency pays the client the monthly income on each of the following dates (${invoices.length} ${invoices.length === 1 ? 'payment' : 'payments'}):`);
  doc.moveDown(0.3);
  const left = doc.page.margins.left;
  const columns = [left, left + 40, left + 160, left + 300];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { lineBreak: false }));
    doc.x = left;
    doc.y = y + 14;
  };
  row(['#', 'Due date', 'Amount (USD)', 'Amount (BRL)'], true);
  invoices.forEach((v, i) => row([String(i + 1), printedDate(v.invoiceDate), `USD ${groupDigits(v.invoiceAmountUSD)}`, `BRL ${groupDigits(v.invoiceAmountBRL)}`]));
  doc.font('Helvetica');

  heading('4. Payout');
  line('Method', PAYOUT_NAMES[inv.payoutTypeID] ?? String(inv.payoutTypeID));
  line('Account type', ACCOUNT_NAMES[inv.accountTypeID] ?? String(inv.accountTypeID));
  if (inv.payoutTypeID === PAYOUT.PIX) {
    line('PIX key', inv.pix ?? '');
  } else {
    line('Bank', inv.bankName ?? '');
    line('Branch', inv.branch ?? '');
    line('Account number', inv.accountNumber ?? '');
    if (inv.payoutTypeID === PAYOUT.ZELLE && inv.pix) line('Zelle', inv.pix);
  }
  if (inv.paymentDescription) line('Description', inv.paymentDescription);

  // The heading, its sentence and the signature lines stay together on one page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 170) doc.addPage();
  heading('5. Signatures');
  doc.text('The parties agree to the terms above.');
  doc.moveDown(3);
  const y = doc.y;
  const width = (doc.page.width - doc.page.margins.left - doc.page.margins.right - 40) / 2;
  const right = left + width + 40;
  doc.moveTo(left, y).lineTo(left + width, y).moveTo(right, y).lineTo(right + width, y).stroke();
  doc.text(agency.name, left, y + 4, { width });
  doc.text('Agency', left, y + 18, { width });
  doc.text(client.full_name, right, y + 4, { width });
  doc.text('Client', right, y + 18, { width });
  doc.text('Date: ____________________', left, y + 40, { width });
  doc.text('Date: ____________________', right, y + 40, { width });

  doc.end();
  return done;
}

/**
 * POST /api/investment/document/agreement/original/{id}: generates the agreement PDF from the
 * investment as it is now, stores it (replacing an earlier one) and answers it. 404 unknown or
 * deleted. One transaction with its audit row (the size only, no bytes).
 */
export async function generateAgreement(db: Database, caller: Caller, agency: Config['agency'], id: number): Promise<DocumentReply> {
  return db.transaction(async (tx) => {
    const row = await requireInvestment(tx, id, true);
    const investment = await toInvestment(tx, row);
    const client = await requireClient(tx, row.client_id);
    const pdf = await renderAgreement({ agency, client, investment, invoices: await invoicesOf(tx, id) });
    await tx.query('UPDATE investments SET original_agreement = $2, updated_at = now() WHERE id = $1', [id, pdf]);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'investment',
      entityId: id,
      action: 'generate-agreement',
      before: { id, hasOriginalAgreement: row.has_original_agreement },
      after: { id, hasOriginalAgreement: true, originalAgreementBytes: pdf.length },
    });
    return { document: pdf.toString('base64'), fileExtension: 'pdf' as const };
  });
}

async function agreementOf(q: Queryable, id: number, columns: string): Promise<DocumentReply> {
  const { rows } = await q.query<DocumentColumns>(`SELECT ${columns} FROM investments WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return requireDocument(rows[0], `Investment ${id} not found`);
}

/** GET /api/investment/document/agreement/original/{id}: 404 'Investment N not found' or 'No file on system'. */
export function getOriginalAgreement(q: Queryable, id: number): Promise<DocumentReply> {
  return agreementOf(
    q,
    id,
    `original_agreement AS document, 'application/pdf' AS document_type,
     CASE WHEN original_agreement IS NULL THEN NULL ELSE 'pdf' END AS document_extension`,
  );
}

/** GET /api/investment/document/agreement/completed/{id}: 404 'Investment N not found' or 'No file on system'. */
export function getCompletedAgreement(q: Queryable, id: number): Promise<DocumentReply> {
  return agreementOf(
    q,
    id,
    'completed_agreement AS document, completed_agreement_type AS document_type, completed_agreement_extension AS document_extension',
  );
}

/**
 * POST /api/investment/upload/{id}: stores the signed (completed) agreement, PDF, JPEG, PNG or WebP
 * by content, 10 MB at most (400/413 otherwise), replacing an earlier one. 404 unknown or deleted.
 */
export async function uploadCompletedAgreement(db: Database, caller: Caller, id: number, bytes: Buffer): Promise<Investment> {
  const file = await checkDocument(bytes);
  return db.transaction(async (tx) => {
    const before = await toInvestment(tx, await requireInvestment(tx, id, true));
    await tx.query(
      `UPDATE investments SET completed_agreement = $2, completed_agreement_type = $3, completed_agreement_extension = $4, updated_at = now()
        WHERE id = $1`,
      [id, file.bytes, file.mime, file.extension],
    );
    const after = await toInvestment(tx, await requireInvestment(tx, id));
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'investment',
      entityId: id,
      action: 'upload-agreement',
      before: investmentSnapshot(before),
      after: { ...investmentSnapshot(after), completedAgreementType: file.mime, completedAgreementBytes: file.bytes.length },
    });
    return after;
  });
}
