/**
 * The device's own key: an AES-GCM key made once on this device, non-extractable, kept as a
 * CryptoKey in the offline store. It wraps each window key of a download, so the keys on disk
 * open nothing anywhere else, and its bytes never reach script (WebCrypto refuses to export
 * it). The offline loader unwraps a key only while the licence holds.
 */
import type { OfflineStore, WrappedKey } from './offlineStore.ts';

/** What deviceKey needs of WebCrypto: `globalThis.crypto` in the browser, `node:crypto`'s webcrypto in tests. */
export type DeviceCrypto = Pick<Crypto, 'subtle' | 'getRandomValues'>;

/** AES-GCM's nonce: 96 bits, new for every wrap. */
const NONCE_BYTES = 12;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

export interface DeviceKey {
  wrap(keyBytes: ArrayBuffer): Promise<WrappedKey>;
  /** Rejects when the wrapped key was not made by this device's key (or was altered). */
  unwrap(wrapped: WrappedKey): Promise<ArrayBuffer>;
}

/** This device's key, made and stored the first time. */
export async function openDeviceKey(store: Pick<OfflineStore, 'deviceKey' | 'putDeviceKey'>, crypto: DeviceCrypto): Promise<DeviceKey> {
  let key = await store.deviceKey();
  if (!key) {
    key = await crypto.subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
    await store.putDeviceKey(key);
  }
  const deviceKey = key;
  return {
    async wrap(keyBytes) {
      const iv = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
      return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, deviceKey, keyBytes) };
    },
    unwrap: (wrapped) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: wrapped.iv }, deviceKey, wrapped.data),
  };
}
