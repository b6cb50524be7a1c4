import { describe, expect, it, vi } from 'vitest';
import { openDeviceKey, type DeviceCrypto } from './deviceKey.ts';
import { DownloadManager, SEGMENT_PARALLELISM, type DownloadManagerDeps } from './downloadManager.ts';
import { fitsQuota, QUOTA_SHARE } from './downloadProgress.ts';
import type { OfflineLicence } from './licence.ts';
import { MemoryOfflineStore } from './memoryOfflineStore.ts';
import { NoSpaceError } from './noSpaceError.ts';
import { PLAYLIST_URL, servedEpisode, type ServedEpisode } from './testing/servedEpisode.ts';

const crypto: DeviceCrypto = globalThis.crypto;
const DAY = 86_400_000;
const META = { title: '夜曲', cover: 'https://nocturne.example/c.jpg', episodeName: '第1集' };

function licence(overrides: Partial<OfflineLicence> = {}): OfflineLicence {
  return { id: 'lic-1', vid: 7, episodeId: 42, rendition: '720p', playlistUrl: PLAYLIST_URL, fetchBy: 3_600_000, expiresAt: 7 * DAY, estimatedBytes: 20_000, ...overrides };
}

function setup(episode: ServedEpisode, options: { store?: MemoryOfflineStore; estimate?: DownloadManagerDeps['estimate'] } = {}) {
  const clock = { now: 1_000 };
  const store = options.store ?? new MemoryOfflineStore();
  const persist = vi.fn(async () => true);
  const deps: DownloadManagerDeps = {
    store,
    fetch: (url, init) => episode.fetch(url, init),
    now: () => clock.now,
    crypto,
    estimate: options.estimate ?? (async () => ({ usage: 0, quota: 1e9 })),
    persist,
  };
  return { manager: new DownloadManager(deps), store, clock, persist, deps };
}

