-- 离线缓存: a member's licence to keep one episode's rendition on one device (offline/).
-- One row per member, device, episode and rendition: asking again renews the row (same id),
-- and a revoked licence keeps its reason until the member asks again.
CREATE TABLE offline_licences (
  id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  device TEXT NOT NULL,
  video_id BIGINT NOT NULL,
  episode_id BIGINT NOT NULL,
  rendition TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  renewed_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  revoke_reason TEXT,
  UNIQUE (member_id, device, episode_id, rendition)
);
-- The dashboard counts licences granted by day.
CREATE INDEX offline_licences_issued ON offline_licences (issued_at);
