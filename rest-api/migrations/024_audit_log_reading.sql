-- 024: reading the audit log (docs/employees-and-access.md#history-and-audit-log): the newest-first
-- page of GET /api/audit and each of its filters read from an index, in (at DESC, id DESC) order, so
-- the first page costs the same with five rows or five million (tests/perf/audit-log.bench.ts).
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_at_idx ON audit_log (entity, at DESC, id DESC);
DROP INDEX audit_log_entity_idx;
CREATE INDEX audit_log_record_idx ON audit_log (entity, entity_id, at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_employee_id, at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC);
-- The rows of an order's partial payments and of a beneficiary's Pix keys, by the record they belong
-- to (the same expression as PARENT_ID in rest-api/src/audit/service.ts).
CREATE INDEX audit_log_parent_idx ON audit_log (
  entity,
  (coalesce(after ->> 'transactionID', before ->> 'transactionID', after ->> 'recipientID', before ->> 'recipientID')),
  at DESC,
  id DESC
) WHERE entity IN ('partial_payment', 'recipient_pix');
-- The sanctions overrides of a write, found by its instant (a transaction's now()) for the reason.
CREATE INDEX audit_log_override_idx ON audit_log (at) WHERE entity = 'sanctions_screening';
