-- Members, their sessions, invites and feedback. Money columns are integers:
-- coins INTEGER, cash BIGINT in fen. Balances never go negative (CHECK).
CREATE TABLE members (
  id BIGSERIAL PRIMARY KEY,
  member_code TEXT NOT NULL UNIQUE,
  member_name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- The generated password shown on the identity card; cleared once the member changes it.
  password_temp TEXT NOT NULL DEFAULT '',
  nickname TEXT NOT NULL,
  signature TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  h5_uuid TEXT UNIQUE,
  coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
  balance_fen BIGINT NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  member_vip INTEGER NOT NULL DEFAULT 0,
  vip_period INTEGER NOT NULL DEFAULT 0,
  vip_expires_at TIMESTAMPTZ,
  register_address TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Tokens are stored as sha256 hex; the token itself is only ever in the member's hands.
CREATE TABLE member_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  -- Set when the account signed in elsewhere: the token then answers SYS.0015.
  superseded_at TIMESTAMPTZ
);
CREATE INDEX member_tokens_member ON member_tokens (member_id);

-- Every VIP time grant (plans, sign-in rewards, invite rewards), for audit.
CREATE TABLE vip_grants (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  days INTEGER NOT NULL CHECK (days > 0),
  reason TEXT NOT NULL,
  reference TEXT NOT NULL DEFAULT '',
  expires_before TIMESTAMPTZ,
  expires_after TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX vip_grants_member ON vip_grants (member_id);

-- One inviter per invitee, ever. `rewarded` is false when a rate limit withheld the reward.
CREATE TABLE invites (
  id BIGSERIAL PRIMARY KEY,
  inviter_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  invitee_id BIGINT NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE,
  address TEXT NOT NULL DEFAULT '',
  business_day DATE NOT NULL,
  rewarded BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (inviter_id <> invitee_id)
);
CREATE INDEX invites_inviter ON invites (inviter_id, created_at DESC);
CREATE INDEX invites_address_day ON invites (address, business_day);

CREATE TABLE feedback (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
