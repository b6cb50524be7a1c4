/**
 * 离线缓存's effects in the browser: the IndexedDB store, the download manager and the
 * offline loader over them, built once, on first use. A module of its own, loaded by
 * dynamic import, so the pages that never download carry none of it (and no IndexedDB is
 * opened for them).
 */
import { createOfflineLoader, DownloadManager, IndexedDbOfflineStore } from '@nocturne/core';

export interface OfflineRuntime {
  manager: DownloadManager;
  /** hls.js's loader for a downloaded episode (offlinePlaylistUrl): reads the device only. */
  loader: ReturnType<typeof createOfflineLoader>;
  /** navigator.storage.estimate, zeros where the browser has none. */
  estimate(): Promise<{ usage: number; quota: number }>;
}

export function openOfflineRuntime(): OfflineRuntime {
  const store = new IndexedDbOfflineStore();
  const estimate = async () => {
    const answer = await navigator.storage?.estimate?.();
    return { usage: answer?.usage ?? 0, quota: answer?.quota ?? 0 };
  };
  const manager = new DownloadManager({
    store,
    fetch: (url, init) => window.fetch(url, init),
    now: () => Date.now(),
    crypto: window.crypto,
    estimate,
    persist: async () => (await navigator.storage?.persist?.()) ?? false,
  });
  const loader = createOfflineLoader({ store, crypto: window.crypto, now: () => Date.now() });
  return { manager, loader, estimate };
}
