-- 010: exact counts of the name and telephone searches at scale (docs/ARCHITECTURE.md#contracts), and the
-- newest-first order within a payment-date range.

-- The number of not-deleted orders per client (recipient) and status, kept by the same trigger as
-- order_counts: a name or telephone search's `size` is a sum over the matching people's rows.
CREATE TABLE client_order_counts (
  client_id  integer  NOT NULL,
  status_id  smallint NOT NULL,
  n          bigint   NOT NULL,
  PRIMARY KEY (client_id, status_id)
);
CREATE TABLE recipient_order_counts (
  recipient_id  integer  NOT NULL,
  status_id     smallint NOT NULL,
  n             bigint   NOT NULL,
  PRIMARY KEY (recipient_id, status_id)
);

CREATE OR REPLACE FUNCTION order_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status_id = NEW.status_id AND OLD.transaction_type_id = NEW.transaction_type_id
       AND OLD.payment_date = NEW.payment_date AND OLD.client_id = NEW.client_id AND OLD.recipient_id = NEW.recipient_id
       AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE order_counts SET n = n - 1
     WHERE payment_date = OLD.payment_date AND status_id = OLD.status_id AND transaction_type_id = OLD.transaction_type_id;
    UPDATE client_order_counts SET n = n - 1 WHERE client_id = OLD.client_id AND status_id = OLD.status_id;
    UPDATE recipient_order_counts SET n = n - 1 WHERE recipient_id = OLD.recipient_id AND status_id = OLD.status_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    INSERT INTO order_counts (status_id, transaction_type_id, payment_date, n)
    VALUES (NEW.status_id, NEW.transaction_type_id, NEW.payment_date, 1)
    ON CONFLICT (payment_date, status_id, transaction_type_id) DO UPDATE SET n = order_counts.n + 1;
    INSERT INTO client_order_counts (client_id, status_id, n) VALUES (NEW.client_id, NEW.status_id, 1)
    ON CONFLICT (client_id, status_id) DO UPDATE SET n = client_order_counts.n + 1;
    INSERT INTO recipient_order_counts (recipient_id, status_id, n) VALUES (NEW.recipient_id, NEW.status_id, 1)
    ON CONFLICT (recipient_id, status_id) DO UPDATE SET n = recipient_order_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;

INSERT INTO client_order_counts (client_id, status_id, n)
SELECT client_id, status_id, count(*) FROM transactions WHERE deleted_at IS NULL GROUP BY client_id, status_id;
INSERT INTO recipient_order_counts (recipient_id, status_id, n)
SELECT recipient_id, status_id, count(*) FROM transactions WHERE deleted_at IS NULL GROUP BY recipient_id, status_id;

-- A payment-date range, newest first: read the range's entries only, then sort them.
CREATE INDEX transactions_payment_created_idx ON transactions (payment_date, created_at DESC, id DESC) WHERE deleted_at IS NULL;
