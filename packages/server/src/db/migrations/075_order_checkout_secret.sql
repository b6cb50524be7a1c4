-- The sandbox cashier pays only for whoever holds the order's payurl: the URL carries a
-- random secret, and only its SHA-256 is kept here (null on orders made before it).
ALTER TABLE pay_orders ADD COLUMN checkout_secret_hash TEXT;
