-- 002: clients (senders, docs/clients-and-beneficiaries.md#clients, #validation; docs/money-and-dates.md) and the accent-insensitive name search.

-- Name search (docs/clients-and-beneficiaries.md): case- and accent-insensitive, served by a trigram index on an immutable
-- wrapper of unaccent (unaccent itself is only STABLE: it reads its dictionary by name).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- A client (sender). cpf is the REST field `email`: a CPF or CNPJ without punctuation (11 digits,
-- or 14 characters, uppercase, for the alphanumeric CNPJ). telephone: 10 US digits.
-- document_type_id: 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG.
-- The document file (PDF, JPEG, PNG or WebP, 10 MB at most) is kept here with its MIME type and extension.
CREATE TABLE clients (
  id                  serial      PRIMARY KEY,
  full_name           text        NOT NULL CHECK (length(full_name) > 0),
  birthday            date        NOT NULL,
  cpf                 text        NOT NULL CHECK (cpf ~ '^[0-9A-Z]{11}$|^[0-9A-Z]{14}$'),
  telephone           text        NOT NULL CHECK (telephone ~ '^[0-9]{10}$'),
  street_address      text        NOT NULL CHECK (length(street_address) > 0),
  zip_code            text        NOT NULL CHECK (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  city                text        NOT NULL CHECK (length(city) > 0),
  state               text        NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  country             text        NOT NULL DEFAULT 'US' CHECK (length(country) > 0),
  document_type_id    smallint    NOT NULL CHECK (document_type_id BETWEEN 1 AND 6),
  document_number     text        NOT NULL CHECK (length(document_number) > 0),
  document            bytea,
  document_type       text CHECK (document_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  document_extension  text CHECK (document_extension IN ('pdf', 'jpg', 'png', 'webp')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((document IS NULL) = (document_type IS NULL) AND (document IS NULL) = (document_extension IS NULL))
);

-- Name search: lower(f_unaccent(full_name)) LIKE '%term%' (and = for the full-name lookup).
CREATE INDEX clients_name_trgm_idx ON clients USING gin (lower(public.f_unaccent(full_name)) gin_trgm_ops);
-- Paging by name, and the exact-name lookup's tie order.
CREATE INDEX clients_name_idx ON clients (full_name, id);
-- Today's birthdays: month and day.
CREATE INDEX clients_birthday_idx ON clients ((EXTRACT(MONTH FROM birthday)), (EXTRACT(DAY FROM birthday)));
