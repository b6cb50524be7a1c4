-- Named operators: accounts with a role, their sessions (in the database, so
-- every process agrees), the devices that signed in to them (the login limits' device
-- cookie, as members have), the audit log, and member suspension.
CREATE TABLE operators (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'content', 'finance', 'support')),
  password_hash TEXT NOT NULL,
  -- Base32 TOTP secret: pending until confirmed with a code, then enabled.
  totp_secret TEXT,
  totp_pending_secret TEXT,
  -- The last time step a code was accepted at: a code is good once.
  totp_last_step BIGINT NOT NULL DEFAULT 0,
  disabled_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  ended_at TIMESTAMPTZ
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

CREATE TABLE operator_devices (
  operator_id BIGINT NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (operator_id, key_hash)
);

-- Append-only: no route, service or script updates or deletes a row, and the trigger below
-- refuses it to anyone who tries through SQL. (TRUNCATE and DROP stay with the database's
-- owner, like the rest of the schema.)
CREATE TABLE operator_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  operator_id BIGINT REFERENCES operators(id),
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  before JSONB,
  after JSONB,
  reason TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_audit_actor ON operator_audit (actor, id);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();

ALTER TABLE members ADD COLUMN suspended_at TIMESTAMPTZ;
ALTER TABLE members ADD COLUMN suspend_reason TEXT NOT NULL DEFAULT '';
