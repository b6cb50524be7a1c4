/**
 * OfflineStore on IndexedDB through `idb`. Four object stores: `downloads` (records by id),
 * `segments` and `keys` (by [id, index], so a download's bytes delete as one key range) and
 * `device` (the device's CryptoKey, which IndexedDB keeps without ever exposing its bytes).
 * Opened at call time, never at import: core touches no browser API until asked.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { asNoSpace } from './noSpaceError.ts';
import { withKey, withSegment, type DownloadRecord, type OfflineStore, type WrappedKey } from './offlineStore.ts';

export const OFFLINE_DB_NAME = 'nocturne-offline';
const OFFLINE_DB_VERSION = 1;
const DEVICE_KEY = 'wrapping';

interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord };
  segments: { key: [string, number]; value: ArrayBuffer };
  keys: { key: [string, number]; value: WrappedKey };
  device: { key: string; value: CryptoKey };
}

type Database = IDBPDatabase<OfflineSchema>;

/** Every [id, index] of one download. */
const rangeOf = (id: string): IDBKeyRange => IDBKeyRange.bound([id, -Infinity], [id, Infinity]);

/** Runs a write; a quota failure (the request's error, or the transaction aborted by it) becomes NoSpaceError. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw asNoSpace(error);
  }
}

export class IndexedDbOfflineStore implements OfflineStore {
  private database: Promise<Database> | null = null;

  /** `name`: tests open one database each. */
  constructor(private readonly name: string = OFFLINE_DB_NAME) {}

  private db(): Promise<Database> {
    this.database ??= openDB<OfflineSchema>(this.name, OFFLINE_DB_VERSION, {
      upgrade(db) {
        db.createObjectStore('downloads', { keyPath: 'id' });
        db.createObjectStore('segments');
        db.createObjectStore('keys');
        db.createObjectStore('device');
      },
    });
    return this.database;
  }

  /** Closes the connection (tests; the app keeps it for the session). */
  async close(): Promise<void> {
    (await this.db()).close();
    this.database = null;
  }

  async records(): Promise<DownloadRecord[]> {
    return (await this.db()).getAll('downloads');
  }

  async record(id: string): Promise<DownloadRecord | undefined> {
    return (await this.db()).get('downloads', id);
  }

  async putRecord(record: DownloadRecord): Promise<void> {
    const db = await this.db();
    await writing(() => db.put('downloads', record));
  }

  async updateRecord(id: string, change: (record: DownloadRecord) => DownloadRecord): Promise<DownloadRecord | undefined> {
    const db = await this.db();
    return writing(async () => {
      const tx = db.transaction('downloads', 'readwrite');
      const record = await tx.store.get(id);
      const next = record && change(record);
      if (next) await tx.store.put(next);
      await tx.done;
      return next;
    });
  }

  /** Puts `value` at [id, index] of `store` and changes the record, in one transaction. */
  private async commit<S extends 'segments' | 'keys'>(
    store: S,
    id: string,
    index: number,
    value: OfflineSchema[S]['value'],
    change: (record: DownloadRecord) => DownloadRecord,
  ): Promise<void> {
    const db = await this.db();
    await writing(async () => {
      const tx = db.transaction(['downloads', store], 'readwrite');
      const downloads = tx.objectStore('downloads');
      const record = await downloads.get(id);
      // A download removed while its segment was on the way: nothing to keep.
      if (!record) return tx.done;
      await Promise.all([tx.objectStore(store).put(value, [id, index]), downloads.put(change(record)), tx.done]);
    });
  }

  commitSegment(id: string, index: number, bytes: ArrayBuffer): Promise<void> {
    return this.commit('segments', id, index, bytes, (record) => withSegment(record, index, bytes.byteLength));
  }

  async segment(id: string, index: number): Promise<ArrayBuffer | undefined> {
    return (await this.db()).get('segments', [id, index]);
  }

  commitKey(id: string, index: number, key: WrappedKey): Promise<void> {
    return this.commit('keys', id, index, key, (record) => withKey(record, index));
  }

  async key(id: string, index: number): Promise<WrappedKey | undefined> {
    return (await this.db()).get('keys', [id, index]);
  }

  async remove(id: string): Promise<void> {
    const db = await this.db();
    const tx = db.transaction(['downloads', 'segments', 'keys'], 'readwrite');
    await Promise.all([
      tx.objectStore('downloads').delete(id),
      tx.objectStore('segments').delete(rangeOf(id)),
      tx.objectStore('keys').delete(rangeOf(id)),
      tx.done,
    ]);
  }

  async removeAll(): Promise<void> {
    const db = await this.db();
    const tx = db.transaction(['downloads', 'segments', 'keys'], 'readwrite');
    await Promise.all([tx.objectStore('downloads').clear(), tx.objectStore('segments').clear(), tx.objectStore('keys').clear(), tx.done]);
  }

  async deviceKey(): Promise<CryptoKey | undefined> {
    return (await this.db()).get('device', DEVICE_KEY);
  }

  async putDeviceKey(key: CryptoKey): Promise<void> {
    const db = await this.db();
    await writing(() => db.put('device', key, DEVICE_KEY));
  }
}
