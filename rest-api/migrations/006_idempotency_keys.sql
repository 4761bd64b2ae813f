-- 006: Idempotency-Key of POST /api/transaction/create (docs/ARCHITECTURE.md#contracts, #security): a key repeated by the same
-- employee returns the first order instead of creating a second one.
CREATE TABLE idempotency_keys (
  key             text        NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  employee_id     integer     NOT NULL REFERENCES employees (id),
  transaction_id  integer     NOT NULL REFERENCES transactions (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, key)
);
