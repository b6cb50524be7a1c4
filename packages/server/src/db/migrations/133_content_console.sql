-- The console's Content area: videos ingested from the console wait as drafts
-- (hidden from members, like taken-down ones) until an operator publishes them; an upload
-- becomes one ingest job at most; and tus uploads are locked across server processes by a
-- lease in the database (the holder renews it; a request that wants it asks it to let go).
ALTER TABLE videos DROP CONSTRAINT videos_status_check;
ALTER TABLE videos ADD CONSTRAINT videos_status_check CHECK (status IN ('draft', 'published', 'taken_down'));

ALTER TABLE media_jobs ADD COLUMN upload_id TEXT UNIQUE;

CREATE TABLE upload_locks (
  upload_id TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  lease_until TIMESTAMPTZ NOT NULL,
  -- Another request waits for it: the holder ends its request and lets go.
  wanted BOOLEAN NOT NULL DEFAULT false
);
