/**
 * The row rules of an import (docs/import.md "Rows"): a record's cells, by the mapping, become the
 * bodies of POST /api/client/create and /api/recipient/create, checked by the same functions those
 * routes use (validateClient, validateRecipient: @agency/rules' phone, ZIP, CPF/CNPJ, Pix key and
 * date rules). What is the import's own: reading the spreadsheet forms of a value (a document or
 * payout type by name, a date typed DD/MM/YYYY, a CPF or ZIP whose leading zeros a spreadsheet
 * dropped) before those rules see it.
 */
import { ACCOUNT_TYPE, DOCUMENT_TYPE, PAYOUT_TYPE, isCalendarDate, problemText } from '@agency/rules';
import { HttpError, withFieldPrefix } from '../http-errors.js';
import { validateClient, type ClientFields } from '../clients/service.js';
import { validateRecipient, type RecipientFields } from '../beneficiaries/service.js';
import type { ClientBody } from '../clients/schemas.js';
import { PAYOUT, type RecipientBody } from '../beneficiaries/schemas.js';
import type { Column, ImportField } from './mapping.js';
import { normaliseHeader } from './mapping.js';

/** Why a row is refused: the field (with its owner, 'client.telephone') and the create screen's sentence. */
export interface Refusal {
  field: string;
  message: string;
}

/** A record read by the mapping: the cells of each mapped field ('' when blank), and which fields are mapped. */
export type MappedRow = Partial<Record<ImportField, string>>;

/** Whether the dates of a column read day first: its header is Portuguese ("Data de nascimento", "Nascimento", "Data"). */
export function dayFirstColumn(columns: Column[], field: ImportField): boolean {
  const header = columns.find((c) => c.field === field)?.header;
  return header !== undefined && /\b(data|nascimento|nasc|aniversario|pagamento)\b/.test(normaliseHeader(header));
}

/** The cells of a record by field; a column beyond the record's end (a row cut off) is absent, so the rules say "is required". */
export function mapRecord(columns: Column[], cells: string[]): MappedRow {
  const row: MappedRow = {};
  columns.forEach((column, i) => {
    if (column.field && i < cells.length) row[column.field] = cells[i];
  });
  return row;
}

/** Whether any of the fields of an owner ('client.', 'recipient.', 'order.') has a value in the row. */
export function hasAny(row: MappedRow, owner: string): boolean {
  return Object.entries(row).some(([field, value]) => field.startsWith(owner) && value !== '');
}

const DOCUMENT_TYPES: Record<string, number> = {
  cnh: DOCUMENT_TYPE.CNH,
  'driver license': DOCUMENT_TYPE.CNH,
  'drivers license': DOCUMENT_TYPE.CNH,
  'carteira de motorista': DOCUMENT_TYPE.CNH,
  id: DOCUMENT_TYPE.ID,
  'id card': DOCUMENT_TYPE.ID,
  identidade: DOCUMENT_TYPE.ID,
  passport: DOCUMENT_TYPE.PASSPORT,
  passaporte: DOCUMENT_TYPE.PASSPORT,
  cpf: DOCUMENT_TYPE.CPF,
  cnpj: DOCUMENT_TYPE.CNPJ,
  rg: DOCUMENT_TYPE.RG,
};

/** A document type cell: its id 1..6, or its name (CNH, ID, Passport/Passaporte, CPF, CNPJ, RG); NaN when neither. */
export function documentTypeOf(text: string): number {
  if (/^[1-6]$/.test(text)) return Number(text);
  return DOCUMENT_TYPES[normaliseHeader(text)] ?? Number.NaN;
}

const PAYOUT_TYPES: Record<string, number> = {
  'bank deposit': PAYOUT_TYPE.BANK_DEPOSIT,
  bank: PAYOUT_TYPE.BANK_DEPOSIT,
  deposit: PAYOUT_TYPE.BANK_DEPOSIT,
  deposito: PAYOUT_TYPE.BANK_DEPOSIT,
  'deposito bancario': PAYOUT_TYPE.BANK_DEPOSIT,
  'deposito em conta': PAYOUT_TYPE.BANK_DEPOSIT,
  conta: PAYOUT_TYPE.BANK_DEPOSIT,
  pix: PAYOUT_TYPE.PIX,
  zelle: PAYOUT_TYPE.ZELLE,
};

const ACCOUNT_TYPES: Record<string, number> = {
  savings: ACCOUNT_TYPE.SAVINGS,
  poupanca: ACCOUNT_TYPE.SAVINGS,
  checking: ACCOUNT_TYPE.CHECKING,
  corrente: ACCOUNT_TYPE.CHECKING,
  'conta corrente': ACCOUNT_TYPE.CHECKING,
};

