/**
 * An import's record (docs/import.md "Calls"): receiving the uploaded file (streamed to a kept file,
 * never read whole into memory), starting the import with its columns, and reading its state, its
 * report and its refused rows back.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { isCalendarDate } from '@agency/rules';
import { badRequest, HttpError, notFound } from '../http-errors.js';
import { multipartError } from '../documents/files.js';
import type { Caller } from '../types.js';
import { countCsvLines, readRecords, sourceFile, unreadable, type TableRecord } from './read.js';
import { detectHeader, resolveColumns, saveMapping, type Column } from './mapping.js';
import type { ImportReply, ImportReportQuery } from './schemas.js';
import type { Outcome } from './run.js';

/** The largest file an import takes (100,000 clients with beneficiaries is about 30 MB of CSV). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** Up to this many data rows, POST /api/import/clients answers when the import has ended; beyond, at once, and it runs on. */
export const SYNC_ROWS = 1000;

/** Where uploaded files are kept until their import ends: DATA_DIR/imports, or the system's temporary folder for an in-memory database. */
export function importDir(dataDir: string): string {
  return dataDir === 'memory://' ? join(tmpdir(), 'agency-imports') : join(dataDir, 'imports');
}

/** A file received: where it is kept, its name, its SHA-256, and the form's fields. */
export interface Upload {
  path: string;
  name: string;
  sha256: string;
  dryRun: boolean;
  mapping: unknown;
  /** The agency's first day of use, 'YYYY-MM-DD' (docs/import.md "Open orders"); absent: the route gives the agency's today. */
  firstDayOfUse?: string;
}

/**
 * Reads POST /api/import/clients' multipart body: the part `file` is streamed to a file under dir
 * (hashed on the way), `dryRun` and `mapping` are read. 400 INVALID_FIELD `file` (none), `dryRun`
 * (not 'true'/'false'), `mapping` (not JSON); 400 INVALID_MULTIPART; 413 past IMPORT_MAX_BYTES.
 */
export async function receiveUpload(request: FastifyRequest, dir: string): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with the file in a part named file');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.upload`);
  let name: string | null = null;
  let sha256 = '';
  let dryRun = 'false';
  let mapping: string | undefined;
  let firstDayOfUse: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const hash = createHash('sha256');
        const hashing = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(part.file, hashing, createWriteStream(path));
        if (part.file.truncated) throw new HttpError(413, `file: is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, { field: 'file' });
        name = part.filename || 'import';
        sha256 = hash.digest('hex');
      } else if (part.fieldname === 'dryRun') {
        dryRun = String(part.value);
      } else if (part.fieldname === 'mapping') {
        mapping = String(part.value);
      } else if (part.fieldname === 'firstDayOfUse') {
        firstDayOfUse = String(part.value).trim() || undefined;
      }
    }
  } catch (error) {
    await rm(path, { force: true });
    throw multipartError(error);
  }
  const fail = async (error: HttpError) => {
    await rm(path, { force: true });
    return error;
  };
  if (name === null) throw await fail(badRequest('file', 'is required'));
  if (dryRun !== 'true' && dryRun !== 'false') throw await fail(badRequest('dryRun', "must be 'true' or 'false'"));
  if (firstDayOfUse !== undefined && !isCalendarDate(firstDayOfUse)) {
    throw await fail(badRequest('firstDayOfUse', 'must be a real date in the form YYYY-MM-DD'));
  }
  let parsed: unknown;
  if (mapping !== undefined && mapping.trim() !== '') {
    try {
      parsed = JSON.parse(mapping);
    } catch {
      throw await fail(badRequest('mapping', 'must be JSON, e.g. {"Nome": "client.fullName"}'));
    }
  }
  return { path, name, sha256, dryRun: dryRun === 'true', mapping: parsed, ...(firstDayOfUse ? { firstDayOfUse } : {}) };
}

/**
 * Starts an import of the kept file: finds its header rows and columns (sent, saved or guessed),
 * counts its data rows (a CSV's lines on its bytes; an XLSX read once, which finds a broken archive
 * before anything starts),
 * records the import (RUNNING, or DRY_RUN) and, for a real import or a mapping sent, saves the
 * mapping for this header set. Returns the import's id and its row count.
 * @throws 400 IMPORT_FILE_UNREADABLE (the file is removed), 400 INVALID_FIELD 'mapping'.
 */
export async function startImport(db: Queryable, caller: Caller, upload: Upload): Promise<{ id: number; rows: number }> {
  try {
    if ((await stat(upload.path)).size === 0) throw unreadable('is empty');
    const source = await sourceFile(upload.path);
    const firstTwo: TableRecord[] = [];
    let count = 0;
    if (source.kind === 'csv') {
      // A CSV's rows are counted on its bytes; the import reads (and checks) it once.
      for await (const record of readRecords(source)) {
        firstTwo.push(record);
        if (firstTwo.length === 2) break;
      }
      count = await countCsvLines(upload.path);
    } else {
      // An XLSX is read once through here (an archive cut off is refused before anything starts).
      for await (const record of readRecords(source)) {
        if (firstTwo.length < 2) firstTwo.push(record);
        count += 1;
      }
    }
    if (firstTwo.length === 0) throw unreadable('holds no row');
    const header = detectHeader(firstTwo[0]!.cells, firstTwo[1]?.cells);
    const columns = await resolveColumns(db, header.headers, upload.mapping);
    // A dry run goes on with no column mapped (a file without a header row: "Column 1", ...), so the
    // screen has the columns to show for the administrator to map; an import of nothing is refused.
    if (!upload.dryRun && !columns.some((c) => c.field !== null)) {
      throw badRequest('mapping', 'maps no column to a field: send a mapping (the columns were not recognised from their headers)');
    }
    if (!upload.dryRun || upload.mapping !== undefined) await saveMapping(db, header.headers, columns, caller.employeeId);
    const rows = count - header.rows;
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO imports (employee_id, file_name, file_path, file_sha256, file_kind, status, dry_run, columns, header_rows, rows_total,
                            first_day_of_use)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) RETURNING id`,
      [
        caller.employeeId,
        upload.name,
        upload.path,
        upload.sha256,
        source.kind,
        upload.dryRun ? 'DRY_RUN' : 'RUNNING',
        upload.dryRun,
        JSON.stringify(columns),
        header.rows,
        rows,
        upload.firstDayOfUse ?? null,
      ],
    );
    const id = inserted[0]!.id;
    if (!upload.dryRun) {
      await writeAudit(db, {
        actorId: caller.employeeId,
        entity: 'import',
        entityId: id,
        action: 'start',
        after: { importID: id, fileName: upload.name, sha256: upload.sha256, rows, columns, firstDayOfUse: upload.firstDayOfUse ?? null },
      });
    }
    return { id, rows };
  } catch (error) {
    await rm(upload.path, { force: true });
    throw error;
  }
}

