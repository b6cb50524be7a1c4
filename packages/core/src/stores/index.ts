export type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
export { warnToConsole } from './keyValueStorage.ts';
export { memoryStorage } from './memoryStorage.ts';
export { STORAGE_KEYS, SESSION_KEYS, type StorageKey } from './storageKeys.ts';
export { jsonSlot, type JsonSlot, type ShapeCheck } from './jsonSlot.ts';
export { favouritesStore, type FavouritesStore } from './favourites.ts';
export { likesStore, type LikesStore } from './likes.ts';
export { watchHistoryStore, HISTORY_MAX, type WatchHistoryStore } from './watchHistory.ts';
export { searchHistoryStore, SEARCH_HISTORY_MAX, type SearchHistoryStore } from './searchHistory.ts';
export { signedDatesStore, SIGNED_DATES_MAX, type SignedDatesStore } from './signedDates.ts';
export { watchRewardStore, type WatchRewardStore } from './watchReward.ts';
export { flagStore, identityCardFlag, ageGateFlag, installOverlayFlag, popupAdFlag, firstVisitFlag, type FlagStore } from './flag.ts';
export { memberSessionStore, type MemberSessionStore } from './memberSession.ts';
export {
  playbackProgressStore,
  PLAYBACK_PROGRESS_MAX,
  WATCHED_TO_END_SECONDS,
  type PlaybackProgressStore,
  type SavedPosition,
} from './playbackProgress.ts';
export {
  danmakuSettingsStore,
  danmakuOpacity,
  DANMAKU_DEFAULT_SETTINGS,
  DANMAKU_OPACITY_MIN,
  DANMAKU_OPACITY_STEP,
  type DanmakuSettings,
  type DanmakuSettingsStore,
} from './danmakuSettings.ts';
export { localDataSize, clearCache, CLEARED_ON_CLEAR_CACHE, KEPT_ON_CLEAR_CACHE } from './localData.ts';
export { offlineDeviceStore, type OfflineDeviceStore } from './offlineDevice.ts';
export { topUpReturnStore, type TopUpReturn, type TopUpReturnStore } from './topUpReturn.ts';
export { createLocalStores, type LocalStores, type LocalStoresOptions } from './localStores.ts';