/**
 * A calendar date cell as 'YYYY-MM-DD' for the date rules: 'YYYY-MM-DD' as it is, D/M/YYYY or
 * DD.MM.YYYY (the Brazilian order) or M/D/YYYY when only one reading is a date (a day over 12);
 * day first when the column's header is Portuguese (`dayFirst`: "Data de nascimento").
 * @throws a Refusal-shaped 400 naming the field for a D/M/YYYY that reads both ways or names no real day (31/02/1980).
 */
export function calendarDateOf(text: string, field: string, dayFirst = false): string {
  const slash = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!slash) return text;
  const [a, b, year] = [Number(slash[1]), Number(slash[2]), slash[3]!];
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (month: number, day: number) => {
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    // Refused in the form it was typed in: "1980-02-31 must be a real date" would name a date nobody wrote.
    if (!isCalendarDate(iso)) throw new HttpError(400, `${field}: ${problemText('noSuchDay', { text })}`, { code: 'INVALID_FIELD', field });
    return iso;
  };
  if ((a > 12 && b <= 12) || dayFirst) return date(b, a);
  if (b > 12 && a <= 12) return date(a, b);
  if (a === b) return date(a, b);
  throw new HttpError(400, `${field}: ${problemText('twoReadings', { text })}`, {
    code: 'INVALID_FIELD',
    field,
  });
}

/**
 * A CPF a spreadsheet kept as a number lost its leading zeros: 9 or 10 digits get them back (docs/import.md
 * "Rows"); any other text as it is. The one reading of that rule: rows, the sheets' links and the screening ahead.
 */
export function taxIdCell(text: string | undefined): string {
  return text !== undefined && /^\d{9,10}$/.test(text) ? text.padStart(11, '0') : (text as string);
}

/** A ZIP code kept as a number lost its leading zeros: 3 or 4 digits get them back. */
function zipCell(text: string | undefined): string {
  return text !== undefined && /^\d{3,4}$/.test(text) ? text.padStart(5, '0') : (text as string);
}

const nullable = (text: string | undefined) => (text === undefined || text === '' ? null : text);

/** Turns a field check's refusal (an error naming its field) into a Refusal; other errors are thrown again. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof Error && typeof (error as { field?: unknown }).field === 'string') {
    return { field: (error as unknown as { field: string }).field, message: error.message };
  }
  throw error;
}

/** The outcome of checking one party of a row: its fields, or why it is refused. */
export type Checked<T> = { ok: true; fields: T } | { ok: false; refusal: Refusal };

/**
 * The client of a row, checked as POST /api/client/create checks its body (today: the agency's
 * 'YYYY-MM-DD', bounding the birthday; dayFirst: D/M/YYYY dates, see calendarDateOf). A refusal
 * names 'client.<field>'.
 */
