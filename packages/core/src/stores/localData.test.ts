import { describe, expect, test, vi } from 'vitest';
import { clearCache, CLEARED_ON_CLEAR_CACHE, KEPT_ON_CLEAR_CACHE, localDataSize } from './localData.ts';
import type { KeyValueStorage } from './keyValueStorage.ts';
import { memoryStorage } from './memoryStorage.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

const everyKey = () =>
  memoryStorage(Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, '[]'])));

describe('local data size', () => {
  test('is zero with nothing stored', () => {
    expect(localDataSize(memoryStorage())).toBe(0);
  });

  test('counts keys plus values at two bytes a UTF-16 unit', () => {
    // "token" (5) + "\"ab\"" (4) = 9 units; "searchHistory" (13) + "[\"夜曲\"]" (6) = 19 units.
    const storage = memoryStorage({ token: '"ab"', searchHistory: '["夜曲"]' });
    expect(localDataSize(storage)).toBe((9 + 19) * 2);
  });

  test("ignores keys that are not the app's", () => {
    expect(localDataSize(memoryStorage({ somebodyElse: 'x'.repeat(100) }))).toBe(0);
  });

  test('a key that cannot be read is logged and skipped', () => {
    const logger = vi.fn();
    const storage: KeyValueStorage = {
      ...memoryStorage({ token: '"ab"' }),
      getItem: (key) => {
        if (key === STORAGE_KEYS.memberInfo) throw new Error('denied');
        return key === STORAGE_KEYS.token ? '"ab"' : null;
      },
    };
    expect(localDataSize(storage, logger)).toBe(9 * 2);
    expect(logger).toHaveBeenCalledOnce();
  });
});

describe('clear cache', () => {
  test("keeps the member's own things (session, favourites, likes, history, search history, sign-in days, positions, flags) and clears the server's copies", () => {
    const storage = everyKey();
    storage.setItem('somebodyElse', 'x');
    clearCache(storage);
    expect([...storage.entries.keys()].sort()).toEqual([...KEPT_ON_CLEAR_CACHE, 'somebodyElse'].sort());
    expect(CLEARED_ON_CLEAR_CACHE).toEqual([STORAGE_KEYS.vipVideoDate]);
    expect(KEPT_ON_CLEAR_CACHE).toEqual(
      expect.arrayContaining([
        'ageConfirmed',
        'identityCardShown',
        'likedVideos',
        'memberInfo',
        'playbackProgress',
        'savedVideos',
        'searchHistory',
        'signedDates',
        'token',
        'videoHistory',
      ]),
    );
    expect(storage.entries.has(STORAGE_KEYS.vipVideoDate)).toBe(false);
  });

  test('the size shown beside it counts only what it clears', () => {
    const storage = memoryStorage({ savedVideos: '[1,2,3]', vipVideoDate: '"2025-03-10"' });
    expect(localDataSize(storage, undefined, CLEARED_ON_CLEAR_CACHE)).toBe((12 + 12) * 2);
  });

  test('a key that cannot be removed is logged', () => {
    const logger = vi.fn();
    const backing = everyKey();
    const storage: KeyValueStorage = {
      ...backing,
      removeItem: (key) => {
        if (key === STORAGE_KEYS.vipVideoDate) throw new Error('denied');
        backing.removeItem(key);
      },
    };
    clearCache(storage, logger);
    expect(logger).toHaveBeenCalledOnce();
    expect(backing.entries.has(STORAGE_KEYS.savedVideos)).toBe(true);
  });
});
