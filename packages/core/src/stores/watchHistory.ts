import type { Video } from '../api/types.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { pushRecent } from './recentList.ts';
import { arrayOf, isVideo } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** docs/product.md section 9: watch history max 50 entries. */
export const HISTORY_MAX = 50;

export interface WatchHistoryStore {
  /** Newest first. */
  list(): readonly Video[];
  /** Records a watched video: first in the list, once, at most HISTORY_MAX kept. */
  push(video: Video): void;
  clear(): void;
}

export function watchHistoryStore(storage: KeyValueStorage, logger?: StoreLogger): WatchHistoryStore {
  const slot = jsonSlot<readonly Video[]>(storage, STORAGE_KEYS.videoHistory, arrayOf(isVideo), [], logger);
  return {
    list: slot.read,
    push(video) {
      slot.write(pushRecent(slot.read(), video, (a, b) => a.cartoonCode === b.cartoonCode, HISTORY_MAX));
    },
    clear: slot.clear,
  };
}
