-- 008: indexes of the order lists (docs/orders.md): status and payment date (pending, standby, over,
-- hold, weekly metrics), creation date (created-today, duplicate check), payment date (payment-today,
-- date report). Deleted orders leave every list, so the indexes leave them out too.
CREATE INDEX transactions_status_payment_idx ON transactions (status_id, payment_date) WHERE deleted_at IS NULL;
CREATE INDEX transactions_creation_date_idx ON transactions (creation_date) WHERE deleted_at IS NULL;
CREATE INDEX transactions_payment_date_idx ON transactions (payment_date) WHERE deleted_at IS NULL;
CREATE INDEX transactions_client_creation_idx ON transactions (client_id, creation_date) WHERE deleted_at IS NULL;
