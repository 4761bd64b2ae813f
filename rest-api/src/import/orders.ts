/**
 * The open orders of an import (docs/import.md "Open orders"): a row's `order.` cells become the
 * order of its client to its beneficiary, checked by the functions POST /api/transaction/create uses
 * (validateOrder and, through it, @agency/rules' amount and date rules; the partial payment's
 * mustFit; the $3,000 record's checkSenderRecord), so a row is refused for what creating the order
 * refuses, with its sentence. What is the import's own: reading a spreadsheet's forms of an amount
 * ("1.234,56" under a Portuguese header), the status in English or Portuguese, the agency's first
 * day of use (an order created before it is history: Completed or Cancelled only, no compliance
 * alert), and finding an order already on file (by the old system's reference, else by client,
 * beneficiary, creation date and amount), so a file imported twice adds no order.
 */
import {
  amountBrlFor,
  compareDates,
  CUSTOM_DAYS,
  exchangeRate,
  feeAmount,
  ORDER_STATUS,
  paidAmount,
  PAYMENT_METHOD,
  problemText,
  totalWithFee,
  usdAmount,
} from '@agency/rules';
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { writeAuditMany, type AuditEntry } from '../db/audit.js';
import { badRequest, withFieldPrefix } from '../http-errors.js';
import type { ClientFields, ClientRow } from '../clients/service.js';
import { RECIPIENT_COLUMNS, type RecipientRow } from '../beneficiaries/service.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import { checkSenderRecord } from '../compliance/recordkeeping.js';
import { raiseOrderAlerts } from '../compliance/alerts.js';
import { publishOrderEvents } from '../events.js';
import { payoutColumns, toTransactions, TRANSACTION_COLUMNS, TRANSACTION_FROM, type TransactionRow } from '../orders/model.js';
import { mustFit } from '../orders/partial.js';
import { orderAuditSnapshot, validateOrder, type OrderFields } from '../orders/service.js';
import { normaliseHeader, type Column, type ImportField } from './mapping.js';
import { calendarDateOf, dayFirstColumn, hasAny, refusalOf, type Checked, type MappedRow, type Refusal } from './rows.js';

/** A row's order, checked: its figures as POST /api/transaction/create stores them, its status, and what was paid out. */
export interface ImportOrder {
  /** The old system's number (`order.reference`), or null. */
  reference: string | null;
  fields: OrderFields;
  /** ORDER_STATUS: Pending, On hold (Standby), Completed or Cancelled. */
  statusID: number;
  /** Created before the agency's first day of use: Completed or Cancelled, no compliance alert. */
  history: boolean;
  /** The BRL paid out so far, one partial payment line on `date`; null when nothing was. */
  paid: { value: string; date: string } | null;
}

/** Status words in English and Portuguese (compared as headers are: no case, accents or punctuation), and the ids 1, 2, 3, 5. */
const STATUS_WORDS: Record<string, number> = {
  pending: ORDER_STATUS.PENDING,
  open: ORDER_STATUS.PENDING,
  pendente: ORDER_STATUS.PENDING,
  aberto: ORDER_STATUS.PENDING,
  'em aberto': ORDER_STATUS.PENDING,
  'on hold': ORDER_STATUS.STANDBY,
  hold: ORDER_STATUS.STANDBY,
  standby: ORDER_STATUS.STANDBY,
  'stand by': ORDER_STATUS.STANDBY,
  'em espera': ORDER_STATUS.STANDBY,
  espera: ORDER_STATUS.STANDBY,
  aguardando: ORDER_STATUS.STANDBY,
  retido: ORDER_STATUS.STANDBY,
  suspenso: ORDER_STATUS.STANDBY,
  completed: ORDER_STATUS.COMPLETED,
  complete: ORDER_STATUS.COMPLETED,
  done: ORDER_STATUS.COMPLETED,
  paid: ORDER_STATUS.COMPLETED,
  pago: ORDER_STATUS.COMPLETED,
  paga: ORDER_STATUS.COMPLETED,
  concluido: ORDER_STATUS.COMPLETED,
  concluida: ORDER_STATUS.COMPLETED,
  finalizado: ORDER_STATUS.COMPLETED,
  entregue: ORDER_STATUS.COMPLETED,
  cancelled: ORDER_STATUS.CANCELLED,
  canceled: ORDER_STATUS.CANCELLED,
  cancelado: ORDER_STATUS.CANCELLED,
  cancelada: ORDER_STATUS.CANCELLED,
  '1': ORDER_STATUS.PENDING,
  '2': ORDER_STATUS.COMPLETED,
  '3': ORDER_STATUS.CANCELLED,
  '5': ORDER_STATUS.STANDBY,
};

