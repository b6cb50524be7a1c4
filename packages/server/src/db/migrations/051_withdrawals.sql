-- Withdrawal requests. The amount moves from balance_fen to held_fen on request; an
-- operator's approval releases it (paid out), a rejection returns it to balance_fen.
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  amount_fen BIGINT NOT NULL CHECK (amount_fen > 0),
  -- The payment-code image (an uploaded image URL).
  image_url TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('wx', 'zfb')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  note TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at TIMESTAMPTZ
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_pending ON withdrawals (created_at) WHERE state = 'pending';
