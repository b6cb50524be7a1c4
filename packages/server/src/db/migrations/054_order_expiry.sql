-- An unpaid order expires after ORDER_TTL_SECONDS: the cashier stops taking payment for it.
-- pending -> expired; expired -> paid only by a provider's late success (the member paid).
ALTER TABLE pay_orders DROP CONSTRAINT pay_orders_state_check;
ALTER TABLE pay_orders ADD CONSTRAINT pay_orders_state_check CHECK (state IN ('pending', 'paid', 'failed', 'expired'));
-- The sweep reads only the pending orders, oldest first.
CREATE INDEX pay_orders_pending ON pay_orders (created_at) WHERE state = 'pending';
