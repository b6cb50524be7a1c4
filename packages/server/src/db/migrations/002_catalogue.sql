-- The catalogue: a dictionary of tags/categories/groups, videos, episodes, topics.
CREATE TABLE categories (
  dict_code TEXT PRIMARY KEY,
  dict_name TEXT NOT NULL,
  parent_code TEXT REFERENCES categories(dict_code) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  -- Shown in the home tag strip (tag '0' is the main view), in this order.
  home_tag_sort INTEGER,
  -- One of the four featured blocks of the home index, in this order.
  featured_sort INTEGER
);
CREATE INDEX categories_parent ON categories (parent_code, sort);

CREATE TABLE media (
  id BIGSERIAL PRIMARY KEY,
  -- Directory under DATA_DIR/media holding index.m3u8 and its segments.
  dir TEXT NOT NULL UNIQUE,
  duration_seconds INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE videos (
  id BIGSERIAL PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  vip BOOLEAN NOT NULL DEFAULT false,
  heat BIGINT NOT NULL DEFAULT 0,
  duration_seconds INTEGER NOT NULL DEFAULT 0,
  score DOUBLE PRECISION NOT NULL DEFAULT 0,
  introduce TEXT NOT NULL DEFAULT '',
  author TEXT NOT NULL DEFAULT '',
  dict_code TEXT NOT NULL DEFAULT '',
  son_dict_code TEXT NOT NULL DEFAULT '',
  -- 'published' is visible; 'taken_down' is hidden everywhere.
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'taken_down')),
  published_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX videos_latest ON videos (published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX videos_heat ON videos (heat DESC) WHERE status = 'published';
CREATE INDEX videos_dict ON videos (dict_code, son_dict_code);

CREATE TABLE episodes (
  id BIGSERIAL PRIMARY KEY,
  video_id BIGINT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  media_id BIGINT REFERENCES media(id)
);
CREATE INDEX episodes_video ON episodes (video_id, sort);

CREATE TABLE danmu (
  id BIGSERIAL PRIMARY KEY,
  video_id BIGINT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  time_seconds INTEGER NOT NULL
);
CREATE INDEX danmu_video ON danmu (video_id, time_seconds);

CREATE TABLE topics (
  id BIGSERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL,
  son_type_code TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE hot_searches (
  word TEXT PRIMARY KEY,
  sort INTEGER NOT NULL DEFAULT 0
);
