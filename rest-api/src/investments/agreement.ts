/**
 * Investment agreements (docs/investments.md#the-investment-page, #calls, docs/errors.md; docs/ARCHITECTURE.md#security): the original
 * agreement is a PDF the REST API generates from the investment with pdfkit (its built-in standard
 * fonts, nothing fetched), in Portuguese then English (docs/i18n.md), and keeps; the completed agreement is the signed scan staff upload (PDF,
 * JPEG, PNG or WebP, 10 MB at most, checked by content). Both are answered as {document (base64),
 * fileExtension}; 404 'No file on system' when there is none. Audit rows never carry file bytes.
 */
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
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

/** The languages of the agreement, in the order they are printed: Portuguese first, then English (docs/i18n.md). */
export const AGREEMENT_LANGUAGES = ['pt-BR', 'en'] as const;
type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];

/** A CPF (11) as 000.000.000-00 or a CNPJ (14) as 00.000.000/0000-00; anything else as it is. */
export function formatTaxId(value: string): string {
  if (/^\d{11}$/.test(value)) return formatCpf(value);
  if (/^[0-9A-Z]{14}$/.test(value)) return formatCnpj(value, { version: /^\d{14}$/.test(value) ? 1 : 2 });
  return value;
}

/** A calendar date 'YYYY-MM-DD' as the agency prints dates: MM/DD/YYYY (docs/investments.md#constants). */
export function printedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A percentage string without trailing zeros past 2 decimals: '1.5000' → '1.50'. */
function percent(value: string): string {
  return value.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** groupDigits' '1,234.56' with Brazilian separators: '1.234,56'. */
function brazilianDigits(amount: string): string {
  return groupDigits(amount).replace(/[,.]/g, (c) => (c === ',' ? '.' : ','));
}

/**
 * The words and formats of one language of the agreement. English keeps the agency's print formats
 * ('USD 1,234.56', MM/DD/YYYY); Portuguese writes 'US$ 1.234,56', 'R$ 1.234,56' and DD/MM/YYYY.
 */
interface AgreementText {
  title: string;
  number: (id: number) => string;
  parties: string;
  agency: string;
  address: string;
  phone: string;
  client: string;
  investment: string;
  amountInvested: (currency: 'USD' | 'BRL') => string;
  monthlyPercentage: (currency: 'USD' | 'BRL') => string;
  monthlyIncome: (currency: 'USD' | 'BRL') => string;
  term: string;
  months: (n: number) => string;
  creationDate: string;
  finalizationDate: string;
  renewalOf: string;
  schedule: string;
  scheduleSentence: (n: number) => string;
  columns: [string, string, string, string];
  payout: string;
  method: string;
  payoutNames: Record<number, string>;
  accountType: string;
  accountNames: Record<number, string>;
  pixKey: string;
  bank: string;
  branch: string;
  accountNumber: string;
  description: string;
  agree: string;
  date: (date: string) => string;
  usd: (amount: string) => string;
  brl: (amount: string) => string;
  percent: (value: string) => string;
}

const TEXTS: Record<AgreementLanguage, AgreementText> = {
  'pt-BR': {
    title: 'Contrato de Investimento',
    number: (id) => `Contrato nº ${id}`,
    parties: '1. Partes',
    agency: 'Agência',
    address: 'Endereço',
    phone: 'Telefone',
    client: 'Cliente',
    investment: '2. Investimento',
    amountInvested: (c) => `Valor investido (${c})`,
    monthlyPercentage: (c) => `Percentual mensal (${c})`,
    monthlyIncome: (c) => `Rendimento mensal (${c})`,
    term: 'Prazo',
    months: (n) => `${n} ${n === 1 ? 'mês' : 'meses'}`,
    creationDate: 'Data de criação',
    finalizationDate: 'Data de término',
    renewalOf: 'Renovação do contrato',
    schedule: '3. Cronograma de pagamentos',
    scheduleSentence: (n) =>
      `A agência paga ao cliente o rendimento mensal em cada uma das datas a seguir (${n} ${n === 1 ? 'pagamento' : 'pagamentos'}):`,
    columns: ['#', 'Vencimento', 'Valor (USD)', 'Valor (BRL)'],
    payout: '4. Forma de pagamento',
    method: 'Método',
    payoutNames: { [PAYOUT.BANK_DEPOSIT]: 'Depósito bancário', [PAYOUT.PIX]: 'PIX', [PAYOUT.ZELLE]: 'Zelle' },
    accountType: 'Tipo de conta',
    accountNames: { 1: 'Conta poupança', 2: 'Conta corrente' },
    pixKey: 'Chave PIX',
    bank: 'Banco',
    branch: 'Agência bancária',
    accountNumber: 'Número da conta',
    description: 'Descrição',
    agree: 'As partes concordam com os termos acima, redigidos em português e em inglês.',
    date: (date) => date.split('-').reverse().join('/'),
    usd: (amount) => `US$ ${brazilianDigits(amount)}`,
    brl: (amount) => `R$ ${brazilianDigits(amount)}`,
    percent: (value) => `${percent(value).replace('.', ',')}%`,
  },
  en: {
    title: 'Investment Agreement',
    number: (id) => `Agreement No. ${id}`,
    parties: '1. Parties',
    agency: 'Agency',
    address: 'Address',
    phone: 'Phone',
    client: 'Client',
    investment: '2. Investment',
    amountInvested: (c) => `Amount invested (${c})`,
    monthlyPercentage: (c) => `Monthly percentage (${c})`,
    monthlyIncome: (c) => `Monthly income (${c})`,
    term: 'Term',
    months: (n) => `${n} ${n === 1 ? 'month' : 'months'}`,
    creationDate: 'Creation date',
    finalizationDate: 'Finalization date',
    renewalOf: 'Renewal of agreement',
    schedule: '3. Payment schedule',
    scheduleSentence: (n) =>
      `The agency pays the client the monthly income on each of the following dates (${n} ${n === 1 ? 'payment' : 'payments'}):`,
    columns: ['#', 'Due date', 'Amount (USD)', 'Amount (BRL)'],
    payout: '4. Payout',
    method: 'Method',
    payoutNames: { [PAYOUT.BANK_DEPOSIT]: 'Bank Deposit', [PAYOUT.PIX]: 'PIX', [PAYOUT.ZELLE]: 'Zelle' },
    accountType: 'Account type',
    accountNames: { 1: 'Savings Account', 2: 'Checking Account' },
    pixKey: 'PIX key',
    bank: 'Bank',
    branch: 'Branch',
    accountNumber: 'Account number',
    description: 'Description',
    agree: 'The parties agree to the terms above, written in Portuguese and English.',
    date: printedDate,
    usd: (amount) => `USD ${groupDigits(amount)}`,
    brl: (amount) => `BRL ${groupDigits(amount)}`,
    percent: (value) => `${percent(value)}%`,
  },
};

/**
 * Renders the agreement PDF (docs/investments.md, docs/i18n.md): the whole text in Portuguese, then
 * in English on a new page, each with the parties (the agency's name, address and phone; the
 * client's name, CPF/CNPJ and address), amounts in USD and BRL, monthly percentages and incomes,
 * the term in months, creation and finalization dates, the invoice schedule and the payout details;
 * then one bilingual page end with signature lines for both parties. Returns the PDF bytes.
 * pdfkit is loaded on the first agreement, not at start (docs/operations.md "Processes": the REST
 * API's memory at start).
 */
export async function renderAgreement(data: AgreementData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { agency, client, investment: inv, invoices } = data;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `${TEXTS['pt-BR'].number(inv.id)} / ${TEXTS.en.number(inv.id)}`,
      Author: agency.name,
      Subject: `${TEXTS['pt-BR'].title} / ${TEXTS.en.title}: ${client.full_name}`,
    },
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
  const left = doc.page.margins.left;
  const columns = [left, left + 40, left + 160, left + 300];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => doc.text(cell, columns[i], y, { lineBreak: false }));
    doc.x = left;
    doc.y = y + 14;
  };

  AGREEMENT_LANGUAGES.forEach((language, index) => {
    const t = TEXTS[language];
    if (index > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text(t.title, { align: 'center' });
    doc.font('Helvetica').fontSize(10).text(t.number(inv.id), { align: 'center' }).moveDown(0.5);

    heading(t.parties);
    line(t.agency, agency.name);
    line(t.address, agency.address);
    line(t.phone, agency.phone);
    doc.moveDown(0.4);
    line(t.client, client.full_name);
    line('CPF/CNPJ', formatTaxId(client.cpf));
    line(t.address, `${client.street_address}, ${client.city}, ${client.state} ${client.zip_code}, ${client.country}`);

    heading(t.investment);
    line(t.amountInvested('USD'), t.usd(inv.investmentAmountUSD));
    line(t.monthlyPercentage('USD'), t.percent(inv.investmentPercentageUSD));
    line(t.monthlyIncome('USD'), t.usd(inv.monthlyIncomeUSD));
    line(t.amountInvested('BRL'), t.brl(inv.investmentAmountBRL));
    line(t.monthlyPercentage('BRL'), t.percent(inv.investmentPercentageBRL));
    line(t.monthlyIncome('BRL'), t.brl(inv.monthlyIncomeBRL));
    line(t.term, t.months(inv.numberMonths));
    line(t.creationDate, t.date(inv.createdAt));
    line(t.finalizationDate, t.date(inv.finalizedAt));
    if (inv.isRenew && inv.originalInvestment !== null) line(t.renewalOf, t.number(inv.originalInvestment));

    heading(t.schedule);
    doc.text(t.scheduleSentence(invoices.length));
    doc.moveDown(0.3);
    row(t.columns, true);
    invoices.forEach((v, i) => row([String(i + 1), t.date(v.invoiceDate), t.usd(v.invoiceAmountUSD), t.brl(v.invoiceAmountBRL)]));
    doc.font('Helvetica');

    heading(t.payout);
    line(t.method, t.payoutNames[inv.payoutTypeID] ?? String(inv.payoutTypeID));
    line(t.accountType, t.accountNames[inv.accountTypeID] ?? String(inv.accountTypeID));
    if (inv.payoutTypeID === PAYOUT.PIX) {
      line(t.pixKey, inv.pix ?? '');
    } else {
      line(t.bank, inv.bankName ?? '');
      line(t.branch, inv.branch ?? '');
      line(t.accountNumber, inv.accountNumber ?? '');
      if (inv.payoutTypeID === PAYOUT.ZELLE && inv.pix) line('Zelle', inv.pix);
    }
    if (inv.paymentDescription) line(t.description, inv.paymentDescription);
  });

  // The heading, its sentences and the signature lines stay together on one page.
  const pt = TEXTS['pt-BR'];
  const en = TEXTS.en;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 190) doc.addPage();
  heading('5. Assinaturas / Signatures');
  doc.text(pt.agree);
  doc.text(en.agree);
  doc.moveDown(3);
  const y = doc.y;
  const width = (doc.page.width - doc.page.margins.left - doc.page.margins.right - 40) / 2;
  const right = left + width + 40;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .moveTo(right, y)
    .lineTo(right + width, y)
    .stroke();
  doc.text(agency.name, left, y + 4, { width });
  doc.text(`${pt.agency} / ${en.agency}`, left, y + 18, { width });
  doc.text(client.full_name, right, y + 4, { width });
  doc.text(`${pt.client} / ${en.client}`, right, y + 18, { width });
  doc.text('Data / Date: ____________________', left, y + 40, { width });
  doc.text('Data / Date: ____________________', right, y + 40, { width });

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
