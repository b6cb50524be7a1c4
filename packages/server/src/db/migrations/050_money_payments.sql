-- Money: cash held for pending withdrawals, the ledger, and payment orders.
-- Every change of members.coins, balance_fen or held_fen writes one ledger row in the same
-- transaction (services/ledger.ts), so each balance equals the sum of its ledger deltas.
ALTER TABLE members ADD COLUMN held_fen BIGINT NOT NULL DEFAULT 0 CHECK (held_fen >= 0);

CREATE TABLE ledger (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- coins: members.coins; balance: members.balance_fen; held: members.held_fen.
  account TEXT NOT NULL CHECK (account IN ('coins', 'balance', 'held')),
  delta BIGINT NOT NULL CHECK (delta <> 0),
  balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
  -- A key of core's zhCN.ledger (the source a record shows).
  reason TEXT NOT NULL,
  -- What caused it: an order number, an episode id, a withdrawal id, a business day.
  reference TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_member ON ledger (member_id, account, id DESC);

-- Coin top-up options (operator data); the free-amount option is added by the client.
CREATE TABLE coin_options (
  id BIGSERIAL PRIMARY KEY,
  price_yuan INTEGER NOT NULL CHECK (price_yuan > 0),
  coins INTEGER NOT NULL CHECK (coins > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  enabled BOOLEAN NOT NULL DEFAULT true
);
INSERT INTO coin_options (price_yuan, coins, sort) VALUES (10, 10, 1), (30, 32, 2), (50, 55, 3), (100, 120, 4);

CREATE TABLE pay_channels (
  code INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled BOOLEAN NOT NULL DEFAULT true
);
INSERT INTO pay_channels (code, name, sort) VALUES (1, '支付宝', 1), (2, '微信支付', 2);

CREATE TABLE pay_orders (
  order_no TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('coins', 'vip')),
  -- The server's own price; the client's `money` is never read.
  amount_fen BIGINT NOT NULL CHECK (amount_fen > 0),
  coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
  plan_index INTEGER,
  vip_days INTEGER NOT NULL DEFAULT 0 CHECK (vip_days >= 0),
  channel INTEGER NOT NULL,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- pending -> paid | failed; failed -> paid (the member retried on the cashier page); paid is final.
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ
);
CREATE INDEX pay_orders_member ON pay_orders (member_id, created_at DESC);
