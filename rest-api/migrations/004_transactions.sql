-- 004: transactions (orders, docs/orders.md#the-order; docs/money-and-dates.md) and their payment lines.
-- Money is NUMERIC: USD and BRL to the cent, the exchange rate to 6 places. Dates are calendar dates.

-- status_id: 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby.
-- transaction_type_id: 0 Normal, 1 Special, 2 Premium.
-- days: the payment-in choice (1, 5, 10, 15, 20, 30), or the weekday count of a typed date.
-- Soft delete (deleted_at): deleted orders leave every list but stay for the audit log.
CREATE TABLE transactions (
  id                       serial         PRIMARY KEY,
  client_id                integer        NOT NULL REFERENCES clients (id),
  recipient_id             integer        NOT NULL REFERENCES recipients (id),
  employee_id              integer        NOT NULL REFERENCES employees (id),
  amount_usd               numeric(14, 2) NOT NULL CHECK (amount_usd > 0),
  exchange_rate            numeric(14, 6) NOT NULL CHECK (exchange_rate > 0),
  amount_brl               numeric(16, 2) NOT NULL CHECK (amount_brl >= 0),
  fee                      numeric(12, 2) NOT NULL CHECK (fee >= 0),
  total_fee                numeric(14, 2) NOT NULL CHECK (total_fee >= 0),
  is_renew                 boolean        NOT NULL DEFAULT false,
  original_transaction_id  integer        REFERENCES transactions (id),
  payment_date             date           NOT NULL,
  creation_date            date           NOT NULL,
  days                     integer        NOT NULL,
  pix_id                   integer        REFERENCES recipient_pix (id),
  status_id                smallint       NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 5),
  transaction_type_id      smallint       NOT NULL DEFAULT 0 CHECK (transaction_type_id BETWEEN 0 AND 2),
  created_at               timestamptz    NOT NULL DEFAULT now(),
  updated_at               timestamptz    NOT NULL DEFAULT now(),
  deleted_at               timestamptz,
  CHECK (payment_date >= creation_date),
  CHECK (NOT is_renew OR original_transaction_id IS NOT NULL)
);

-- A client's orders, newest first (beneficiaries of a sender, duplicate check).
CREATE INDEX transactions_client_created_idx ON transactions (client_id, created_at DESC);
CREATE INDEX transactions_recipient_idx ON transactions (recipient_id);
CREATE INDEX transactions_original_idx ON transactions (original_transaction_id) WHERE original_transaction_id IS NOT NULL;

-- The payment lines of an order (docs/orders.md valueAggregates): payment_type_id 1 Cash, 2 Check,
-- 3 Zelle, 4 Credit; value in USD. At most 3 lines an order (checked by the REST API).
CREATE TABLE transaction_payments (
  id               serial         PRIMARY KEY,
  transaction_id   integer        NOT NULL REFERENCES transactions (id),
  payment_type_id  smallint       NOT NULL CHECK (payment_type_id BETWEEN 1 AND 4),
  value            numeric(14, 2) NOT NULL CHECK (value >= 0)
);
CREATE INDEX transaction_payments_transaction_idx ON transaction_payments (transaction_id);
