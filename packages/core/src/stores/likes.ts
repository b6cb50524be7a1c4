import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { arrayOf, isString } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

export interface LikesStore {
  list(): readonly string[];
  has(cartoonCode: string): boolean;
  /** Flips the like and returns whether the video is now liked. */
  toggle(cartoonCode: string): boolean;
  clear(): void;
}

export function likesStore(storage: KeyValueStorage, logger?: StoreLogger): LikesStore {
  const slot = jsonSlot<readonly string[]>(storage, STORAGE_KEYS.likedVideos, arrayOf(isString), [], logger);
  const has = (cartoonCode: string) => slot.read().includes(cartoonCode);
  return {
    list: slot.read,
    has,
    toggle(cartoonCode) {
      const liked = !has(cartoonCode);
      const others = slot.read().filter((code) => code !== cartoonCode);
      slot.write(liked ? [cartoonCode, ...others] : others);
      return liked;
    },
    clear: slot.clear,
  };
}
