/**
 * Recipients (beneficiaries; docs/clients-and-beneficiaries.md#clients, #payout, #validation, #calls, docs/errors.md): SQL and rules.
 * Every write runs in one transaction with its audit row (no document bytes). Payout switches
 * (docs/clients-and-beneficiaries.md#payout): Bank Deposit keeps the bank fields and clears pix; Pix and Zelle keep
 * pix and clear the bank fields. A Pix beneficiary's key is added to its Pix list and made main.
 */
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { checkVersion } from '../db/versions.js';
import { queryPage } from '../db/paging.js';
import { bestMatchOrder, escapeLike, lockByFullName, NAME_CANDIDATES, nameContains, nameKey, termKey } from '../db/search.js';
import { brazilianPhone, optionalText, personName, pixKey, requiredText, stateCode, taxId, zelleValue } from '@agency/rules';
import { badRequest, conflict, notFound, requirePresent, withFieldPrefix } from '../http-errors.js';
import { checkDocument } from '../documents/files.js';
import { requireDocument, type DocumentColumns, type DocumentReply } from '../documents/schemas.js';
import { NAME_SEARCH_LIMIT, searchTerm } from '../clients/service.js';
import type { Caller } from '../types.js';
import { ensureMainKey, pixListsOf } from './pix.js';
import { PAYOUT, RecipientBody, type PixEntry, type Recipient } from './schemas.js';
import { checkOverride, screenedTransaction, type SanctionsOverride, type SanctionsScreener } from '../compliance/screening.js';
import { raiseOverrideAlerts } from '../compliance/alerts.js';

/** A recipients row as selected here (no document bytes). */
export interface RecipientRow {
  id: number;
  /** migration 025 */
  version: number;
  full_name: string;
  cpf: string;
  telephone: string | null;
  state: string;
  zip: string | null;
  city: string;
  payout_type_id: number;
  account_type_id: number;
  pix: string | null;
  bank_name: string | null;
  branch: string | null;
  account_number: string | null;
  document_type_id: number;
  document_number: string;
  has_document: boolean;
  document_type: string | null;
}

/** The columns of RecipientRow, for `SELECT ${RECIPIENT_COLUMNS} FROM recipients r`. */
export const RECIPIENT_COLUMNS = `r.id, r.full_name, r.cpf, r.telephone, r.state, r.zip, r.city, r.payout_type_id,
  r.account_type_id, r.pix, r.bank_name, r.branch, r.account_number, r.document_type_id, r.document_number,
  r.document IS NOT NULL AS has_document, r.document_type, r.version`;

/** The Recipient reply object of a row and its Pix list: its fields (recipientFieldsOf, the one reading of the columns), the CPF/CNPJ as `email`. */
export function toRecipient(row: RecipientRow, pixList: PixEntry[]): Recipient {
  const { fullName, cpf, ...rest } = recipientFieldsOf(row);
  return { id: row.id, version: row.version, fullName, email: cpf, ...rest, hasDocument: row.has_document, pixList };
}

/** The Recipient objects of rows, in their order, with their Pix lists (one query for all). */
export async function recipientsWithPix(q: Queryable, rows: RecipientRow[]): Promise<Recipient[]> {
  const lists = await pixListsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRecipient(row, lists.get(row.id) ?? []));
}

async function recipientWithPix(q: Queryable, row: RecipientRow): Promise<Recipient> {
  return (await recipientsWithPix(q, [row]))[0]!;
}

/** What the audit log keeps of a recipient: every field (and its keys when given), of the document only its type. */
function auditSnapshot(row: RecipientRow, pixList?: PixEntry[]) {
  const { pixList: _none, ...fields } = toRecipient(row, []);
  return { ...fields, documentType: row.document_type, ...(pixList ? { pixList } : {}) };
}