/** The longest old-system reference kept (as a document number). */
const REFERENCE_MAX = 60;

/** A status cell's id; blank: Pending. @throws 400 naming 'status' for any other word (Renewed included). */
export function statusOf(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return ORDER_STATUS.PENDING;
  const id = STATUS_WORDS[normaliseHeader(text)];
  if (id === undefined) {
    throw badRequest('status', problemText('orderStatus', { text: text.trim() }));
  }
  return id;
}

/** Whether a money column's header is Portuguese ("Valor", "Câmbio", "Taxa", "Pago"): its amounts are written 1.234,56. */
export function portugueseColumn(columns: Column[], field: ImportField): boolean {
  const header = columns.find((c) => c.field === field)?.header;
  return (
    header !== undefined &&
    /\b(valor|cambio|cotacao|taxa|tarifa|comissao|pago|pagamento|pagamentos|pedido|dolares|reais|remessa)\b/.test(normaliseHeader(header))
  );
}

/**
 * An amount cell in the documented decimal form ('1234.56') for the amount rules, or undefined when
 * blank. A leading currency sign (US$, R$, $) is dropped. Under a Portuguese header `1.234,56` and
 * `1234,56` are read (and, for money, `1.234` as 1234: money has no third decimal); under any other,
 * `1,234.56`. Anything else goes to the rules as it is, which refuse it ("must be a decimal number"):
 * an amount is read as itself or refused, never as another.
 */
export function amountCell(text: string | undefined, portuguese: boolean, kind: 'money' | 'rate' = 'money'): string | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().replace(/^(US\$|R\$|\$)\s*/, '');
  if (t === '') return undefined;
  if (portuguese) {
    if (/^(\d{1,3}(\.\d{3})+|\d+),\d+$/.test(t)) return t.replace(/\./g, '').replace(',', '.');
    if (kind === 'money' && /^\d{1,3}(\.\d{3})+$/.test(t)) return t.replace(/\./g, '');
    return t;
  }
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return t.replace(/,/g, '');
  return t;
}

/**
 * The order of a row (docs/import.md "Open orders"), or null when the row fills no `order.` column or
 * no column fills `order.amountUSD` (a clients' file whose "Data" or "Status" column was guessed as
 * an order's takes no order).
 * `firstDay`: the agency's first day of use ('YYYY-MM-DD'). Amounts go through the create route's
 * rules (amount > 0 and at most 1,000,000.00, to the cent; rate; fee, blank 0), dates are calendar
 * dates never shifted (a blank payment date is the creation date), the payment line is one Cash line
 * of the total with fee (a file says nothing of how the client paid), and `order.paidAmount` (BRL)
 * may not be over the amount BRL. A Completed order without a paid amount is paid in full; one with
 * less is refused. A refusal names 'order.<field>' with the create route's sentence.
 */
