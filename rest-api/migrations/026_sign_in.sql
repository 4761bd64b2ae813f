-- Sign-in an examiner would accept (issue 34, docs/employees-and-access.md "Sign-in"): a second factor
-- (TOTP, RFC 6238), one-time recovery codes, sign-in challenges, the sessions' device, personal access
-- tokens and the password an administrator set, which must be changed at the next sign-in.

-- totp_secret: base32 secret of the enabled second factor (never answered by a route);
-- totp_pending_secret: the one /api/auth/mfa/setup proposed, until a first code confirms it;
-- totp_last_step: the last 30-second step whose code was accepted (a code is accepted once).
ALTER TABLE employees
  ADD COLUMN totp_secret          text,
  ADD COLUMN totp_pending_secret  text,
  ADD COLUMN totp_enabled_at      timestamptz,
  ADD COLUMN totp_last_step       bigint,
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- Ten per enrolment, sha256 of the code, each usable once.
CREATE TABLE mfa_recovery_codes (
  id          bigserial   PRIMARY KEY,
  employee_id integer     NOT NULL REFERENCES employees (id),
  code_hash   bytea       NOT NULL,
  used_at     timestamptz
);
CREATE INDEX mfa_recovery_codes_employee_idx ON mfa_recovery_codes (employee_id) WHERE used_at IS NULL;

-- The password step's proof, handed to the second step: sha256 of a random challenge, 5 minutes, once.
CREATE TABLE mfa_challenges (
  challenge_hash bytea       PRIMARY KEY,
  employee_id    integer     NOT NULL REFERENCES employees (id),
  enrol          boolean     NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX mfa_challenges_expires_idx ON mfa_challenges (expires_at);

-- A session's own id (the token's hash is its key and is never shown), and the device it was opened from.
ALTER TABLE sessions
  ADD COLUMN id         bigserial,
  ADD COLUMN address    text,
  ADD COLUMN user_agent text;
CREATE UNIQUE INDEX sessions_id_idx ON sessions (id);

-- Personal access tokens: sha256 of the token, READ or WRITE, an expiry; revoked or expired ones stay for the audit.
CREATE TABLE access_tokens (
  id           bigserial   PRIMARY KEY,
  employee_id  integer     NOT NULL REFERENCES employees (id),
  name         text        NOT NULL,
  scope        text        NOT NULL CHECK (scope IN ('READ', 'WRITE')),
  token_hash   bytea       NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX access_tokens_employee_idx ON access_tokens (employee_id) WHERE revoked_at IS NULL;
