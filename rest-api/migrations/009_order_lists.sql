-- 009: the order lists, searches, reports and partial payments at scale (docs/lists-and-reports.md, #calls;
-- docs/lists-and-reports.md, docs/orders.md, "Files and scale": every list and search within 50 ms at 1,000,000 orders).

-- The BRL paid so far (the not-deleted partial payments), kept by the partial-payment service in the
-- same transaction as each write: remainingValue = amount_brl - paid_brl, with no per-row subquery.
ALTER TABLE transactions ADD COLUMN paid_brl numeric(16, 2) NOT NULL DEFAULT 0;
UPDATE transactions t
   SET paid_brl = s.paid
  FROM (SELECT transaction_id, sum(value) AS paid FROM partial_payments WHERE deleted_at IS NULL GROUP BY transaction_id) s
 WHERE s.transaction_id = t.id;
ALTER TABLE transactions ADD CONSTRAINT transactions_paid_brl_check CHECK (paid_brl >= 0 AND paid_brl <= amount_brl);

-- A payment's log, by date then id.
CREATE INDEX partial_payments_transaction_date_idx ON partial_payments (transaction_id, date, id) WHERE deleted_at IS NULL;
DROP INDEX partial_payments_transaction_idx;

-- List orders (each with id last, so the ORDER BY and its LIMIT read the index in order, no sort):
--   complex search, newest first
CREATE INDEX transactions_created_idx ON transactions (created_at DESC, id DESC) WHERE deleted_at IS NULL;
--   complex search with a status, and hold (Standby), newest first
CREATE INDEX transactions_status_created_idx ON transactions (status_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
--   complex search with a type (special, premium), newest first
CREATE INDEX transactions_type_created_idx ON transactions (transaction_type_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
--   pending search and over (Pending by payment date), weekly metrics
CREATE INDEX transactions_status_payment_id_idx ON transactions (status_id, payment_date, id) WHERE deleted_at IS NULL;
DROP INDEX transactions_status_payment_idx;
--   payment-today, date report, complex search by payment date
CREATE INDEX transactions_payment_date_id_idx ON transactions (payment_date, id) WHERE deleted_at IS NULL;
DROP INDEX transactions_payment_date_idx;
--   created-today, newest first
CREATE INDEX transactions_creation_created_idx ON transactions (creation_date, created_at DESC, id DESC) WHERE deleted_at IS NULL;
DROP INDEX transactions_creation_date_idx;
--   name and telephone filters: the matching clients' (recipients') orders, newest first
CREATE INDEX transactions_client_list_idx ON transactions (client_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX transactions_recipient_list_idx ON transactions (recipient_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- Telephone filter (digits contained in the client's telephone): trigrams.
CREATE INDEX clients_telephone_trgm_idx ON clients USING gin (telephone gin_trgm_ops);

-- Exact counts (`size`) without counting rows: the number of not-deleted orders per status, type and
-- payment date, kept by a trigger on transactions. Any count whose filters are only status, type and
-- a payment-date range (hold, over, payment-today, the weekly metrics, most of the complex search)
-- is a sum over at most a few thousand of these rows.
CREATE TABLE order_counts (
  status_id            smallint NOT NULL,
  transaction_type_id  smallint NOT NULL,
  payment_date         date     NOT NULL,
  n                    bigint   NOT NULL,
  PRIMARY KEY (payment_date, status_id, transaction_type_id)
);
CREATE INDEX order_counts_status_idx ON order_counts (status_id, payment_date);

CREATE OR REPLACE FUNCTION order_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status_id = NEW.status_id AND OLD.transaction_type_id = NEW.transaction_type_id
       AND OLD.payment_date = NEW.payment_date AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE order_counts SET n = n - 1
     WHERE payment_date = OLD.payment_date AND status_id = OLD.status_id AND transaction_type_id = OLD.transaction_type_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    INSERT INTO order_counts (status_id, transaction_type_id, payment_date, n)
    VALUES (NEW.status_id, NEW.transaction_type_id, NEW.payment_date, 1)
    ON CONFLICT (payment_date, status_id, transaction_type_id) DO UPDATE SET n = order_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER transactions_order_counts AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION order_counts_track();

INSERT INTO order_counts (status_id, transaction_type_id, payment_date, n)
SELECT status_id, transaction_type_id, payment_date, count(*) FROM transactions WHERE deleted_at IS NULL
 GROUP BY status_id, transaction_type_id, payment_date;
