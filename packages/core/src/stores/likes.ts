import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { arrayOf, isVideoCode } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

export interface LikesStore {
  list(): readonly number[];
  has(cartoonCode: number): boolean;
  /** Flips the like and returns whether the video is now liked. */
  toggle(cartoonCode: number): boolean;
  clear(): void;
}

export function likesStore(storage: KeyValueStorage, logger?: StoreLogger): LikesStore {
  const slot = jsonSlot<readonly number[]>(storage, STORAGE_KEYS.likedVideos, arrayOf(isVideoCode), [], logger);
  const has = (cartoonCode: number) => slot.read().includes(cartoonCode);
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
