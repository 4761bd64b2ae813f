/**
 * Reading an import file (docs/import.md "Files"): CSV in UTF-8 or Windows-1252 with any of the
 * delimiters `,` `;` tab `|`, or XLSX (the first sheet, or one sheet per kind joined: sheets.ts), streamed record by record so memory stays
 * flat whatever the file's size. Every cell comes out as text: an XLSX formula gives its cached
 * value, a cell whose text looks like a formula (`=HYPERLINK(...)`) stays that text (nothing is
 * evaluated), a date cell gives its calendar date 'YYYY-MM-DD' as Excel shows it.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse, CsvError } from 'csv-parse';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { HttpError } from '../http-errors.js';
import { detectHeader } from './mapping.js';
import { joinSheets, sheetKind } from './sheets.js';
import { workbookReader } from './xlsx-reader.js';

/** A worksheet read whole (sheets.ts). */
type HeldRecords = { headers: string[]; records: TableRecord[] };

/** The kinds of file an import reads. */
export type FileKind = 'csv' | 'xlsx';

/** One record of the file: its 1-based line (CSV: the line it starts on; XLSX: the row number) and its cells as text. */
export interface TableRecord {
  line: number;
  cells: string[];
}

/** How a CSV file is read: its encoding and delimiter, as detected. */
export interface CsvFormat {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: string;
}

/** The code of a file that cannot be read as CSV or XLSX (400, field `file`). */
export const IMPORT_FILE_UNREADABLE = 'IMPORT_FILE_UNREADABLE';

/** 400 IMPORT_FILE_UNREADABLE naming the field `file` and what could not be read. */
export function unreadable(problem: string): HttpError {
  return new HttpError(400, `file: ${problem}`, { code: IMPORT_FILE_UNREADABLE, field: 'file' });
}

const SAMPLE_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function sample(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The kind of the file by its content: XLSX is a ZIP archive; anything else is read as CSV. */
export async function fileKind(path: string): Promise<FileKind> {
  const head = await sample(path);
  return head.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
}

/**
 * The encoding of CSV bytes: UTF-8 when the sample decodes as UTF-8 (a multi-byte character cut
 * at the sample's end aside), else what chardet recognises, read as Windows-1252 (Excel's "CSV" on
 * Windows in the Americas and Western Europe; ISO-8859-1 is its subset).
 */
export function detectEncoding(bytes: Buffer): CsvFormat['encoding'] {
  const body = bytes.length === SAMPLE_BYTES ? bytes.subarray(0, bytes.length - 3) : bytes;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return 'utf-8';
  } catch {
    const guess = chardet.detect(body);
    return guess === 'UTF-8' ? 'utf-8' : 'windows-1252';
  }
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Occurrences of each delimiter outside double quotes in one line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === delimiter) count += 1;
  }
  return count;
}

/**
 * The delimiter of a CSV text sample: of the candidates found on the first line (the header, most
 * often), the one found most often there that at least half of the next lines have the same number
 * of times (a line cut off at the end of a file does not decide it); `,` when none is.
 */
export function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .slice(0, 20)
    .filter((l) => l.trim() !== '');
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const rest = counts.slice(1);
    const steady = rest.length === 0 ? 1 : rest.filter((c) => c === first).length / rest.length;
    if (steady >= 0.5 && first > best.score) best = { delimiter, score: first };
  }
  return best.delimiter;
}

/** The encoding and delimiter of a CSV file, from its first 64 KB. */
export async function csvFormat(path: string): Promise<CsvFormat> {
  const head = await sample(path);
  const encoding = detectEncoding(head);
  return { encoding, delimiter: detectDelimiter(iconv.decode(head, encoding)) };
}

/**
 * The records of a CSV file, streamed. Blank lines are skipped; a BOM is dropped; a record may
 * have fewer or more cells than the header (a file cut off half-way ends with a short record).
 * @throws 400 IMPORT_FILE_UNREADABLE naming the line when the CSV is malformed (an unclosed quote).
 */
export async function* readCsv(path: string, format: CsvFormat): AsyncGenerator<TableRecord> {
  const source = createReadStream(path);
  const parser = source.pipe(iconv.decodeStream(format.encoding)).pipe(
    parse({
      delimiter: format.delimiter,
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("...") typed as text) is kept as text.
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }),
  );
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const cells = item.record.map((c) => c.trim());
      if (cells.every((c) => c === '')) continue;
      yield { line: item.info.lines, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw unreadable(`cannot be read as CSV${line ? ` at line ${line}` : ''} (${error.message})`);
    }
    throw error;
  } finally {
    // A reader that stops early (the header's two rows) closes the file.
    source.destroy();
  }
}

