/**
 * Token lookups remembered for a few seconds, so a member's calls cost one query for the
 * call itself, not a second one for its token.
 *
 * What a token row says changes only by expiry (checked on every hit against the cached
 * expiry, so it is exact) and by a login elsewhere or a password change. Those go through
 * this process's `forgetMember`, which drops the member's entries at once; a lookup that
 * was already reading the database when that happened is not stored. Every other server
 * process on the same PostgreSQL hears of them on commit and forgets them too
 * (sessionEnds.ts); money calls never read the cache (moneyCalls.ts).
 */
export interface TokenRow {
  memberId: number;
  memberCode: string;
  expiresAt: number;
  superseded: boolean;
  /** An operator suspended the member: every call with its token is refused. */
  suspended: boolean;
}

interface Entry extends TokenRow {
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget, so a lookup that overlapped one is not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The token row by its hash: from memory when fresh, else `load` (undefined = no such token). */
  async get(tokenHash: string, load: () => Promise<TokenRow | undefined>): Promise<TokenRow | undefined> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(tokenHash);
    if (hit && this.clock() - hit.storedAt < this.ttlMs) return hit;
    const generation = this.generation;
    const row = await load();
    // Unknown tokens are not remembered: a guessing client must not fill the map.
    if (row && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(tokenHash, { ...row, storedAt: this.clock() });
    }
    return row;
  }

  /** After the member's tokens changed in the database (committed): forget them here. */
  forgetMember(memberId: number): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.memberId === memberId) this.entries.delete(hash);
  }

  /** Forgets every token (the news of ended sessions may have been missed). */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
