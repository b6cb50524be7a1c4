import { describe, expect, it } from 'vitest';
import { openDeviceKey, type DeviceCrypto } from './deviceKey.ts';
import { MemoryOfflineStore } from './memoryOfflineStore.ts';

// Node's global WebCrypto, the same API as the browser's.
const crypto: DeviceCrypto = globalThis.crypto;
const windowKey = (): ArrayBuffer => crypto.getRandomValues(new Uint8Array(16)).buffer;

describe('openDeviceKey', () => {
  it('wraps a window key so that only it unwraps the same bytes', async () => {
    const store = new MemoryOfflineStore();
    const key = windowKey();
    const wrapped = await (await openDeviceKey(store, crypto)).wrap(key);
    expect(new Uint8Array(wrapped.data)).not.toEqual(new Uint8Array(key));
    // Opened again (the next app start): the stored key, not a new one.
    expect(new Uint8Array(await (await openDeviceKey(store, crypto)).unwrap(wrapped))).toEqual(new Uint8Array(key));
    // Another device's key does not open it.
    await expect((await openDeviceKey(new MemoryOfflineStore(), crypto)).unwrap(wrapped)).rejects.toThrow();
  });

  it('keeps a key whose bytes cannot be exported', async () => {
    const store = new MemoryOfflineStore();
    await openDeviceKey(store, crypto);
    const stored = await store.deviceKey();
    expect(stored?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', stored!)).rejects.toThrow();
  });
});
