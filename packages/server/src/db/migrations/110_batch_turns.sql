-- 换一批 takes turns through every process of a fleet: the turn of each list (a changeBatch
-- pool, the home index's featured batches) is one counter here, moved by one upsert per call.
CREATE TABLE batch_turns (
  list TEXT PRIMARY KEY,
  turn BIGINT NOT NULL
);
