-- Devices that have signed in to an account (OWASP's device cookie): the sha256 of a random
-- key the device keeps in an HttpOnly cookie. A known device keeps its way in while
-- strangers' wrong passwords hold the account (members/loginLimits.ts).
CREATE TABLE login_devices (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, key_hash)
);
