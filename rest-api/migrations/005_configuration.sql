-- 005: configuration (docs/orders.md#calls): the default fee (USD, to the cent) and exchange
-- rate (6 places) of the new-order form, the last values used on a created order. A missing row
-- means the default: fee 5.00, exchange 1.000000.
CREATE TABLE configuration (
  key          text           PRIMARY KEY CHECK (key IN ('fee', 'exchange')),
  value        numeric(14, 6) NOT NULL CHECK (value >= 0),
  employee_id  integer        REFERENCES employees (id),
  updated_at   timestamptz    NOT NULL DEFAULT now(),
  CHECK (key <> 'exchange' OR value > 0),
  CHECK (key <> 'fee' OR value = round(value, 2))
);
