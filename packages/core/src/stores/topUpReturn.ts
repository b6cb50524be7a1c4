import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isRecord, isVideoCode } from './shapes.ts';
import { SESSION_KEYS } from './storageKeys.ts';

/** The episode a member left for top-up from (too few coins to buy it). */
export interface TopUpReturn {
  /** The video's code (cartoonCode). */
  code: number;
  /** The episode's id (Episode.id). */
  episodeId: number;
}

const isTopUpReturn = (value: unknown): value is TopUpReturn | null =>
  value === null || (isRecord(value) && isVideoCode(value.code) && isVideoCode(value.episodeId));

/**
 * Where to bring the member back after a successful top-up. It survives the trip through the
 * cashier (a full page load) in SESSION storage, so a later visit in another tab never jumps.
 */
export interface TopUpReturnStore {
  read(): TopUpReturn | null;
  remember(target: TopUpReturn): void;
  clear(): void;
}

export function topUpReturnStore(session: KeyValueStorage, logger?: StoreLogger): TopUpReturnStore {
  const slot = jsonSlot<TopUpReturn | null>(session, SESSION_KEYS.topUpReturn, isTopUpReturn, null, logger);
  return {
    read: slot.read,
    remember: (target) => {
      slot.write(target);
    },
    clear: slot.clear,
  };
}
