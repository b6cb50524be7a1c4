-- VIP plans become the owner's to price: core's DEFAULT_VIP_PLANS seed them, and
-- a test pins the seed to that list. plan_index is the `index` the pay call sends, so it never
-- changes. An order keeps its own amount and days (pay_orders), so a change here never
-- alters an order already made. The bounds are core's VIP_PLAN_PRICE_* and VIP_PLAN_DAYS_*.
CREATE TABLE vip_plans (
  plan_index INTEGER PRIMARY KEY CHECK (plan_index >= 0),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 3650),
  price_yuan INTEGER NOT NULL CHECK (price_yuan BETWEEN 1 AND 100000),
  enabled BOOLEAN NOT NULL DEFAULT true
);
INSERT INTO vip_plans (plan_index, days, price_yuan) VALUES (0, 30, 30), (1, 90, 100), (2, 365, 200), (3, 3650, 500);
