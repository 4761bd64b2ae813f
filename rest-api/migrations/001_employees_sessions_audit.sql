-- 001: employees, their sessions, and the audit log (docs/employees-and-access.md, #employees and #calls).

-- Staff accounts. Soft delete (deleted_at) because orders keep "Created By".
-- role_id: 1 Administrator, 2 Employee.
CREATE TABLE employees (
  id                  serial PRIMARY KEY,
  full_name           text        NOT NULL CHECK (length(full_name) > 0),
  email               text        NOT NULL CHECK (length(email) > 0),
  password_hash       text        NOT NULL,                -- argon2id, PHC string
  role_id             smallint    NOT NULL CHECK (role_id IN (1, 2)),
  profile_image       bytea,
  profile_image_type  text CHECK (profile_image_type IN ('png', 'jpeg', 'webp', 'gif')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  deleted_at          timestamptz
);

-- An email is unique, case-insensitively, among employees that are not deleted.
CREATE UNIQUE INDEX employees_email_active_key ON employees (lower(email)) WHERE deleted_at IS NULL;
-- The employee list: not deleted, by name then id.
CREATE INDEX employees_list_idx ON employees (full_name, id) WHERE deleted_at IS NULL;

-- Sign-in sessions. Only the sha256 of the token is stored. They expire after 12 h idle
-- (last_seen_at) and end when revoked_at is set (logout, password change, employee deleted).
CREATE TABLE sessions (
  token_hash    bytea       PRIMARY KEY,
  employee_id   integer     NOT NULL REFERENCES employees (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz
);
CREATE INDEX sessions_employee_idx ON sessions (employee_id) WHERE revoked_at IS NULL;

-- One row per write, in the same transaction as the write: who, when, what, before and after.
-- Never holds password hashes or file bytes.
CREATE TABLE audit_log (
  id                 bigserial   PRIMARY KEY,
  at                 timestamptz NOT NULL DEFAULT now(),
  actor_employee_id  integer REFERENCES employees (id),
  entity             text        NOT NULL,
  entity_id          text,
  action             text        NOT NULL,
  before             jsonb,
  after              jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
