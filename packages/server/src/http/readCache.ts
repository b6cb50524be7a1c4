import { servedAgain } from './envelope.ts';

/**
 * A short-lived cache for public catalogue reads that are the same for every member (home
 * index, tags, topics, ads, config, list pages). Concurrent misses share one load, so a
 * burst of requests costs one query. Operator changes show within the TTL.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
    private readonly maxEntries = 2000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.then(servedAgain, () => this.entries.delete(key)); // a failed load is not remembered
    return value;
  }
}
