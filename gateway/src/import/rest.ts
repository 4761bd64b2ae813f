/**
 * The import calls of the REST data source (docs/import.md): start an import or a dry run with the file as multipart, ask
 * for one, and fetch its refused rows as CSV. Administrators only; the REST API checks the role.
 */
import type { Static } from 'typebox';
import type { ImportReply } from '@agency/rest-api/schemas';
import type { Caller, RestClient, UploadFile } from '../rest/client.js';

/**
 * POST /api/import/clients and GET /api/import/{importID}: the import, its counts, the mapping used and every row's outcome
 * (the REST API's own ImportReply schema).
 */
export type RestClientImport = Static<typeof ImportReply>;

/** A page of an import's report: the rows of one outcome (or all), from `offset`, `limit` of them. */
export interface ImportReportPage {
  outcome?: string | null;
  offset?: number | null;
  limit?: number | null;
}

/** The query string of a report's page ('' for REST's default page). */
function pageQuery(page: ImportReportPage = {}): string {
  const query = new URLSearchParams();
  if (page.outcome) query.set('outcome', page.outcome);
  if (page.offset != null) query.set('offset', String(page.offset));
  if (page.limit != null) query.set('limit', String(page.limit));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The import calls, bound to the caller. */
export interface ImportRest {
  /**
   * POST /api/import/clients: `file` as multipart with the text fields `dryRun` ('true' | 'false') and, when given, `mapping`
   * (JSON `{"<header>": "<REST field name>" | null}`) and `firstDayOfUse` ('YYYY-MM-DD'; null: the REST API's default, the
   * agency's today). @throws BAD_USER_INPUT (unreadable file, bad mapping, bad first day), FORBIDDEN.
   */
  start(
    file: UploadFile,
    dryRun: boolean,
    mapping: Record<string, string | null> | null,
    firstDayOfUse?: string | null,
  ): Promise<RestClientImport>;
  /**
   * GET /api/import/{importID}: with `page`, the report's rows of `outcome` (all when absent) from `offset`, `limit` of them
   * (REST's default: the first 100). @throws NOT_FOUND, FORBIDDEN, BAD_USER_INPUT (a page out of range).
   */
  byId(id: number, page?: ImportReportPage): Promise<RestClientImport>;
  /** GET /api/import/{importID}/refused.csv: the CSV's bytes. @throws NOT_FOUND, FORBIDDEN. */
  refusedCsv(id: number): Promise<Buffer>;
}

/** The import calls over `client`, with the caller's token. */
export function importRest(client: RestClient, caller: Caller): ImportRest {
  return {
    start: (file, dryRun, mapping, firstDayOfUse) =>
      client.upload('/api/import/clients', caller, file, {
        dryRun: String(dryRun),
        ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
        ...(firstDayOfUse ? { firstDayOfUse } : {}),
      }),
    byId: (id, page) => client.json('GET', `/api/import/${id}${pageQuery(page)}`, caller),
    refusedCsv: async (id) => {
      const { body } = await client.download(`/api/import/${id}/refused.csv`, caller);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    },
  };
}
