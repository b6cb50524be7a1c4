-- The original client's coin page shows the first two options as priced tiles and turns any
-- later one into a second free-amount tile, so only two options stay on offer (and on the
-- price list the pay call is checked against): 10 yuan -> 10 coins, 30 yuan -> 32 coins.
UPDATE coin_options SET enabled = false WHERE sort > 2;
