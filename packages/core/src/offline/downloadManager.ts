/**
 * 离线缓存's downloads: one episode at a time, SEGMENT_PARALLELISM segments at once, each
 * segment streamed from the network into the store as served (AES-128 ciphertext) and counted
 * only once its bytes are stored, the episode's window keys wrapped by the device key. The
 * shape of shaka-player's offline storage: a download is incomplete until every segment and
 * key is in; a resume fetches only what is missing. Effects are injected (store, fetch, clock,
 * WebCrypto, navigator.storage), and the screens read one immutable snapshot.
 */
import { openDeviceKey, type DeviceCrypto, type DeviceKey } from './deviceKey.ts';
import type { DownloadView } from './downloadStatus.ts';
import { runBounded } from './boundedPool.ts';
import { bytesStored, downloadView, fitsQuota, isComplete, missingKeys, missingSegments, type StorageEstimateLike } from './downloadProgress.ts';
import type { OfflineLicence, OfflineLicenceState } from './licence.ts';
import { NoSpaceError } from './noSpaceError.ts';
import { withKey, withSegment, type DownloadMeta, type DownloadRecord, type OfflineStore, type StoredDownloadState } from './offlineStore.ts';
import { parseRenditionPlaylist, renditionKeyUris, type RenditionPlaylist } from './renditionPlaylist.ts';

/** Segments (and keys) fetched at once. */
export const SEGMENT_PARALLELISM = 3;
/** An HLS AES-128 key is 16 bytes; anything else is not a key. */
export const WINDOW_KEY_BYTES = 16;

/** What the manager needs of a fetch answer. */
export interface FetchAnswer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface DownloadManagerDeps {
  store: OfflineStore;
  fetch: (url: string, init: { signal: AbortSignal }) => Promise<FetchAnswer>;
  /** Unix ms. */
  now: () => number;
  crypto: DeviceCrypto;
  /** navigator.storage.estimate. */
  estimate: () => Promise<StorageEstimateLike>;
  /** navigator.storage.persist: asked once, on the first download, so the browser does not evict the copies. */
  persist: () => Promise<boolean>;
}

/** A fetch answered with an HTTP error (a lapsed signature: 403; a missing file: 404). */
export class DownloadFetchError extends Error {
  override readonly name = 'DownloadFetchError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} for ${url}`);
  }
}

interface ActiveDownload {
  id: string;
  controller: AbortController;
  /** Settles once the download has stopped and the next one has been started. */
  finished: Promise<void>;
}

const sameShape = (a: RenditionPlaylist, b: RenditionPlaylist): boolean =>
  a.segments.length === b.segments.length && renditionKeyUris(a).length === renditionKeyUris(b).length;

export class DownloadManager {
  /** The store's records as last written: the manager is their one writer. */
  private readonly records = new Map<string, DownloadRecord>();
  private readonly listeners = new Set<() => void>();
  private queue: string[] = [];
  private active: ActiveDownload | null = null;
  private views: readonly DownloadView[] = Object.freeze([]);
  /** The next licence end among the views: the snapshot is rebuilt once the clock passes it. */
  private nextExpiry = Infinity;
  private persistAsked = false;
  /** Starts still being recorded, by licence id. */
  private readonly starting = new Map<string, Promise<void>>();
  /** Downloads the store had no room to record: shown as noSpace, kept in memory only. */
  private readonly unstored = new Set<string>();
  private deviceKey: Promise<DeviceKey> | null = null;

  constructor(private readonly deps: DownloadManagerDeps) {}

  /** For `useSyncExternalStore`: called after every change of the snapshot. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Every download, newest first; the same array until something changes (or a licence ends). */
  readonly snapshot = (): readonly DownloadView[] => {
    if (this.deps.now() >= this.nextExpiry) this.rebuild();
    return this.views;
  };

  /** On app start: the stored downloads; one that was on its way when the app closed is paused. */
  async restore(): Promise<void> {
    for (const record of await this.deps.store.records()) {
      if (this.isRunning(record.id)) continue;
      this.records.set(record.id, record);
      if (record.state === 'queued' || record.state === 'downloading') await this.setState(record.id, 'paused');
    }
    this.publish();
  }

  /**
   * Queues a download of the licence's rendition. Refused as `noSpace` when the device lacks
   * room for it; an episode already stored or on its way is resumed (with this licence).
   */
  start(licence: OfflineLicence, meta: DownloadMeta): Promise<void> {
    // A second 缓存 while the first is still being recorded (a double tap) joins the first.
    const starting = this.starting.get(licence.id) ?? this.record(licence, meta).finally(() => this.starting.delete(licence.id));
    this.starting.set(licence.id, starting);
    return starting;
  }

