import type { Video } from '../api/types.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { arrayOf, isVideo } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

export interface FavouritesStore {
  /** Newest first. */
  list(): readonly Video[];
  has(cartoonCode: number): boolean;
  /** Adds the video first; a video already saved keeps its place. */
  add(video: Video): void;
  remove(cartoonCode: number): void;
  clear(): void;
}

/** Favourites live only on this device (docs/product.md section 4: removing only changes local storage). */
export function favouritesStore(storage: KeyValueStorage, logger?: StoreLogger): FavouritesStore {
  const slot = jsonSlot<readonly Video[]>(storage, STORAGE_KEYS.savedVideos, arrayOf(isVideo), [], logger);
  const has = (cartoonCode: number) => slot.read().some((video) => video.cartoonCode === cartoonCode);
  return {
    list: slot.read,
    has,
    add(video) {
      if (!has(video.cartoonCode)) slot.write([video, ...slot.read()]);
    },
    remove(cartoonCode) {
      slot.write(slot.read().filter((video) => video.cartoonCode !== cartoonCode));
    },
    clear: slot.clear,
  };
}
