/**
 * OfflineStore in memory, for tests and for a browser without IndexedDB. Bytes are copied in
 * and out, as IndexedDB's structured clone does, so a caller never shares a buffer with it.
 * `quotaBytes` makes a segment write past that many stored bytes fail with NoSpaceError.
 */
import { NoSpaceError } from './noSpaceError.ts';
import { withKey, withSegment, type DownloadRecord, type OfflineStore, type WrappedKey } from './offlineStore.ts';

const prefix = (id: string): string => `${id}\u0000`;
const slot = (id: string, index: number): string => `${prefix(id)}${index}`;

export class MemoryOfflineStore implements OfflineStore {
  private readonly downloads = new Map<string, DownloadRecord>();
  private readonly segments = new Map<string, ArrayBuffer>();
  private readonly keys = new Map<string, WrappedKey>();
  private device: CryptoKey | undefined;

  constructor(private readonly options: { quotaBytes?: number } = {}) {}

  /** Bytes of every stored segment. */
  storedBytes(): number {
    let sum = 0;
    for (const bytes of this.segments.values()) sum += bytes.byteLength;
    return sum;
  }

  async records(): Promise<DownloadRecord[]> {
    return [...this.downloads.values()].map((record) => structuredClone(record));
  }

  async record(id: string): Promise<DownloadRecord | undefined> {
    const record = this.downloads.get(id);
    return record && structuredClone(record);
  }

  async putRecord(record: DownloadRecord): Promise<void> {
    this.downloads.set(record.id, structuredClone(record));
  }

  async updateRecord(id: string, change: (record: DownloadRecord) => DownloadRecord): Promise<DownloadRecord | undefined> {
    const record = this.downloads.get(id);
    if (!record) return undefined;
    const next = change(structuredClone(record));
    this.downloads.set(id, structuredClone(next));
    return next;
  }

  async commitSegment(id: string, index: number, bytes: ArrayBuffer): Promise<void> {
    const record = this.downloads.get(id);
    if (!record) return;
    const { quotaBytes } = this.options;
    if (quotaBytes !== undefined && this.storedBytes() + bytes.byteLength > quotaBytes) throw new NoSpaceError();
    this.segments.set(slot(id, index), bytes.slice(0));
    this.downloads.set(id, withSegment(record, index, bytes.byteLength));
  }

  async segment(id: string, index: number): Promise<ArrayBuffer | undefined> {
    return this.segments.get(slot(id, index))?.slice(0);
  }

  async commitKey(id: string, index: number, key: WrappedKey): Promise<void> {
    const record = this.downloads.get(id);
    if (!record) return;
    this.keys.set(slot(id, index), structuredClone(key));
    this.downloads.set(id, withKey(record, index));
  }

  async key(id: string, index: number): Promise<WrappedKey | undefined> {
    const key = this.keys.get(slot(id, index));
    return key && structuredClone(key);
  }

  async remove(id: string): Promise<void> {
    this.downloads.delete(id);
    for (const map of [this.segments, this.keys]) {
      for (const name of map.keys()) if (name.startsWith(prefix(id))) map.delete(name);
    }
  }

  async removeAll(): Promise<void> {
    this.downloads.clear();
    this.segments.clear();
    this.keys.clear();
  }

  async deviceKey(): Promise<CryptoKey | undefined> {
    return this.device;
  }

  async putDeviceKey(key: CryptoKey): Promise<void> {
    this.device = key;
  }
}
