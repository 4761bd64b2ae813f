/**
 * The audit log and a record's history (docs/employees-and-access.md#history-and-audit-log):
 * Query.auditLog and the history field of Order, Client and Beneficiary (their resolvers call
 * recordHistory). Values of a change go out as text: strings as they are, the rest as JSON.
 */
import type { AuditPage, QueryResolvers, Resolvers } from '../generated/resolvers-types.js';
import type { RestDataSource } from '../rest/data-source.js';
import { parseId } from '../rest/inputs.js';
import type { RestAuditPage, RestAuditQuery } from './rest.js';

/** A change's value as GraphQL text: null stays null, a string as it is, anything else as JSON. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The GraphQL page of a REST page. */
export function toAuditPage(page: RestAuditPage): AuditPage {
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((item) => ({
      id: item.id,
      at: item.at,
      employeeId: item.employeeID === null ? null : String(item.employeeID),
      employeeName: item.employeeName,
      entity: item.entity,
      entityId: item.entityID,
      action: item.action,
      reason: item.reason,
      changes: item.changes.map((c) => ({ field: c.field, from: valueText(c.from), to: valueText(c.to) })),
    })),
  };
}

/** The history of one record (entity transaction, client or recipient), a page newest first. */
export async function recordHistory(
  rest: RestDataSource,
  entity: 'transaction' | 'client' | 'recipient',
  id: number | string,
  args: { after?: string | null; perPage?: number | null },
): Promise<AuditPage> {
  const query: RestAuditQuery = { entity, entityID: String(id), after: args.after, perPage: args.perPage };
  return toAuditPage(await rest.audit.read(query));
}

export const Query: QueryResolvers = {
  auditLog: async (_p, args, { rest }) =>
    toAuditPage(
      await rest.audit.read({
        entity: args.entity,
        entityID: args.entityId,
        employeeID: args.employeeId ? parseId(args.employeeId, 'employeeId') : null,
        action: args.action,
        start: args.start,
        end: args.end,
        after: args.after,
        perPage: args.perPage,
      }),
    ),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Query };
