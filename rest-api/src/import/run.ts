/**
 * The import itself (docs/import.md "Running", "Resuming"): the file's data rows in batches, each
 * batch one SQL transaction holding its writes, their audit rows, the rows' report and the import's
 * progress. An import stopped or crashed part-way is continued from the last committed batch by
 * resumeImports (no row twice, none lost); the same file twice makes nothing new (every row SAME).
 * A dry run computes every outcome in the same way and writes no client or beneficiary.
 */
import { rm } from 'node:fs/promises';
import { calendarDateIn } from '@agency/rules';
import type { Database, Queryable } from '../db/database.js';
import { writeAudit, writeAuditMany, type AuditEntry } from '../db/audit.js';
import { CLIENT_COLUMNS, clientAuditSnapshot, clientFieldsOf, writeClient, type ClientFields, type ClientRow } from '../clients/service.js';
import {
  RECIPIENT_COLUMNS,
  recipientAuditSnapshot,
  recipientFieldsOf,
  writeRecipient,
  type RecipientFields,
  type RecipientRow,
} from '../beneficiaries/service.js';
import { PAYOUT } from '../beneficiaries/schemas.js';
import { matchMessage, writeScreenings, type SanctionsScreener, type ScreeningRecord } from '../compliance/screening.js';
import type { SanctionsMatch } from '../compliance/matching.js';
import { HttpError } from '../http-errors.js';
import { readRecords, sourceFile, type TableRecord } from './read.js';
import { Prescreen, ScreeningPool, WORKER_ROWS } from './prescreen.js';
import { checkOrder, orderKey, ordersOnFile, senderRecordRefusal, writeOrders, type ImportOrder } from './orders.js';
import type { Column } from './mapping.js';
import {
  checkClient,
  checkRecipient,
  CLIENT_FIELD_NAMES,
  dayFirstColumn,
  differences,
  hasAny,
  mapRecord,
  RECIPIENT_FIELD_NAMES,
  type Change,
  type Refusal,
} from './rows.js';

/** A row's outcome (docs/import.md "Outcomes"). */
export type Outcome = 'NEW' | 'SAME' | 'CHANGED' | 'REFUSED' | 'HELD';

/** How many rows one batch (one transaction) takes. */
export const BATCH_ROWS = 1000;

/** What an import run needs besides the database: the screener and the agency's time zone. */
export interface ImportContext {
  db: Database;
  sanctions: SanctionsScreener;
  timeZone: string;
  /** The clock "today" is read from (the birthday rule). */
  now: () => Date;
}

/** Options of one run (tests inject a stop). */
export interface RunOptions {
  batchRows?: number;
  /** Fault injection: after committing this many batches, stop as a crash would (the import stays RUNNING). */
  stopAfterBatches?: number;
  /** Called after each committed batch with the data rows done and the file's total (the command line prints it). */
  onProgress?: (done: number, total: number) => void;
  /** Aborted when the process shuts down: the run stops after the batch in progress, to be continued at the next start. */
  signal?: AbortSignal;
  /** On PostgreSQL, screen ahead on a worker thread (true) or not (false) whatever the file's size (tests, benchmarks); default: from WORKER_ROWS rows on. */
  screeningWorker?: boolean;
}

/**
 * How a run screens its next batches' names ahead (prescreen.ts): a large import (WORKER_ROWS rows
 * or more) on a worker thread, on either database; a smaller one on PostgreSQL on this thread
 * between the batch's statements, and not at all on PGlite, whose database runs on this thread
 * (docs/import.md "Scale").
 */
function prescreenFor(ctx: ImportContext, imp: ImportRow, options: RunOptions): Prescreen | null {
  const worker = options.screeningWorker ?? imp.rows_total - imp.rows_done >= WORKER_ROWS;
  if (!worker && ctx.db.kind !== 'postgres') return null;
  return new Prescreen(ctx.sanctions, ctx.db, worker ? new ScreeningPool() : null);
}

/** Thrown by a run stopped by `stopAfterBatches`: the import is left as a crash leaves it. */
export class ImportStopped extends Error {
  constructor() {
    super('import stopped (fault injection)');
    this.name = 'ImportStopped';
  }
}

/** Another process is running the same import, or this one shuts down: the run stops, the import unfinished. */
class ImportTakenOver extends Error {}

/** The imports row a run reads. */
interface ImportRow {
  id: number;
  employee_id: number;
  file_path: string | null;
  dry_run: boolean;
  finished: boolean;
  columns: Column[];
  header_rows: number;
  rows_done: number;
  rows_total: number;
  /** The agency's first day of use, 'YYYY-MM-DD' (docs/import.md "Open orders"); null on an import recorded before orders came. */
  first_day_of_use: string | null;
}

/** One row's result in a batch. */
interface RowResult {
  line: number;
  outcome: Outcome;
  field: string | null;
  message: string | null;
  clientId: number | null;
  recipientId: number | null;
  orderId: number | null;
  changes: Change[] | null;
  cells: string[] | null;
}

