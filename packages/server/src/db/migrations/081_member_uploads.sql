-- Every image a member uploads through updateimg, with its uploader and what it became:
-- 'unclaimed' until a call names it, then 'avatar' (served publicly) or 'paymentCode'
-- (a withdrawal's payment code: never served, only streamed to operators).
-- An avatar and a payment code name only an upload of the member's own.
CREATE TABLE member_uploads (
  name TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL DEFAULT 'unclaimed' CHECK (purpose IN ('unclaimed', 'avatar', 'paymentCode')),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX member_uploads_member ON member_uploads (member_id);

-- Uploads stored before this table: the avatars and payment codes already in use.
INSERT INTO member_uploads (name, member_id, purpose, created_at)
  SELECT DISTINCT ON (name) name, member_id, purpose, created_at FROM (
    SELECT substring(w.image_url FROM '/uploads/(?:avatars|payment-codes)/([0-9a-f]{32}\.(?:png|jpg|webp|gif))$') AS name,
           w.member_id, 'paymentCode' AS purpose, w.created_at, 0 AS rank
      FROM withdrawals w
    UNION ALL
    SELECT substring(m.avatar FROM '/uploads/avatars/([0-9a-f]{32}\.(?:png|jpg|webp|gif))$'), m.id, 'avatar', now(), 1
      FROM members m
  ) used
  WHERE name IS NOT NULL
  ORDER BY name, rank;