  private async record(licence: OfflineLicence, meta: DownloadMeta): Promise<void> {
    if (this.records.has(licence.id)) return this.resume(licence.id, licence);
    if (!this.persistAsked) {
      this.persistAsked = true;
      // Best effort: a browser that says no still stores, it may only evict under pressure.
      await this.deps.persist().catch(() => false);
    }
    const record: DownloadRecord = {
      id: licence.id,
      licence,
      meta,
      state: 'queued',
      addedAt: this.deps.now(),
      playlist: null,
      playlistFrom: null,
      segmentBytes: [],
      keysStored: [],
    };
    record.state = (await this.hasRoomFor(record)) ? 'queued' : 'noSpace';
    if (await this.stored(record)) this.enqueue(record);
  }

  /**
   * Writes a new record. A device too full for even that (browsers refuse IndexedDB writes
   * well before the estimate's quota) still shows the download, stopped as `noSpace` and kept
   * in memory only, so 继续 can try again once there is room. False when it was not stored.
   */
  private async stored(record: DownloadRecord): Promise<boolean> {
    try {
      await this.deps.store.putRecord(record);
      this.unstored.delete(record.id);
      this.records.set(record.id, record);
      return true;
    } catch (error) {
      if (!(error instanceof NoSpaceError)) throw error;
      this.unstored.add(record.id);
      this.records.set(record.id, { ...record, state: 'noSpace' });
      this.publish();
      return false;
    }
  }

  /** Stops a download on its way or in the queue; what is stored stays. */
  async pause(id: string): Promise<void> {
    this.queue = this.queue.filter((queued) => queued !== id);
    await this.stopIfActive(id);
    const state = this.records.get(id)?.state;
    if (state === 'queued' || state === 'downloading') await this.setState(id, 'paused');
  }

  /**
   * Queues again a paused, failed or noSpace download, for what is missing only. `licence`: a
   * renewed one (its playlist's key URLs are signed anew, its end may move).
   */
  async resume(id: string, licence?: OfflineLicence): Promise<void> {
    if (licence && licence.id !== id) throw new Error(`licence ${licence.id} is not download ${id}'s`);
    const kept = this.records.get(id);
    if (kept && this.unstored.has(id)) {
      if (!(await this.stored({ ...kept, ...(licence ? { licence } : {}), state: 'paused' }))) return;
    } else if (licence) await this.change(id, (record) => ({ ...record, licence }));
    const record = this.records.get(id);
    if (!record || record.state === 'done' || this.isRunning(id)) return;
    const next = await this.setState(id, (await this.hasRoomFor(record)) ? 'queued' : 'noSpace');
    if (next) this.enqueue(next);
  }

  /** Deletes a download: its record, segments and keys. */
  async remove(id: string): Promise<void> {
    this.queue = this.queue.filter((queued) => queued !== id);
    await this.stopIfActive(id);
    await this.deps.store.remove(id);
    this.records.delete(id);
    this.unstored.delete(id);
    this.publish();
  }

  /** Deletes every download (sign-out). */
  async removeAll(): Promise<void> {
    this.queue = [];
    if (this.active) await this.stopIfActive(this.active.id);
    await this.deps.store.removeAll();
    this.records.clear();
    this.publish();
  }

  /** offlineCheck's answer: a renewed licence moves its end; a revoked one deletes its download. */
  async applyCheck(states: readonly OfflineLicenceState[]): Promise<void> {
    for (const state of states) {
      if (!this.records.has(state.id)) continue;
      if (state.state === 'revoked') await this.remove(state.id);
      else await this.change(state.id, (record) => ({ ...record, licence: { ...record.licence, expiresAt: state.expiresAt } }));
    }
  }

  /** Resolves once nothing is downloading or queued. */
  async idle(): Promise<void> {
    while (this.active) await this.active.finished;
  }

  private isRunning(id: string): boolean {
    return this.active?.id === id || this.queue.includes(id);
  }

  private async hasRoomFor(record: DownloadRecord): Promise<boolean> {
    const left = Math.max(0, record.licence.estimatedBytes - bytesStored(record));
    return fitsQuota(await this.deps.estimate(), left);
  }

  private enqueue(record: DownloadRecord): void {
    if (record.state === 'queued') this.queue.push(record.id);
    this.publish();
    this.pump();
  }

  private async stopIfActive(id: string): Promise<void> {
    if (this.active?.id !== id) return;
    this.active.controller.abort();
    await this.active.finished;
  }

  /** Starts the next queued download when none is on its way. */
  private pump(): void {
    if (this.active) return;
    const id = this.queue.shift();
    if (id === undefined) return;
    const controller = new AbortController();
    const finished = this.download(id, controller.signal).finally(() => {
      this.active = null;
      this.pump();
    });
    this.active = { id, controller, finished };
  }

