-- Ingest jobs (media/jobs): a source file on the server's disk becomes a published video
-- with an adaptive ladder, a poster and seek thumbnails. A worker claims a queued job and
-- holds a lease it renews while ffmpeg runs; a job whose lease expired (its worker died)
-- goes back to the queue until it has used max_attempts, then fails with that reason.
CREATE TABLE media_jobs (
  id BIGSERIAL PRIMARY KEY,
  -- Absolute path of the source on the server's disk.
  source TEXT NOT NULL,
  -- What to publish: name, vip, introduce, author, dictCode, sonDictCode, image.
  video JSONB NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  -- Why it failed (ffmpeg's last lines, or the attempts used up).
  error TEXT NOT NULL DEFAULT '',
  -- The worker holding a running job, and until when its lease holds.
  worker TEXT,
  lease_until TIMESTAMPTZ,
  video_id BIGINT REFERENCES videos(id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL,
  started_at TIMESTAMPTZ,
  finished_at TIMESTAMPTZ
);
CREATE INDEX media_jobs_queued ON media_jobs (id) WHERE status = 'queued';
CREATE INDEX media_jobs_leases ON media_jobs (lease_until) WHERE status = 'running';
CREATE INDEX media_jobs_newest ON media_jobs (id DESC);
