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

/** The import calls, bound to the caller. */
export interface ImportRest {
  /**
   * POST /api/import/clients: `file` as multipart with the text fields `dryRun` ('true' | 'false') and, when given, `mapping`
   * (JSON `{"<header>": "<REST field name>" | null}`). @throws BAD_USER_INPUT (unreadable file, bad mapping), FORBIDDEN.
   */
  start(file: UploadFile, dryRun: boolean, mapping: Record<string, string | null> | null): Promise<RestClientImport>;
  /** GET /api/import/{importID}. @throws NOT_FOUND, FORBIDDEN. */
  byId(id: number): Promise<RestClientImport>;
  /** GET /api/import/{importID}/refused.csv: the CSV's bytes. @throws NOT_FOUND, FORBIDDEN. */
  refusedCsv(id: number): Promise<Buffer>;
}

/** The import calls over `client`, with the caller's token. */
export function importRest(client: RestClient, caller: Caller): ImportRest {
  return {
    start: (file, dryRun, mapping) =>
      client.upload('/api/import/clients', caller, file, {
        dryRun: String(dryRun),
        ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
      }),
    byId: (id) => client.json('GET', `/api/import/${id}`, caller),
    refusedCsv: async (id) => {
      const { body } = await client.download(`/api/import/${id}/refused.csv`, caller);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    },
  };
}
