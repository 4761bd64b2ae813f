/**
 * The $3,000 records (31 CFR 1010.410(e); docs/compliance.md "$3,000 records"): for every
 * transmittal of funds of $3,000.00 or more, a money transmitter keeps the sender's name, address,
 * the type and number of the identification reviewed, the date of birth, the amount, the date, the
 * beneficiary and how it is paid. Orders refuse to be taken without them; the report lists them.
 */
import { Decimal } from 'decimal.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http-errors.js';
import type { ClientRow } from '../clients/service.js';
import { RECORDKEEPING_THRESHOLD } from './alert-rules.js';
import type { RecordkeepingRow } from './schemas.js';

/** The sender fields the rule asks to keep, with the client's REST field names and their labels. */
const REQUIRED_SENDER_FIELDS: { column: keyof ClientRow; field: string; label: string }[] = [
  { column: 'full_name', field: 'fullName', label: 'full name' },
  { column: 'street_address', field: 'streetAddress', label: 'street address' },
  { column: 'city', field: 'city', label: 'city' },
  { column: 'state', field: 'state', label: 'state' },
  { column: 'zip_code', field: 'zipCode', label: 'ZIP code' },
  { column: 'birthday', field: 'birthday', label: 'date of birth' },
  { column: 'document_number', field: 'documentNumber', label: 'ID number' },
];

/**
 * Refuses an order of amountUSD (USD decimal string) at or above $3,000.00 whose sender lacks a
 * field the rule asks to keep: 422 RECORDKEEPING_INCOMPLETE naming the field ('client.streetAddress').
 * Orders under $3,000.00 pass whatever the sender's record holds.
 */
export function checkSenderRecord(amountUSD: string, client: ClientRow): void {
  if (new Decimal(amountUSD).lt(RECORDKEEPING_THRESHOLD)) return;
  for (const f of REQUIRED_SENDER_FIELDS) {
    const value = client[f.column];
    if (value === null || value === undefined || String(value).trim() === '') {
      throw new HttpError(422, `An order of $3,000.00 or more needs the sender's ${f.label} on file: please complete the client's record`, {
        code: 'RECORDKEEPING_INCOMPLETE',
        field: `client.${f.field}`,
      });
    }
  }
  if (!client.document_type_id) {
    throw new HttpError(422, "An order of $3,000.00 or more needs the sender's ID type on file: please complete the client's record", {
      code: 'RECORDKEEPING_INCOMPLETE',
      field: 'client.documentTypeID',
    });
  }
}

/**
 * GET /api/compliance/recordkeeping: the not-deleted orders of $3,000.00 or more created on the
 * agency days start..end (inclusive, in timeZone), oldest first, with what the rule keeps. The payout
 * is the one recorded with the order (its beneficiary's current one for orders taken before that was kept).
 */
export async function recordkeepingReport(q: Queryable, timeZone: string, start: string, end: string): Promise<RecordkeepingRow[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT t.id, to_char(t.created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, t.created_at, t.status_id, t.amount_usd, t.fee, t.total_fee,
            t.exchange_rate, t.amount_brl, c.id AS client_id, c.full_name AS sender_name, c.street_address, c.city AS sender_city,
            c.state AS sender_state, c.zip_code, c.country, c.telephone AS sender_telephone, to_char(c.birthday, 'YYYY-MM-DD') AS birthday,
            c.document_type_id AS sender_document_type_id, c.document_number AS sender_document_number, c.cpf AS sender_tax_id,
            r.id AS recipient_id, r.full_name AS beneficiary_name, r.cpf AS beneficiary_tax_id, r.city AS beneficiary_city,
            r.state AS beneficiary_state, COALESCE(t.payout_type_id, r.payout_type_id) AS payout_type_id,
            CASE WHEN t.payout_type_id IS NULL THEN r.bank_name ELSE t.payout_bank_name END AS bank_name,
            CASE WHEN t.payout_type_id IS NULL THEN r.branch ELSE t.payout_branch END AS branch,
            CASE WHEN t.payout_type_id IS NULL THEN r.account_number ELSE t.payout_account_number END AS account_number,
            COALESCE(k.pix, t.payout_zelle, CASE WHEN t.payout_type_id IS NULL THEN r.pix END) AS pix_or_zelle,
            e.full_name AS employee_name
       FROM transactions t
       JOIN clients c ON c.id = t.client_id
       JOIN recipients r ON r.id = t.recipient_id
       JOIN employees e ON e.id = t.employee_id
       LEFT JOIN recipient_pix k ON k.id = t.pix_id
      WHERE t.deleted_at IS NULL AND t.amount_usd >= ${RECORDKEEPING_THRESHOLD.toFixed(2)}
        AND t.created_at >= ($2::date::timestamp AT TIME ZONE $1) AND t.created_at < (($3::date + 1)::timestamp AT TIME ZONE $1)
      ORDER BY t.created_at, t.id
      LIMIT 50000`,
    [timeZone, start, end],
  );
  return rows.map((r) => ({
    transactionID: r.id as number,
    date: r.day as string,
    createdAt: new Date(r.created_at as string).toISOString(),
    statusID: r.status_id as number,
    amountUSD: r.amount_usd as string,
    fee: r.fee as string,
    totalFee: r.total_fee as string,
    exchangeRate: r.exchange_rate as string,
    amountBRL: r.amount_brl as string,
    clientID: r.client_id as number,
    senderName: r.sender_name as string,
    senderStreetAddress: r.street_address as string,
    senderCity: r.sender_city as string,
    senderState: r.sender_state as string,
    senderZipCode: r.zip_code as string,
    senderCountry: r.country as string,
    senderTelephone: r.sender_telephone as string,
    senderBirthday: r.birthday as string,
    senderDocumentTypeID: r.sender_document_type_id as number,
    senderDocumentNumber: r.sender_document_number as string,
    senderTaxID: r.sender_tax_id as string,
    recipientID: r.recipient_id as number,
    beneficiaryName: r.beneficiary_name as string,
    beneficiaryTaxID: r.beneficiary_tax_id as string,
    beneficiaryCity: r.beneficiary_city as string,
    beneficiaryState: r.beneficiary_state as string,
    payoutTypeID: r.payout_type_id as number,
    bankName: (r.bank_name as string | null) ?? null,
    branch: (r.branch as string | null) ?? null,
    accountNumber: (r.account_number as string | null) ?? null,
    pixOrZelle: (r.pix_or_zelle as string | null) ?? null,
    employeeName: r.employee_name as string,
  }));
}
