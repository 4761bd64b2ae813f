-- 019: OFAC's sanctions list (SDN entries and their aliases) and the log of every screening of a
-- client's or a beneficiary's name against it (docs/compliance.md). A load replaces the entries and
-- aliases in one transaction and adds a sanctions_lists row: its id is the list's version, which
-- each REST process compares with the copy it keeps in memory.
CREATE TABLE sanctions_lists (
  id          bigserial   PRIMARY KEY,
  loaded_at   timestamptz NOT NULL DEFAULT now(),
  loaded_by   integer     REFERENCES employees (id),
  entries     integer     NOT NULL,
  aliases     integer     NOT NULL
);

CREATE TABLE sanctions_entries (
  ent_num     integer PRIMARY KEY,
  name        text    NOT NULL,
  sdn_type    text,
  program     text,
  title       text,
  remarks     text
);

CREATE TABLE sanctions_aliases (
  ent_num     integer NOT NULL REFERENCES sanctions_entries (ent_num) ON DELETE CASCADE,
  alt_num     integer NOT NULL,
  alt_type    text,
  alt_name    text    NOT NULL,
  alt_remarks text,
  PRIMARY KEY (ent_num, alt_num)
);

CREATE TABLE sanctions_screenings (
  id              bigserial   PRIMARY KEY,
  screened_at     timestamptz NOT NULL DEFAULT now(),
  employee_id     integer     REFERENCES employees (id),
  name            text        NOT NULL,
  role            text        NOT NULL CHECK (role IN ('client', 'recipient')),
  list_id         bigint,
  list_loaded_at  timestamptz,
  matches         jsonb       NOT NULL DEFAULT '[]'::jsonb,
  outcome         text        NOT NULL CHECK (outcome IN ('clear', 'match', 'overridden')),
  override_reason text
);

CREATE INDEX sanctions_screenings_newest ON sanctions_screenings (screened_at DESC, id DESC);
