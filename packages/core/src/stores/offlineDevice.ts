import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isString } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/**
 * This browser's id as 离线缓存's licences name it. Made on first use and kept (清除缓存 keeps
 * it): a new id would make the server revoke every licence of the old one at the next check.
 */
export interface OfflineDeviceStore {
  /** The stored id, or `create()`'s, stored first. */
  idOr(create: () => string): string;
  /** Whether this browser has ever downloaded (an id was made). */
  exists(): boolean;
}

export function offlineDeviceStore(local: KeyValueStorage, logger?: StoreLogger): OfflineDeviceStore {
  const slot = jsonSlot<string>(local, STORAGE_KEYS.offlineDevice, isString, '', logger);
  return {
    idOr(create) {
      const stored = slot.read();
      if (stored) return stored;
      const fresh = create();
      slot.write(fresh);
      return fresh;
    },
    exists: () => slot.read() !== '',
  };
}