export function checkOrder(row: MappedRow, columns: Column[], firstDay: string): Checked<ImportOrder> | null {
  if (!hasAny(row, 'order.') || !columns.some((c) => c.field === 'order.amountUSD')) return null;
  try {
    return withFieldPrefix('order', () => {
      const money = (field: ImportField) => amountCell(row[field], portugueseColumn(columns, field));
      const amountUSD = usdAmount(money('order.amountUSD'), 'amountUSD');
      const rate = exchangeRate(
        amountCell(row['order.exchangeRate'], portugueseColumn(columns, 'order.exchangeRate'), 'rate'),
        'exchangeRate',
      );
      const fee = feeAmount(money('order.fee') ?? '0', 'fee');
      const creationText = row['order.creationDate'] ?? '';
      if (creationText.trim() === '') throw badRequest('creationDate', problemText('required'));
      const creationDate = calendarDateOf(creationText.trim(), 'creationDate', dayFirstColumn(columns, 'order.creationDate'));
      const paymentText = (row['order.paymentDate'] ?? '').trim();
      const paymentDate =
        paymentText === '' ? creationDate : calendarDateOf(paymentText, 'paymentDate', dayFirstColumn(columns, 'order.paymentDate'));
      const totalFee = totalWithFee(amountUSD, fee);
      const fields = validateOrder({
        amountUSD,
        exchangeRate: rate,
        amountBRL: amountBrlFor(amountUSD, rate),
        fee,
        totalFee,
        valueAggregates: [{ paymentID: PAYMENT_METHOD.CASH, value: totalFee }],
        creationDate,
        paymentDate,
        days: CUSTOM_DAYS,
        isRenew: false,
        originalTransactionID: null,
        transactionTypeID: 0,
      });
      const statusID = statusOf(row['order.status']);
      const history = compareDates(fields.creationDate, firstDay) < 0;
      if (history && statusID !== ORDER_STATUS.COMPLETED && statusID !== ORDER_STATUS.CANCELLED) {
        throw badRequest('status', problemText('historyStatus', { firstDay }));
      }
      const paidText = money('order.paidAmount');
      let paid: string | null = paidText === undefined || (isZero(paidText) ?? false) ? null : paidAmount(paidText, 'paidAmount');
      if (paid !== null) mustFit(paid, fields.amountBRL, 'paidAmount');
      if (statusID === ORDER_STATUS.COMPLETED) {
        if (paid === null) paid = fields.amountBRL;
        else if (new Decimal(paid).lt(fields.amountBRL)) throw badRequest('paidAmount', problemText('paymentsIncomplete'));
      }
      const reference = (row['order.reference'] ?? '').trim() || null;
      if (reference !== null && reference.length > REFERENCE_MAX)
        throw badRequest('reference', problemText('atMostCharacters', { max: REFERENCE_MAX }));
      return {
        ok: true as const,
        fields: {
          reference,
          fields,
          statusID,
          history,
          paid: paid === null || new Decimal(paid).isZero() ? null : { value: paid, date: fields.paymentDate },
        },
      };
    });
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

/** Whether an amount text in the documented form is zero ('0', '0.00'); null when it is not in that form (the rules say why). */
function isZero(text: string): boolean | null {
  return /^\d+(\.\d+)?$/.test(text) ? new Decimal(text).isZero() : null;
}

/**
 * The key an order is the same by within one import: its reference when it has one, else its client,
 * beneficiary, creation date and amount USD. `client` and `recipient` name the parties: 'id:12' for
 * one on file, their CPF key for one the import creates.
 */
export function orderKey(order: ImportOrder, client: string, recipient: string): string {
  if (order.reference !== null) return `ref:${order.reference}`;
  return `t:${client}|${recipient}|${order.fields.creationDate}|${order.fields.amountUSD}`;
}

/** An order the import looks for on file: by reference, else by its parties on file (ids) and figures. */
export interface OrderProbe {
  order: ImportOrder;
  clientId: number | null;
  recipientId: number | null;
}

/**
 * The orders on file the probes may be (deleted ones included: an order once imported and deleted is
 * not brought back), in one statement: by reference, and by (client, beneficiary, creation date,
 * amount USD) for probes without one whose parties are on file. Keyed by orderKey with 'id:N' parties.
 */
export async function ordersOnFile(q: Queryable, probes: OrderProbe[]): Promise<Map<string, number>> {
  const references = [...new Set(probes.flatMap((p) => (p.order.reference !== null ? [p.order.reference] : [])))];
  const tuples = probes.filter((p) => p.order.reference === null && p.clientId !== null && p.recipientId !== null);
  const found = new Map<string, number>();
  if (references.length === 0 && tuples.length === 0) return found;
  const { rows } = await q.query<{
    id: number;
    import_reference: string | null;
    client_id: number;
    recipient_id: number;
    creation_date: string;
    amount_usd: string;
  }>(
    `SELECT t.id, t.import_reference, t.client_id, t.recipient_id, to_char(t.creation_date, 'YYYY-MM-DD') AS creation_date, t.amount_usd
       FROM transactions t
      WHERE t.import_reference = ANY($1::text[])
         OR (t.client_id, t.recipient_id, t.creation_date, t.amount_usd) IN
            (SELECT * FROM unnest($2::int[], $3::int[], $4::date[], $5::numeric[]))
      ORDER BY t.id`,
    [
      references,
      tuples.map((p) => p.clientId),
      tuples.map((p) => p.recipientId),
      tuples.map((p) => p.order.fields.creationDate),
      tuples.map((p) => p.order.fields.amountUSD),
    ],
  );
  for (const r of rows) {
    const keys = [`t:id:${r.client_id}|id:${r.recipient_id}|${r.creation_date}|${new Decimal(r.amount_usd).toFixed(2)}`];
    if (r.import_reference !== null) keys.push(`ref:${r.import_reference}`);
    for (const key of keys) if (!found.has(key)) found.set(key, r.id);
  }
  return found;
}

/**
 * Why an order of amountUSD may not be taken from the sender `client` as it will be on file: the
 * $3,000 record's rule (checkSenderRecord, docs/compliance.md "$3,000 records"), or null.
 */
export function senderRecordRefusal(amountUSD: string, client: ClientFields): Refusal | null {
  const row = {
    full_name: client.fullName,
    street_address: client.streetAddress,
    city: client.city,
    state: client.state,
    zip_code: client.zipCode,
    birthday: client.birthday,
    document_number: client.documentNumber,
    document_type_id: client.documentTypeID,
  } as unknown as ClientRow;
  try {
    checkSenderRecord(amountUSD, row);
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

/** One order to write: its checked fields and its parties' ids. */
export interface OrderToWrite {
  order: ImportOrder;
  clientId: number;
  recipientId: number;
}

/**
 * Writes the new orders of a batch on tx (the batch's transaction), by employeeId for import
 * importId: each order with its status, payout (the beneficiary's as on file now), Pix key (the
 * beneficiary's main one), its payment line, its reference, an instant on its creation date
 * (midnight in the agency's zone, so lists, reports and alerts see it on that day), and the paid
 * amount as one partial payment line; its audit rows name the import; it announces itself
 * (publishOrderEvents CREATED, one statement for the batch) and, unless history, raises the compliance alerts an order brings
 * about (docs/compliance.md "Alerts"). The orders, their lines, payments and audit rows are one
 * statement per table (as the import's people: docs/import.md "Scale"). Returns the new orders' ids
 * in the items' order.
 */
export async function writeOrders(
  tx: Queryable,
  timeZone: string,
  importId: number,
  employeeId: number,
  items: OrderToWrite[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const recipientIds = [...new Set(items.map((i) => i.recipientId))];
  const recipients = await tx.query<RecipientRow>(`SELECT ${RECIPIENT_COLUMNS} FROM recipients r WHERE r.id = ANY($1::int[])`, [
    recipientIds,
  ]);
  const byId = new Map(recipients.rows.map((r) => [r.id, r]));
  const keys = await tx.query<{ recipient_id: number; id: number }>(
    `SELECT DISTINCT ON (recipient_id) recipient_id, id FROM recipient_pix
      WHERE recipient_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY recipient_id, main DESC, id`,
    [recipientIds],
  );
  const pixOf = new Map(keys.rows.map((k) => [k.recipient_id, k.id]));
  // The ids first, so each order's lines, payment and audit row are known to be its own.
  const allocated = await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('transactions', 'id'))::int AS id FROM generate_series(1, $1::int)",
    [items.length],
  );
  const ids = allocated.rows.map((r) => r.id);
  const column = <T>(of: (item: OrderToWrite) => T) => items.map(of);
  const payout = items.map((i) => payoutColumns(byId.get(i.recipientId)!));
  await tx.query(
    `INSERT INTO transactions (id, client_id, recipient_id, employee_id, amount_usd, exchange_rate, amount_brl, fee, total_fee,
                               is_renew, payment_date, creation_date, days, pix_id, status_id, transaction_type_id,
                               payout_type_id, payout_account_type_id, payout_bank_name, payout_branch, payout_account_number,
                               payout_zelle, import_reference, import_id, created_at, paid_brl)
     SELECT u.id, u.client_id, u.recipient_id, $21::int, u.amount_usd, u.exchange_rate, u.amount_brl, u.fee, u.total_fee,
            false, u.payment_date, u.creation_date, u.days, u.pix_id, u.status_id, u.type_id,
            u.payout_type_id, u.account_type_id, u.bank_name, u.branch, u.account_number,
            u.zelle, u.reference, $22::int, (u.creation_date::timestamp AT TIME ZONE $23::text), u.paid
       FROM unnest($1::int[], $2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[],
                   $9::date[], $10::date[], $11::int[], $12::int[], $13::smallint[], $14::smallint[], $15::smallint[], $16::smallint[],
                   $17::text[], $18::text[], $19::text[], $20::text[], $24::text[], $25::numeric[])
         AS u(id, client_id, recipient_id, amount_usd, exchange_rate, amount_brl, fee, total_fee, payment_date, creation_date, days,
              pix_id, status_id, type_id, payout_type_id, account_type_id, bank_name, branch, account_number, zelle, reference,
              paid)`,
    [
      ids,
      column((i) => i.clientId),
      column((i) => i.recipientId),
      column((i) => i.order.fields.amountUSD),
      column((i) => i.order.fields.exchangeRate),
      column((i) => i.order.fields.amountBRL),
      column((i) => i.order.fields.fee),
      column((i) => i.order.fields.totalFee),
      column((i) => i.order.fields.paymentDate),
      column((i) => i.order.fields.creationDate),
      column((i) => i.order.fields.days),
      column((i) => (byId.get(i.recipientId)!.payout_type_id === PAYOUT.PIX ? (pixOf.get(i.recipientId) ?? null) : null)),
      column((i) => i.order.statusID),
      column((i) => i.order.fields.transactionTypeID),
      payout.map((p) => p[0]),
      payout.map((p) => p[1]),
      payout.map((p) => p[2]),
      payout.map((p) => p[3]),
      payout.map((p) => p[4]),
      payout.map((p) => p[5]),
      employeeId,
      importId,
      timeZone,
      column((i) => i.order.reference),
      column((i) => i.order.paid?.value ?? '0'),
    ],
  );
  const lines = items.flatMap((item, n) => item.order.fields.lines.map((line) => ({ id: ids[n]!, ...line })));
  await tx.query(
    `INSERT INTO transaction_payments (transaction_id, payment_type_id, value)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::numeric[])`,
    [lines.map((l) => l.id), lines.map((l) => l.paymentID), lines.map((l) => l.value)],
  );
  const paid = items.flatMap((item, n) => (item.order.paid ? [{ transactionId: ids[n]!, ...item.order.paid }] : []));
  const payments = await tx.query<{ id: number; transaction_id: number }>(
    `INSERT INTO partial_payments (transaction_id, value, date, employee_id)
     SELECT u.id, u.value, u.date, $4::int FROM unnest($1::int[], $2::numeric[], $3::date[]) AS u(id, value, date)
     RETURNING id, transaction_id`,
    [paid.map((p) => p.transactionId), paid.map((p) => p.value), paid.map((p) => p.date), employeeId],
  );
  const paymentOf = new Map(payments.rows.map((r) => [r.transaction_id, r.id]));
  const stored = await tx.query<TransactionRow>(`SELECT ${TRANSACTION_COLUMNS} FROM ${TRANSACTION_FROM} WHERE t.id = ANY($1::int[])`, [
    ids,
  ]);
  const models = new Map((await toTransactions(tx, stored.rows)).map((m) => [m.transactionDetail.id, m]));
  const note = { importID: importId };
  const audits: AuditEntry[] = [];
  items.forEach((item, n) => {
    const id = ids[n]!;
    audits.push({
      actorId: employeeId,
      entity: 'transaction',
      entityId: id,
      action: 'create',
      after: { ...orderAuditSnapshot(models.get(id)!), reference: item.order.reference, history: item.order.history, ...note },
    });
    if (item.order.paid) {
      const paymentId = paymentOf.get(id)!;
      const { value, date } = item.order.paid;
      audits.push({
        actorId: employeeId,
        entity: 'partial_payment',
        entityId: paymentId,
        action: 'create',
        after: { id: paymentId, transactionID: id, value, date, ...note },
      });
    }
  });
  await writeAuditMany(tx, audits);
  await publishOrderEvents(tx, ids, 'CREATED', employeeId);
  for (const [n, item] of items.entries()) {
    // History is the record of what was, not a transfer taken now: it raises no alert (docs/import.md "Open orders").
    if (!item.order.history) await raiseOrderAlerts(tx, timeZone, employeeId, ids[n]!);
  }
  return ids;
}
