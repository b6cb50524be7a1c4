import 'fake-indexeddb/auto';
import { openDB, unwrap } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDeviceKey, type DeviceCrypto } from './deviceKey.ts';
import { IndexedDbOfflineStore } from './indexedDbOfflineStore.ts';
import { NoSpaceError } from './noSpaceError.ts';
import type { DownloadRecord } from './offlineStore.ts';

let opened = 0;
const stores: IndexedDbOfflineStore[] = [];
function newStore(): { store: IndexedDbOfflineStore; name: string } {
  const name = `offline-test-${(opened += 1)}`;
  const store = new IndexedDbOfflineStore(name);
  stores.push(store);
  return { store, name };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function record(id: string, segments: number): DownloadRecord {
  return {
    id,
    licence: { id, vid: 7, episodeId: 42, rendition: '720p', playlistUrl: 'https://x/42.m3u8', fetchBy: 1, expiresAt: 2, estimatedBytes: 3 },
    meta: { title: '夜曲', cover: 'https://x/c.jpg', episodeName: '第1集' },
    state: 'downloading',
    addedAt: 0,
    playlist: null,
    playlistFrom: null,
    segmentBytes: Array<number | null>(segments).fill(null),
    keysStored: [false],
  };
}

const bytes = (...values: number[]): ArrayBuffer => new Uint8Array(values).buffer;

describe('IndexedDbOfflineStore', () => {
  it('commits a segment and its flag together, and removes one download whole', async () => {
    const { store } = newStore();
    await store.putRecord(record('a', 2));
    await store.putRecord(record('b', 1));
    await store.commitSegment('a', 1, bytes(1, 2, 3));
    await store.commitSegment('b', 0, bytes(9));
    expect((await store.record('a'))?.segmentBytes).toEqual([null, 3]);
    expect(new Uint8Array((await store.segment('a', 1))!)).toEqual(new Uint8Array([1, 2, 3]));

    await store.remove('a');
    expect(await store.record('a')).toBeUndefined();
    expect(await store.segment('a', 1)).toBeUndefined();
    expect(await store.segment('b', 0)).toBeDefined();
  });

  it('stores nothing for a download removed meanwhile', async () => {
    const { store } = newStore();
    await store.commitSegment('gone', 0, bytes(1));
    expect(await store.segment('gone', 0)).toBeUndefined();
  });

  it('keeps the device key across openings and through removeAll', async () => {
    const { store, name } = newStore();
    const crypto: DeviceCrypto = globalThis.crypto;
    await store.putRecord(record('a', 1));
    const wrapped = await (await openDeviceKey(store, crypto)).wrap(bytes(...Array<number>(16).fill(7)));
    await store.commitKey('a', 0, wrapped);
    await store.removeAll();
    expect(await store.records()).toEqual([]);
    expect(await store.key('a', 0)).toBeUndefined();

    await store.close();
    const again = new IndexedDbOfflineStore(name);
    stores.push(again);
    expect(new Uint8Array(await (await openDeviceKey(again, crypto)).unwrap(wrapped))).toEqual(new Uint8Array(16).fill(7));
  });

  it('turns a write aborted by the quota into NoSpaceError, and counts nothing of it', async () => {
    const { store, name } = newStore();
    await store.putRecord(record('a', 2));
    // Reach fake-indexeddb's object store class and make its segment writes fail as a full disk does.
    const db = await openDB(name);
    const rawStore = (unwrap(db.transaction('segments').objectStore('segments')) as unknown as { _rawObjectStore: object })._rawObjectStore;
    db.close();
    const proto = Object.getPrototypeOf(rawStore) as { storeRecord: (this: { name: string }, ...args: unknown[]) => unknown };
    const storeRecord = proto.storeRecord;
    vi.spyOn(proto, 'storeRecord').mockImplementation(function (this: { name: string }, ...args: unknown[]) {
      if (this.name === 'segments') throw new DOMException('full', 'QuotaExceededError');
      return storeRecord.apply(this, args);
    });

    await expect(store.commitSegment('a', 0, bytes(1))).rejects.toBeInstanceOf(NoSpaceError);
    expect((await store.record('a'))?.segmentBytes).toEqual([null, null]);
  });
});
