/**
 * What 离线缓存 keeps on the device, behind one interface: the memory store (tests) and the
 * IndexedDB store (the app) both answer it. A segment or a key is committed with its flag in
 * the download's record in one step, so the record never counts bytes that are not stored.
 */
import type { OfflineLicence } from './licence.ts';
import type { RenditionPlaylist } from './renditionPlaylist.ts';

/** What the 离线缓存 list shows of an episode, as it was when the download started. */
export interface DownloadMeta {
  title: string;
  cover: string;
  episodeName: string;
}

/**
 * Where a download stands as stored. `queued` and `downloading` last only while the app runs:
 * restore() turns them into `paused`. `expired` is never stored: it follows from the licence
 * and the clock.
 */
export type StoredDownloadState = 'queued' | 'downloading' | 'paused' | 'failed' | 'noSpace' | 'done';

/** One download's manifest. */
export interface DownloadRecord {
  /** The licence id. */
  id: string;
  licence: OfflineLicence;
  meta: DownloadMeta;
  state: StoredDownloadState;
  /** Unix ms of start(): the list's order. */
  addedAt: number;
  /** The served playlist, null until fetched; `playlistFrom` is the licence URL it came from. */
  playlist: RenditionPlaylist | null;
  playlistFrom: string | null;
  /** Bytes of segment n once stored, null while it is not. */
  segmentBytes: (number | null)[];
  /** Key n (renditionKeyUris order) is stored, wrapped. */
  keysStored: boolean[];
}

/** A window key wrapped by the device key (AES-GCM): the nonce and the ciphertext. */
export interface WrappedKey {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** The storage 离线缓存 needs. Every method may reject with NoSpaceError when a write passes the quota. */
export interface OfflineStore {
  records(): Promise<DownloadRecord[]>;
  record(id: string): Promise<DownloadRecord | undefined>;
  /** Writes the whole record (a new download). */
  putRecord(record: DownloadRecord): Promise<void>;
  /** Reads, changes and writes one record in one step; answers the new record (undefined when there is none). */
  updateRecord(id: string, change: (record: DownloadRecord) => DownloadRecord): Promise<DownloadRecord | undefined>;
  /** Stores segment `index`'s bytes and sets its segmentBytes, in one step. */
  commitSegment(id: string, index: number, bytes: ArrayBuffer): Promise<void>;
  segment(id: string, index: number): Promise<ArrayBuffer | undefined>;
  /** Stores key `index` wrapped and sets its keysStored flag, in one step. */
  commitKey(id: string, index: number, key: WrappedKey): Promise<void>;
  key(id: string, index: number): Promise<WrappedKey | undefined>;
  /** The record, its segments and its keys. */
  remove(id: string): Promise<void>;
  /** Every download (sign-out); the device key stays, it belongs to the device. */
  removeAll(): Promise<void>;
  deviceKey(): Promise<CryptoKey | undefined>;
  putDeviceKey(key: CryptoKey): Promise<void>;
}

/** The record with segment `index` counted as stored: what commitSegment writes beside the bytes. */
export function withSegment(record: DownloadRecord, index: number, bytes: number): DownloadRecord {
  const segmentBytes = [...record.segmentBytes];
  segmentBytes[index] = bytes;
  return { ...record, segmentBytes };
}

/** The record with key `index` counted as stored. */
export function withKey(record: DownloadRecord, index: number): DownloadRecord {
  const keysStored = [...record.keysStored];
  keysStored[index] = true;
  return { ...record, keysStored };
}