export function checkClient(row: MappedRow, today: string, dayFirst = false): Checked<ClientFields> {
  try {
    return withFieldPrefix('client', () => {
      // Absent cells (a row cut off) go to the rules as absent: "is required". The body's types
      // are the route's; the rules take null and undefined too.
      const cell = (field: ImportField) => row[field] as string;
      const body: ClientBody = {
        fullName: cell('client.fullName'),
        birthday: calendarDateOf(row['client.birthday'] ?? '', 'birthday', dayFirst),
        email: taxIdCell(cell('client.email')),
        telephone: cell('client.telephone'),
        streetAddress: cell('client.streetAddress'),
        zipCode: zipCell(cell('client.zipCode')),
        city: cell('client.city'),
        state: cell('client.state'),
        country: nullable(row['client.country']),
        documentTypeID: DOCUMENT_TYPE.CNH, // a stand-in: the row's own type is read after the other fields
        documentNumber: cell('client.documentNumber'),
      };
      const fields = validateClient(body, today);
      // The document type is read after the fields the form puts before it.
      return { ok: true as const, fields: { ...fields, documentTypeID: documentTypeCell(row['client.documentTypeID']) } };
    });
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

function documentTypeCell(text: string | undefined): number {
  if (text === undefined || text === '')
    throw new HttpError(400, 'documentTypeID: is required', { code: 'INVALID_FIELD', field: 'documentTypeID' });
  const id = documentTypeOf(text);
  if (Number.isNaN(id)) {
    throw new HttpError(400, `documentTypeID: must be one of CNH, ID, Passport, CPF, CNPJ, RG (or 1 to 6), not "${text}"`, {
      code: 'INVALID_FIELD',
      field: 'documentTypeID',
    });
  }
  return id;
}

function typeCell(text: string | undefined, names: Record<string, number>, max: number, field: string, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  if (new RegExp(`^[1-${max}]$`).test(text)) return Number(text);
  const id = names[normaliseHeader(text)];
  if (id === undefined) {
    throw new HttpError(400, `${field}: must be one of ${Object.keys(names).join(', ')} (or 1 to ${max}), not "${text}"`, {
      code: 'INVALID_FIELD',
      field,
    });
  }
  return id;
}

/**
 * The beneficiary of a row, checked as POST /api/recipient/create checks its body. The payout type
 * defaults to Pix when a Pix key is given, else Bank Deposit when a bank is, else Pix; the account
 * type defaults to Checking; the document to the CPF/CNPJ (docs/import.md "Rows"). A refusal names 'recipient.<field>'.
 */
export function checkRecipient(row: MappedRow): Checked<RecipientFields> {
  try {
    return withFieldPrefix('recipient', () => {
      const pix = nullable(row['recipient.pix']);
      const bank = nullable(row['recipient.bankName']);
      const fallbackPayout = pix ? PAYOUT.PIX : bank ? PAYOUT.BANK_DEPOSIT : PAYOUT.PIX;
      const cell = (field: ImportField) => row[field] as string;
      const document = recipientDocument(row);
      const body: RecipientBody = {
        fullName: cell('recipient.fullName'),
        email: taxIdCell(cell('recipient.email')),
        telephone: nullable(row['recipient.telephone']),
        state: cell('recipient.state'),
        zip: nullable(row['recipient.zip']),
        city: cell('recipient.city'),
        payoutTypeID: typeCell(row['recipient.payoutTypeID'], PAYOUT_TYPES, PAYOUT_TYPE.ZELLE, 'payoutTypeID', fallbackPayout),
        accountTypeID: typeCell(
          row['recipient.accountTypeID'],
          ACCOUNT_TYPES,
          ACCOUNT_TYPE.CHECKING,
          'accountTypeID',
          ACCOUNT_TYPE.CHECKING,
        ),
        pix: pix === null ? null : taxIdCell(pix),
        bankName: bank,
        branch: nullable(row['recipient.branch']),
        accountNumber: nullable(row['recipient.accountNumber']),
        documentTypeID: DOCUMENT_TYPE.CNH, // a stand-in: the row's own type is read after the other fields
        documentNumber: document.documentNumber,
      };
      const fields = validateRecipient(body);
      return { ok: true as const, fields: { ...fields, documentTypeID: documentTypeCell(document.documentTypeID) } };
    });
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

/** The beneficiary's document: the columns' when given, else the CPF (4) or CNPJ (5) of `recipient.email`. */
function recipientDocument(row: MappedRow): { documentTypeID: string | undefined; documentNumber: string } {
  const type = row['recipient.documentTypeID'];
  const number = row['recipient.documentNumber'];
  const taxId = taxIdCell(row['recipient.email'] ?? '');
  if (!type && !number && taxId !== '') {
    return { documentTypeID: taxId.replace(/\W/g, '').length > 11 ? '5' : '4', documentNumber: taxId };
  }
  return { documentTypeID: type, documentNumber: number as string };
}

/** The API's name of each ClientFields key, for a CHANGED row's `changes`. */
export const CLIENT_FIELD_NAMES: Record<keyof ClientFields, string> = {
  fullName: 'fullName',
  birthday: 'birthday',
  cpf: 'email',
  telephone: 'telephone',
  streetAddress: 'streetAddress',
  zipCode: 'zipCode',
  city: 'city',
  state: 'state',
  country: 'country',
  documentTypeID: 'documentTypeID',
  documentNumber: 'documentNumber',
};

/** The API's name of each RecipientFields key. */
export const RECIPIENT_FIELD_NAMES: Record<keyof RecipientFields, string> = {
  fullName: 'fullName',
  cpf: 'email',
  telephone: 'telephone',
  state: 'state',
  zip: 'zip',
  city: 'city',
  payoutTypeID: 'payoutTypeID',
  accountTypeID: 'accountTypeID',
  pix: 'pix',
  bankName: 'bankName',
  branch: 'branch',
  accountNumber: 'accountNumber',
  documentTypeID: 'documentTypeID',
  documentNumber: 'documentNumber',
};

/** One difference between the record on file and the row: the field as the API names it, with its owner. */
export interface Change {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/**
 * The differences between stored and wanted values of the fields the file maps (a column the file
 * does not have changes nothing: `mapped` holds the API names present).
 */
export function differences<T extends object>(
  owner: 'client' | 'recipient',
  names: Record<keyof T, string>,
  stored: T,
  wanted: T,
  mapped: Set<string>,
): Change[] {
  const changes: Change[] = [];
  for (const key of Object.keys(names) as (keyof T)[]) {
    const name = names[key];
    if (!mapped.has(`${owner}.${name}`)) continue;
    const from = stored[key] as string | number | null;
    const to = wanted[key] as string | number | null;
    if (from !== to) changes.push({ field: `${owner}.${name}`, from, to });
  }
  return changes;
}
