/**
 * Fixed-window rate limits kept in the database (`rate_limits`): every server process
 * counts into the same rows and a restart forgets nothing, so a limit is the limit however
 * the server is deployed. A hit is one atomic upsert-increment.
 */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { tooManyRequests } from './errors.ts';

/** Finished windows are deleted at most this often per limiter (and process). */
const SWEEP_EVERY_MS = 60_000;

export class RateLimiter {
  private lastSweep = 0;

  /**
   * `name` identifies the limit in the shared table: two processes (or a restarted one)
   * count together only when they use the same name.
   */
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private window(): { start: Date; end: Date } {
    const at = this.now().getTime();
    const start = at - (at % this.windowMs);
    return { start: new Date(start), end: new Date(start + this.windowMs) };
  }

  /**
   * Counts one attempt for `subject`; answers the attempts of this window, this one included.
   * `db` is the caller's transaction when the count must stand or fall with the call's own
   * writes (a call run once per request, http/idempotent.ts).
   */
  async count(subject: string, db: Db = this.db): Promise<number> {
    const { start, end } = this.window();
    const row = await queryOne<{ hits: number }>(
      db,
      `INSERT INTO rate_limits (name, subject, window_start, hits, expires_at) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (name, subject, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits`,
      [this.name, subject, start, end],
    );
    await this.sweep(db);
    return row?.hits ?? 1;
  }

  /** Counts one attempt for `subject`; throws a 429 ApiError once the window's limit is spent. */
  async hit(subject: string, db: Db = this.db): Promise<void> {
    if ((await this.count(subject, db)) > this.limit) throw tooManyRequests();
  }

  /** The attempts counted for `subject` in this window, without counting one. */
  async attempts(subject: string): Promise<number> {
    const row = await queryOne<{ hits: number }>(
      this.db,
      'SELECT hits FROM rate_limits WHERE name = $1 AND subject = $2 AND window_start = $3',
      [this.name, subject, this.window().start],
    );
    return row?.hits ?? 0;
  }

  /** True once `subject` has used up this window's limit. */
  async spent(subject: string): Promise<boolean> {
    return (await this.attempts(subject)) >= this.limit;
  }

  /**
   * Drops finished windows now and then, so the table stays small. Rows another process is
   * sweeping are skipped: inside a caller's transaction a sweep never waits for anyone.
   */
  private async sweep(db: Db): Promise<void> {
    const at = this.now().getTime();
    if (at - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = at;
    await db.query(
      `DELETE FROM rate_limits WHERE (name, subject, window_start) IN (
         SELECT name, subject, window_start FROM rate_limits WHERE name = $1 AND expires_at <= $2 FOR UPDATE SKIP LOCKED)`,
      [this.name, new Date(at)],
    );
  }
}
