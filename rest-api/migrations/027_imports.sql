-- 027: imports of an agency's records from CSV or XLSX (docs/import.md).
--
-- imports: one file brought in (or dry-run) by an administrator. status: DRY_RUN (a dry run, running
-- or done: it writes no client, beneficiary or order), RUNNING, DONE, FAILED. rows_done is the count of
-- the file's data rows whose outcome is committed: each batch's writes, its report rows and this
-- counter commit in one transaction, so an import stopped or crashed mid-way continues after the
-- last committed batch (no row twice, none lost). file_path: where the uploaded file is kept until
-- the import ends; columns: the mapping used [{header, field, guessed}]; header_rows: the file's
-- header rows (0, 1, or 2 under merged group titles).
CREATE TABLE imports (
  id            serial      PRIMARY KEY,
  employee_id   integer     NOT NULL REFERENCES employees (id),
  file_name     text        NOT NULL,
  file_path     text,
  file_sha256   text        NOT NULL,
  file_kind     text        NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
  status        text        NOT NULL CHECK (status IN ('DRY_RUN', 'RUNNING', 'DONE', 'FAILED')),
  dry_run       boolean     NOT NULL,
  finished      boolean     NOT NULL DEFAULT false,
  columns       jsonb       NOT NULL,
  header_rows   smallint    NOT NULL CHECK (header_rows BETWEEN 0 AND 2),
  rows_total    integer     NOT NULL CHECK (rows_total >= 0),
  rows_done     integer     NOT NULL DEFAULT 0 CHECK (rows_done >= 0),
  new_count     integer     NOT NULL DEFAULT 0,
  same_count    integer     NOT NULL DEFAULT 0,
  changed_count integer     NOT NULL DEFAULT 0,
  refused_count integer     NOT NULL DEFAULT 0,
  held_count    integer     NOT NULL DEFAULT 0,
  error         text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- The unfinished imports a starting process continues.
CREATE INDEX imports_unfinished_idx ON imports (id) WHERE NOT finished;

-- Every data row's outcome (the report). cells: the row as read, for refused.csv.
-- changes: CHANGED rows' [{field, from, to}].
CREATE TABLE import_rows (
  import_id  integer NOT NULL REFERENCES imports (id),
  line       integer NOT NULL,
  outcome    text    NOT NULL CHECK (outcome IN ('NEW', 'SAME', 'CHANGED', 'REFUSED', 'HELD')),
  field      text,
  message    text,
  client_id  integer,
  recipient_id integer,
  changes    jsonb,
  cells      jsonb,
  PRIMARY KEY (import_id, line)
);

-- The mapping an administrator confirmed for a set of headers (the headers, normalised and sorted,
-- joined), used for the next file with the same headers.
CREATE TABLE import_mappings (
  header_key  text        PRIMARY KEY,
  mapping     jsonb       NOT NULL,
  employee_id integer     REFERENCES employees (id),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The same person is found by CPF/CNPJ, by document, or by name and date of birth (docs/import.md "Outcomes"):
-- each an `= ANY(array)` index lookup (the name by clients_name_idx).
CREATE INDEX clients_cpf_idx ON clients (cpf);
CREATE INDEX clients_document_idx ON clients (document_number);
CREATE INDEX recipients_cpf_idx ON recipients (cpf);
CREATE INDEX recipients_document_idx ON recipients (document_number);
