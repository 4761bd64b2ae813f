-- 007: partial payments of an order (docs/orders.md#the-order, #calls; #partial-payments): BRL paid
-- out so far. remainingValue = amount_brl - sum(value) of the rows not deleted. Soft delete.
CREATE TABLE partial_payments (
  id              serial         PRIMARY KEY,
  transaction_id  integer        NOT NULL REFERENCES transactions (id),
  value           numeric(16, 2) NOT NULL CHECK (value > 0),
  date            date           NOT NULL,
  employee_id     integer        NOT NULL REFERENCES employees (id),
  created_at      timestamptz    NOT NULL DEFAULT now(),
  updated_at      timestamptz    NOT NULL DEFAULT now(),
  deleted_at      timestamptz
);
CREATE INDEX partial_payments_transaction_idx ON partial_payments (transaction_id) WHERE deleted_at IS NULL;
