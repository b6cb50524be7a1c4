/**
 * 换一批 ("another batch"): the clients ask again with the same body (changeBatch always
 * sends currentPage 1; home's 换一批 calls listIndex again), so the server turns the batch on
 * every call: each call of a list takes the next window of its pool, wrapping round.
 */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';

/**
 * Per list (a group, the home index...), how many batches were handed out, in the database:
 * every process of a fleet moves the same counter, so successive calls through any of them
 * take successive turns (in process memory they went A A A B B B C C through nginx).
 */
export class BatchRotation {
  constructor(private readonly db: Db) {}

  /**
   * The next turn of `list`: 1 on its first call, then 2, 3... (one atomic upsert). Committed
   * without waiting for the disk (synchronous_commit off for this statement's own transaction):
   * every home index of every member moves the one row of its list, so a flush to disk on each
   * held that row's lock for the flush and queued all of them behind it. A crash may lose the
   * last few turns, which only shows a batch again.
   */
  async next(list: string): Promise<number> {
    const row = await queryOne<{ turn: number }>(
      this.db,
      `INSERT INTO batch_turns (list, turn)
       SELECT $1, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed
       ON CONFLICT (list) DO UPDATE SET turn = batch_turns.turn + 1
       RETURNING turn`,
      [list],
    );
    return row!.turn;
  }
}

/**
 * The positions (in a pool of `total`, best first) of batch `turn` of `size`. A pool larger
 * than a batch moves on by a whole batch each turn, wrapping round, so consecutive batches
 * differ; a pool no larger than a batch is shown whole, starting one further each turn, so
 * even then the next batch is not the same as the last (its first card, shown wide, changes).
 */
export function batchPositions(total: number, size: number, turn: number): number[] {
  if (total <= 0 || size <= 0) return [];
  const start = total > size ? (turn * size) % total : turn % total;
  return Array.from({ length: Math.min(size, total) }, (_, i) => (start + i) % total);
}
