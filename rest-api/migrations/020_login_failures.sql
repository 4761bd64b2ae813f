-- 020: failed sign-in counters (docs/operations.md "Sign-in limits"), shared by every REST process
-- and kept across restarts. One row per key ('email:<address>' or 'address:<ip>'): the failures
-- counted since window_started_at; a failure after the window has passed starts a new window.
CREATE TABLE login_failures (
  key                text        PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 300),
  window_started_at  timestamptz NOT NULL DEFAULT now(),
  failures           integer     NOT NULL DEFAULT 0 CHECK (failures >= 0)
);