const RANK: Record<Outcome, number> = { SAME: 0, NEW: 1, CHANGED: 2, HELD: 3, REFUSED: 4 };

/** The keys a person is found by: CPF/CNPJ, document, name with date of birth (clients). */
function clientKeys(f: ClientFields): string[] {
  return [`cpf:${f.cpf}`, `doc:${f.documentTypeID}:${f.documentNumber}`, `nb:${f.fullName}:${f.birthday}`];
}
function recipientKeys(f: RecipientFields): string[] {
  return [`cpf:${f.cpf}`, `doc:${f.documentTypeID}:${f.documentNumber}`];
}

/** The first stored row a key set finds (CPF/CNPJ first, then document, then name and birthday). */
function findStored<R>(keys: string[], index: Map<string, R>): R | null {
  for (const key of keys) {
    const found = index.get(key);
    if (found) return found;
  }
  return null;
}

/** A party's place in a batch: found on file, pending (an earlier row of the file creates it), or new. */
interface Pending<F> {
  fields: F;
  id: number | null;
}

/** The state a run keeps across batches. */
interface RunState {
  /** The names of the next batches screened while this one's transaction runs (prescreen.ts). */
  prescreen?: Prescreen | null;
}

/** A key of import_seen: a client's, a beneficiary's or an order's key, apart (a client and a beneficiary may share a CPF). */
function seenKey(kind: 'client' | 'recipient' | 'order', key: string): string {
  return `${kind}/${key}`;
}

/**
 * Of `keys` (the keys a dry-run batch's rows find people and orders by), those an earlier batch of
 * the same dry run recorded (rememberSeen): its rows would have created them. Migration 029.
 *
 * One probe of the primary key per key, on either database, each asked in the form its planner
 * keeps to: on PostgreSQL `key = ANY($2)` was planned as a scan of every key the dry run had
 * recorded (the table is never analyzed while it fills; with parallel workers a scan looks cheaper),
 * 10 ms a batch at the start of a 150,000-row dry run and 75 ms at the end, so there each key is a
 * subquery of its own, 9-14 ms a batch throughout; PGlite plans `= ANY` as probes (6-9 ms a batch)
 * and runs the subquery form at twice that (docs/import.md "Scale").
 */
async function seenBefore(tx: Queryable, kind: Database['kind'], importId: number, keys: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Set();
  const { rows } = await tx.query<{ key: string }>(
    kind === 'postgres'
      ? 'SELECT k.key FROM unnest($2::text[]) AS k(key) WHERE (SELECT true FROM import_seen s WHERE s.import_id = $1 AND s.key = k.key)'
      : 'SELECT key FROM import_seen WHERE import_id = $1 AND key = ANY($2::text[])',
    [importId, wanted],
  );
  return new Set(rows.map((r) => r.key));
}

/** Records, with a dry-run batch (on its transaction), the keys (not yet recorded) of the people and orders its rows would create or find. */
async function rememberSeen(tx: Queryable, importId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query('INSERT INTO import_seen (import_id, key) SELECT $1, unnest($2::text[])', [importId, keys]);
}

/**
 * Forgets a finished dry run's keys. TRUNCATE (which gives the space back at once, where PGlite has
 * no autovacuum) when no other dry run has keys there, else DELETE; the table is locked first, so a
 * dry run of another process cannot record keys between the check and the TRUNCATE.
 */
async function forgetSeen(db: Database, importId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE import_seen IN ACCESS EXCLUSIVE MODE');
    const { rows } = await tx.query<{ others: boolean }>('SELECT EXISTS (SELECT 1 FROM import_seen WHERE import_id <> $1) AS others', [
      importId,
    ]);
    if (rows[0]?.others) await tx.query('DELETE FROM import_seen WHERE import_id = $1', [importId]);
    else await tx.query('TRUNCATE import_seen');
  });
}

/**
 * The rows on file that `fields` may be, indexed by each of their keys, locked FOR UPDATE: by CPF/CNPJ,
 * then by document number for those not found, then by name (and birthday) for those still not
 * found; each one `= ANY(array)` index lookup (migration 027), the document type and birthday
 * compared here.
 */
async function lookUp<F, R>(
  tx: Queryable,
  fields: F[],
  keysOfFields: (f: F) => string[],
  keysOfRow: (r: R) => string[],
  steps: { sql: string; value: (f: F) => string }[],
): Promise<Map<string, R>> {
  const index = new Map<string, R>();
  let missing = fields;
  for (const step of steps) {
    if (missing.length === 0) break;
    const { rows } = await tx.query<R>(step.sql, [[...new Set(missing.map(step.value))]]);
    for (const row of rows) for (const key of keysOfRow(row)) if (!index.has(key)) index.set(key, row);
    missing = missing.filter((f) => !keysOfFields(f).some((k) => index.has(k)));
  }
  return index;
}

