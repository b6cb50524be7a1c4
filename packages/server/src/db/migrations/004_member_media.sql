-- What a member did with videos: likes and favourites, playback progress, watch time,
-- and bought episodes (written by the buy call, read by lookOk and the media routes).
CREATE TABLE member_likes (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  video_id BIGINT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  -- 1 like, 2 favourite.
  kind INTEGER NOT NULL CHECK (kind IN (1, 2)),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, video_id, kind)
);

CREATE TABLE playback_progress (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  video_id BIGINT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  position_seconds INTEGER NOT NULL CHECK (position_seconds >= 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, video_id)
);

-- Seconds of media served to a member per business day; the daily watch task reads it.
CREATE TABLE watch_time (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day DATE NOT NULL,
  seconds INTEGER NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  last_credit_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);

CREATE TABLE episode_purchases (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  episode_id BIGINT NOT NULL REFERENCES episodes(id) ON DELETE CASCADE,
  coins INTEGER NOT NULL CHECK (coins >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, episode_id)
);
