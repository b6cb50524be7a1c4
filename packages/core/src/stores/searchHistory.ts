import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { pushRecent } from './recentList.ts';
import { arrayOf, isString } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** docs/product.md section 9: search history max 10 terms. */
export const SEARCH_HISTORY_MAX = 10;

export interface SearchHistoryStore {
  /** Newest first. */
  list(): readonly string[];
  /** Records a term, trimmed; an empty term is not recorded (docs/product.md section 5: it is not searched). */
  push(term: string): void;
  clear(): void;
}

export function searchHistoryStore(storage: KeyValueStorage, logger?: StoreLogger): SearchHistoryStore {
  const slot = jsonSlot<readonly string[]>(storage, STORAGE_KEYS.searchHistory, arrayOf(isString), [], logger);
  return {
    list: slot.read,
    push(term) {
      const trimmed = term.trim();
      if (trimmed) slot.write(pushRecent(slot.read(), trimmed, (a, b) => a === b, SEARCH_HISTORY_MAX));
    },
    clear: slot.clear,
  };
}
