/**
 * Heat from detail views, counted in memory and written in one UPDATE per video every
 * second: a popular video's row is not locked by every single view, and a view costs no
 * write. At most the last second of views is lost if the process dies.
 */
import type { Db } from '../db/db.ts';

export const HEAT_FLUSH_MS = 1000;

export class HeatCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  /** Counts one view; answers the views of this video not yet written (this one included). */
  view(videoId: number): number {
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
