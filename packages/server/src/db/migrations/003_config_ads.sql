-- Operator configuration (one JSON value per key of core's Config) and ads by group.
CREATE TABLE app_config (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ads (
  id BIGSERIAL PRIMARY KEY,
  -- One of core's AdGroupName: randomad, indexPopupAd, play, banner, user, squaread, darksidead, fenlei, paihang.
  ad_group TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1,
  adtype INTEGER NOT NULL DEFAULT 1,
  type INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ads_group ON ads (ad_group, sort);

-- Click counts per ad, placement and business day.
CREATE TABLE ad_clicks (
  ad_id BIGINT NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  placement TEXT NOT NULL,
  business_day DATE NOT NULL,
  clicks BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (ad_id, placement, business_day)
);
