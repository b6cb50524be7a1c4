import { createOfflineLoader, DownloadManager, MemoryOfflineStore } from '@nocturne/core';
import { servedEpisode, type ServedEpisode } from '@nocturne/core/testing';
import type { OfflineRuntime } from './offlineRuntime.ts';

/** An offline runtime over the memory store, downloading `episode` (core's served episode). */
export function memoryOfflineRuntime(episode: ServedEpisode = servedEpisode(6)): OfflineRuntime & { store: MemoryOfflineStore; episode: ServedEpisode } {
  const store = new MemoryOfflineStore();
  const estimate = async () => ({ usage: 1_000, quota: 1e9 });
  const manager = new DownloadManager({
    store,
    fetch: (url, init) => episode.fetch(url, init),
    now: () => Date.now(),
    crypto: globalThis.crypto,
    estimate,
    persist: async () => true,
  });
  const loader = createOfflineLoader({ store, crypto: globalThis.crypto, now: () => Date.now() });
  return { manager, loader, estimate, store, episode };
}
