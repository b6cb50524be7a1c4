import type { DateText } from '../api/types.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isDateText } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** The "watch 20 minutes" task's claimed state, remembered per day (docs/product.md section 4, Tasks). */
export interface WatchRewardStore {
  claimedOn(date: DateText): boolean;
  markClaimed(date: DateText): void;
}

export function watchRewardStore(storage: KeyValueStorage, logger?: StoreLogger): WatchRewardStore {
  const isDateOrNone = (value: unknown): value is DateText | null => value === null || isDateText(value);
  const slot = jsonSlot<DateText | null>(storage, STORAGE_KEYS.vipVideoDate, isDateOrNone, null, logger);
  return {
    claimedOn: (date) => slot.read() === date,
    markClaimed: (date) => {
      slot.write(date);
    },
  };
}
