-- Coins were INTEGER: an operator's adjust past 2^31 coins failed with an overflow (a 500).
-- Every coin and cash amount is 64-bit now; the code reads them as JS numbers, and the ledger
-- keeps every balance within Number.MAX_SAFE_INTEGER (money/ledger.ts), so none loses a digit.
ALTER TABLE members ALTER COLUMN coins TYPE BIGINT;
ALTER TABLE pay_orders ALTER COLUMN coins TYPE BIGINT;
ALTER TABLE episode_purchases ALTER COLUMN coins TYPE BIGINT;
