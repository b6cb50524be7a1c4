/**
 * Heat from detail views, counted in memory and written in one statement every second: a
 * popular video's row is not locked by every single view, and a view costs no write. At
 * most the last second of views is lost if the process dies.
 *
 * A member's views of one video count once per period (VIEW_WINDOW_MS of the clock): the
 * write records each (member, video, period) in `video_views` and warms the heat only for
 * the rows it really inserted, so the rule holds across every server process and restart.
 * The in-memory set in front only spares that table the repeats this process already saw.
 */
import type { Db } from '../db/db.ts';

export const HEAT_FLUSH_MS = 1000;
/**
 * A member's views of one video count once within a period of this length: the detail is
 * fetched again after a purchase or a reload, and that is not a new viewer warming the video.
 */
export const VIEW_WINDOW_MS = 30 * 60_000;
/** Remembered viewers before the in-memory set is emptied (the table still dedupes), so memory stays bounded. */
export const VIEW_MEMORY_MAX = 200_000;

interface PendingView {
  memberId: number;
  videoId: number;
  period: number;
}

export class HeatCounter {
  private pending: PendingView[] = [];
  /** Views per video in `pending`, for the detail's answer. */
  private pendingByVideo = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  /** `member:video` seen in `period` by this process. */
  private seen = new Set<string>();
  private period = -1;
  /** The oldest period whose views are still kept in the table. */
  private prunedBefore = -1;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts the member's view unless this process saw it in this period; answers the views
   * of this video not yet written (this one included when it counted). The table decides
   * at the write: a view another process or an earlier run counted adds nothing.
   */
  view(videoId: number, memberId: number): number {
    const period = Math.floor(this.now().getTime() / VIEW_WINDOW_MS);
    if (period !== this.period || this.seen.size >= VIEW_MEMORY_MAX) {
      this.seen = new Set();
      this.period = period;
    }
    const viewer = `${memberId}:${videoId}`;
    if (this.seen.has(viewer)) return this.pendingByVideo.get(videoId) ?? 0;
    this.seen.add(viewer);
    return this.enqueue({ memberId, videoId, period });
  }

  /** Queues a view for the next flush; answers this video's views now queued. */
  private enqueue(view: PendingView): number {
    this.pending.push(view);
    const count = (this.pendingByVideo.get(view.videoId) ?? 0) + 1;
    this.pendingByVideo.set(view.videoId, count);
    this.armFlush();
    return count;
  }

  /**
   * The timer's flush. A write that fails (a deadlock with another process's batch, the
   * database gone for a moment) puts its views back for the next one: never an unhandled
   * rejection, which would end the process.
   */
  private armFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.flush().catch(() => undefined);
    }, HEAT_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes the counted views (on a timer, and when the app closes). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.pendingByVideo = new Map();
    // Nothing viewed, nothing to write or prune (closing an app that served no detail).
    if (batch.length === 0) return;
    // One order for every process's batch (by video, then member): two batches inserting the
    // same keys in opposite orders deadlocked on PostgreSQL under bench:api's fleet load.
    batch.sort((a, b) => a.videoId - b.videoId || a.memberId - b.memberId);
    try {
      await this.writeViews(batch);
    } catch (error) {
      for (const view of batch) this.enqueue(view);
      throw error;
    }
    await this.prune();
  }

  private async writeViews(batch: PendingView[]): Promise<void> {
    await this.db.query(
      `WITH fresh AS (
         INSERT INTO video_views (member_id, video_id, period)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
         ON CONFLICT DO NOTHING RETURNING video_id
       ), counted AS (SELECT video_id, count(*)::int AS views FROM fresh GROUP BY video_id)
       UPDATE videos v SET heat = v.heat + c.views FROM counted c WHERE v.id = c.video_id`,
      [batch.map((view) => view.memberId), batch.map((view) => view.videoId), batch.map((view) => view.period)],
    );
  }

  /** Once a period, forgets the views of periods before the last one. */
  private async prune(): Promise<void> {
    const keepFrom = Math.floor(this.now().getTime() / VIEW_WINDOW_MS) - 1;
    if (keepFrom <= this.prunedBefore) return;
    this.prunedBefore = keepFrom;
    await this.db.query('DELETE FROM video_views WHERE period < $1', [keepFrom]);
  }
}