/** The recipient with id (locked FOR UPDATE when forUpdate), or null. */
export async function findRecipient(q: Queryable, id: number, forUpdate = false): Promise<RecipientRow | null> {
  const { rows } = await q.query<RecipientRow>(
    `SELECT ${RECIPIENT_COLUMNS} FROM recipients r WHERE r.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function requireRecipient(q: Queryable, id: number, forUpdate = false): Promise<RecipientRow> {
  const row = await findRecipient(q, id, forUpdate);
  if (!row) throw notFound(`Recipient ${id} not found`);
  return row;
}

/** The validated, normalised fields of a recipient, as stored. */
export interface RecipientFields {
  fullName: string;
  cpf: string;
  telephone: string | null;
  state: string;
  zip: string | null;
  city: string;
  payoutTypeID: number;
  accountTypeID: number;
  pix: string | null;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  documentTypeID: number;
  documentNumber: string;
}

function bankField(value: string | null | undefined, field: string): string {
  const text = optionalText(value);
  if (!text) throw badRequest(field, 'is required for Bank Deposit');
  return text;
}

/**
 * Checks and normalises a create/update body (docs/clients-and-beneficiaries.md#validation), in the form's order.
 * Throws 400 naming the field. The payout type decides which of pix and the bank fields are kept.
 */
export function validateRecipient(body: RecipientBody): RecipientFields {
  const fields = {
    fullName: personName(body.fullName, 'fullName'),
    cpf: taxId(body.email, 'email'),
    telephone: brazilianPhone(body.telephone, 'telephone'),
    state: stateCode(body.state, 'state'),
    zip: optionalText(body.zip),
    city: requiredText(body.city, 'city'),
    payoutTypeID: body.payoutTypeID,
    accountTypeID: body.accountTypeID,
    documentTypeID: body.documentTypeID,
    documentNumber: requiredText(body.documentNumber, 'documentNumber'),
  };
  if (body.payoutTypeID === PAYOUT.BANK_DEPOSIT) {
    return {
      ...fields,
      pix: null,
      bankName: bankField(body.bankName, 'bankName'),
      branch: bankField(body.branch, 'branch'),
      accountNumber: bankField(body.accountNumber, 'accountNumber'),
    };
  }
  let pix: string;
  if (body.payoutTypeID === PAYOUT.PIX) {
    if (!optionalText(body.pix)) throw badRequest('pix', 'is required for Pix');
    pix = pixKey(body.pix, 'pix').value;
  } else {
    pix = zelleValue(body.pix, 'pix');
  }
  return { ...fields, pix, bankName: null, branch: null, accountNumber: null };
}

function fieldValues(f: RecipientFields): unknown[] {
  return [
    f.fullName,
    f.cpf,
    f.telephone,
    f.state,
    f.zip,
    f.city,
    f.payoutTypeID,
    f.accountTypeID,
    f.pix,
    f.bankName,
    f.branch,
    f.accountNumber,
    f.documentTypeID,
    f.documentNumber,
  ];
}

/** GET /api/recipient/search/id/{id}: the recipient with its keys; 404 'Recipient N not found'. */
export async function getRecipient(db: Queryable, id: number): Promise<Recipient> {
  return recipientWithPix(db, await requireRecipient(db, id));
}

/**
 * GET /api/recipient/search/name/{name}: up to 20 recipients whose name contains the term (trimmed,
 * case- and accent-insensitive), best match first. 404 'Sender not found!' (docs/errors.md: the same
 * text as for clients) when none.
 */
export async function searchRecipientsByName(db: Queryable, name: string): Promise<Recipient[]> {
  const term = searchTerm(name, 'name');
  const { rows } = await db.query<RecipientRow>(
    `SELECT ${RECIPIENT_COLUMNS} FROM recipients r WHERE ${nameContains('r.full_name', '$2')}
      ORDER BY ${bestMatchOrder('r.full_name', '$1', '$2', 'r.id')} LIMIT ${NAME_SEARCH_LIMIT}`,
    [term, escapeLike(term)],
  );
  if (rows.length === 0) throw notFound('Sender not found!');
  return recipientsWithPix(db, rows);
}

/** GET /api/recipient/search/name/full/{name}: the one recipient with this whole name. 404 none, 409 several. */
export async function findRecipientIdByFullName(db: Queryable, name: string): Promise<number> {
  const term = searchTerm(name, 'name');
  const { rows } = await db.query<{ id: number }>(
    `SELECT r.id FROM recipients r WHERE ${nameKey('r.full_name')} = ${termKey('$1')} ORDER BY r.id LIMIT 2`,
    [term],
  );
  if (rows.length === 0) throw notFound(`Recipient ${term} not found`);
  if (rows.length > 1) throw conflict(`Several beneficiaries are named ${term}: pick one with Select Beneficiary`);
  return rows[0]!.id;
}

/** POST /api/recipient/search/pagination[/{term}]: one page (1-based) by name then id, and the total (one SQL statement, queryPage; Pix keys after). */
export async function pageRecipients(
  db: Queryable,
  page: number,
  perPage: number,
  term?: string,
): Promise<{ size: number; recipients: Recipient[] }> {
  const t = term?.trim() ?? '';
  const where = t ? `WHERE ${nameContains('r.full_name', '$1')}` : '';
  const params = t ? [escapeLike(t)] : [];
  const offset = (page - 1) * perPage;
  const { size, rows } = await queryPage<RecipientRow>(
    db,
    `SELECT count(*)::int AS n FROM recipients r ${where}`,
    `SELECT ${RECIPIENT_COLUMNS} FROM recipients r ${where} ORDER BY r.full_name, r.id LIMIT ${Math.trunc(perPage)} OFFSET ${offset}`,
    offset,
    params,
  );
  return { size, recipients: await recipientsWithPix(db, rows) };
}

/** POST /api/recipient/search/ids (extension): the recipients among ids, in no particular order. */
export async function recipientsByIds(db: Queryable, ids: number[]): Promise<Recipient[]> {
  const { rows } = await db.query<RecipientRow>(`SELECT ${RECIPIENT_COLUMNS} FROM recipients r WHERE r.id = ANY($1::int[])`, [
    [...new Set(ids)],
  ]);
  return recipientsWithPix(db, rows);
}

/**
 * Inserts a recipient (validated fields) on tx, adds a Pix beneficiary's key as its main key, and
 * writes the audit row. Returns the Recipient. For the order-creation flow too (docs/clients-and-beneficiaries.md).
 */
export async function insertRecipient(tx: Queryable, actorId: number, fields: RecipientFields): Promise<Recipient> {
  const { rows } = await tx.query<RecipientRow>(
    `INSERT INTO recipients AS r (full_name, cpf, telephone, state, zip, city, payout_type_id, account_type_id,
                                  pix, bank_name, branch, account_number, document_type_id, document_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${RECIPIENT_COLUMNS}`,
    fieldValues(fields),
  );
  const row = rows[0]!;
  if (fields.payoutTypeID === PAYOUT.PIX && fields.pix) await ensureMainKey(tx, row.id, fields.pix);
  const recipient = await recipientWithPix(tx, row);
  await writeAudit(tx, { actorId, entity: 'recipient', entityId: row.id, action: 'create', after: auditSnapshot(row, recipient.pixList) });
  return recipient;
}

/**
 * POST /api/recipient/create: validates (400 naming the field), screens the name against the
 * sanctions list (31 CFR 501; logged) and creates the recipient.
 * @throws 422 SANCTIONS_MATCH with `matches` unless an administrator's `override` (403 from an
 *   employee) says why the match is not this person; nothing is created then but the log row.
 */
export async function createRecipient(
  db: Database,
  caller: Caller,
  body: RecipientBody,
  sanctions: SanctionsScreener,
  override?: SanctionsOverride | null,
): Promise<Recipient> {
  const allowed = checkOverride(caller, override);
  const fields = validateRecipient(body);
  return screenedTransaction(db, sanctions, caller, allowed, async (tx, screening) => {
    screening.refuseOnMatch(await screening.screen(tx, fields.fullName, 'recipient'));
    const recipient = await insertRecipient(tx, caller.employeeId, fields);
    await raiseOverrideAlerts(tx, screening, { recipientId: recipient.id });
    return recipient;
  });
}

/**
 * POST /api/recipient/update/{id}: a full replace of the fields (the document and the Pix list
 * stay; payout Pix adds or finds its key and makes it main). A changed name is screened against
 * the sanctions list as at create. 404, 400.
 * @throws 422 SANCTIONS_MATCH for a new name that may be a listed party, unless an administrator's override.
 */
export async function updateRecipient(
  db: Database,
  caller: Caller,
  id: number,
  body: RecipientBody,
  sanctions: SanctionsScreener,
  override?: SanctionsOverride | null,
  expectedVersion: number | null = null,
): Promise<Recipient> {
  const allowed = checkOverride(caller, override);
  const fields = validateRecipient(body);
  return screenedTransaction(db, sanctions, caller, allowed, async (tx, screening) => {
    const before = await requireRecipient(tx, id, true);
    await checkVersion(tx, 'recipient', id, before.version, expectedVersion);
    if (before.full_name !== fields.fullName) {
      screening.refuseOnMatch(await screening.screen(tx, fields.fullName, 'recipient'));
      await raiseOverrideAlerts(tx, screening, { recipientId: id });
    }
    return writeRecipient(tx, caller.employeeId, before, fields);
  });
}

/**
 * On tx: replaces every field of the recipient row `beforeRow` (already locked FOR UPDATE) with
 * `fields` (validated), keeps its document and Pix list (payout Pix finds or adds its key and
 * makes it main), and writes the audit row with the fields and keys before and after. Returns the
 * Recipient as it now is. For a Confirm that updates a beneficiary on file too.
 */
export async function writeRecipient(
  tx: Queryable,
  actorId: number,
  beforeRow: RecipientRow,
  fields: RecipientFields,
  note: Record<string, unknown> = {},
): Promise<Recipient> {
  const id = beforeRow.id;
  const before = await recipientWithPix(tx, beforeRow);
  const { rows } = await tx.query<RecipientRow>(
    `UPDATE recipients AS r SET full_name = $2, cpf = $3, telephone = $4, state = $5, zip = $6, city = $7,
            payout_type_id = $8, account_type_id = $9, pix = $10, bank_name = $11, branch = $12,
            account_number = $13, document_type_id = $14, document_number = $15, updated_at = now()
      WHERE r.id = $1 RETURNING ${RECIPIENT_COLUMNS}`,
    [id, ...fieldValues(fields)],
  );
  const row = rows[0]!;
  if (fields.payoutTypeID === PAYOUT.PIX && fields.pix) await ensureMainKey(tx, id, fields.pix);
  const after = await recipientWithPix(tx, row);
  await writeAudit(tx, {
    actorId,
    entity: 'recipient',
    entityId: id,
    action: 'update',
    before: auditSnapshot(beforeRow, before.pixList),
    after: { ...auditSnapshot(row, after.pixList), ...note },
  });
  return after;
}

/** The fields of a recipient row as validateRecipient gives them (to compare a row on file with new fields). */
export function recipientFieldsOf(row: RecipientRow): RecipientFields {
  return {
    fullName: row.full_name,
    cpf: row.cpf,
    telephone: row.telephone,
    state: row.state,
    zip: row.zip,
    city: row.city,
    payoutTypeID: row.payout_type_id,
    accountTypeID: row.account_type_id,
    pix: row.pix,
    bankName: row.bank_name,
    branch: row.branch,
    accountNumber: row.account_number,
    documentTypeID: row.document_type_id,
    documentNumber: row.document_number,
  };
}

/** The audit row's snapshot of a recipient row (and its keys when given). */
export { auditSnapshot as recipientAuditSnapshot };

/**
 * True when the validated `fields` differ from what the row stores (every column but the
 * document; a Pix payout's key is compared by the caller, which keeps the record's main key).
 */
export function recipientDiffers(row: RecipientRow, fields: RecipientFields): boolean {
  const stored = [
    row.full_name,
    row.cpf,
    row.telephone,
    row.state,
    row.zip,
    row.city,
    row.payout_type_id,
    row.account_type_id,
    row.pix,
    row.bank_name,
    row.branch,
    row.account_number,
    row.document_type_id,
    row.document_number,
  ];
  const wanted = fieldValues(fields);
  return stored.some((value, i) => value !== wanted[i]);
}

/** POST /api/recipient/upload/{id}: stores the document (PDF, JPEG, PNG or WebP by content, 10 MB at most). */
export async function setRecipientDocument(db: Database, caller: Caller, id: number, bytes: Buffer): Promise<Recipient> {
  const file = await checkDocument(bytes);
  return db.transaction(async (tx) => {
    const beforeRow = await requireRecipient(tx, id, true);
    const { rows } = await tx.query<RecipientRow>(
      `UPDATE recipients AS r SET document = $2, document_type = $3, document_extension = $4, updated_at = now()
        WHERE r.id = $1 RETURNING ${RECIPIENT_COLUMNS}`,
      [id, file.bytes, file.mime, file.extension],
    );
    const row = rows[0]!;
    const after = await recipientWithPix(tx, row);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'recipient',
      entityId: id,
      action: 'upload-document',
      before: auditSnapshot(beforeRow),
      after: { ...auditSnapshot(row), documentBytes: file.bytes.length },
    });
    return after;
  });
}

/** GET /api/recipient/document/{id} (extension): the document; 404 'Recipient N not found' or 'No file on system'. */
export async function getRecipientDocument(db: Queryable, id: number): Promise<DocumentReply> {
  const { rows } = await db.query<DocumentColumns>('SELECT document, document_type, document_extension FROM recipients WHERE id = $1', [
    id,
  ]);
  return requireDocument(rows[0], `Recipient ${id} not found`);
}

/**
 * On tx, the beneficiary of an order: the recipient with the id (404 when unknown), else the one
 * whose whole name is fields.fullName (case and accents aside; several: 409 BENEFICIARY_AMBIGUOUS
 * with `candidates`), else a new one from the fields. The row is locked FOR UPDATE. One
 * on file takes the confirmed fields when they differ (a Pix record keeps its main key: the key to
 * pay to is added to its list instead); one with another CPF/CNPJ is another person: 409.
 */
export async function resolveRecipient(
  tx: Queryable,
  actorId: number,
  recipient: { id: number | null; fields: RecipientFields | null },
): Promise<{ row: RecipientRow; created: boolean }> {
  let row: RecipientRow;
  if (recipient.id !== null) {
    const found = await findRecipient(tx, recipient.id, true);
    if (!found) throw notFound(`Beneficiary ${recipient.id} not found`);
    row = found;
  } else {
    const fields = recipient.fields!;
    const found = await lockByFullName<RecipientRow>(tx, RECIPIENT_COLUMNS, 'recipients', 'r', fields.fullName);
    if (found.length === 0) {
      const created = await insertRecipient(tx, actorId, fields);
      return { row: (await findRecipient(tx, created.id, true))!, created: true };
    }
    if (found.length > 1) {
      throw conflict(`Several beneficiaries are named "${fields.fullName}". Please pick the beneficiary with Select Beneficiary.`, {
        code: 'BENEFICIARY_AMBIGUOUS',
        details: {
          candidates: found
            .slice(0, NAME_CANDIDATES)
            .map((r) => ({ id: r.id, fullName: r.full_name, telephone: r.telephone, city: r.city, state: r.state })),
        },
      });
    }
    row = found[0]!;
  }
  const wanted = recipient.fields;
  if (!wanted) return { row, created: false };
  if (wanted.cpf !== row.cpf) {
    throw conflict(
      `Beneficiary #${row.id} "${row.full_name}" is on file with another CPF/CNPJ. Pick the right beneficiary with Select Beneficiary, or correct the CPF.`,
      { code: 'BENEFICIARY_CPF_MISMATCH', details: { recipientID: row.id } },
    );
  }
  const fields = wanted.payoutTypeID === PAYOUT.PIX && row.payout_type_id === PAYOUT.PIX ? { ...wanted, pix: row.pix } : wanted;
  if (!recipientDiffers(row, fields)) return { row, created: false };
  await writeRecipient(tx, actorId, row, fields);
  return { row: (await findRecipient(tx, row.id, true))!, created: false };
}

/**
 * The recipient fields nested in another body under `prefix` (a confirm's `recipient`): validated
 * as validateRecipient does, each 400 naming the field with its path ('recipient.email').
 */
export function validateNestedRecipient(prefix: string, body: Partial<RecipientBody>): RecipientFields {
  requirePresent(prefix, body, RecipientBody.required);
  return withFieldPrefix(prefix, () => validateRecipient(body as RecipientBody));
}
