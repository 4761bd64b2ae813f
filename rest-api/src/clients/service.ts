/**
 * Clients (senders; docs/clients-and-beneficiaries.md#clients, #validation, #calls, docs/errors.md; docs/clients-and-beneficiaries.md#birthdays; docs/money-and-dates.md): SQL and
 * rules. Every write runs in one transaction with its audit row; audit snapshots never carry the
 * document's bytes.
 */
import type { Database, Queryable } from '../db/database.js';
import { checkVersion } from '../db/versions.js';
import { writeAudit } from '../db/audit.js';
import { queryPage } from '../db/paging.js';
import { bestMatchOrder, escapeLike, lockByFullName, NAME_CANDIDATES, nameContains, nameKey, termKey } from '../db/search.js';
import { birthdayDate, birthdayDays, optionalText, personName, requiredText, stateCode, taxId, usPhone, usZip } from '@agency/rules';
import { badRequest, conflict, notFound, requirePresent, withFieldPrefix } from '../http-errors.js';
import { checkDocument } from '../documents/files.js';
import { requireDocument, type DocumentColumns, type DocumentReply } from '../documents/schemas.js';
import type { Caller } from '../types.js';
import { ClientBody, type Client } from './schemas.js';
import { checkOverride, screenedTransaction, type SanctionsOverride, type SanctionsScreener } from '../compliance/screening.js';
import { raiseOverrideAlerts } from '../compliance/alerts.js';

/** A clients row as selected here (the document bytes only where needed). */
export interface ClientRow {
  id: number;
  /** migration 025 */
  version: number;
  full_name: string;
  birthday: string;
  cpf: string;
  telephone: string;
  street_address: string;
  zip_code: string;
  city: string;
  state: string;
  country: string;
  document_type_id: number;
  document_number: string;
  has_document: boolean;
  document_type: string | null;
}

/** The columns of ClientRow, for `SELECT ${CLIENT_COLUMNS} FROM clients c`. */
export const CLIENT_COLUMNS = `c.id, c.full_name, c.birthday, c.cpf, c.telephone, c.street_address, c.zip_code, c.city,
  c.state, c.country, c.document_type_id, c.document_number, c.document IS NOT NULL AS has_document, c.document_type, c.version`;

/** How many clients a name search answers at most. */
export const NAME_SEARCH_LIMIT = 20;

/** The Client reply object of a row: its fields (clientFieldsOf, the one reading of the columns), the CPF/CNPJ as `email`. */
export function toClient(row: ClientRow): Client {
  const { fullName, birthday, cpf, ...rest } = clientFieldsOf(row);
  return { id: row.id, version: row.version, fullName, birthday, email: cpf, ...rest, hasDocument: row.has_document };
}

/** What the audit log keeps of a client: every field, and of the document only its type. */
function auditSnapshot(row: ClientRow) {
  return { ...toClient(row), documentType: row.document_type };
}

