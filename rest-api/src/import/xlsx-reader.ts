/**
 * exceljs' streaming workbook reader, reading the archive through its central directory
 * (docs/import.md "Files"). exceljs 4.4's WorkbookReader reads an XLSX in one pass in the order its
 * entries are stored, and parses a sheet met after the shared strings against the sheet list of
 * `xl/workbook.xml`, which its own writer (and others) store last; the single pass sometimes ends
 * without that last entry, and the reader throws "Cannot read properties of undefined (reading
 * 'sheets')" on a good file (exceljs issue 3064: a race, seen here on a loaded machine). This one
 * opens the archive's directory first and parses the relationships, the sheet list, the shared
 * strings and the styles before any sheet, then hands out the sheets in their numbers' order, each
 * still read row by row (the file is never read whole). A file whose directory cannot be read (one
 * cut off) throws, as before.
 *
 * Each entry is also decoded as one UTF-8 text (Readable.setEncoding): exceljs decodes every chunk
 * of the inflated XML on its own, so a letter whose bytes straddle two chunks (an "ã" every few
 * thousand accented names) came out as two U+FFFD: "Jo\uFFFD\uFFFDo".
 */
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import type { Readable } from 'node:stream';

/** What the reader's parse() hands out: the sheets (`worksheet`) and, when emitted, the shared strings. */
type ParseEvent = { eventType: string; value: unknown };

/** The parts of exceljs' WorkbookReader this one calls (its own entry parsers, untyped in exceljs' types). */
interface ReaderInternals {
  input: string;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<ParseEvent>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<ParseEvent>;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * A WorkbookReader of the XLSX file at `path` (only a path: its directory is read from the end of
 * the file), with exceljs' options; iterate it (`for await (const sheet of reader)`) as exceljs'.
 */
export function workbookReader(
  path: string,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): ExcelJS.stream.xlsx.WorkbookReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, options);
  const self = reader as unknown as ReaderInternals & { parse(): AsyncGenerator<ParseEvent> };
  self.parse = async function* parse(): AsyncGenerator<ParseEvent> {
    const directory = await unzipper.Open.file(self.input);
    const text = (f: unzipper.File): Readable => f.stream().setEncoding('utf8');
    const file = (name: string) => {
      const found = directory.files.find((f) => f.path === name);
      return found ? { stream: () => text(found) } : undefined;
    };
    const rels = file('xl/_rels/workbook.xml.rels');
    if (rels) await self._parseRels(rels.stream());
    const workbook = file('xl/workbook.xml');
    if (workbook) await self._parseWorkbook(workbook.stream());
    const strings = file('xl/sharedStrings.xml');
    if (strings) yield* self._parseSharedStrings(strings.stream());
    const styles = file('xl/styles.xml');
    if (styles) await self._parseStyles(styles.stream());
    const sheets = directory.files
      .map((f) => ({ f, no: SHEET.exec(f.path)?.[1] }))
      .filter((s): s is { f: unzipper.File; no: string } => s.no !== undefined)
      .sort((a, b) => Number(a.no) - Number(b.no));
    for (const { f, no } of sheets) {
      const entry = text(f);
      try {
        // The sheet is read (by the caller, row by row) before the next is asked for.
        yield* self._parseWorksheet(entry, no);
      } finally {
        entry.destroy();
      }
    }
  };
  return reader;
}