async function clientsByKeys(tx: Queryable, fields: ClientFields[]): Promise<Map<string, ClientRow>> {
  const sql = (where: string) => `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${where} ORDER BY c.id FOR UPDATE`;
  return lookUp<ClientFields, ClientRow>(tx, fields, clientKeys, (r) => clientKeys(clientFieldsOf(r)), [
    { sql: sql('c.cpf = ANY($1::text[])'), value: (f) => f.cpf },
    { sql: sql('c.document_number = ANY($1::text[])'), value: (f) => f.documentNumber },
    { sql: sql('c.full_name = ANY($1::text[])'), value: (f) => f.fullName },
  ]);
}

async function recipientsByKeys(tx: Queryable, fields: RecipientFields[]): Promise<Map<string, RecipientRow>> {
  const sql = (where: string) => `SELECT ${RECIPIENT_COLUMNS} FROM recipients r WHERE ${where} ORDER BY r.id FOR UPDATE`;
  return lookUp<RecipientFields, RecipientRow>(tx, fields, recipientKeys, (r) => recipientKeys(recipientFieldsOf(r)), [
    { sql: sql('r.cpf = ANY($1::text[])'), value: (f) => f.cpf },
    { sql: sql('r.document_number = ANY($1::text[])'), value: (f) => f.documentNumber },
  ]);
}

/** The stored fields with the file's values for the columns the file maps (a column it lacks keeps what is on file). */
function merged<T extends object>(owner: string, names: Record<keyof T, string>, stored: T, wanted: T, mapped: Set<string>): T {
  const result = { ...stored };
  for (const key of Object.keys(names) as (keyof T)[]) {
    if (mapped.has(`${owner}.${names[key]}`)) result[key] = wanted[key];
  }
  return result;
}

/** One checked row of a batch, before its writes. */
interface Planned {
  record: TableRecord;
  refusal: Refusal | null;
  client: ClientFields | null;
  recipient: RecipientFields | null;
  order: ImportOrder | null;
}

/**
 * Decides and (unless a dry run) writes one batch on tx; returns each row's result in line order.
 * The screenings of the names a real run would write are logged with the batch.
 */
