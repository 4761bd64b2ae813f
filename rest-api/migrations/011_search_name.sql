-- 011: The name search's key, stored (docs/ARCHITECTURE.md#contracts): lower(f_unaccent(full_name)) computed once per write, so
-- the trigram index's recheck of a common name ('silva': thousands of people) is a plain LIKE on
-- text instead of thousands of unaccent calls. The order searches filter on it (db/search.ts).
ALTER TABLE clients ADD COLUMN search_name text GENERATED ALWAYS AS (lower(public.f_unaccent(full_name))) STORED;
CREATE INDEX clients_search_name_trgm_idx ON clients USING gin (search_name gin_trgm_ops);
ALTER TABLE recipients ADD COLUMN search_name text GENERATED ALWAYS AS (lower(public.f_unaccent(full_name))) STORED;
CREATE INDEX recipients_search_name_trgm_idx ON recipients USING gin (search_name gin_trgm_ops);
