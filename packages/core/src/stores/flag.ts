import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isBoolean } from './shapes.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storageKeys.ts';

/** A remembered yes/no, such as "the identity card was shown". */
export interface FlagStore {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

export function flagStore(storage: KeyValueStorage, key: string, logger?: StoreLogger): FlagStore {
  const slot = jsonSlot<boolean>(storage, key, isBoolean, false, logger);
  return {
    isSet: slot.read,
    set: () => {
      slot.write(true);
    },
    clear: slot.clear,
  };
}

/** The identity-card overlay of the profile page was shown (docs/product.md section 2, Profile). */
export const identityCardFlag = (local: KeyValueStorage, logger?: StoreLogger) =>
  flagStore(local, STORAGE_KEYS.identityCardShown, logger);

/** The member confirmed being 18 or older (docs/product.md, Age gate). */
export const ageGateFlag = (local: KeyValueStorage, logger?: StoreLogger) =>
  flagStore(local, STORAGE_KEYS.ageConfirmed, logger);

/** Home's popup ad was shown in this browser session (docs/product.md's showGuanggao); pass SESSION storage. */
export const popupAdFlag = (session: KeyValueStorage, logger?: StoreLogger) =>
  flagStore(session, SESSION_KEYS.showGuanggao, logger);

/** The install overlay was shown in this browser session; pass SESSION storage. */
export const installOverlayFlag = (session: KeyValueStorage, logger?: StoreLogger) =>
  flagStore(session, SESSION_KEYS.installOverlayShown, logger);

/**
 * This browser session is the device's first visit (set when the 18+ gate is confirmed):
 * the install overlay waits for a later visit. Pass SESSION storage.
 */
export const firstVisitFlag = (session: KeyValueStorage, logger?: StoreLogger) =>
  flagStore(session, SESSION_KEYS.firstVisit, logger);