/** The client with id (locked FOR UPDATE when forUpdate), or null. */
export async function findClient(q: Queryable, id: number, forUpdate = false): Promise<ClientRow | null> {
  const { rows } = await q.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** The client with id; 404 'Client N not found'. */
export async function requireClient(q: Queryable, id: number, forUpdate = false): Promise<ClientRow> {
  const row = await findClient(q, id, forUpdate);
  if (!row) throw notFound(`Client ${id} not found`);
  return row;
}

/** The validated, normalised fields of a client, as stored. */
export interface ClientFields {
  fullName: string;
  birthday: string;
  cpf: string;
  telephone: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
  documentTypeID: number;
  documentNumber: string;
}

/**
 * Checks and normalises a create/update body (docs/clients-and-beneficiaries.md#validation), field by field in the form's
 * order; today ('YYYY-MM-DD', the agency's day) bounds the birthday. Throws 400 naming the field.
 */
export function validateClient(body: ClientBody, today: string): ClientFields {
  return {
    fullName: personName(body.fullName, 'fullName'),
    birthday: birthdayDate(body.birthday, 'birthday', today),
    cpf: taxId(body.email, 'email'),
    telephone: usPhone(body.telephone, 'telephone'),
    streetAddress: requiredText(body.streetAddress, 'streetAddress'),
    zipCode: usZip(body.zipCode, 'zipCode'),
    city: requiredText(body.city, 'city'),
    state: stateCode(body.state, 'state'),
    country: optionalText(body.country) ?? 'US',
    documentTypeID: body.documentTypeID,
    documentNumber: requiredText(body.documentNumber, 'documentNumber'),
  };
}

function fieldValues(f: ClientFields): unknown[] {
  return [
    f.fullName,
    f.birthday,
    f.cpf,
    f.telephone,
    f.streetAddress,
    f.zipCode,
    f.city,
    f.state,
    f.country,
    f.documentTypeID,
    f.documentNumber,
  ];
}

/**
 * The client fields nested in another body under `prefix` (a confirm's `client`, an investment's):
 * validated as validateClient does, each 400 naming the field with its path ('client.birthday').
 */
export function validateNestedClient(prefix: string, body: Partial<ClientBody>, today: string): ClientFields {
  requirePresent(prefix, body, ClientBody.required);
  return withFieldPrefix(prefix, () => validateClient(body as ClientBody, today));
}

/** GET /api/client/search/id/{id}: the client; 404 'Client N not found'. */
export async function getClient(db: Queryable, id: number): Promise<Client> {
  return toClient(await requireClient(db, id));
}

/** A name term from a path: trimmed, not empty (400 naming `field`). */
export function searchTerm(value: string, field: string): string {
  const term = value.trim();
  if (!term) throw badRequest(field, 'must not be empty');
  return term;
}

/**
 * GET /api/client/search/name/{name}: up to 20 clients whose name contains the term (trimmed,
 * case- and accent-insensitive), the whole name first, then names starting with it, then by name.
 * 404 'Sender not found!' (docs/errors.md) when none.
 */
export async function searchClientsByName(db: Queryable, name: string): Promise<Client[]> {
  const term = searchTerm(name, 'name');
  const { rows } = await db.query<ClientRow>(
    `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${nameContains('c.full_name', '$2')}
      ORDER BY ${bestMatchOrder('c.full_name', '$1', '$2', 'c.id')} LIMIT ${NAME_SEARCH_LIMIT}`,
    [term, escapeLike(term)],
  );
  if (rows.length === 0) throw notFound('Sender not found!');
  return rows.map(toClient);
}

/**
 * GET /api/client/search/name/full/{name}: the id of the one client whose whole name is the
 * trimmed term (case- and accent-insensitive). 404 when none; 409 when several (docs/clients-and-beneficiaries.md).
 */
export async function findClientIdByFullName(db: Queryable, name: string): Promise<number> {
  const term = searchTerm(name, 'name');
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM clients c WHERE ${nameKey('c.full_name')} = ${termKey('$1')} ORDER BY c.id LIMIT 2`,
    [term],
  );
  if (rows.length === 0) throw notFound(`Client ${term} not found`);
  if (rows.length > 1) throw conflict(`Several clients are named ${term}: pick one with Select Sender`);
  return rows[0]!.id;
}

/**
 * POST /api/client/search/pagination[/{term}]: one page (1-based) of clients by name then id,
 * filtered by the term when it is not blank, and the total count, in one SQL statement (queryPage).
 */
export async function pageClients(
  db: Queryable,
  page: number,
  perPage: number,
  term?: string,
): Promise<{ size: number; clients: Client[] }> {
  const t = term?.trim() ?? '';
  const where = t ? `WHERE ${nameContains('c.full_name', '$1')}` : '';
  const params = t ? [escapeLike(t)] : [];
  const offset = (page - 1) * perPage;
  const { size, rows } = await queryPage<ClientRow>(
    db,
    `SELECT count(*)::int AS n FROM clients c ${where}`,
    `SELECT ${CLIENT_COLUMNS} FROM clients c ${where} ORDER BY c.full_name, c.id LIMIT ${Math.trunc(perPage)} OFFSET ${offset}`,
    offset,
    params,
  );
  return { size, clients: rows.map(toClient) };
}

/** POST /api/client/search/ids (extension): the clients among ids, in no particular order. */
export async function clientsByIds(db: Queryable, ids: number[]): Promise<Client[]> {
  const { rows } = await db.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id = ANY($1::int[])`, [[...new Set(ids)]]);
  return rows.map(toClient);
}

