/**
 * The hls.js loader of 离线缓存 (config.loader: hls.js loads playlists, fragments and keys
 * through it): it serves `offline:` URLs from the device and never touches the network. The
 * playlist is the stored one at `offline:` URLs, a fragment is the ciphertext as served
 * (hls.js decrypts it), and a key is unwrapped by the device key only while the licence
 * holds. Stats are shaped as hls.js's own loaders fill them (LoadStats).
 */
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { openDeviceKey, type DeviceCrypto, type DeviceKey } from './deviceKey.ts';
import { licenceHolds } from './licence.ts';
import type { DownloadRecord, OfflineStore } from './offlineStore.ts';
import { parseOfflineUrl, writeOfflinePlaylist, type OfflineResource } from './renditionPlaylist.ts';

/**
 * Why the offline loader refused, as the error's `text` (hls.js passes it on in ErrorData's
 * `response.text`): not an `offline:` URL; not stored (removed, or not complete); the licence
 * has ended; the key does not open with this device's key.
 */
export type OfflineLoadRefusal = 'notOffline' | 'notStored' | 'licenceExpired' | 'keyUnreadable';

/** 4xx codes: hls.js retries none of them, and a local read would answer the same again. */
const REFUSAL_STATUS: Record<OfflineLoadRefusal, number> = { notOffline: 400, notStored: 404, licenceExpired: 403, keyUnreadable: 403 };

class OfflineRefusal extends Error {
  constructor(readonly refusal: OfflineLoadRefusal) {
    super(refusal);
  }
}

/** The offline loader's refusal in an hls.js error (ErrorData), or null for any other error. */
export function offlineRefusalOf(data: { response?: { text?: string } }): OfflineLoadRefusal | null {
  const text = data.response?.text;
  return text !== undefined && text in REFUSAL_STATUS ? (text as OfflineLoadRefusal) : null;
}

export interface OfflineLoaderDeps {
  store: OfflineStore;
  crypto: DeviceCrypto;
  /** Unix ms: whether the licence holds. */
  now: () => number;
  /** A monotonic clock in ms for the stats; defaults to performance.now, as hls.js's loaders use. */
  timing?: () => number;
}

const newStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** An hls.js loader class over the store: `new Hls({ ...config, loader: createOfflineLoader(deps) })`. */
export function createOfflineLoader(deps: OfflineLoaderDeps): HlsConfig['loader'] {
  const timing = deps.timing ?? (() => performance.now());
  let deviceKey: Promise<DeviceKey> | null = null;

  async function storedRecord(licenceId: string): Promise<DownloadRecord> {
    const record = await deps.store.record(licenceId);
    if (!record) throw new OfflineRefusal('notStored');
    return record;
  }

  function holding(record: DownloadRecord): void {
    if (!licenceHolds(record.licence, deps.now())) throw new OfflineRefusal('licenceExpired');
  }

  async function read(resource: OfflineResource): Promise<string | ArrayBuffer> {
    const record = await storedRecord(resource.licenceId);
    if (resource.kind === 'playlist') {
      // Refused early, before a fragment: the player says why at once instead of failing at the first key.
      holding(record);
      if (record.state !== 'done' || !record.playlist) throw new OfflineRefusal('notStored');
      return writeOfflinePlaylist(record.playlist, record.id);
    }
    if (resource.kind === 'seg') {
      const bytes = await deps.store.segment(record.id, resource.index);
      if (!bytes) throw new OfflineRefusal('notStored');
      return bytes;
    }
    holding(record);
    const wrapped = await deps.store.key(record.id, resource.index);
    if (!wrapped) throw new OfflineRefusal('notStored');
    deviceKey ??= openDeviceKey(deps.store, deps.crypto);
    try {
      return await (await deviceKey).unwrap(wrapped);
    } catch {
      throw new OfflineRefusal('keyUnreadable');
    }
  }

  return class OfflineLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = newStats();
    private callbacks: LoaderCallbacks<LoaderContext> | null = null;

    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      if (this.stats.loading.start) throw new Error('Loader can only be used once.');
      this.stats.loading.start = timing();
      this.context = context;
      this.callbacks = callbacks;
      const resource = parseOfflineUrl(context.url);
      const reading = resource ? read(resource) : Promise.reject(new OfflineRefusal('notOffline'));
      reading.then(
        (data) => this.succeed(context, data),
        (error: unknown) => this.fail(context, error),
      );
    }

    abort(): void {
      const { callbacks, context, stats } = this;
      // A load that has answered, or was never made, has nothing to abort.
      if (!callbacks || !context || stats.loading.end) return;
      stats.aborted = true;
      this.callbacks = null;
      callbacks.onAbort?.(stats, context, null);
    }

    destroy(): void {
      this.callbacks = null;
      this.context = null;
    }

    private succeed(context: LoaderContext, data: string | ArrayBuffer): void {
      const { callbacks, stats } = this;
      if (!callbacks) return;
      this.callbacks = null;
      stats.loading.first = stats.loading.end = Math.max(timing(), stats.loading.start);
      stats.loaded = stats.total = typeof data === 'string' ? data.length : data.byteLength;
      callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
    }

    private fail(context: LoaderContext, error: unknown): void {
      const { callbacks, stats } = this;
      if (!callbacks) return;
      this.callbacks = null;
      stats.loading.end = Math.max(timing(), stats.loading.start);
      // A store that fails to read (IndexedDB gone) reads as not stored: nothing here can be retried.
      const refusal = error instanceof OfflineRefusal ? error.refusal : 'notStored';
      callbacks.onError({ code: REFUSAL_STATUS[refusal], text: refusal }, context, null, stats);
    }
  };
}
