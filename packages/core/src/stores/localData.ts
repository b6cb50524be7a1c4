import { warnToConsole, type KeyValueStorage, type StoreLogger } from './keyValueStorage.ts';
import { STORAGE_KEYS, type StorageKey } from './storageKeys.ts';

/**
 * What "clear cache" on the settings page keeps: the session (clearing it would sign the
 * member out, and "switch account" is the separate way to do that) and the 18+ confirmation
 * (the gate is a legal notice, not a cache). Everything else this app stores is cleared:
 * favourites, likes, watch and search history, saved positions, the sign-in and watch-reward
 * days (the server holds the truth for those) and the identity-card flag.
 */
export const KEPT_ON_CLEAR_CACHE: readonly StorageKey[] = [
  STORAGE_KEYS.memberInfo,
  STORAGE_KEYS.token,
  STORAGE_KEYS.ageConfirmed,
];

const ALL_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/**
 * Bytes of this app's local data, keys plus values. Measured as UTF-16 code units times two,
 * which is how browsers count the localStorage quota, so the figure means the same thing as
 * the limit it is compared with. Only our own keys count: they are what "clear cache" removes
 * (and the minimal storage interface cannot list other keys anyway).
 */
export function localDataSize(storage: KeyValueStorage, logger: StoreLogger = warnToConsole): number {
  let units = 0;
  for (const key of ALL_KEYS) {
    try {
      const value = storage.getItem(key);
      if (value !== null) units += key.length + value.length;
    } catch (error) {
      logger(`Local data "${key}" could not be measured.`, error);
    }
  }
  return units * 2;
}

/** Clears the app's cached local data; see KEPT_ON_CLEAR_CACHE for what stays. */
export function clearCache(storage: KeyValueStorage, logger: StoreLogger = warnToConsole): void {
  for (const key of ALL_KEYS) {
    if (KEPT_ON_CLEAR_CACHE.includes(key)) continue;
    try {
      storage.removeItem(key);
    } catch (error) {
      logger(`Local data "${key}" could not be removed.`, error);
    }
  }
}
