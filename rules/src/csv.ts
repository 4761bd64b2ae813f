/**
 * The agency's CSV settings (docs/lists-and-reports.md#csv-export): one home for every CSV the web,
 * the gateway's export route and `npm run query --csv` write, all with the csv-stringify library
 * (its options object, spread into `stringify({...CSV_OPTIONS, ...})`):
 *   - formula escaping: a cell starting with = + - @ tab or CR (or their full-width forms) gets a
 *     leading apostrophe, so a spreadsheet shows '=HYPERLINK(...) as text instead of running it
 *     (a number's minus sign is left alone);
 *   - RFC 4180 quoting (a field holding a comma, a quote or a line break is quoted, quotes
 *     doubled), also a field with leading or trailing spaces; CRLF line ends.
 * Files to download start with UTF8_BOM (csv-stringify's `bom: true`) so Excel reads accents.
 */
export const CSV_OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  quoted_match: /^\s|\s$/,
} as const;

/** The UTF-8 byte-order mark that makes Excel read a downloaded CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';
