-- 016: an Idempotency-Key covers one request. The hash of the route and body it was first used with
-- tells a repeat (the first result again) from a reuse with another body (422
-- IDEMPOTENCY_KEY_REUSED); `outcome` keeps what a confirm reports besides the order (the ids it
-- resolved and what it created), so a repeat answers exactly as the first call did. Keys stored
-- before this migration have no hash and keep answering their first order.
ALTER TABLE idempotency_keys
  ADD COLUMN request_hash text,
  ADD COLUMN outcome      jsonb;
