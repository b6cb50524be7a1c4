-- Money-moving calls (yianpay, buy, tixian) run once per identical request within a short
-- window (http/idempotent.ts): the first claims the key with answer NULL (pending), runs,
-- then stores its answer, which an identical repeat gets instead of running again.
CREATE TABLE idempotent_answers (
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  call TEXT NOT NULL,
  -- sha256 of the validated body as canonical JSON.
  body_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  -- { data, msg? } of the success; NULL while the first request is still running.
  answer JSONB,
  PRIMARY KEY (member_id, call, body_hash)
);

-- The operator pages through a member's whole ledger (every account, newest first) and
-- through all orders (newest first) by keyset: these serve those pages.
CREATE INDEX ledger_member_all ON ledger (member_id, id DESC);
CREATE INDEX pay_orders_newest ON pay_orders (created_at DESC, order_no DESC);
