import type { DateText, Video } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

/** The device-local lists of docs/product.md section 3, mirrored from core's stores for rendering. */
export const localLists = proxy<{
  favourites: readonly Video[];
  likes: readonly number[];
  history: readonly Video[];
  searchHistory: readonly string[];
  signedDates: readonly DateText[];
}>({ favourites: [], likes: [], history: [], searchHistory: [], signedDates: [] });

export function syncLocalLists(): void {
  const { stores } = runtime();
  localLists.favourites = stores.favourites.list();
  localLists.likes = stores.likes.list();
  localLists.history = stores.watchHistory.list();
  localLists.searchHistory = stores.searchHistory.list();
  localLists.signedDates = stores.signedDates.list();
}

/** Runs a change on the stores, then mirrors them. */
export function changeLocal<T>(change: (stores: ReturnType<typeof runtime>['stores']) => T): T {
  const result = change(runtime().stores);
  syncLocalLists();
  return result;
}
