-- The first-run setup link: while no operator exists, a started server prints a one-time
-- link; its token's hash lives here (one row), so that every process of a fleet agrees on
-- the one link that works and a use is final.
CREATE TABLE operator_setup (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  token_hash TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
