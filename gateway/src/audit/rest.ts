/**
 * The audit log's REST calls (docs/employees-and-access.md#history-and-audit-log): GET /api/audit,
 * a page newest first, bound to the caller. The REST API decides who may read what (FORBIDDEN).
 */
import type { Static } from 'typebox';
import type { AuditPage } from '@agency/rest-api/schemas';
import type { Caller, RestClient } from '../rest/client.js';

/** GET /api/audit's reply. */
export type RestAuditPage = Static<typeof AuditPage>;
/** One entry of it. */
export type RestAuditItem = RestAuditPage['items'][number];

/** The filters and page of a read (REST names). */
export interface RestAuditQuery {
  entity?: string | null;
  entityID?: string | null;
  employeeID?: number | null;
  action?: string | null;
  start?: string | null;
  end?: string | null;
  after?: string | null;
  perPage?: number | null;
}

/** /api/audit. */
export interface AuditRest {
  /** GET /api/audit. @throws FORBIDDEN (the whole log, employees), BAD_USER_INPUT naming the field. */
  read(query: RestAuditQuery): Promise<RestAuditPage>;
}

/** The audit calls, bound to the caller. */
export function auditRest(client: RestClient, caller: Caller): AuditRest {
  return {
    read: (query) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
      return client.json('GET', `/api/audit?${params.toString()}`, caller);
    },
  };
}
