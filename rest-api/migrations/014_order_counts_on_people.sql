-- 014: each client's and recipient's number of not-deleted orders per status, kept on their own row
-- (order_counts[status_id], statuses 1 to 5), so a name or telephone search's exact `size` is summed
-- by the same trigram scan that finds the people: one query. Migration 010 kept these counts in side
-- tables summed by primary key, ~5,000 probes for a common surname ('silva': 25-35 ms at 1,000,000
-- orders, most of the search's time; docs/ARCHITECTURE.md#contracts, tests/perf/README.md).
ALTER TABLE clients ADD COLUMN order_counts integer[] NOT NULL DEFAULT '{0,0,0,0,0}';
ALTER TABLE recipients ADD COLUMN order_counts integer[] NOT NULL DEFAULT '{0,0,0,0,0}';

UPDATE clients c
   SET order_counts = k.counts
  FROM (SELECT client_id,
               ARRAY[count(*) FILTER (WHERE status_id = 1), count(*) FILTER (WHERE status_id = 2),
                     count(*) FILTER (WHERE status_id = 3), count(*) FILTER (WHERE status_id = 4),
                     count(*) FILTER (WHERE status_id = 5)]::integer[] AS counts
          FROM transactions WHERE deleted_at IS NULL GROUP BY client_id) k
 WHERE k.client_id = c.id;
UPDATE recipients r
   SET order_counts = k.counts
  FROM (SELECT recipient_id,
               ARRAY[count(*) FILTER (WHERE status_id = 1), count(*) FILTER (WHERE status_id = 2),
                     count(*) FILTER (WHERE status_id = 3), count(*) FILTER (WHERE status_id = 4),
                     count(*) FILTER (WHERE status_id = 5)]::integer[] AS counts
          FROM transactions WHERE deleted_at IS NULL GROUP BY recipient_id) k
 WHERE k.recipient_id = r.id;

-- The same trigger as before (order_counts by payment date, status and type), with the people's
-- counts on their rows instead of in the side tables.
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
    UPDATE clients SET order_counts[OLD.status_id] = order_counts[OLD.status_id] - 1 WHERE id = OLD.client_id;
    UPDATE recipients SET order_counts[OLD.status_id] = order_counts[OLD.status_id] - 1 WHERE id = OLD.recipient_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    INSERT INTO order_counts (status_id, transaction_type_id, payment_date, n)
    VALUES (NEW.status_id, NEW.transaction_type_id, NEW.payment_date, 1)
    ON CONFLICT (payment_date, status_id, transaction_type_id) DO UPDATE SET n = order_counts.n + 1;
    UPDATE clients SET order_counts[NEW.status_id] = order_counts[NEW.status_id] + 1 WHERE id = NEW.client_id;
    UPDATE recipients SET order_counts[NEW.status_id] = order_counts[NEW.status_id] + 1 WHERE id = NEW.recipient_id;
  END IF;
  RETURN NULL;
END
$$;

DROP TABLE client_order_counts;
DROP TABLE recipient_order_counts;
