import { api, zhCN } from '@nocturne/core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { paths } from '../routes/paths.ts';
import { aMember, aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { localLists, syncLocalLists } from './localLists.ts';
import { syncMemberFromStorage } from './member.ts';
import { registerNavigate } from './navigation.ts';
import { installRuntime } from './runtime.ts';
import { visibleToasts } from './toasts.ts';
import { buyEpisode, openVideo, PLAYLIST_URL_TRUST_MS, saveProgress, toggleFavourite, toggleLike, videoState } from './video.ts';

const detail = (url: string) => ({
  videoInfo: { ...aVideo(1), progress: 0 },
  recommend: [aVideo(2)],
  srcList: [{ channel: '线路一', urlList: [{ id: 11, url, name: '第1集' }] }],
  danmuList: [],
});

let fake: ReturnType<typeof fakeRuntime>;
const navigate = vi.fn();

beforeEach(async () => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  registerNavigate(navigate);
  navigate.mockReset();
  fake.runtime.stores.session.save(aMember({ memberCion: 5 }), 't-1');
  syncMemberFromStorage();
  syncLocalLists();
  fake.server.on(api.videoDetail, ok(detail('http://media.test/media/play/1/2/s/11.m3u8')));
  fake.server.on(api.lookOk, ok(false));
  fake.server.on(api.like, ok(null));
  fake.server.on(api.playback, ok(null));
  fake.server.on(api.memberByCode, ok(aMember({ memberCion: 3 })));
  await openVideo(1);
});

describe('the video page', () => {
  test('opening a video asks whether the episode may be watched and records it in the history', () => {
    expect(fake.server.received.get(api.lookOk.path)).toEqual([{ cartoonCode: 1, moviesInfoId: 11 }]);
    expect(videoState.allowed).toBe(false);
    expect(localLists.history.map((video) => video.cartoonCode)).toEqual([1]);
  });

  test('buying the episode shows the server message, asks entitlement again and rebuilds the player, without the detail again', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    const key = videoState.playerKey;
    videoState.paywallOpen = true;
    await buyEpisode();
    expect(fake.server.received.get(api.buy.path)).toEqual([{ cartoonCode: 1, moviesInfoId: 11, type: 0 }]);
    expect(visibleToasts()).toContain('购买成功，请尽情观看');
    expect(videoState.allowed).toBe(true);
    expect(videoState.paywallOpen).toBe(false);
    expect(videoState.playerKey).toBe(key + 1);
    // The player fetches the same signed playlist again; the server now answers it in full.
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(1);
    expect(fake.server.received.get(api.lookOk.path)).toHaveLength(2);
  });

  test('buying long after the page opened also fetches new playlist URLs', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    fake.server.on(api.videoDetail, ok(detail('http://media.test/media/play/1/9/s/11.m3u8')));
    videoState.loadedAt -= PLAYLIST_URL_TRUST_MS;
    await buyEpisode();
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(2);
    expect(videoState.detail?.srcList[0]?.urlList[0]?.url).toBe('http://media.test/media/play/1/9/s/11.m3u8');
  });

  test('a second buy while the first is on its way sends nothing (a double tap in the paywall)', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    await Promise.all([buyEpisode(), buyEpisode()]);
    expect(fake.server.received.get(api.buy.path)).toHaveLength(1);
  });

  test('a failed buy sends the member to top up', async () => {
    fake.server.on(api.buy, { code: 400, msg: '金币不足，请先充值', data: null });
    await buyEpisode();
    expect(navigate).toHaveBeenCalledWith(paths.pay, undefined);
    expect(videoState.allowed).toBe(false);
  });

  test('favourite: adding saves locally and tells the server; removing only changes local storage', () => {
    toggleFavourite();
    expect(localLists.favourites.map((video) => video.cartoonCode)).toEqual([1]);
    expect(visibleToasts()).toContain(zhCN.video.favouriteSucceeded);
    expect(fake.server.received.get(api.like.path)).toHaveLength(1);
    toggleFavourite();
    expect(localLists.favourites).toEqual([]);
    expect(visibleToasts()).toContain(zhCN.video.favouriteCancelled);
    expect(fake.server.received.get(api.like.path)).toHaveLength(1);
  });

  test('like: the first press likes and tells the server with collectType 1; the second only unlikes locally', async () => {
    toggleLike();
    await vi.waitFor(() => expect(fake.server.received.get(api.like.path)).toHaveLength(1));
    expect(fake.server.received.get(api.like.path)?.[0]).toMatchObject({ collectCode: 1, collectType: 1, type: 2 });
    expect(localLists.likes).toEqual([1]);
    toggleLike();
    expect(localLists.likes).toEqual([]);
    expect(fake.server.received.get(api.like.path)).toHaveLength(1);
  });

  test('leaving saves the position locally and on the server (type 3)', async () => {
    saveProgress(42.7);
    expect(fake.runtime.stores.playbackProgress.positionOf(1)).toBe(42);
    await vi.waitFor(() => expect(fake.server.received.get(api.playback.path)).toHaveLength(1));
    expect(fake.server.received.get(api.playback.path)?.[0]).toMatchObject({ collectDuration: 42, collectType: 2, type: 3 });
  });
});