  private async download(id: string, signal: AbortSignal): Promise<void> {
    try {
      const started = await this.setState(id, 'downloading');
      if (!started) return;
      const record = await this.readPlaylist(started, signal);
      await this.storeKeys(record, signal);
      await this.storeSegments(record, signal);
      if (signal.aborted) return;
      await this.change(id, (latest) => ({ ...latest, state: isComplete(latest) ? 'done' : 'failed' }));
    } catch (error) {
      // pause() and remove() write their own outcome.
      if (signal.aborted) return;
      const state: StoredDownloadState = error instanceof NoSpaceError ? 'noSpace' : 'failed';
      await this.setState(id, state).catch(() => this.keepInMemory(id, state));
    }
  }

  /** The served playlist, fetched again when the licence's URL changed (its key URLs are signed anew). */
  private async readPlaylist(record: DownloadRecord, signal: AbortSignal): Promise<DownloadRecord> {
    const { playlistUrl } = record.licence;
    if (record.playlist && record.playlistFrom === playlistUrl) return record;
    const playlist = parseRenditionPlaylist(await (await this.fetchOk(playlistUrl, signal)).text(), playlistUrl);
    const updated = await this.change(record.id, (latest) => {
      // The same rendition signed anew keeps what is stored; another shape starts over.
      const keep = latest.playlist !== null && sameShape(latest.playlist, playlist);
      return {
        ...latest,
        playlist,
        playlistFrom: playlistUrl,
        segmentBytes: keep ? latest.segmentBytes : playlist.segments.map(() => null),
        keysStored: keep ? latest.keysStored : renditionKeyUris(playlist).map(() => false),
      };
    });
    if (!updated) throw new Error(`download ${record.id} is gone`);
    return updated;
  }

  private async storeKeys(record: DownloadRecord, signal: AbortSignal): Promise<void> {
    const uris = renditionKeyUris(record.playlist as RenditionPlaylist);
    this.deviceKey ??= openDeviceKey(this.deps.store, this.deps.crypto);
    const deviceKey = await this.deviceKey;
    await runBounded(
      missingKeys(record),
      SEGMENT_PARALLELISM,
      async (index) => {
        const uri = uris[index] as string;
        const bytes = await (await this.fetchOk(uri, signal)).arrayBuffer();
        if (bytes.byteLength !== WINDOW_KEY_BYTES) throw new Error(`a key of ${bytes.byteLength} bytes at ${uri}`);
        const wrapped = await deviceKey.wrap(bytes);
        if (signal.aborted) return;
        await this.deps.store.commitKey(record.id, index, wrapped);
        this.mirror(record.id, (latest) => withKey(latest, index));
      },
      signal,
    );
  }

  /** Each segment goes from the network to the store alone: memory holds SEGMENT_PARALLELISM segments at most. */
  private async storeSegments(record: DownloadRecord, signal: AbortSignal): Promise<void> {
    const segments = (record.playlist as RenditionPlaylist).segments;
    await runBounded(
      missingSegments(record),
      SEGMENT_PARALLELISM,
      async (index) => {
        const bytes = await (await this.fetchOk((segments[index] as { uri: string }).uri, signal)).arrayBuffer();
        if (signal.aborted) return;
        await this.deps.store.commitSegment(record.id, index, bytes);
        this.mirror(record.id, (latest) => withSegment(latest, index, bytes.byteLength));
        this.publish();
      },
      signal,
    );
  }

  private async fetchOk(url: string, signal: AbortSignal): Promise<FetchAnswer> {
    const answer = await this.deps.fetch(url, { signal });
    if (!answer.ok) throw new DownloadFetchError(url, answer.status);
    return answer;
  }

  private setState(id: string, state: StoredDownloadState): Promise<DownloadRecord | undefined> {
    return this.change(id, (record) => ({ ...record, state }));
  }

  /** Changes a record in the store and here, and publishes. */
  private async change(id: string, update: (record: DownloadRecord) => DownloadRecord): Promise<DownloadRecord | undefined> {
    const next = await this.deps.store.updateRecord(id, update);
    if (next) this.records.set(id, next);
    else this.records.delete(id);
    this.publish();
    return next;
  }

  /** What the store already wrote beside a segment or key (commitSegment, commitKey), here too. */
  private mirror(id: string, update: (record: DownloadRecord) => DownloadRecord): void {
    const record = this.records.get(id);
    if (record) this.records.set(id, update(record));
  }

  /** The store refused even the state's write: the screens still learn how the download ended. */
  private keepInMemory(id: string, state: StoredDownloadState): void {
    this.mirror(id, (record) => ({ ...record, state }));
    this.publish();
  }

  private rebuild(): void {
    const now = this.deps.now();
    // Newest first; of two started in the same millisecond, the later one (the map keeps start order).
    const records = [...this.records.values()].reverse().sort((a, b) => b.addedAt - a.addedAt);
    this.views = Object.freeze(records.map((record) => Object.freeze(downloadView(record, now))));
    this.nextExpiry = Math.min(Infinity, ...records.map((record) => record.licence.expiresAt).filter((end) => end > now));
  }

  private publish(): void {
    this.rebuild();
    for (const listener of [...this.listeners]) listener();
  }
}
