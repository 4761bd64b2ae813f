/**
 * POST /export/audit: the whole filtered audit log as a CSV download (docs/employees-and-access.md#history-and-audit-log),
 * the REST API's own CSV (GET /api/audit.csv: csv-stringify with the agency's CSV_OPTIONS, a UTF-8
 * BOM) streamed through as it comes. The body is the web's download form (or JSON): `token` (or an
 * Authorization header) and the filters of GET /api/audit (entity, entityID, employeeID, action,
 * start, end). The REST API checks the role (403 for employees) and the filters (400 naming the
 * field) and audits the export; a refusal is answered as JSON {statusCode, code, message}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Caller, RestClient } from '../rest/client.js';
import { refuse } from '../lists/export.js';

/** The filters the form may carry, forwarded as they are. */
const FILTERS = ['entity', 'entityID', 'employeeID', 'action', 'start', 'end'] as const;

/** Registers POST /export/audit on app (a scope of its own for the form parser). */
export function registerAuditExport(
  app: FastifyInstance,
  rest: RestClient,
  callerOf: (request: FastifyRequest) => Caller,
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/export/audit', preHandler ? { preHandler } : {}, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const caller = callerOf(request);
      const token = typeof body.token === 'string' && body.token ? body.token : null;
      if (!token && !caller.authorization)
        return refuse(reply, new GraphQLError('Sign in to export the audit log', { extensions: { code: 'UNAUTHENTICATED' } }));
      const query = new URLSearchParams();
      for (const name of FILTERS) {
        const value = body[name];
        if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
      }
      try {
        const file = await rest.download(
          `/api/audit.csv?${query.toString()}`,
          token ? { ...caller, authorization: `Bearer ${token}` } : caller,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          .send(file.body);
      } catch (error) {
        return refuse(reply, error);
      }
    });
  });
}
