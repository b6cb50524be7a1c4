-- A ladder encrypted with HLS AES-128 (src/media/keys/): the random seed its window keys are
-- derived from. Kept here, never beside the segments it opens. NULL: plain segments, served
-- behind per-member signed URLs as before.
ALTER TABLE media ADD COLUMN key_seed BYTEA;
