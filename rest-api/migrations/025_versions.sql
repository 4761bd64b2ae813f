-- 025: a version on every record a clerk edits (docs/ARCHITECTURE.md#versions): 1 at creation, +1 per
-- write. A write is an UPDATE that sets updated_at (every route's write does, one transaction one
-- now()); the order-count cache kept on clients and recipients (migration 014) does not, so it
-- bumps nothing. The bump lives here, once, so no write can forget it; routes compare the version
-- the editor started from against the row they already lock (src/db/versions.ts).
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;

ALTER TABLE transactions ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE clients ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE recipients ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE employees ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE investments ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE compliance_alerts ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TRIGGER transactions_version BEFORE UPDATE ON transactions
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
CREATE TRIGGER clients_version BEFORE UPDATE ON clients
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
CREATE TRIGGER recipients_version BEFORE UPDATE ON recipients
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
CREATE TRIGGER employees_version BEFORE UPDATE ON employees
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
CREATE TRIGGER investments_version BEFORE UPDATE ON investments
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
CREATE TRIGGER compliance_alerts_version BEFORE UPDATE ON compliance_alerts
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at) EXECUTE FUNCTION bump_version();
