-- Customer chat, one thread per member, and members' reports of videos.
CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('member', 'operator')),
  kind TEXT NOT NULL CHECK (kind IN ('text', 'img')),
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_member ON chat_messages (member_id, id);

CREATE TABLE reports (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  video_id BIGINT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  reason TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'dismissed', 'taken_down')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  resolved_at TIMESTAMPTZ,
  -- One report per member and video: repeats add nothing.
  UNIQUE (member_id, video_id)
);
CREATE INDEX reports_open ON reports (created_at) WHERE state = 'open';
