-- Every verified payment notification a provider sent (the notify route and the member's
-- signed return), whatever became of it, so finance can reconcile a day: paid orders against
-- what the providers said. Unverified ones carry nothing trustworthy and are not kept.
CREATE TABLE pay_notifications (
  id BIGSERIAL PRIMARY KEY,
  provider TEXT NOT NULL,
  order_no TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'failed')),
  amount_fen BIGINT NOT NULL,
  -- applied: it moved the order; replayed: the order had already moved; refused: no such
  -- order for that provider, or another amount.
  result TEXT NOT NULL CHECK (result IN ('applied', 'replayed', 'refused')),
  received_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX pay_notifications_received ON pay_notifications (received_at);
CREATE INDEX pay_notifications_order ON pay_notifications (order_no);
