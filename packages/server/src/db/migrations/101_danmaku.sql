-- Danmaku members send (danmaku/): who sent it and when. Seeded danmaku have neither.
ALTER TABLE danmu ADD COLUMN member_id BIGINT REFERENCES members(id) ON DELETE SET NULL;
ALTER TABLE danmu ADD COLUMN created_at TIMESTAMPTZ;
-- A watching page asks for a video's danmaku newer than the last one it has.
CREATE INDEX danmu_video_id ON danmu (video_id, id);
