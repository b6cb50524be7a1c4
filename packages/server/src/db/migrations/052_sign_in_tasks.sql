-- Daily sign-ins (one per business day) and task claims (one per period).
CREATE TABLE sign_ins (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day DATE NOT NULL,
  -- The consecutive count this sign-in reached.
  count INTEGER NOT NULL CHECK (count > 0),
  reward_kind TEXT NOT NULL CHECK (reward_kind IN ('coins', 'vipDays')),
  reward_amount INTEGER NOT NULL CHECK (reward_amount > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);

CREATE TABLE task_claims (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  task TEXT NOT NULL CHECK (task IN ('dailyLogin', 'watch', 'firstVip')),
  -- The business day 'YYYY-MM-DD' for daily tasks, 'once' for one-off tasks.
  period TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, task, period)
);
