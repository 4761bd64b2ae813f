/**
 * CSV export of what a list or report shows (the current page's rows, its columns as displayed):
 * built in the browser, RFC 4180 quoting (a field holding a comma, a quote or a line break is
 * quoted, quotes doubled), CRLF line ends, and a UTF-8 byte-order mark so Excel reads accents.
 * Amounts go out as plain decimals ('1234.50') and dates as 'YYYY-MM-DD' (csvAmount, csvDate).
 */
import { i18n, translate } from '../i18n';

/** One column of an export: its header's catalogue key (csv.*) and how a row's cell is written. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** The UTF-8 byte-order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** One field, quoted when it holds a comma, a quote, a line break or leading/trailing spaces. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV text (without the BOM): a header line in the chosen language (a header that is not a
 * catalogue key is written as it is), then one line per row, CRLF between lines.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], footer: readonly (string | number | null)[][] = []): string {
  const lines = [columns.map((c) => csvField(i18n.exists(c.header) ? translate(c.header) : c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  for (const extra of footer) lines.push(extra.map(csvField).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** An amount as a plain decimal: the server's decimal string as is ('1234.50'); '' when missing. */
export function csvAmount(value: string | null | undefined): string {
  return value == null ? '' : value.trim();
}

/** A calendar date as 'YYYY-MM-DD' (the date part of an ISO text); '' when missing. */
export function csvDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return m ? m[0] : value;
}

/** A file name without characters that file systems refuse: 'orders-pending-page-2.csv'. */
export function csvFileName(...parts: (string | number)[]): string {
  const base = parts
    .map((p) => String(p).trim())
    .filter(Boolean)
    .join('-')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'export'}.csv`;
}

/** Downloads CSV text (with the BOM) as a file. Browser only. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
