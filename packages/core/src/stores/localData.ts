import { warnToConsole, type KeyValueStorage, type StoreLogger } from './keyValueStorage.ts';
import { STORAGE_KEYS, type StorageKey } from './storageKeys.ts';

const ALL_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/**
 * What "clear cache" on the settings page removes from local storage: copies of what the
 * server holds and can answer again (the day the watch reward was claimed). A cache is what
 * the app can fetch again; the member's own things are not one and stay: the session,
 * favourites and likes, watch and search history, sign-in days, saved playback positions,
 * the identity-card flag and the 18+ confirmation. (The app also drops its offline copy of
 * the app's code, which lives outside this storage.)
 */
export const CLEARED_ON_CLEAR_CACHE: readonly StorageKey[] = [STORAGE_KEYS.vipVideoDate];

/** Everything else of ours stays (see CLEARED_ON_CLEAR_CACHE). */
export const KEPT_ON_CLEAR_CACHE: readonly StorageKey[] = ALL_KEYS.filter((key) => !CLEARED_ON_CLEAR_CACHE.includes(key));

/**
 * Bytes of this app's local data, keys plus values. Measured as UTF-16 code units times two,
 * which is how browsers count the localStorage quota, so the figure means the same thing as
 * the limit it is compared with. Only our own keys count (the minimal storage interface
 * cannot list other keys anyway); `keys` narrows it, e.g. to CLEARED_ON_CLEAR_CACHE.
 */
export function localDataSize(
  storage: KeyValueStorage,
  logger: StoreLogger = warnToConsole,
  keys: readonly StorageKey[] = ALL_KEYS,
): number {
  let units = 0;
  for (const key of keys) {
    try {
      const value = storage.getItem(key);
      if (value !== null) units += key.length + value.length;
    } catch (error) {
      logger(`Local data "${key}" could not be measured.`, error);
    }
  }
  return units * 2;
}

/** Clears the app's cached local data; see CLEARED_ON_CLEAR_CACHE for what goes and what stays. */
export function clearCache(storage: KeyValueStorage, logger: StoreLogger = warnToConsole): void {
  for (const key of CLEARED_ON_CLEAR_CACHE) {
    try {
      storage.removeItem(key);
    } catch (error) {
      logger(`Local data "${key}" could not be removed.`, error);
    }
  }
}
