import { offlineDeviceStore } from './offlineDevice.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { favouritesStore } from './favourites.ts';
import { ageGateFlag, firstVisitFlag, identityCardFlag, installOverlayFlag, popupAdFlag } from './flag.ts';
import { likesStore } from './likes.ts';
import { memberSessionStore } from './memberSession.ts';
import { playbackProgressStore } from './playbackProgress.ts';
import { searchHistoryStore } from './searchHistory.ts';
import { signedDatesStore } from './signedDates.ts';
import { watchHistoryStore } from './watchHistory.ts';
import { topUpReturnStore } from './topUpReturn.ts';
import { watchRewardStore } from './watchReward.ts';

export interface LocalStoresOptions {
  /** Usually `localStorage`. */
  local: KeyValueStorage;
  /** Usually `sessionStorage`: the once-a-session overlay flags live there. */
  session: KeyValueStorage;
  /** Defaults to console.warn; production may pass a no-op (docs/product.md section 8). */
  logger?: StoreLogger;
}

/**
 * The local stores over the given storages, for the app to create once at start-up. A store
 * only the player uses (danmakuSettingsStore) is made by the player's own state, so that it
 * stays out of the JavaScript every page loads.
 */
export function createLocalStores({ local, session, logger }: LocalStoresOptions) {
  return {
    session: memberSessionStore(local, logger),
    favourites: favouritesStore(local, logger),
    likes: likesStore(local, logger),
    watchHistory: watchHistoryStore(local, logger),
    searchHistory: searchHistoryStore(local, logger),
    signedDates: signedDatesStore(local, logger),
    watchReward: watchRewardStore(local, logger),
    playbackProgress: playbackProgressStore(local, logger),
    identityCard: identityCardFlag(local, logger),
    ageGate: ageGateFlag(local, logger),
    installOverlay: installOverlayFlag(session, logger),
    popupAd: popupAdFlag(session, logger),
    firstVisit: firstVisitFlag(session, logger),
    topUpReturn: topUpReturnStore(session, logger),
    offlineDevice: offlineDeviceStore(local, logger),
  };
}

export type LocalStores = ReturnType<typeof createLocalStores>;
