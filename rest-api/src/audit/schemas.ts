/**
 * Shapes of the audit log's reading routes (docs/employees-and-access.md#history-and-audit-log):
 * GET /api/audit and GET /api/audit.csv take AuditQuery and answer an AuditPage or its CSV.
 */
import { Type, type Static } from 'typebox';
import { CalendarDateInput } from '../field-schemas.js';

/** The filters and the page of a read of the log; every one optional. */
export const AuditQuery = Type.Object({
  entity: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "the kind of record, in the log's names: transaction, client, recipient, recipient_pix, partial_payment, employee, investment, invoice, consortium, compliance_alert, sanctions_screening, session, configuration, audit_log...",
    }),
  ),
  entityID: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "the record's id (with entity). For transaction it includes its partial payments' rows, for recipient its Pix keys'. Employees who are not administrators must give entity (transaction, client or recipient) and entityID",
    }),
  ),
  employeeID: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the employee who did it' })),
  action: Type.Optional(Type.String({ maxLength: 40, description: 'create, update, delete, status, cancel, override, login...' })),
  start: Type.Optional(CalendarDateInput('first agency day (AGENCY_TIME_ZONE), YYYY-MM-DD, inclusive')),
  end: Type.Optional(CalendarDateInput('last agency day, YYYY-MM-DD, inclusive')),
  after: Type.Optional(Type.String({ maxLength: 2000, description: "a reply's nextCursor: the page after it" })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'default 50' })),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** One field that differs between before and after; a nested field by its dotted path. */
export const AuditChange = Type.Object({
  field: Type.String({ description: "dotted path in the record's public shape, e.g. 'transactionDetail.amountUSD'" }),
  from: Type.Unknown({ description: 'a string, number, boolean or list as stored; null when the field was absent (a creation)' }),
  to: Type.Unknown({ description: 'as from; null when the field is gone (a deletion)' }),
});

/** One audited action. */
export const AuditItem = Type.Object({
  id: Type.String({ description: "the log row's id" }),
  at: Type.String({ description: 'instant, ISO 8601 UTC' }),
  employeeID: Type.Union([Type.Integer(), Type.Null()], { description: 'null for the system' }),
  employeeName: Type.Union([Type.String(), Type.Null()]),
  entity: Type.String(),
  entityID: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  changes: Type.Array(AuditChange),
  reason: Type.Union([Type.String(), Type.Null()], {
    description: "a sanctions override's reason given with the write, 'forced' for a forced status change; else null",
  }),
});
export type AuditItem = Static<typeof AuditItem>;

/** A page of the log, newest first. */
export const AuditPage = Type.Object({
  items: Type.Array(AuditItem),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'send as `after` for the next page; null on the last' }),
});
export type AuditPage = Static<typeof AuditPage>;
