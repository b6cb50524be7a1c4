-- Playback quality per business day and video (telemetry/), one row upserted by every
-- beacon the players send: the operator report reads it, nothing per member is kept.
CREATE TABLE playback_daily (
  day DATE NOT NULL,
  video_id BIGINT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  beacons BIGINT NOT NULL DEFAULT 0,
  -- Streams that reached a first frame, and the sum of their times to it.
  plays BIGINT NOT NULL DEFAULT 0,
  first_frame_ms BIGINT NOT NULL DEFAULT 0,
  -- Plays per time-to-first-frame bucket, keyed by core's FIRST_FRAME_BUCKETS_MS upper
  -- bounds ("250", ..., "+Inf"), not cumulative: percentiles are read from them.
  first_frame_buckets JSONB NOT NULL DEFAULT '{}',
  rebuffers BIGINT NOT NULL DEFAULT 0,
  rebuffer_ms BIGINT NOT NULL DEFAULT 0,
  watched_ms BIGINT NOT NULL DEFAULT 0,
  switches BIGINT NOT NULL DEFAULT 0,
  -- Failures by kind: {"network": 2, "media": 1}.
  errors JSONB NOT NULL DEFAULT '{}',
  -- Milliseconds watched by rendition height: {"360": 4000, "720": 61000}.
  renditions JSONB NOT NULL DEFAULT '{}',
  PRIMARY KEY (day, video_id)
);