/**
 * The number of lines of a CSV file with something on them, counted on the raw bytes (fast: no
 * decoding or parsing). A cell holding a line break counts twice: an import's row count is this
 * until the import has read the file, then the rows it read.
 */
export async function countCsvLines(path: string): Promise<number> {
  let lines = 0;
  let filled = false;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (const byte of chunk) {
      if (byte === 0x0a) {
        if (filled) lines += 1;
        filled = false;
      } else if (byte !== 0x0d && byte !== 0x20 && byte !== 0x09) {
        filled = true;
      }
    }
  }
  return lines + (filled ? 1 : 0);
}

/** The text of one XLSX cell value as exceljs gives it (the cached result of a formula; a date's calendar day). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // exceljs builds dates at UTC midnight of Excel's day: the UTC date is the day the sheet shows.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown; formula?: unknown };
    if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.error !== undefined) return '';
  }
  return '';
}

/** The records of one worksheet as the streaming reader gives them: its rows with a value, cells as text. */
async function* sheetRecords(sheet: AsyncIterable<ExcelJS.Row>): AsyncGenerator<TableRecord> {
  for await (const row of sheet) {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
    if (cells.every((c) => c === '')) continue;
    yield { line: row.number, cells };
  }
}

/**
 * A worksheet's headers (one row, or two under merged group titles: detectHeader) and the records
 * after them, still streamed.
 */
async function headed(sheet: AsyncIterable<ExcelJS.Row>): Promise<{ headers: string[]; records: AsyncGenerator<TableRecord> }> {
  const all = sheetRecords(sheet);
  const first = await all.next();
  const second = first.done ? undefined : await all.next();
  if (first.done) return { headers: [], records: all };
  const header = detectHeader(first.value.cells, second?.done ? undefined : second?.value.cells);
  const rest = async function* () {
    if (header.rows === 0) yield first.value;
    if (header.rows < 2 && second && !second.done) yield second.value;
    yield* all;
  };
  return { headers: header.headers, records: rest() };
}

/** A worksheet read whole: its headers and its data records. */
async function holdSheet(sheet: AsyncIterable<ExcelJS.Row>): Promise<HeldRecords> {
  const { headers, records } = await headed(sheet);
  const held: TableRecord[] = [];
  for await (const record of records) held.push(record);
  return { headers, records: held };
}

/**
 * The rows of an XLSX file, streamed (exceljs' WorkbookReader: shared strings cached, the sheet's
 * rows read as they come): the first sheet's, or, for a workbook with one sheet per kind (clients,
 * beneficiaries, Pix keys: sheets.ts), the joined table of its sheets. Empty rows are skipped.
 * @throws 400 IMPORT_FILE_UNREADABLE when the archive or the sheet cannot be read (a file cut off).
 */
export async function* readXlsx(path: string): AsyncGenerator<TableRecord> {
  const reader = workbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    let kinds: ReturnType<typeof sheetKind>[] | null = null;
    const held: { clients?: HeldRecords; beneficiaries?: HeldRecords; pix?: HeldRecords } = {};
    let joined = false;
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      // The workbook's sheet names are read before its first sheet.
      kinds ??= ((reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets ?? []).map((s) => sheetKind(s.name));
      if (!(kinds.includes('clients') && kinds.includes('beneficiaries'))) {
        yield* sheetRecords(sheet);
        break; // the first sheet
      }
      const kind = sheetKind(sheet.name);
      if (kind === 'clients' && !held.clients) held.clients = await holdSheet(sheet);
      else if (kind === 'pix' && !held.pix) held.pix = await holdSheet(sheet);
      else if (kind === 'beneficiaries' && !held.beneficiaries && !joined) {
        if (held.clients && (held.pix || !kinds.includes('pix'))) {
          // What it joins with is read: the beneficiaries are streamed.
          yield* joinSheets(held.clients, await headed(sheet), held.pix ?? null);
          joined = true;
        } else held.beneficiaries = await holdSheet(sheet);
      } else for await (const _row of sheet); // another sheet: passed over
    }
    if (held.clients && held.beneficiaries && !joined) yield* joinSheets(held.clients, held.beneficiaries, held.pix ?? null);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(`cannot be read as an Excel workbook (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A file to read: its path and kind (with the CSV format detected). */
export interface SourceFile {
  path: string;
  kind: FileKind;
  csv: CsvFormat | null;
}

/** Detects the kind (and a CSV's format) of the file at path. */
export async function sourceFile(path: string): Promise<SourceFile> {
  const kind = await fileKind(path);
  return { path, kind, csv: kind === 'csv' ? await csvFormat(path) : null };
}

/** The records of a source file, streamed. */
export function readRecords(file: SourceFile): AsyncGenerator<TableRecord> {
  return file.kind === 'xlsx' ? readXlsx(file.path) : readCsv(file.path, file.csv!);
}
