import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { describe, expect, it } from 'vitest';
import type { DeviceCrypto } from './deviceKey.ts';
import { DownloadManager } from './downloadManager.ts';
import type { OfflineLicence } from './licence.ts';
import { MemoryOfflineStore } from './memoryOfflineStore.ts';
import { createOfflineLoader, offlineRefusalOf } from './offlineLoader.ts';
import { offlineKeyUrl, offlinePlaylistUrl, offlineSegmentUrl, parseRenditionPlaylist } from './renditionPlaylist.ts';
import { PLAYLIST_URL, servedEpisode } from './testing/servedEpisode.ts';

const crypto: DeviceCrypto = globalThis.crypto;
const EXPIRES_AT = 50_000;
const LICENCE: OfflineLicence = {
  id: 'lic-1', vid: 7, episodeId: 42, rendition: '720p', playlistUrl: PLAYLIST_URL, fetchBy: 40_000, expiresAt: EXPIRES_AT, estimatedBytes: 20_000,
};

async function downloaded(segmentCount = 7) {
  const episode = servedEpisode(segmentCount);
  const store = new MemoryOfflineStore();
  const clock = { now: 1_000 };
  const manager = new DownloadManager({
    store, fetch: episode.fetch, now: () => clock.now, crypto, estimate: async () => ({}), persist: async () => true,
  });
  await manager.start(LICENCE, { title: '夜曲', cover: '', episodeName: '第1集' });
  await manager.idle();
  const Loader = createOfflineLoader({ store, crypto, now: () => clock.now });
  return { episode, store, clock, Loader };
}

type Outcome = { data: string | ArrayBuffer; stats: LoaderStats } | { error: { code: number; text: string } };

function load(Loader: HlsConfig['loader'], url: string, type: string, responseType = 'arraybuffer'): Promise<Outcome> {
  const loader = new Loader({} as HlsConfig);
  return new Promise((resolve) => {
    const callbacks: LoaderCallbacks<LoaderContext> = {
      onSuccess: (response, stats) => resolve({ data: response.data as string | ArrayBuffer, stats }),
      onError: (error) => resolve({ error }),
      onTimeout: () => resolve({ error: { code: 0, text: 'timeout' } }),
    };
    loader.load({ url, type, responseType } as LoaderContext, {} as LoaderConfiguration, callbacks);
  });
}

const bytesOf = (outcome: Outcome): Uint8Array => ('data' in outcome ? new Uint8Array(outcome.data as ArrayBuffer) : new Uint8Array());

describe('createOfflineLoader', () => {
  it('serves the stored playlist at offline: URLs, with the served segments and keys behind them', async () => {
    const { episode, Loader } = await downloaded();
    const outcome = await load(Loader, offlinePlaylistUrl('lic-1'), 'manifest', 'text');
    if (!('data' in outcome)) throw new Error(outcome.error.text);
    const playlist = parseRenditionPlaylist(outcome.data as string, offlinePlaylistUrl('lic-1'));
    expect(playlist.segments.map((segment) => segment.uri)).toEqual(Array.from({ length: 7 }, (_, index) => offlineSegmentUrl('lic-1', index)));
    expect(outcome.stats.loaded).toBe((outcome.data as string).length);
    expect(outcome.stats.loading.end).toBeGreaterThanOrEqual(outcome.stats.loading.start);

    const fragment = await load(Loader, offlineSegmentUrl('lic-1', 3), 'media-fragment');
    expect(bytesOf(fragment)).toEqual(episode.segment(3));
    const key = await load(Loader, offlineKeyUrl('lic-1', 1), 'key');
    expect(bytesOf(key)).toEqual(episode.key(1));
  });

  it('refuses a key once the licence has ended, and still has the fragment', async () => {
    const { clock, episode, Loader } = await downloaded();
    clock.now = EXPIRES_AT;
    const key = await load(Loader, offlineKeyUrl('lic-1', 0), 'key');
    expect(key).toEqual({ error: { code: 403, text: 'licenceExpired' } });
    // As hls.js hands it on: ErrorData.response carries the loader's text.
    expect(offlineRefusalOf({ response: 'error' in key ? key.error : {} })).toBe('licenceExpired');
    expect(await load(Loader, offlinePlaylistUrl('lic-1'), 'manifest', 'text')).toEqual({ error: { code: 403, text: 'licenceExpired' } });
    expect(bytesOf(await load(Loader, offlineSegmentUrl('lic-1', 0), 'media-fragment'))).toEqual(episode.segment(0));
  });

  it('never goes to the network, and says what is not stored', async () => {
    const { episode, Loader } = await downloaded();
    const before = episode.requests.length;
    expect(await load(Loader, PLAYLIST_URL, 'manifest', 'text')).toEqual({ error: { code: 400, text: 'notOffline' } });
    expect(await load(Loader, episode.segmentUrl(0), 'media-fragment')).toEqual({ error: { code: 400, text: 'notOffline' } });
    expect(await load(Loader, offlineSegmentUrl('lic-1', 99), 'media-fragment')).toEqual({ error: { code: 404, text: 'notStored' } });
    expect(await load(Loader, offlineKeyUrl('other', 0), 'key')).toEqual({ error: { code: 404, text: 'notStored' } });
    expect(episode.requests.length).toBe(before);
    expect(offlineRefusalOf({ response: { text: 'Not Found' } })).toBeNull();
  });

  it('refuses the playlist of a download that is not complete', async () => {
    const { store, Loader } = await downloaded();
    await store.updateRecord('lic-1', (record) => ({ ...record, state: 'paused' }));
    expect(await load(Loader, offlinePlaylistUrl('lic-1'), 'manifest', 'text')).toEqual({ error: { code: 404, text: 'notStored' } });
  });

  it('calls nothing back after abort or destroy', async () => {
    const { Loader } = await downloaded();
    const calls: string[] = [];
    const callbacks: LoaderCallbacks<LoaderContext> = {
      onSuccess: () => calls.push('success'),
      onError: () => calls.push('error'),
      onTimeout: () => calls.push('timeout'),
      onAbort: (stats) => calls.push(`abort ${stats.aborted}`),
    };
    const aborted = new Loader({} as HlsConfig);
    aborted.load({ url: offlineSegmentUrl('lic-1', 0), type: 'media-fragment', responseType: 'arraybuffer' } as LoaderContext, {} as LoaderConfiguration, callbacks);
    aborted.abort();
    const destroyed = new Loader({} as HlsConfig);
    destroyed.load({ url: offlineSegmentUrl('lic-1', 1), type: 'media-fragment', responseType: 'arraybuffer' } as LoaderContext, {} as LoaderConfiguration, callbacks);
    destroyed.destroy();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual(['abort true']);
  });
});