async function processBatch(
  tx: Queryable,
  ctx: ImportContext,
  imp: ImportRow,
  state: RunState,
  records: TableRecord[],
  today: string,
): Promise<RowResult[]> {
  const columns = imp.columns;
  const mapped = new Set(columns.filter((c) => c.field).map((c) => c.field as string));
  const mapsClient = [...mapped].some((f) => f.startsWith('client.'));
  const mapsRecipient = [...mapped].some((f) => f.startsWith('recipient.'));

  const planned: Planned[] = records.map((record) => {
    const row = mapRecord(columns, record.cells);
    const wantsClient = mapsClient && (hasAny(row, 'client.') || !hasAny(row, 'recipient.'));
    const wantsRecipient = mapsRecipient && hasAny(row, 'recipient.');
    let refusal: Refusal | null = null;
    let client: ClientFields | null = null;
    let recipient: RecipientFields | null = null;
    if (!wantsClient && !wantsRecipient) {
      refusal = { field: 'file', message: 'file: the row fills no client or beneficiary field the mapping names' };
    }
    if (wantsClient) {
      const checked = checkClient(row, today, dayFirstColumn(imp.columns, 'client.birthday'));
      if (checked.ok) client = checked.fields;
      else refusal = checked.refusal;
    }
    if (wantsRecipient && !refusal) {
      const checked = checkRecipient(row);
      if (checked.ok) recipient = checked.fields;
      else refusal = checked.refusal;
    }
    let order: ImportOrder | null = null;
    if (!refusal) {
      const checked = checkOrder(row, columns, imp.first_day_of_use ?? today);
      if (checked && !checked.ok) refusal = checked.refusal;
      else if (checked) order = checked.fields;
      const party = !client ? 'client.fullName' : !recipient ? 'recipient.fullName' : null;
      if (order && party) refusal = { field: party, message: `${party}: is required for the row's order` };
    }
    return { record, refusal, client, recipient, order };
  });

  const valid = planned.filter((p) => !p.refusal);
  const storedClients = await clientsByKeys(
    tx,
    valid.flatMap((p) => (p.client ? [p.client] : [])),
  );
  const storedRecipients = await recipientsByKeys(
    tx,
    valid.flatMap((p) => (p.recipient ? [p.recipient] : [])),
  );
  const storedOrders = await ordersOnFile(
    tx,
    valid.flatMap((p) =>
      p.order && p.client && p.recipient
        ? [
            {
              order: p.order,
              clientId: findStored(clientKeys(p.client), storedClients)?.id ?? null,
              recipientId: findStored(recipientKeys(p.recipient), storedRecipients)?.id ?? null,
            },
          ]
        : [],
    ),
  );
  const version = await ctx.sanctions.refresh(tx);
  // A dry run: the keys of this batch's rows that an earlier batch would have created, and those this one records.
  const seen = imp.dry_run
    ? await seenBefore(
        tx,
        ctx.db.kind,
        imp.id,
        valid.flatMap((p) => [
          ...(p.client ? clientKeys(p.client).map((k) => seenKey('client', k)) : []),
          ...(p.recipient ? recipientKeys(p.recipient).map((k) => seenKey('recipient', k)) : []),
          ...(p.order && p.client && p.recipient ? [seenKey('order', rowOrderKey(p.order, p.client, p.recipient))] : []),
        ]),
      )
    : new Set<string>();
  const seenNow = new Set<string>();

  // The people rows of this batch create, by key: a later row with a key of theirs is SAME.
  const batchClients = new Map<string, Pending<ClientFields>>();
  const batchRecipients = new Map<string, Pending<RecipientFields>>();
  const batchOrders = new Map<string, { id: number | null }>();
  const screenings: ScreeningRecord[] = [];
  // A name screened once a batch (a client on several rows); no list loaded, no match (as screen() answers).
  const screened = new Map<string, SanctionsMatch[]>();
  const screen = (name: string, role: 'client' | 'recipient'): SanctionsMatch[] => {
    let matches = screened.get(name);
    if (!matches) {
      matches = version ? (state.prescreen?.take(version.id, name) ?? ctx.sanctions.screenInMemory(name)) : [];
      screened.set(name, matches);
    }
    screenings.push({
      employeeId: imp.employee_id,
      name,
      role,
      version,
      matches,
      outcome: matches.length ? 'match' : 'clear',
      overrideReason: null,
    });
    return matches;
  };

  interface Decision {
    p: Planned;
    result: RowResult;
    client: { kind: 'new' | 'pending'; pending: Pending<ClientFields> } | { kind: 'changed'; row: ClientRow; fields: ClientFields } | null;
    recipient:
      | { kind: 'new' | 'pending'; pending: Pending<RecipientFields> }
      | { kind: 'changed'; row: RecipientRow; fields: RecipientFields }
      | null;
    /** The row's order: new (written with the batch) or an earlier row's; null when on file, refused or none. */
    order: { key: string; pending: { id: number | null }; isNew: boolean } | null;
  }
  const decisions: Decision[] = [];

  for (const p of planned) {
    const result: RowResult = {
      line: p.record.line,
      outcome: 'SAME',
      field: null,
      message: null,
      clientId: null,
      recipientId: null,
      orderId: null,
      changes: null,
      cells: null,
    };
    const decision: Decision = { p, result, client: null, recipient: null, order: null };
    const screenedBefore = screenings.length;
    decisions.push(decision);
    if (p.refusal) {
      Object.assign(result, { outcome: 'REFUSED', field: p.refusal.field, message: p.refusal.message, cells: p.record.cells });
      continue;
    }
    const outcomes: Outcome[] = [];
    const changes: Change[] = [];
    const matches: SanctionsMatch[] = [];
    if (p.client) {
      const keys = clientKeys(p.client);
      const pending = keys.map((k) => batchClients.get(k)).find(Boolean);
      const stored = findStored(keys, storedClients);
      if (pending) {
        outcomes.push('SAME');
        decision.client = { kind: 'pending', pending };
      } else if (stored) {
        result.clientId = stored.id;
        const before = clientFieldsOf(stored);
        const diff = differences('client', CLIENT_FIELD_NAMES, before, p.client, mapped);
        if (diff.length === 0) outcomes.push('SAME');
        else {
          outcomes.push('CHANGED');
          changes.push(...diff);
          if (before.fullName !== p.client.fullName) matches.push(...screen(p.client.fullName, 'client'));
          decision.client = { kind: 'changed', row: stored, fields: merged('client', CLIENT_FIELD_NAMES, before, p.client, mapped) };
        }
      } else if (keys.some((k) => seen.has(seenKey('client', k)))) {
        outcomes.push('SAME');
      } else {
        outcomes.push('NEW');
        matches.push(...screen(p.client.fullName, 'client'));
        decision.client = { kind: 'new', pending: { fields: p.client, id: null } };
      }
    }
    if (p.recipient) {
      const keys = recipientKeys(p.recipient);
      const pending = keys.map((k) => batchRecipients.get(k)).find(Boolean);
      const stored = findStored(keys, storedRecipients);
      if (pending) {
        outcomes.push('SAME');
        decision.recipient = { kind: 'pending', pending };
      } else if (stored) {
        result.recipientId = stored.id;
        const before = recipientFieldsOf(stored);
        // A Pix beneficiary on file keeps its main key unless the file names another (docs/clients-and-beneficiaries.md#payout).
        const diff = differences('recipient', RECIPIENT_FIELD_NAMES, before, p.recipient, mapped);
        if (diff.length === 0) outcomes.push('SAME');
        else {
          outcomes.push('CHANGED');
          changes.push(...diff);
          if (before.fullName !== p.recipient.fullName) matches.push(...screen(p.recipient.fullName, 'recipient'));
          decision.recipient = {
            kind: 'changed',
            row: stored,
            fields: merged('recipient', RECIPIENT_FIELD_NAMES, before, p.recipient, mapped),
          };
        }
      } else if (keys.some((k) => seen.has(seenKey('recipient', k)))) {
        outcomes.push('SAME');
      } else {
        outcomes.push('NEW');
        matches.push(...screen(p.recipient.fullName, 'recipient'));
        decision.recipient = { kind: 'new', pending: { fields: p.recipient, id: null } };
      }
    }
    const orderRefusal = p.order && !matches.length ? decideOrder(decision, outcomes, matches, screenedBefore) : null;
    if (orderRefusal) {
      Object.assign(result, { outcome: 'REFUSED', field: orderRefusal.field, message: orderRefusal.message, cells: p.record.cells });
      Object.assign(decision, { client: null, recipient: null, order: null });
      continue;
    }
    if (matches.length) {
      decision.order = null;
      Object.assign(result, {
        outcome: 'HELD',
        field:
          p.client && screenings.some((s) => s.role === 'client' && s.matches.length && s.name === p.client!.fullName)
            ? 'client.fullName'
            : 'recipient.fullName',
        message: matchMessage(matches),
        cells: p.record.cells,
        changes: null,
      });
      decision.client = null;
      decision.recipient = null;
      continue;
    }
    result.outcome = outcomes.reduce<Outcome>((worst, o) => (RANK[o] > RANK[worst] ? o : worst), 'SAME');
    if (changes.length) result.changes = changes;
    // Only now, when the row goes through, do its people count as on their way in.
    if (decision.client?.kind === 'new') for (const k of clientKeys(p.client!)) batchClients.set(k, decision.client.pending);
    if (decision.recipient?.kind === 'new') for (const k of recipientKeys(p.recipient!)) batchRecipients.set(k, decision.recipient.pending);
    if (decision.client?.kind === 'changed')
      for (const k of clientKeys(p.client!)) storedClients.set(k, { ...decision.client.row, ...rowOfClient(decision.client.fields) });
    if (decision.recipient?.kind === 'changed')
      for (const k of recipientKeys(p.recipient!))
        storedRecipients.set(k, { ...decision.recipient.row, ...rowOfRecipient(decision.recipient.fields) });
    if (decision.order?.isNew) batchOrders.set(decision.order.key, decision.order.pending);
    // A dry run records what the import would write: the people it would create or change, by the
    // keys they would be found by, and its new orders (the people on file are found there again).
    if (imp.dry_run) {
      const c = decision.client;
      const client = c?.kind === 'changed' ? c.fields : c?.kind === 'new' ? c.pending.fields : null;
      if (client) for (const k of clientKeys(client)) seenNow.add(seenKey('client', k));
      const r = decision.recipient;
      const recipient = r?.kind === 'changed' ? r.fields : r?.kind === 'new' ? r.pending.fields : null;
      if (recipient) for (const k of recipientKeys(recipient)) seenNow.add(seenKey('recipient', k));
      if (decision.order?.isNew) seenNow.add(seenKey('order', decision.order.key));
    }
  }

  // The keys an earlier batch recorded are left out: each key once (the batch's own rows lock the import's row).
  if (imp.dry_run)
    await rememberSeen(
      tx,
      imp.id,
      [...seenNow].filter((k) => !seen.has(k)),
    );
  else {
    await writeBatch(tx, imp, decisions);
    await writeScreenings(tx, screenings);
  }
  for (const d of decisions) {
    if (d.client && (d.client.kind === 'new' || d.client.kind === 'pending')) d.result.clientId = d.client.pending.id;
    if (d.recipient && (d.recipient.kind === 'new' || d.recipient.kind === 'pending')) d.result.recipientId = d.recipient.pending.id;
  }
  if (!imp.dry_run) {
    const fresh = decisions.filter((d) => d.order?.isNew);
    const orderToWrite = (d: Decision) => ({ order: d.p.order!, clientId: d.result.clientId!, recipientId: d.result.recipientId! });
    const ids = await writeOrders(tx, ctx.timeZone, imp.id, imp.employee_id, fresh.map(orderToWrite));
    fresh.forEach((d, i) => (d.order!.pending.id = ids[i]!));
  }
  for (const d of decisions) if (d.order) d.result.orderId = d.order.pending.id;
  return decisions.map((d) => d.result);

  /**
   * The row's order (docs/import.md "Open orders"): SAME when on file or an earlier row's; else NEW,
   * after what creating it checks: the $3,000 record and, unless history, both parties screened by
   * the names the order carries (a match lands in `matches`: the row is HELD). Returns a refusal or null.
   */
  function decideOrder(d: Decision, outcomes: Outcome[], matches: SanctionsMatch[], screenedBefore: number): Refusal | null {
    const { p } = d;
    const order = p.order!;
    const key = orderKey(
      order,
      d.result.clientId !== null ? `id:${d.result.clientId}` : `cpf:${p.client!.cpf}`,
      d.result.recipientId !== null ? `id:${d.result.recipientId}` : `cpf:${p.recipient!.cpf}`,
    );
    const onFile = storedOrders.get(key);
    if (onFile !== undefined) {
      d.result.orderId = onFile;
      outcomes.push('SAME');
      return null;
    }
    // An earlier row's order of this file, by the parties' CPF/CNPJ as the row gives them (this batch's, or an earlier batch's in a dry run).
    const rowKey = rowOrderKey(order, p.client!, p.recipient!);
    const earlier = batchOrders.get(rowKey);
    if (earlier || seen.has(seenKey('order', rowKey))) {
      if (earlier) d.order = { key: rowKey, pending: earlier, isNew: false };
      outcomes.push('SAME');
      return null;
    }
    const client = d.client?.kind === 'changed' ? d.client.fields : d.client ? d.client.pending.fields : p.client!;
    const storedClient = d.client ? null : findStored(clientKeys(p.client!), storedClients);
    const sender = storedClient ? clientFieldsOf(storedClient) : client;
    if (!order.history) {
      const refusal = senderRecordRefusal(order.fields.amountUSD, sender);
      if (refusal) return refusal;
      const storedRecipient = d.recipient ? null : findStored(recipientKeys(p.recipient!), storedRecipients);
      const recipient = d.recipient?.kind === 'changed' ? d.recipient.fields : d.recipient ? d.recipient.pending.fields : p.recipient!;
      const beneficiary = storedRecipient ? recipientFieldsOf(storedRecipient).fullName : recipient.fullName;
      const done = new Set(screenings.slice(screenedBefore).map((s) => `${s.role}:${s.name}`));
      if (!done.has(`client:${sender.fullName}`)) matches.push(...screen(sender.fullName, 'client'));
      if (!done.has(`recipient:${beneficiary}`)) matches.push(...screen(beneficiary, 'recipient'));
    }
    d.order = { key: rowKey, pending: { id: null }, isNew: true };
    outcomes.push('NEW');
    return null;
  }

  /** Writes the batch's new and changed people with their audit rows naming the import. */
  async function writeBatch(q: Queryable, i: ImportRow, all: Decision[]): Promise<void> {
    const note = { importID: i.id };
    const newClients = all.flatMap((d) => (d.client?.kind === 'new' ? [d.client.pending] : []));
    const newRecipients = all.flatMap((d) => (d.recipient?.kind === 'new' ? [d.recipient.pending] : []));
    const audits: AuditEntry[] = [];
    if (newClients.length) {
      const f = newClients.map((c) => c.fields);
      const { rows } = await q.query<ClientRow>(
        `INSERT INTO clients AS c (full_name, birthday, cpf, telephone, street_address, zip_code, city, state, country,
                                   document_type_id, document_number)
         SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                              $9::text[], $10::smallint[], $11::text[])
         RETURNING ${CLIENT_COLUMNS}`,
        [
          f.map((x) => x.fullName),
          f.map((x) => x.birthday),
          f.map((x) => x.cpf),
          f.map((x) => x.telephone),
          f.map((x) => x.streetAddress),
          f.map((x) => x.zipCode),
          f.map((x) => x.city),
          f.map((x) => x.state),
          f.map((x) => x.country),
          f.map((x) => x.documentTypeID),
          f.map((x) => x.documentNumber),
        ],
      );
      // New clients of one batch have distinct CPFs (a second row with a CPF is SAME as the first).
      const byCpf = new Map(rows.map((r) => [r.cpf, r]));
      for (const c of newClients) {
        const row = byCpf.get(c.fields.cpf)!;
        c.id = row.id;
        audits.push({
          actorId: i.employee_id,
          entity: 'client',
          entityId: row.id,
          action: 'create',
          after: { ...clientAuditSnapshot(row), ...note },
        });
      }
    }
    if (newRecipients.length) {
      const f = newRecipients.map((r) => r.fields);
      const { rows } = await q.query<RecipientRow>(
        `INSERT INTO recipients AS r (full_name, cpf, telephone, state, zip, city, payout_type_id, account_type_id,
                                      pix, bank_name, branch, account_number, document_type_id, document_number)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::smallint[],
                              $9::text[], $10::text[], $11::text[], $12::text[], $13::smallint[], $14::text[])
         RETURNING ${RECIPIENT_COLUMNS}`,
        [
          f.map((x) => x.fullName),
          f.map((x) => x.cpf),
          f.map((x) => x.telephone),
          f.map((x) => x.state),
          f.map((x) => x.zip),
          f.map((x) => x.city),
          f.map((x) => x.payoutTypeID),
          f.map((x) => x.accountTypeID),
          f.map((x) => x.pix),
          f.map((x) => x.bankName),
          f.map((x) => x.branch),
          f.map((x) => x.accountNumber),
          f.map((x) => x.documentTypeID),
          f.map((x) => x.documentNumber),
        ],
      );
      const byCpf = new Map(rows.map((r) => [r.cpf, r]));
      const pixOwners: number[] = [];
      const pixKeys: string[] = [];
      for (const r of newRecipients) {
        const row = byCpf.get(r.fields.cpf)!;
        r.id = row.id;
        const pixList = [];
        if (row.payout_type_id === PAYOUT.PIX && row.pix) {
          pixOwners.push(row.id);
          pixKeys.push(row.pix);
          pixList.push({ pix: row.pix, main: true });
        }
        audits.push({
          actorId: i.employee_id,
          entity: 'recipient',
          entityId: row.id,
          action: 'create',
          after: { ...recipientAuditSnapshot(row), pixList, ...note },
        });
      }
      if (pixOwners.length) {
        await q.query(
          `INSERT INTO recipient_pix (recipient_id, pix, main) SELECT id, pix, true FROM unnest($1::int[], $2::text[]) AS k(id, pix)`,
          [pixOwners, pixKeys],
        );
      }
    }
    await writeAuditMany(q, audits);
    for (const d of all) {
      if (d.client?.kind === 'changed') await writeClient(q, i.employee_id, d.client.row, d.client.fields, note);
      if (d.recipient?.kind === 'changed') await writeRecipient(q, i.employee_id, d.recipient.row, d.recipient.fields, note);
    }
  }
}