/** Waits (on real macrotasks) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

const timesRequested = (episode: ServedEpisode, url: string): number => episode.requests.filter((request) => request === url).length;
const servedTotal = (episode: ServedEpisode): number =>
  Array.from({ length: episode.segmentCount }, (_, index) => episode.segment(index).byteLength).reduce((a, b) => a + b, 0);

describe('DownloadManager', () => {
  it('stores every segment as served and every key wrapped, then counts the download done', async () => {
    const episode = servedEpisode(12);
    const { manager, store } = setup(episode);
    await manager.start(licence(), META);
    await manager.idle();

    const [view] = manager.snapshot();
    expect(view).toMatchObject({ id: 'lic-1', status: 'done', percent: 100, title: '夜曲', bytesDone: servedTotal(episode), bytesTotal: servedTotal(episode) });
    // The ciphertext as served, byte for byte: nothing decrypted before storing.
    for (let index = 0; index < episode.segmentCount; index += 1) {
      expect(new Uint8Array((await store.segment('lic-1', index))!)).toEqual(episode.segment(index));
    }
    const deviceKey = await openDeviceKey(store, crypto);
    for (let window = 0; window < episode.windowCount; window += 1) {
      const wrapped = (await store.key('lic-1', window))!;
      expect(new Uint8Array(wrapped.data)).not.toEqual(episode.key(window));
      expect(new Uint8Array(await deviceKey.unwrap(wrapped))).toEqual(episode.key(window));
    }
  });

  it('counts a segment only once its bytes are stored, and reports progress as it goes', async () => {
    const episode = servedEpisode(12);
    const { manager } = setup(episode);
    const percents: number[] = [];
    manager.subscribe(() => percents.push(manager.snapshot()[0]?.percent ?? -1));
    episode.hold([episode.segmentUrl(11)]);
    await manager.start(licence(), META);
    await until(() => manager.snapshot()[0]?.bytesDone === servedTotal(episode) - episode.segment(11).byteLength);

    const [view] = manager.snapshot();
    expect(view?.status).toBe('downloading');
    expect(view?.percent).toBeLessThan(100);
    episode.release();
    await manager.idle();
    expect(manager.snapshot()[0]?.status).toBe('done');
    expect(percents.at(-1)).toBe(100);
    expect(percents.filter((percent) => percent > 0 && percent < 100).length).toBeGreaterThan(5);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it(`fetches ${SEGMENT_PARALLELISM} segments at once, never more`, async () => {
    const episode = servedEpisode(12);
    const { manager } = setup(episode);
    const segmentUrls = Array.from({ length: 12 }, (_, index) => episode.segmentUrl(index));
    episode.hold(segmentUrls);
    await manager.start(licence(), META);
    await until(() => episode.requests.filter((url) => segmentUrls.includes(url)).length === SEGMENT_PARALLELISM);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(episode.requests.filter((url) => segmentUrls.includes(url))).toHaveLength(SEGMENT_PARALLELISM);
    episode.release();
    await manager.pause('lic-1');
  });

  it('pauses, and resumes with the missing segments only', async () => {
    const episode = servedEpisode(12);
    const { manager } = setup(episode);
    episode.hold(Array.from({ length: 6 }, (_, offset) => episode.segmentUrl(6 + offset)));
    await manager.start(licence(), META);
    await until(() => episode.requests.includes(episode.segmentUrl(8)));
    await manager.pause('lic-1');
    expect(manager.snapshot()[0]?.status).toBe('paused');
    const storedBeforePause = manager.snapshot()[0]?.bytesDone;

    episode.release();
    await manager.resume('lic-1');
    await manager.idle();
    expect(manager.snapshot()[0]?.status).toBe('done');
    expect(storedBeforePause).toBeGreaterThan(0);
    for (let index = 0; index < 6; index += 1) expect(timesRequested(episode, episode.segmentUrl(index))).toBe(1);
    // 6, 7 and 8 were on their way when paused: asked again; 9..11 once.
    for (let index = 9; index < 12; index += 1) expect(timesRequested(episode, episode.segmentUrl(index))).toBe(1);
    expect(timesRequested(episode, PLAYLIST_URL)).toBe(1);
    expect(episode.requests.filter((url) => url.endsWith('.key'))).toHaveLength(episode.windowCount);
  });

  it('restores a download the app closed mid-way as paused, and resumes it from what is stored', async () => {
    const episode = servedEpisode(12);
    const first = setup(episode);
    episode.hold([episode.segmentUrl(10), episode.segmentUrl(11)]);
    await first.manager.start(licence(), META);
    await until(() => (first.manager.snapshot()[0]?.bytesDone ?? 0) > 0 && episode.requests.includes(episode.segmentUrl(11)));
    await until(() => first.store.storedBytes() === servedTotal(episode) - episode.segment(10).byteLength - episode.segment(11).byteLength);

    // The app closes (the held requests never answer) and opens again over the same store.
    const second = setup(episode, { store: first.store });
    await second.manager.restore();
    expect(second.manager.snapshot()[0]).toMatchObject({ status: 'paused', title: '夜曲' });
    episode.hold([]);
    const before = episode.requests.length;
    await second.manager.resume('lic-1');
    await second.manager.idle();
    expect(second.manager.snapshot()[0]?.status).toBe('done');
    expect(episode.requests.slice(before).sort()).toEqual([episode.segmentUrl(10), episode.segmentUrl(11)]);
  });

  it(`refuses a download that takes usage past ${QUOTA_SHARE * 100} % of the quota`, async () => {
    expect(fitsQuota({ usage: 50, quota: 1000 }, 900)).toBe(true);
    expect(fitsQuota({ usage: 50, quota: 1000 }, 901)).toBe(false);
    expect(fitsQuota({}, 1e15)).toBe(true);

    const episode = servedEpisode(12);
    const { manager } = setup(episode, { estimate: async () => ({ usage: 50, quota: 1000 }) });
    await manager.start(licence({ estimatedBytes: 901 }), META);
    expect(manager.snapshot()[0]?.status).toBe('noSpace');
    await manager.idle();
    expect(episode.requests).toEqual([]);

    await manager.start(licence({ id: 'lic-2', estimatedBytes: 900 }), META);
    expect(manager.snapshot().find((view) => view.id === 'lic-2')?.status).not.toBe('noSpace');
    await manager.idle();
  });

  it('pauses as noSpace when the store fills mid-way, and never counts the download complete', async () => {
    const episode = servedEpisode(12, 1000);
    const store = new MemoryOfflineStore({ quotaBytes: 4500 });
    const { manager } = setup(episode, { store });
    await manager.start(licence(), META);
    await manager.idle();

    const [view] = manager.snapshot();
    expect(view?.status).toBe('noSpace');
    expect(view?.bytesDone).toBe(store.storedBytes());
    expect(view?.percent).toBeLessThan(100);
    const record = await store.record('lic-1');
    expect(record?.state).toBe('noSpace');
    expect(record?.segmentBytes.filter((bytes) => bytes === null).length).toBeGreaterThan(0);
  });

  it('a device too full to record the download still shows it as noSpace, and 继续 starts it once there is room', async () => {
    const episode = servedEpisode(4);
    const store = new MemoryOfflineStore();
    const { manager } = setup(episode, { store });
    const putRecord = vi.spyOn(store, 'putRecord').mockRejectedValueOnce(new NoSpaceError());
    await manager.start(licence(), META);
    expect(manager.snapshot()).toMatchObject([{ id: 'lic-1', status: 'noSpace', bytesDone: 0 }]);
    expect(await store.records()).toEqual([]);
    expect(episode.requests).toEqual([]);

    // 继续 asks for the licence again first, as the app does.
    await manager.resume('lic-1', licence({ expiresAt: 8 * DAY }));
    await manager.idle();
    expect(putRecord).toHaveBeenCalledTimes(2);
    expect(manager.snapshot()[0]?.expiresAt).toBe(8 * DAY);
    expect(manager.snapshot()[0]?.status).toBe('done');
    expect((await store.record('lic-1'))?.state).toBe('done');
  });

  it('a double tap (two starts at once) records the download once and fetches each segment once', async () => {
    const episode = servedEpisode(6);
    const { manager, store } = setup(episode);
    // A second record written over the first could wipe flags the first download had set.
    const putRecord = vi.spyOn(store, 'putRecord');
    await Promise.all([manager.start(licence(), META), manager.start(licence(), META)]);
    expect(putRecord).toHaveBeenCalledTimes(1);
    await manager.idle();
    expect(manager.snapshot()).toMatchObject([{ id: 'lic-1', status: 'done' }]);
    for (let index = 0; index < episode.segmentCount; index += 1) expect(timesRequested(episode, episode.segmentUrl(index))).toBe(1);
  });

  it('fails on a lost network, and a retry fetches what is missing', async () => {
    const episode = servedEpisode(12);
    const { manager } = setup(episode);
    episode.failing.add(episode.segmentUrl(7));
    await manager.start(licence(), META);
    await manager.idle();
    expect(manager.snapshot()[0]?.status).toBe('failed');

    episode.failing.clear();
    await manager.resume('lic-1');
    await manager.idle();
    expect(manager.snapshot()[0]?.status).toBe('done');
    expect(timesRequested(episode, episode.segmentUrl(0))).toBe(1);
  });

  it('shows a stored download expired once its licence ends, by the clock alone', async () => {
    const episode = servedEpisode(3);
    const { manager, clock } = setup(episode);
    await manager.start(licence({ expiresAt: 5_000 }), META);
    await manager.idle();
    clock.now = 4_999;
    expect(manager.snapshot()[0]?.status).toBe('done');
    clock.now = 5_000;
    expect(manager.snapshot()[0]?.status).toBe('expired');
  });

  it('applies the licence check: a renewed end moves, a revoked download is deleted with its bytes', async () => {
    const episode = servedEpisode(3);
    const { manager, store, clock } = setup(episode);
    await manager.start(licence({ id: 'kept', expiresAt: 5_000 }), META);
    await manager.start(licence({ id: 'revoked' }), META);
    await manager.idle();

    await manager.applyCheck([
      { id: 'kept', state: 'valid', expiresAt: 9 * DAY },
      { id: 'revoked', state: 'revoked', reason: 'refunded' },
      { id: 'unknown', state: 'revoked', reason: 'revoked' },
    ]);
    clock.now = 6_000;
    expect(manager.snapshot().map((view) => [view.id, view.status, view.expiresAt])).toEqual([['kept', 'done', 9 * DAY]]);
    expect(await store.record('revoked')).toBeUndefined();
    expect(await store.segment('revoked', 0)).toBeUndefined();
    expect(await store.key('revoked', 0)).toBeUndefined();
  });

  it('removes everything on sign-out, the download on its way included', async () => {
    const episode = servedEpisode(12);
    const { manager, store } = setup(episode);
    await manager.start(licence({ id: 'a' }), META);
    await manager.idle();
    episode.hold([episode.segmentUrl(5)]);
    await manager.start(licence({ id: 'b' }), META);
    await until(() => episode.requests.filter((url) => url === episode.segmentUrl(5)).length === 2);

    await manager.removeAll();
    expect(manager.snapshot()).toEqual([]);
    expect(await store.records()).toEqual([]);
    expect(store.storedBytes()).toBe(0);
  });

  it('asks for persistent storage once, on the first download', async () => {
    const episode = servedEpisode(2);
    const { manager, persist } = setup(episode);
    await manager.start(licence({ id: 'a' }), META);
    await manager.start(licence({ id: 'b' }), META);
    await manager.idle();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('downloads one episode at a time, in the order asked', async () => {
    const episode = servedEpisode(3);
    const { manager } = setup(episode);
    episode.hold([episode.segmentUrl(2)]);
    await manager.start(licence({ id: 'a' }), META);
    await manager.start(licence({ id: 'b' }), META);
    await until(() => episode.requests.includes(episode.segmentUrl(2)));
    expect(manager.snapshot().map((view) => [view.id, view.status])).toEqual([['b', 'queued'], ['a', 'downloading']]);
    episode.release();
    await manager.idle();
    expect(manager.snapshot().map((view) => view.status)).toEqual(['done', 'done']);
  });
});