interface ImportState {
  id: number;
  status: ImportReply['status'];
  error: string | null;
  first_day_of_use: string | null;
  columns: Column[];
  rows_total: number;
  rows_done: number;
  new_count: number;
  same_count: number;
  changed_count: number;
  refused_count: number;
  held_count: number;
}

interface ReportRow {
  line: number;
  outcome: Outcome;
  field: string | null;
  message: string | null;
  client_id: number | null;
  recipient_id: number | null;
  order_id: number | null;
  changes: ImportReply['report'][number]['changes'] | null;
}

/** The report's page when none is asked: its first rows (the screen shows 50 a page). */
export const REPORT_PAGE_ROWS = 100;

/**
 * GET /api/import/{importID} (docs/import.md "Calls"): the import's state, counts, columns and one
 * page of its report: the rows of `page.outcome` (all when absent) by line, from `page.offset`
 * (default 0), `page.limit` of them (default REPORT_PAGE_ROWS; 0 for none), with `reportTotal` the
 * rows there are to page through. 404 when unknown.
 */
export async function importReply(q: Queryable, id: number, page: ImportReportQuery = {}): Promise<ImportReply> {
  const { rows } = await q.query<ImportState>(
    `SELECT id, status, error, columns, to_char(first_day_of_use, 'YYYY-MM-DD') AS first_day_of_use, rows_total, rows_done, new_count, same_count, changed_count, refused_count, held_count
       FROM imports WHERE id = $1`,
    [id],
  );
  const imp = rows[0];
  if (!imp) throw notFound(`Import ${id} not found`);
  const offset = page.offset ?? 0;
  const limit = page.limit ?? REPORT_PAGE_ROWS;
  const counts: Record<Outcome, number> = {
    NEW: imp.new_count,
    SAME: imp.same_count,
    CHANGED: imp.changed_count,
    REFUSED: imp.refused_count,
    HELD: imp.held_count,
  };
  // Every row done has its report row (they commit together), so the counts are the totals.
  const reportTotal = page.outcome ? counts[page.outcome] : imp.rows_done;
  const report =
    limit === 0 || offset >= reportTotal
      ? { rows: [] as ReportRow[] }
      : await q.query<ReportRow>(
          `SELECT line, outcome, field, message, client_id, recipient_id, order_id, changes FROM import_rows
            WHERE import_id = $1 AND ($2::text IS NULL OR outcome = $2) ORDER BY line OFFSET $3 LIMIT $4`,
          [id, page.outcome ?? null, offset, limit],
        );
  return {
    importID: imp.id,
    status: imp.status,
    ...(imp.error ? { error: imp.error } : {}),
    ...(imp.first_day_of_use ? { firstDayOfUse: imp.first_day_of_use } : {}),
    progress: { done: imp.rows_done, total: imp.rows_total },
    rows: imp.rows_total,
    new: imp.new_count,
    same: imp.same_count,
    changed: imp.changed_count,
    refused: imp.refused_count,
    held: imp.held_count,
    columns: imp.columns,
    reportTotal,
    reportOffset: offset,
    report: report.rows.map((r) => ({
      line: r.line,
      outcome: r.outcome,
      ...(r.field ? { field: r.field } : {}),
      ...(r.message ? { message: r.message } : {}),
      ...(r.client_id !== null ? { clientID: r.client_id } : {}),
      ...(r.recipient_id !== null ? { recipientID: r.recipient_id } : {}),
      ...(r.order_id !== null ? { orderID: r.order_id } : {}),
      ...(r.changes ? { changes: r.changes } : {}),
    })),
  };
}

/**
 * GET /api/import/{importID}/refused.csv: the rows not imported (REFUSED and HELD), as records of the
 * file's own columns plus "Reason" (the message), headed by the file's headers; 404 when unknown.
 */
export async function refusedRecords(q: Queryable, id: number): Promise<string[][]> {
  const { rows } = await q.query<{ columns: Column[] }>('SELECT columns FROM imports WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(`Import ${id} not found`);
  const headers = rows[0].columns.map((c) => c.header);
  const refused = await q.query<{ cells: string[]; message: string | null }>(
    `SELECT cells, message FROM import_rows WHERE import_id = $1 AND outcome IN ('REFUSED', 'HELD') ORDER BY line`,
    [id],
  );
  const width = headers.length;
  return [
    [...headers, 'Reason'],
    ...refused.rows.map((r) => {
      const cells = r.cells.slice(0, width);
      while (cells.length < width) cells.push('');
      return [...cells, r.message ?? ''];
    }),
  ];
}