/**
 * Inserts a client (already validated fields) and its audit row on tx; returns the row. For the
 * order-creation flow too, which creates a missing client in its own transaction (docs/clients-and-beneficiaries.md).
 */
export async function insertClient(tx: Queryable, actorId: number, fields: ClientFields): Promise<ClientRow> {
  const { rows } = await tx.query<ClientRow>(
    `INSERT INTO clients AS c (full_name, birthday, cpf, telephone, street_address, zip_code, city, state, country,
                               document_type_id, document_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${CLIENT_COLUMNS}`,
    fieldValues(fields),
  );
  const row = rows[0]!;
  await writeAudit(tx, { actorId, entity: 'client', entityId: row.id, action: 'create', after: auditSnapshot(row) });
  return row;
}

/**
 * On tx, the sender of an order or an investment: the client with the id (404 when unknown), else
 * the one whose whole name is fields.fullName (case and accents aside), else a new client from the
 * validated fields with its audit row. The client is locked FOR UPDATE; `created` tells whether it
 * is new. @throws 409 SENDER_AMBIGUOUS with `candidates` ({id, fullName, birthday, telephone}) when
 * several clients have the name.
 */
export async function resolveClient(
  tx: Queryable,
  actorId: number,
  client: number | ClientFields,
): Promise<{ row: ClientRow; created: boolean }> {
  if (typeof client === 'number') return { row: await requireClient(tx, client, true), created: false };
  const found = await lockByFullName<ClientRow>(tx, CLIENT_COLUMNS, 'clients', 'c', client.fullName);
  if (found.length === 1) return { row: found[0]!, created: false };
  if (found.length > 1) {
    throw conflict(`Several clients are named "${client.fullName}". Please pick the sender with Select Sender.`, {
      code: 'SENDER_AMBIGUOUS',
      details: {
        candidates: found
          .slice(0, NAME_CANDIDATES)
          .map((c) => ({ id: c.id, fullName: c.full_name, birthday: c.birthday, telephone: c.telephone })),
      },
    });
  }
  return { row: await insertClient(tx, actorId, client), created: true };
}

/**
 * POST /api/client/create: validates (400 naming the field), screens the name against the
 * sanctions list (31 CFR 501; logged) and creates the client.
 * @throws 422 SANCTIONS_MATCH with `matches` unless an administrator's `override` (403 from an
 *   employee) says why the match is not this person; nothing is created then but the log row.
 */
export async function createClient(
  db: Database,
  caller: Caller,
  body: ClientBody,
  today: string,
  sanctions: SanctionsScreener,
  override?: SanctionsOverride | null,
): Promise<Client> {
  const allowed = checkOverride(caller, override);
  const fields = validateClient(body, today);
  return screenedTransaction(db, sanctions, caller, allowed, async (tx, screening) => {
    screening.refuseOnMatch(await screening.screen(tx, fields.fullName, 'client'));
    const row = await insertClient(tx, caller.employeeId, fields);
    await raiseOverrideAlerts(tx, screening, { clientId: row.id });
    return toClient(row);
  });
}

/**
 * POST /api/client/update/{id}: a full replace of the fields (the document stays). A changed name
 * is screened against the sanctions list as at create. 404, 400.
 * @throws 422 SANCTIONS_MATCH for a new name that may be a listed party, unless an administrator's override.
 */
export async function updateClient(
  db: Database,
  caller: Caller,
  id: number,
  body: ClientBody,
  today: string,
  sanctions: SanctionsScreener,
  override?: SanctionsOverride | null,
  expectedVersion: number | null = null,
): Promise<Client> {
  const allowed = checkOverride(caller, override);
  const fields = validateClient(body, today);
  return screenedTransaction(db, sanctions, caller, allowed, async (tx, screening) => {
    const before = await requireClient(tx, id, true);
    await checkVersion(tx, 'client', id, before.version, expectedVersion);
    if (before.full_name !== fields.fullName) {
      screening.refuseOnMatch(await screening.screen(tx, fields.fullName, 'client'));
      await raiseOverrideAlerts(tx, screening, { clientId: id });
    }
    return toClient(await writeClient(tx, caller.employeeId, before, fields));
  });
}

