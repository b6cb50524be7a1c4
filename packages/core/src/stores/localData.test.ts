import { describe, expect, test, vi } from 'vitest';
import { clearCache, KEPT_ON_CLEAR_CACHE, localDataSize } from './localData.ts';
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
  test('keeps the session and the age gate, and clears everything else of ours', () => {
    const storage = everyKey();
    storage.setItem('somebodyElse', 'x');
    clearCache(storage);
    expect([...storage.entries.keys()].sort()).toEqual(
      [STORAGE_KEYS.memberInfo, STORAGE_KEYS.token, STORAGE_KEYS.ageConfirmed, 'somebodyElse'].sort(),
    );
    expect([...KEPT_ON_CLEAR_CACHE].sort()).toEqual(['ageConfirmed', 'memberInfo', 'token']);
  });

  test('a key that cannot be removed is logged and the rest still go', () => {
    const logger = vi.fn();
    const backing = everyKey();
    const storage: KeyValueStorage = {
      ...backing,
      removeItem: (key) => {
        if (key === STORAGE_KEYS.savedVideos) throw new Error('denied');
        backing.removeItem(key);
      },
    };
    clearCache(storage, logger);
    expect(logger).toHaveBeenCalledOnce();
    expect(backing.entries.has(STORAGE_KEYS.videoHistory)).toBe(false);
    expect(backing.entries.has(STORAGE_KEYS.savedVideos)).toBe(true);
  });
});
