-- 029: a dry run's memory of what its earlier batches would create (docs/import.md "Running").
--
-- import_seen: a dry run writes no client, beneficiary or order, yet the second of two rows for the
-- same person is SAME as the first even a batch later. Each batch of a dry run records here, in its
-- own transaction, the keys by which the people it would create or change and its new orders are
-- found, each under its kind (`client/cpf:…`, `recipient/doc:…`, `order/…`: a client and a
-- beneficiary may share a CPF), and looks up its rows' keys before deciding them. In the database rather
-- than in the process, so that the process's memory does not grow with the file, and so that a dry
-- run continued after a stop or a crash still knows the rows before the stop. Emptied when the dry
-- run ends.
--
-- Neither this table nor import_rows checks its import_id against imports with a foreign key: both
-- are written only by an import's batch, in the transaction that first locks that import's row
-- (SELECT ... FOR UPDATE), and imports are never deleted, so the check could never fail; it ran once
-- per row written, and on the embedded database (PGlite) that was 35 µs a row: about a quarter of a
-- 150,000-row dry run's time (tests/perf/README.md, "Import").
CREATE TABLE import_seen (
  import_id integer NOT NULL,
  key       text    NOT NULL,
  PRIMARY KEY (import_id, key)
);
ALTER TABLE import_rows DROP CONSTRAINT import_rows_import_id_fkey;