/**
 * On tx: replaces every field of the client row `before` (already locked FOR UPDATE) with `fields`
 * (validated), keeps its document, and writes the audit row with the fields before and after;
 * `note` is added to the audit row's `after` (an import names itself: docs/import.md). Returns the row.
 */
export async function writeClient(
  tx: Queryable,
  actorId: number,
  before: ClientRow,
  fields: ClientFields,
  note: Record<string, unknown> = {},
): Promise<ClientRow> {
  const { rows } = await tx.query<ClientRow>(
    `UPDATE clients AS c SET full_name = $2, birthday = $3, cpf = $4, telephone = $5, street_address = $6, zip_code = $7,
            city = $8, state = $9, country = $10, document_type_id = $11, document_number = $12, updated_at = now()
      WHERE c.id = $1 RETURNING ${CLIENT_COLUMNS}`,
    [before.id, ...fieldValues(fields)],
  );
  const after = rows[0]!;
  await writeAudit(tx, {
    actorId,
    entity: 'client',
    entityId: before.id,
    action: 'update',
    before: auditSnapshot(before),
    after: { ...auditSnapshot(after), ...note },
  });
  return after;
}

/** The fields of a client row as validateClient gives them (to compare a row on file with new fields). */
export function clientFieldsOf(row: ClientRow): ClientFields {
  return {
    fullName: row.full_name,
    birthday: row.birthday,
    cpf: row.cpf,
    telephone: row.telephone,
    streetAddress: row.street_address,
    zipCode: row.zip_code,
    city: row.city,
    state: row.state,
    country: row.country,
    documentTypeID: row.document_type_id,
    documentNumber: row.document_number,
  };
}

/** The audit row's snapshot of a client row (every field, of the document only its type). */
export { auditSnapshot as clientAuditSnapshot };

/**
 * POST /api/client/upload/{id}: stores the document (PDF, JPEG, PNG or WebP by content, 10 MB at
 * most; 400/413 otherwise), replacing any earlier one. The audit row records no bytes.
 */
export async function setClientDocument(db: Database, caller: Caller, id: number, bytes: Buffer): Promise<Client> {
  const file = await checkDocument(bytes);
  return db.transaction(async (tx) => {
    const before = await requireClient(tx, id, true);
    const { rows } = await tx.query<ClientRow>(
      `UPDATE clients AS c SET document = $2, document_type = $3, document_extension = $4, updated_at = now()
        WHERE c.id = $1 RETURNING ${CLIENT_COLUMNS}`,
      [id, file.bytes, file.mime, file.extension],
    );
    const after = rows[0]!;
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'client',
      entityId: id,
      action: 'upload-document',
      before: auditSnapshot(before),
      after: { ...auditSnapshot(after), documentBytes: file.bytes.length },
    });
    return toClient(after);
  });
}

/** GET /api/client/document/{id}: the document as base64; 404 'Client N not found' or 'No file on system'. */
export async function getClientDocument(db: Queryable, id: number): Promise<DocumentReply> {
  const { rows } = await db.query<DocumentColumns>('SELECT document, document_type, document_extension FROM clients WHERE id = $1', [id]);
  return requireDocument(rows[0], `Client ${id} not found`);
}

function birthdayWhere(today: string): { where: string; params: unknown[] } {
  const { month, days } = birthdayDays(today);
  return {
    where: 'EXTRACT(MONTH FROM c.birthday) = $1 AND EXTRACT(DAY FROM c.birthday) = ANY($2::int[])',
    params: [month, days],
  };
}

/** GET /api/client/birthday/count: how many clients have their birthday on today ('YYYY-MM-DD'). */
export async function countBirthdays(db: Queryable, today: string): Promise<number> {
  const { where, params } = birthdayWhere(today);
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients c WHERE ${where}`, params);
  return rows[0]?.n ?? 0;
}

/** GET /api/client/birthday/list (admin): the clients whose birthday is today, by name then id. */
export async function listBirthdays(db: Queryable, today: string): Promise<Client[]> {
  const { where, params } = birthdayWhere(today);
  const { rows } = await db.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${where} ORDER BY c.full_name, c.id`, params);
  return rows.map(toClient);
}
