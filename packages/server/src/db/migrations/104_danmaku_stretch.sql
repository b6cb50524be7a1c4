-- The detail and the player read a video's danmaku a stretch at a time, in (time_seconds, id)
-- order after a moment: the index holds that order, so a stretch is one range scan.
DROP INDEX IF EXISTS danmu_video;
CREATE INDEX danmu_video_moment ON danmu (video_id, time_seconds, id);
