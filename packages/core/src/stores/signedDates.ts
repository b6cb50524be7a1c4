import type { DateText } from '../api/types.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { pushRecent } from './recentList.ts';
import { arrayOf, isDateText } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/**
 * Days kept. The streak itself comes from the server (docs/product.md section 4); the local list only
 * marks recent days on the 7-day strip, so a month is plenty and the key cannot grow for ever.
 */
export const SIGNED_DATES_MAX = 31;

export interface SignedDatesStore {
  /** Newest first, 'YYYY-MM-DD'. */
  list(): readonly DateText[];
  has(date: DateText): boolean;
  add(date: DateText): void;
}

export function signedDatesStore(storage: KeyValueStorage, logger?: StoreLogger): SignedDatesStore {
  const slot = jsonSlot<readonly DateText[]>(storage, STORAGE_KEYS.signedDates, arrayOf(isDateText), [], logger);
  return {
    list: slot.read,
    has: (date) => slot.read().includes(date),
    add(date) {
      slot.write(pushRecent(slot.read(), date, (a, b) => a === b, SIGNED_DATES_MAX));
    },
  };
}
