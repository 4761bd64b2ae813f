-- 013: consortiums and the client payments recorded in them (docs/consortiums.md, #calls;
-- docs/consortiums.md). A register's amount is USD to the cent, above 0; its date is a calendar date.
CREATE TABLE consortiums (
  id          serial      PRIMARY KEY,
  title       text        NOT NULL CHECK (length(title) > 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consortiums_title_idx ON consortiums (title, id);

CREATE TABLE consortium_registers (
  id             serial         PRIMARY KEY,
  consortium_id  integer        NOT NULL REFERENCES consortiums (id),
  client_name    text           NOT NULL CHECK (length(client_name) > 0),
  amount         numeric(14, 2) NOT NULL CHECK (amount > 0),
  date           date           NOT NULL,
  created_at     timestamptz    NOT NULL DEFAULT now()
);
CREATE INDEX consortium_registers_consortium_idx ON consortium_registers (consortium_id, date, id);
