-- 003: recipients (beneficiaries, docs/clients-and-beneficiaries.md#clients, #payout, #validation) and their Pix keys.

-- A beneficiary in Brazil. cpf is the REST field `email` (CPF or CNPJ without punctuation);
-- telephone: 10 or 11 Brazilian national digits, or null.
-- payout_type_id: 1 Bank Deposit, 2 Pix, 3 Zelle. account_type_id: 1 Savings, 2 Checking.
-- Bank Deposit keeps the bank fields and no pix; Pix keeps the main key's value in pix (a mirror of
-- recipient_pix); Zelle keeps its email or US phone in pix. Neither Pix nor Zelle keeps bank fields.
CREATE TABLE recipients (
  id                  serial      PRIMARY KEY,
  full_name           text        NOT NULL CHECK (length(full_name) > 0),
  cpf                 text        NOT NULL CHECK (cpf ~ '^[0-9A-Z]{11}$|^[0-9A-Z]{14}$'),
  telephone           text        CHECK (telephone ~ '^[0-9]{10,11}$'),
  state               text        NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  zip                 text,
  city                text        NOT NULL CHECK (length(city) > 0),
  payout_type_id      smallint    NOT NULL CHECK (payout_type_id BETWEEN 1 AND 3),
  account_type_id     smallint    NOT NULL CHECK (account_type_id BETWEEN 1 AND 2),
  pix                 text,
  bank_name           text,
  branch              text,
  account_number      text,
  document_type_id    smallint    NOT NULL CHECK (document_type_id BETWEEN 1 AND 6),
  document_number     text        NOT NULL CHECK (length(document_number) > 0),
  document            bytea,
  document_type       text CHECK (document_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  document_extension  text CHECK (document_extension IN ('pdf', 'jpg', 'png', 'webp')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((document IS NULL) = (document_type IS NULL) AND (document IS NULL) = (document_extension IS NULL)),
  CHECK (
    CASE payout_type_id
      WHEN 1 THEN pix IS NULL AND bank_name IS NOT NULL AND branch IS NOT NULL AND account_number IS NOT NULL
      ELSE pix IS NOT NULL AND bank_name IS NULL AND branch IS NULL AND account_number IS NULL
    END
  )
);

CREATE INDEX recipients_name_trgm_idx ON recipients USING gin (lower(public.f_unaccent(full_name)) gin_trgm_ops);
CREATE INDEX recipients_name_idx ON recipients (full_name, id);

-- A beneficiary's Pix keys (docs/clients-and-beneficiaries.md#pix-keys). Soft delete: orders keep referencing a key by pixID.
-- Keys are stored in their canonical DICT form (digits, lowercase email, +55 phone, lowercase UUID).
CREATE TABLE recipient_pix (
  id            serial      PRIMARY KEY,
  recipient_id  integer     NOT NULL REFERENCES recipients (id),
  pix           text        NOT NULL CHECK (length(pix) > 0),
  main          boolean     NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz
);
-- At most one main key per beneficiary among the keys not deleted.
CREATE UNIQUE INDEX recipient_pix_one_main_key ON recipient_pix (recipient_id) WHERE main AND deleted_at IS NULL;
-- A key appears once per beneficiary among the keys not deleted.
CREATE UNIQUE INDEX recipient_pix_unique_key ON recipient_pix (recipient_id, pix) WHERE deleted_at IS NULL;
