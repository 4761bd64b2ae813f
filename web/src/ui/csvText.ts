/**
 * The CSV text of an export built in the browser (docs/lists-and-reports.md#csv-export), written
 * with the csv-stringify library and the agency's CSV_OPTIONS (@agency/rules). Its own module, so
 * the library arrives with the first 'Export CSV' click, not with the screens (docs/screens.md#weight).
 */
import { CSV_OPTIONS } from '@agency/rules';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { hasText, translate } from '../i18n';
import type { CsvColumn } from './csv';

/** One field as the CSV writes it (quoted when needed, a formula-like text escaped). */
export function csvField(value: string | number | null | undefined): string {
  return stringify([[value ?? '']], { ...CSV_OPTIONS, record_delimiter: '' });
}

/**
 * The CSV text (without the BOM): a header line in the chosen language (a header that is not a
 * catalogue key is written as it is), then one line per row and the footer lines, CRLF after each.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], footer: readonly (string | number | null)[][] = []): string {
  const records = [
    columns.map((c) => (hasText(c.header) ? translate(c.header) : c.header)),
    ...rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    ...footer.map((extra) => extra.map((v) => v ?? '')),
  ];
  return stringify(records, CSV_OPTIONS);
}