function rowOfClient(f: ClientFields): Partial<ClientRow> {
  return {
    full_name: f.fullName,
    birthday: f.birthday,
    cpf: f.cpf,
    telephone: f.telephone,
    street_address: f.streetAddress,
    zip_code: f.zipCode,
    city: f.city,
    state: f.state,
    country: f.country,
    document_type_id: f.documentTypeID,
    document_number: f.documentNumber,
  };
}

function rowOfRecipient(f: RecipientFields): Partial<RecipientRow> {
  return {
    full_name: f.fullName,
    cpf: f.cpf,
    telephone: f.telephone,
    state: f.state,
    zip: f.zip,
    city: f.city,
    payout_type_id: f.payoutTypeID,
    account_type_id: f.accountTypeID,
    pix: f.pix,
    bank_name: f.bankName,
    branch: f.branch,
    account_number: f.accountNumber,
    document_type_id: f.documentTypeID,
    document_number: f.documentNumber,
  };
}

/** Stores a batch's report rows and moves the import's progress and counts, on tx. */
async function recordBatch(tx: Queryable, importId: number, results: RowResult[]): Promise<void> {
  await tx.query(
    `INSERT INTO import_rows (import_id, line, outcome, field, message, client_id, recipient_id, changes, cells, order_id)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::jsonb[], $9::jsonb[], $10::int[])`,
    [
      importId,
      results.map((r) => r.line),
      results.map((r) => r.outcome),
      results.map((r) => r.field),
      results.map((r) => r.message),
      results.map((r) => r.clientId),
      results.map((r) => r.recipientId),
      results.map((r) => (r.changes ? JSON.stringify(r.changes) : null)),
      results.map((r) => (r.cells ? JSON.stringify(r.cells) : null)),
      results.map((r) => r.orderId),
    ],
  );
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  await tx.query(
    `UPDATE imports SET rows_done = rows_done + $2, new_count = new_count + $3, same_count = same_count + $4,
            changed_count = changed_count + $5, refused_count = refused_count + $6, held_count = held_count + $7, updated_at = now()
      WHERE id = $1`,
    [importId, results.length, count('NEW'), count('SAME'), count('CHANGED'), count('REFUSED'), count('HELD')],
  );
}

