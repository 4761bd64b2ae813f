-- 012: investments and their monthly invoices (docs/investments.md#the-investment, #statuses, #validation, #calls; docs/money-and-dates.md).
-- Amounts: USD to the cent (numeric(14, 2)), BRL to the cent (numeric(16, 2)); percentages up to 4
-- decimals (numeric(7, 4)), above 0 and at most 100. monthly_income_* = amount x percentage / 100
-- rounded half-up to the cent, computed by the server. Dates are calendar dates: created_date is the
-- creation day, finalized_date = created_date + number_months months (the day clamped to the month).
-- status_id: 1 Pending, 2 Completed, 3 Cancelled (set by hand), 4 Renewed (only by a renewal).
-- payout_type_id: 1 Bank Deposit, 2 PIX, 3 Zelle; account_type_id: 1 Savings, 2 Checking.
-- original_agreement: the generated agreement PDF; completed_agreement: the signed scan (PDF, JPEG,
-- PNG or WebP, 10 MB at most) with its MIME type and extension. Soft delete (deleted_at).
CREATE TABLE investments (
  id                             serial         PRIMARY KEY,
  client_id                      integer        NOT NULL REFERENCES clients (id),
  employee_id                    integer        NOT NULL REFERENCES employees (id),
  investment_amount_usd          numeric(14, 2) NOT NULL CHECK (investment_amount_usd > 0),
  investment_percentage_usd      numeric(7, 4)  NOT NULL CHECK (investment_percentage_usd > 0 AND investment_percentage_usd <= 100),
  monthly_income_usd             numeric(14, 2) NOT NULL CHECK (monthly_income_usd >= 0),
  investment_amount_brl          numeric(16, 2) NOT NULL CHECK (investment_amount_brl > 0),
  investment_percentage_brl      numeric(7, 4)  NOT NULL CHECK (investment_percentage_brl > 0 AND investment_percentage_brl <= 100),
  monthly_income_brl             numeric(16, 2) NOT NULL CHECK (monthly_income_brl >= 0),
  number_months                  smallint       NOT NULL CHECK (number_months IN (1, 3, 6, 9, 12)),
  created_date                   date           NOT NULL,
  finalized_date                 date           NOT NULL CHECK (finalized_date > created_date),
  status_id                      smallint       NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 4),
  is_renew                       boolean        NOT NULL DEFAULT false,
  original_investment_id         integer        REFERENCES investments (id),
  payment_description            text,
  payout_type_id                 smallint       NOT NULL CHECK (payout_type_id BETWEEN 1 AND 3),
  account_type_id                smallint       NOT NULL CHECK (account_type_id BETWEEN 1 AND 2),
  pix                            text,
  account_number                 text,
  bank_name                      text,
  branch                         text,
  original_agreement             bytea,
  completed_agreement            bytea,
  completed_agreement_type       text CHECK (completed_agreement_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  completed_agreement_extension  text CHECK (completed_agreement_extension IN ('pdf', 'jpg', 'png', 'webp')),
  created_at                     timestamptz    NOT NULL DEFAULT now(),
  updated_at                     timestamptz    NOT NULL DEFAULT now(),
  deleted_at                     timestamptz,
  CHECK (is_renew = (original_investment_id IS NOT NULL)),
  CHECK ((completed_agreement IS NULL) = (completed_agreement_type IS NULL)
         AND (completed_agreement IS NULL) = (completed_agreement_extension IS NULL))
);
-- The list (complex search): newest first, deleted ones left out.
CREATE INDEX investments_list_idx ON investments (created_date DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX investments_client_idx ON investments (client_id);
CREATE INDEX investments_original_idx ON investments (original_investment_id) WHERE original_investment_id IS NOT NULL;

-- An invoice: one monthly income (USD and BRL) due on invoice_date. invoice_status: 1 pending, 2 paid.
-- was_returned marks a returned invoice (once; it stays pending). paid_at / returned_at: when.
CREATE TABLE invoices (
  id                  serial         PRIMARY KEY,
  investment_id       integer        NOT NULL REFERENCES investments (id),
  invoice_amount_usd  numeric(14, 2) NOT NULL CHECK (invoice_amount_usd >= 0),
  invoice_amount_brl  numeric(16, 2) NOT NULL CHECK (invoice_amount_brl >= 0),
  invoice_date        date           NOT NULL,
  invoice_status      smallint       NOT NULL DEFAULT 1 CHECK (invoice_status IN (1, 2)),
  was_returned        boolean        NOT NULL DEFAULT false,
  paid_at             timestamptz,
  returned_at         timestamptz,
  created_at          timestamptz    NOT NULL DEFAULT now(),
  CHECK ((invoice_status = 2) = (paid_at IS NOT NULL)),
  CHECK (was_returned = (returned_at IS NOT NULL))
);
-- An investment's invoices by date (detail, date update).
CREATE INDEX invoices_investment_idx ON invoices (investment_id, invoice_date, id);
-- The calendar: pending invoices per date of a month, and a day's pending list.
CREATE INDEX invoices_pending_date_idx ON invoices (invoice_date) WHERE invoice_status = 1;
-- The report: invoices of any status due on a date.
CREATE INDEX invoices_date_idx ON invoices (invoice_date);
