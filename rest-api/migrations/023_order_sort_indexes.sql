-- 023: the indexes of the order tables' sorts (docs/lists-and-reports.md "Sorting and page sizes").
--
-- The complex search sorts by id, sender, beneficiary, amountUSD, amountBRL, paymentDate or status,
-- ascending or descending, always tie-broken by the order id so pages are stable. A page is read by
-- walking one index in the sort's order (backwards for descending) and stopping after the page:
--   id:                   the primary key.
--   paymentDate:          transactions_payment_date_id_idx (009).
--   sender, beneficiary:  clients_name_idx / recipients_name_idx (full_name, id) walked in name
--                         order, each person's orders found through transactions_client_list_idx /
--                         transactions_recipient_list_idx (009); the id order within one person is
--                         a small sort of that person's orders.
--   amountUSD, amountBRL, status: the indexes below.
CREATE INDEX transactions_amount_usd_id_idx ON transactions (amount_usd, id) WHERE deleted_at IS NULL;
CREATE INDEX transactions_amount_brl_id_idx ON transactions (amount_brl, id) WHERE deleted_at IS NULL;
CREATE INDEX transactions_status_id_idx ON transactions (status_id, id) WHERE deleted_at IS NULL;
