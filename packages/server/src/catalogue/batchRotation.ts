/**
 * 换一批 ("another batch"): the clients ask again with the same body (changeBatch always
 * sends currentPage 1; home's 换一批 calls listIndex again), so the server turns the batch on
 * every call: each call of a list takes the next window of its pool, wrapping round.
 */

/** Past this many lists the turns start afresh (a bound on memory, not a rule). */
const MAX_LISTS = 1000;

/** Per list (a group, a category...), how many batches were handed out in this process. */
export class BatchRotation {
  private readonly turns = new Map<string, number>();

  /** The next turn of `list`: 1 on its first call, then 2, 3... */
  next(list: string): number {
    if (this.turns.size >= MAX_LISTS && !this.turns.has(list)) this.turns.clear();
    const turn = (this.turns.get(list) ?? 0) + 1;
    this.turns.set(list, turn % Number.MAX_SAFE_INTEGER);
    return turn;
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