async function loadImport(q: Queryable, id: number): Promise<ImportRow | null> {
  const { rows } = await q.query<ImportRow>(
    `SELECT id, employee_id, file_path, dry_run, finished, columns, header_rows, rows_done, rows_total,
            to_char(first_day_of_use, 'YYYY-MM-DD') AS first_day_of_use
       FROM imports WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Ends an import: DONE (or DRY_RUN) or FAILED with the reason; the kept file is removed. */
async function finish(db: Database, imp: ImportRow, error: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      // Read to its end, the file's row count is the rows read (a CSV's count was its lines).
      `UPDATE imports SET finished = true, status = CASE WHEN $2::text IS NOT NULL THEN 'FAILED' WHEN dry_run THEN 'DRY_RUN' ELSE 'DONE' END,
              rows_total = CASE WHEN $2::text IS NULL THEN rows_done ELSE rows_total END,
              error = $2, file_path = NULL, updated_at = now() WHERE id = $1`,
      [imp.id, error],
    );
    const { rows } = await tx.query<Record<string, number>>(
      'SELECT rows_done, new_count, same_count, changed_count, refused_count, held_count FROM imports WHERE id = $1',
      [imp.id],
    );
    if (!imp.dry_run) {
      await writeAudit(tx, {
        actorId: imp.employee_id,
        entity: 'import',
        entityId: imp.id,
        action: error ? 'fail' : 'finish',
        after: { ...rows[0], error },
      });
    }
  });
  if (imp.dry_run) await forgetSeen(db, imp.id);
  if (imp.file_path) await rm(imp.file_path, { force: true });
}

/**
 * Runs (or continues) import `id` to its end: reads the kept file, skips the header rows and the
 * rows already committed, and processes the rest in batches. An unreadable file part-way (a file
 * cut off) ends the import FAILED with the reason, the rows before it committed. Returns when done.
 * @throws ImportStopped when options.stopAfterBatches stops it (tests).
 */
export async function runImport(ctx: ImportContext, id: number, options: RunOptions = {}): Promise<void> {
  const imp = await loadImport(ctx.db, id);
  if (!imp || imp.finished) return;
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const state: RunState = { prescreen: prescreenFor(ctx, imp, options) };
  let inflight: Promise<void> | null = null;
  const today = calendarDateIn(ctx.timeZone, ctx.now());
  let batches = 0;
  try {
    if (!imp.file_path) throw new Error('the uploaded file is no longer kept');
    const source = await sourceFile(imp.file_path);
    let index = 0;
    let done = imp.rows_done;
    let batch: TableRecord[] = [];
    const flush = async (records: TableRecord[]) => {
      const taken = await ctx.db.transaction(async (tx) => {
        // The import's row, locked: another process continuing the same import waits here, and
        // one that finds the rows already done by the other gives way (no row twice).
        const { rows } = await tx.query<{ rows_done: number }>('SELECT rows_done FROM imports WHERE id = $1 FOR UPDATE', [imp.id]);
        if (rows[0]?.rows_done !== done) return true;
        const results = await processBatch(tx, ctx, imp, state, records, today);
        await recordBatch(tx, imp.id, results);
        return false;
      });
      if (taken) throw new ImportTakenOver();
      done += records.length;
      options.onProgress?.(done, imp.rows_total);
      batches += 1;
      if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) throw new ImportStopped();
      if (options.signal?.aborted) throw new ImportTakenOver();
    };
    // Batches commit one after the other in the file's order, but the two after the running one are
    // read and their names looked up and searched meanwhile (prescreen.ts). A batch waits for its
    // names only when it starts; the reading waits for the batch two before (three batches in memory
    // at most). Two ahead, not one: on PGlite, whose one connection answers one statement at a time,
    // the lookup of the names on file for batch N+1 then runs between batches N-1 and N, so its
    // names are searched while batch N's transaction runs.
    let older: Promise<void> | null = null;
    const pipeline = async (records: TableRecord[]) => {
      const screened = state.prescreen?.prepare(imp.columns, records) ?? null;
      screened?.catch(() => undefined);
      const previous = inflight;
      inflight = (async () => {
        await previous;
        await screened;
        state.prescreen?.advance();
        await flush(records);
      })();
      // Awaited by a later batch, at the end, or in the catch below: never an unhandled rejection.
      inflight.catch(() => undefined);
      const wait = older;
      older = previous;
      await wait;
    };
    for await (const record of readRecords(source)) {
      index += 1;
      if (index <= imp.header_rows) continue;
      const dataIndex = index - imp.header_rows;
      // Rows committed before a stop (a dry run's keys of them are in import_seen).
      if (dataIndex <= imp.rows_done) continue;
      batch.push(record);
      if (batch.length >= batchRows) {
        await pipeline(batch);
        batch = [];
      }
    }
    if (batch.length) await pipeline(batch);
    // (Assigned in pipeline: the compiler sees only the null above.)
    await (inflight as Promise<void> | null);
    await finish(ctx.db, imp, null);
  } catch (thrown) {
    // A batch still in its transaction ends first (committed or not); its stop or failure is the word.
    let error = thrown;
    if (inflight) await (inflight as Promise<void>).catch((failed: unknown) => (error = failed));
    if (error instanceof ImportStopped) throw error;
    if (error instanceof ImportTakenOver) return;
    const reason = error instanceof HttpError || error instanceof Error ? error.message : String(error);
    await finish(ctx.db, imp, reason);
  } finally {
    await state.prescreen?.close();
  }
}

/** The key of a row's order among the file's rows: its parties by the CPF/CNPJ the row gives (docs/import.md "Open orders"). */
function rowOrderKey(order: ImportOrder, client: ClientFields, recipient: RecipientFields): string {
  return orderKey(order, `cpf:${client.cpf}`, `cpf:${recipient.cpf}`);
}

/** The ids of the imports not finished (a crash or a stop left them running). */
export async function unfinishedImports(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM imports WHERE NOT finished ORDER BY id');
  return rows.map((r) => r.id);
}

/** Continues every unfinished import, one after the other (a starting process, docs/import.md "Resuming"). */
export async function resumeImports(ctx: ImportContext, options: RunOptions = {}): Promise<void> {
  // A dry run's keys outlive it only when the process ended between its finish and their removal.
  await ctx.db.query('DELETE FROM import_seen s USING imports i WHERE i.id = s.import_id AND i.finished');
  for (const id of await unfinishedImports(ctx.db)) {
    if (options.signal?.aborted) return;
    await runImport(ctx, id, options);
  }
}
