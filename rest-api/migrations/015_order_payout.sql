-- 015: where an order's money goes, as it was when the order was taken (docs/clients-and-beneficiaries.md: a receipt carries
-- what a US remittance receipt must). The receipt read the beneficiary's current payout, so changing
-- a beneficiary's bank account rewrote the receipts of their earlier orders. Pix needs nothing new:
-- the order keeps its key's id (pix_id), and keys are only ever soft-deleted.
-- Orders taken before this migration keep NULLs and show the beneficiary's current payout, as before.
ALTER TABLE transactions
  ADD COLUMN payout_type_id        smallint,
  ADD COLUMN payout_account_type_id smallint,
  ADD COLUMN payout_bank_name      text,
  ADD COLUMN payout_branch         text,
  ADD COLUMN payout_account_number text,
  ADD COLUMN payout_zelle          text;
