/**
 * The import routes (docs/import.md "Calls"; administrators only): POST /api/import/clients takes a
 * CSV or XLSX file and starts an import or a dry run; GET /api/import/{importID} answers its state and
 * report; GET /api/import/{importID}/refused.csv the rows not imported, to fix and import again.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarDateIn, CSV_OPTIONS } from '@agency/rules';
import { stringify } from 'csv-stringify';
import { Type } from 'typebox';
import { callerOf } from '../plugins/auth.js';
import { ErrorReply, replies } from '../schemas.js';
import { ImportIdParams, ImportReply, ImportReportQuery, ImportUploadBody } from './schemas.js';
import { importDir, importReply, receiveUpload, refusedRecords, startImport, SYNC_ROWS } from './store.js';
import { resumeImports, runImport, type ImportContext } from './run.js';

const tags = ['import'];

/** Options of the import routes: whether a starting process continues the imports a crash or a stop left unfinished. */
export interface ImportRoutesOptions {
  resume?: boolean;
  /** How long POST waits for a small file's import to end before answering with its progress, in ms (default SYNC_WAIT_MS). */
  syncWaitMs?: number;
}

/**
 * How long POST /api/import/clients waits for a file of up to SYNC_ROWS rows to be imported before it
 * answers with the import's progress instead (and the import runs on): well under the gateway's 15 s
 * upstream limit, so a slow database or a busy machine never turns a small import into a 504.
 */
export const SYNC_WAIT_MS = 8000;

/** Registers /api/import/... on app; imports run in the background stop with the app (to continue at the next start). */
export const importRoutes: FastifyPluginAsyncTypebox<ImportRoutesOptions> = async (app, options) => {
  const ctx: ImportContext = { db: app.db, sanctions: app.sanctions, timeZone: app.config.agency.timeZone, now: app.now };
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  /** Runs import id in the background; its failure is the import's FAILED state, so only a database fault is logged. */
  const background = (run: () => Promise<void>): Promise<void> => {
    const promise = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'import stopped by an error'))
      .finally(() => running.delete(promise));
    running.add(promise);
    return promise;
  };
  const syncWaitMs = options.syncWaitMs ?? SYNC_WAIT_MS;
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.all([...running]);
  });
  if (options.resume) {
    app.addHook('onReady', async () => background(() => resumeImports(ctx, { signal: stopping.signal })));
  }

  app.post(
    '/api/import/clients',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Import clients with their beneficiaries and Pix keys from a CSV or XLSX file, or dry-run it (administrators)',
        description:
          "Multipart: `file`, `dryRun` ('true'/'false'), `mapping` (JSON {header: field}), `firstDayOfUse` (YYYY-MM-DD, default today: " +
          'older orders come as history). Every row (its client, beneficiary and open order) gets an outcome: NEW, SAME, CHANGED, ' +
          `REFUSED or HELD. Up to ${SYNC_ROWS} rows the reply comes when the import has ended (or after ${SYNC_WAIT_MS / 1000} s with its ` +
          'progress, when it has not); beyond, it comes at once (status RUNNING or DRY_RUN with progress) and GET /api/import/{importID} ' +
          "follows it. The reply's report is its first page (see GET /api/import/{importID}). The same file twice makes nothing new.",
        consumes: ['multipart/form-data'],
        body: ImportUploadBody,
        response: replies(ImportReply),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await receiveUpload(request, importDir(app.config.dataDir));
      upload.firstDayOfUse ??= calendarDateIn(ctx.timeZone, ctx.now());
      const { id, rows } = await startImport(app.db, caller, upload);
      const run = background(() => runImport(ctx, id, { signal: stopping.signal }));
      if (rows <= SYNC_ROWS) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([run, new Promise((resolve) => (timer = setTimeout(resolve, syncWaitMs)))]);
        clearTimeout(timer);
      }
      return importReply(app.db, id);
    },
  );

  app.get(
    '/api/import/:importID',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An import's state, progress, counts, columns and a page of its rows' outcomes so far (administrators)",
        description:
          '`outcome` keeps the rows of one outcome; `offset` and `limit` (default 0 and 100, at most 1000; 0 for the counts alone) choose ' +
          'the page; `reportTotal` is how many rows there are to page through.',
        params: ImportIdParams,
        querystring: ImportReportQuery,
        response: replies(ImportReply),
      },
    },
    async (request) => importReply(app.db, request.params.importID, request.query),
  );

  app.get(
    '/api/import/:importID/refused.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The rows an import did not take (REFUSED and HELD): the file's columns and a Reason column, to fix and import again",
        description: 'UTF-8 with a byte-order mark, CRLF, formulas escaped.',
        params: ImportIdParams,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const records = await refusedRecords(app.db, request.params.importID);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${request.params.importID}-refused.csv"`)
        .send(Readable.from(records).pipe(stringify({ ...CSV_OPTIONS, bom: true })) as never);
    },
  );
};
