/**
 * CSV exports (docs/lists-and-reports.md#csv-export). The order lists download the whole filtered
 * list from the gateway (downloadOrderExport: streamed by the server, never assembled here); the
 * other screens (date report, payments report...) export what they show, built in the browser. Both
 * write with the csv-stringify library and the agency's CSV_OPTIONS (@agency/rules): formula
 * escaping, RFC 4180 quoting, CRLF line ends; a download starts with a UTF-8 byte-order mark so
 * Excel reads accents. Amounts go out as plain decimals ('1234.50') and dates as 'YYYY-MM-DD'
 * (csvAmount, csvDate). The text itself is written by ui/csvText.ts, which holds the CSV library and
 * is fetched when a download is asked for (docs/screens.md#weight).
 */
import { UTF8_BOM } from '@agency/rules';
import { getToken } from './storedValues';
import { currentLanguage } from '../i18n';

export { UTF8_BOM };

/** One column of an export: its header's catalogue key (csv.*) and how a row's cell is written. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
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

/** The order lists the gateway exports whole (POST /export/orders). */
export type OrderExportList = 'orders' | 'pending' | 'hold' | 'created-today' | 'payment-today' | 'over';

/** What an order list's export asks for: the list, its filters and sort as on screen, the file's name. */
export interface OrderExport {
  list: OrderExportList;
  /** The GraphQL OrderSearch of the screen (orders and pending). */
  search?: Record<string, unknown>;
  /** The GraphQL OrderSort of the screen, or null for the list's own order. */
  sort?: string | null;
  fileName: string;
}

/** The hidden frame the export form posts into: a download leaves it empty, a refusal shows up in it. */
const EXPORT_FRAME = 'order-export-frame';

/**
 * Downloads the whole filtered order list as CSV: posts a form (session token, list, filters, sort,
 * the chosen language for the headers) to the gateway's POST /export/orders into a hidden frame, so
 * the browser saves the streamed file as it comes. A refusal (expired session, 403, bad filter)
 * loads the gateway's JSON answer into the frame instead: onError gets its message. Browser only.
 */
export function downloadOrderExport(request: OrderExport, onError: (message: string) => void): void {
  postDownloadForm(
    '/export/orders',
    {
      list: request.list,
      search: JSON.stringify(request.search ?? {}),
      sort: request.sort ?? '',
      language: currentLanguage(),
      fileName: request.fileName,
    },
    onError,
  );
}

/**
 * Downloads the whole filtered audit log as CSV, the server's own file (gateway POST /export/audit,
 * docs/employees-and-access.md#history-and-audit-log), as downloadOrderExport does; empty filters
 * are left out. Browser only.
 */
export function downloadAuditExport(
  filters: {
    employeeId?: string | null;
    entity?: string | null;
    entityId?: string | null;
    action?: string | null;
    start?: string | null;
    end?: string | null;
  },
  onError: (message: string) => void,
): void {
  const fields: Record<string, string> = {};
  const rest: Record<string, string | null | undefined> = {
    employeeID: filters.employeeId,
    entity: filters.entity,
    entityID: filters.entityId,
    action: filters.action,
    start: filters.start,
    end: filters.end,
  };
  for (const [name, value] of Object.entries(rest)) if (value) fields[name] = value;
  postDownloadForm('/export/audit', fields, onError);
}

/** Posts fields and the session token as a form to action into the hidden export frame; a refusal's message goes to onError. */
function postDownloadForm(action: string, fields: Record<string, string>, onError: (message: string) => void): void {
  let frame = document.getElementById(EXPORT_FRAME) as HTMLIFrameElement | null;
  if (!frame) {
    frame = document.createElement('iframe');
    frame.id = EXPORT_FRAME;
    frame.name = EXPORT_FRAME;
    frame.title = EXPORT_FRAME;
    frame.style.display = 'none';
    document.body.appendChild(frame);
  }
  const target = frame;
  target.onload = () => {
    // A download never loads the frame; an answer that did is the gateway's refusal.
    const text = target.contentDocument?.body?.textContent ?? '';
    if (!text) return;
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: show the text as it is
    }
    onError(message);
  };
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = EXPORT_FRAME;
  form.style.display = 'none';
  for (const [name, value] of Object.entries({ token: getToken() ?? '', ...fields })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
