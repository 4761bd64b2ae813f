/**
 * The audit log's routes (docs/employees-and-access.md#history-and-audit-log): GET /api/audit (a
 * page, newest first) and GET /api/audit.csv (the whole filtered log, administrators, audited).
 * Reading only: no route changes or deletes a log row (other methods on these paths are 404).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV_OPTIONS } from '@agency/rules';
import { stringify } from 'csv-stringify';
import { Type } from 'typebox';
import { callerOf } from '../plugins/auth.js';
import { ErrorReply, replies } from '../schemas.js';
import { AuditPage, AuditQuery } from './schemas.js';
import { exportAuditLog, readAuditLog } from './service.js';

const tags = ['audit'];

/** Registers /api/audit and /api/audit.csv on app. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The audit log, newest first: who did what, when, the fields changed (before → after) and the reason given',
        description:
          "Administrators may use any filter or none. Other employees read only a record's history: entity `transaction`, `client` or " +
          "`recipient` with its `entityID` (403 otherwise). An order's history includes its partial payments, a beneficiary's its Pix " +
          'keys. Paged by cursor: send `nextCursor` back as `after`. Reading is not audited.',
        querystring: AuditQuery,
        response: replies(AuditPage),
      },
    },
    async (request) => readAuditLog(app.db, callerOf(request), app.config.agency.timeZone, request.query),
  );

  app.get(
    '/api/audit.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The whole filtered audit log as CSV (administrators); the export itself is audited',
        description:
          'The filters of GET /api/audit (`after` and `perPage` ignored). Columns: id, at, employeeID, employeeName, entity, entityID, ' +
          "action, changes (one 'field: from → to' a line), reason; UTF-8 with a byte-order mark, CRLF, formulas escaped.",
        querystring: AuditQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const records = await exportAuditLog(app.db, callerOf(request), app.config.agency.timeZone, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(Readable.from(records).pipe(stringify({ ...CSV_OPTIONS, bom: true })) as never); // a stream: not serialized
    },
  );
};
