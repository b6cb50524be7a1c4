/**
 * Heat from detail views, counted in memory and written in one UPDATE per video every
 * second: a popular video's row is not locked by every single view, and a view costs no
 * write. At most the last second of views is lost if the process dies.
 */
import type { Db } from '../db/db.ts';

export const HEAT_FLUSH_MS = 1000;
/**
 * A member's views of one video count once within this window (and at most twice as
 * long): the detail is fetched again after a purchase or a reload, and that is not a new
 * viewer warming the video.
 */
export const VIEW_WINDOW_MS = 30 * 60_000;
/** Remembered viewers before the window turns early, so memory stays bounded under any load. */
export const VIEW_MEMORY_MAX = 200_000;

export class HeatCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  /** `member:video` seen in this window and in the one before (two windows turn over in O(1)). */
  private seen = new Set<string>();
  private seenBefore = new Set<string>();
  private windowStart = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts the member's view unless they viewed this video within the window; answers the
   * views of this video not yet written (this one included when it counted).
   */
  view(videoId: number, memberId: number): number {
    const at = this.now().getTime();
    if (at - this.windowStart >= VIEW_WINDOW_MS || this.seen.size >= VIEW_MEMORY_MAX) {
      // A quiet spell longer than two windows forgets both.
      this.seenBefore = at - this.windowStart >= 2 * VIEW_WINDOW_MS ? new Set() : this.seen;
      this.seen = new Set();
      this.windowStart = at;
    }
    const viewer = `${memberId}:${videoId}`;
    if (this.seen.has(viewer) || this.seenBefore.has(viewer)) return this.pending.get(videoId) ?? 0;
    this.seen.add(viewer);
    const count = (this.pending.get(videoId) ?? 0) + 1;
    this.pending.set(videoId, count);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), HEAT_FLUSH_MS);
      this.timer.unref();
    }
    return count;
  }

  /** Writes the counted views (on a timer, and when the app closes). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return;
    await this.db.query(
      `UPDATE videos v SET heat = v.heat + b.views
         FROM unnest($1::bigint[], $2::bigint[]) AS b(id, views) WHERE v.id = b.id`,
      [[...batch.keys()], [...batch.values()]],
    );
  }
}
