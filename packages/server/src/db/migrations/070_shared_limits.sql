-- Rate limits every server process shares and a restart keeps: one row per limit, subject
-- (an address, a member, an account name) and fixed window, counted by an atomic upsert.
CREATE TABLE rate_limits (
  name TEXT NOT NULL,
  subject TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  -- When the window is over; finished windows are swept by this.
  expires_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (name, subject, window_start)
);
CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);

-- A member's view of a video warms its heat once per period (catalogue/heat.ts), whichever
-- process served it and across restarts.
CREATE TABLE video_views (
  member_id BIGINT NOT NULL,
  video_id BIGINT NOT NULL,
  period BIGINT NOT NULL,
  PRIMARY KEY (member_id, video_id, period)
);
CREATE INDEX video_views_period ON video_views (period);
