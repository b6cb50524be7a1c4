import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { SessionCache, type TokenRow } from '../src/http/sessionCache.ts';
import { followSessionEnds, SESSIONS_ENDED_CHANNEL } from '../src/http/sessionEnds.ts';

const ROW: TokenRow = { memberId: 7, memberCode: 'm7', expiresAt: 10_000, superseded: false, suspended: false };

/** A cache on a hand-moved clock, with a loader that counts its database reads. */
function cacheWith(ttlMs: number, row: TokenRow | null = ROW) {
  let now = 0;
  let reads = 0;
  const cache = new SessionCache(ttlMs, 3, () => now);
  const load = async () => {
    reads += 1;
    return row ?? undefined;
  };
  return { cache, load, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  test('a token is read once per ttl, then read again', async () => {
    const c = cacheWith(5000);
    expect(await c.cache.get('h', c.load)).toMatchObject(ROW);
    c.advance(4999);
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(1);
    c.advance(1);
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(2);
  });

  test('a ttl of 0 reads the database every time', async () => {
    const c = cacheWith(0);
    await c.cache.get('h', c.load);
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(2);
  });

  test('unknown tokens are not remembered', async () => {
    const c = cacheWith(5000, null);
    expect(await c.cache.get('guess', c.load)).toBeUndefined();
    await c.cache.get('guess', c.load);
    expect(c.reads()).toBe(2);
  });

  test('forgetting a member drops its tokens only', async () => {
    const c = cacheWith(5000);
    const other = async () => ({ ...ROW, memberId: 8 });
    await c.cache.get('h', c.load);
    await c.cache.get('other', other);
    c.cache.forgetMember(7);
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(2);
    let otherReads = 0;
    await c.cache.get('other', async () => ((otherReads += 1), ROW));
    expect(otherReads).toBe(0);
  });

  test('a lookup that overlapped a forget is answered but not stored', async () => {
    const c = cacheWith(5000);
    let release!: () => void;
    const slow = () => new Promise<TokenRow>((resolve) => (release = () => resolve(ROW)));
    const pending = c.cache.get('h', slow);
    c.cache.forgetMember(7);
    release();
    expect(await pending).toMatchObject(ROW);
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(1);
  });

  test('the map never holds more than its bound', async () => {
    const c = cacheWith(5000);
    for (const hash of ['a', 'b', 'c', 'd']) await c.cache.get(hash, c.load);
    // 'a' was dropped when the fourth entry came in (the bound is 3).
    await c.cache.get('a', c.load);
    expect(c.reads()).toBe(5);
  });
});

describe('followSessionEnds', () => {
  test("another process's end drops the member; a (re)connection drops everything, since ends may have been missed", async () => {
    const c = cacheWith(5000);
    let heard: ((payload: string) => void) | undefined;
    let connected: (() => void) | undefined;
    const db = {
      listen: async (channel: string, onMessage: (payload: string) => void, onListening: () => void) => {
        expect(channel).toBe(SESSIONS_ENDED_CHANNEL);
        [heard, connected] = [onMessage, onListening];
        return async () => undefined;
      },
    } as unknown as Db;
    await followSessionEnds(db, c.cache);
    await c.cache.get('h', c.load);
    heard!('8');
    heard!('not a member id');
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(1);
    heard!('7');
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(2);
    connected!();
    await c.cache.get('h', c.load);
    expect(c.reads()).toBe(3);
  });

  test('on a database without listeners (PGlite, one process) there is nothing to follow', async () => {
    const stop = await followSessionEnds({} as Db, new SessionCache(5000));
    await expect(stop()).resolves.toBeUndefined();
  });
});
