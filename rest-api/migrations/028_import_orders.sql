-- 028: open orders come with an import (docs/import.md "Open orders").
--
-- imports.first_day_of_use: the agency's first day with the product (a calendar date in the agency's
-- zone), given with the import; an order created before it is history (Completed or Cancelled only).
-- NULL on imports recorded before this migration (they took no order).
ALTER TABLE imports ADD COLUMN first_day_of_use date;

-- The order a report row created or found (SAME), beside its client and beneficiary.
ALTER TABLE import_rows ADD COLUMN order_id integer;

-- transactions.import_reference: the old system's number of an imported order ("Pedido 1042"), by
-- which the same order is found again (a second import of the file creates nothing); import_id: the
-- import that created it. Both NULL for the orders staff take in the product.
ALTER TABLE transactions ADD COLUMN import_reference text;
ALTER TABLE transactions ADD COLUMN import_id integer REFERENCES imports (id);
CREATE INDEX transactions_import_reference_idx ON transactions (import_reference) WHERE import_reference IS NOT NULL;
