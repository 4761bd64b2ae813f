-- 021: compliance alerts and order cancellations (docs/compliance.md "Alerts", "Cancellation").
--
-- An alert is raised by the REST API when an order is confirmed (CTR, STRUCTURING) or when a new
-- sanctions list matches a client or a beneficiary on file (SANCTIONS). An administrator decides
-- it: OPEN until CLEARED or REPORTED, with a note; each decision is audited.
--   day:             the agency calendar day the alert is about (CTR: that day; STRUCTURING: the
--                    last day of its 3-day window; SANCTIONS: the day of the list load).
--   total:           USD to the cent: the cash of the day (CTR), the sum that reached the threshold
--                    (STRUCTURING), null for SANCTIONS.
--   threshold:       the amount in USD the rule compares with (10000.00 or 3000.00).
--   transaction_ids: the orders the alert adds up, ascending.
--   matches:         SANCTIONS: the SDN entries matched [{entNum, name, program, score}].
CREATE TABLE compliance_alerts (
  id               serial         PRIMARY KEY,
  type             text           NOT NULL CHECK (type IN ('CTR', 'STRUCTURING', 'SANCTIONS')),
  client_id        integer        REFERENCES clients (id),
  recipient_id     integer        REFERENCES recipients (id),
  day              date           NOT NULL,
  total            numeric(14, 2),
  threshold        numeric(14, 2),
  transaction_ids  integer[]      NOT NULL DEFAULT '{}',
  matches          jsonb          NOT NULL DEFAULT '[]'::jsonb,
  list_id          bigint,
  status           text           NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLEARED', 'REPORTED')),
  note             text,
  decided_by       integer        REFERENCES employees (id),
  decided_at       timestamptz,
  created_at       timestamptz    NOT NULL DEFAULT now(),
  updated_at       timestamptz    NOT NULL DEFAULT now(),
  CHECK (client_id IS NOT NULL OR recipient_id IS NOT NULL)
);
-- One CTR per client and day; the others are found by client and by order.
CREATE UNIQUE INDEX compliance_alerts_ctr_day ON compliance_alerts (client_id, day) WHERE type = 'CTR';
CREATE INDEX compliance_alerts_client ON compliance_alerts (client_id, type);
CREATE INDEX compliance_alerts_day ON compliance_alerts (day DESC, id DESC);
CREATE INDEX compliance_alerts_orders ON compliance_alerts USING gin (transaction_ids);

-- The CTR sums read a client's orders of an agency day by their creation instant.
-- (transactions_client_created_idx (client_id, created_at) serves them.)

-- A cancellation within 30 minutes of the order (12 CFR 1005.34): the refund of the order's total
-- with fee, in USD, who recorded it and when. One per order.
CREATE TABLE order_refunds (
  transaction_id  integer        PRIMARY KEY REFERENCES transactions (id),
  amount_usd      numeric(14, 2) NOT NULL CHECK (amount_usd >= 0),
  employee_id     integer        NOT NULL REFERENCES employees (id),
  refunded_at     timestamptz    NOT NULL DEFAULT now()
);
