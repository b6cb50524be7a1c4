-- Why an invite earned nothing (members/invites.ts), so the inviter's list can say so
-- instead of showing a reward that was never given. NULL on rewarded invites, and on the
-- unrewarded ones from before this column (the list says they did not meet the rules).
ALTER TABLE invites ADD COLUMN no_reward_reason TEXT
  CHECK (no_reward_reason IN ('inviterDailyLimit', 'addressDailyLimit', 'sameNetwork'));
