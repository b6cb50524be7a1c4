/**
 * Fixed-window rate limits kept in memory: enough for one server process (the embedded
 * default). Behind several processes the limits apply per process.
 */
import { tooManyRequests } from './errors.ts';

export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt for `key`; throws a 429 ApiError once the window's limit is spent. */
  hit(key: string): void {
    const now = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.limit) throw tooManyRequests();
  }

  /** Drops finished windows so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}
