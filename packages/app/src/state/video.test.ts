import { api, zhCNPurchase, zhCNVideo } from '@nocturne/core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { paths } from '../routes/paths.ts';
import { aConfig, aMember, aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { localLists, syncLocalLists } from './localLists.ts';
import { syncMemberFromStorage } from './member.ts';
import { registerNavigate } from './navigation.ts';
import { installRuntime } from './runtime.ts';
import { visibleToasts } from './toasts.ts';
import { coinsShortState, goToTopUp, returnAfterTopUp } from './topUpReturn.ts';
import { toggleFavourite, toggleLike } from './reactions.ts';
import { nextEpisodeOf, openVideo } from './viewing/opening.ts';
import { saveProgress } from './viewing/progress.ts';
import { buyEpisode, PLAYLIST_URL_TRUST_MS } from './viewing/purchase.ts';
import { viewingSession } from './viewing/session.ts';
import { resumePosition } from './viewing/start.ts';
import { configState } from './config.ts';

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
  coinsShortState.open = false;
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
    expect(viewingSession.allowed).toBe(false);
    expect(localLists.history.map((video) => video.cartoonCode)).toEqual([1]);
  });

  test('buying the episode shows the server message, asks entitlement again and has the stream fetched again, without the detail again', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    const key = viewingSession.streamKey;
    viewingSession.paywallOpen = true;
    await buyEpisode();
    expect(fake.server.received.get(api.buy.path)).toEqual([{ cartoonCode: 1, moviesInfoId: 11, type: 0 }]);
    expect(visibleToasts()).toContain('购买成功，请尽情观看');
    expect(viewingSession.allowed).toBe(true);
    expect(viewingSession.paywallOpen).toBe(false);
    expect(viewingSession.streamKey).toBe(key + 1);
    // The player fetches the same signed playlist again; the server now answers it in full.
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(1);
    expect(fake.server.received.get(api.lookOk.path)).toHaveLength(2);
  });

  test('buying long after the page opened also fetches new playlist URLs', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    fake.server.on(api.videoDetail, ok(detail('http://media.test/media/play/1/9/s/11.m3u8')));
    viewingSession.loadedAt -= PLAYLIST_URL_TRUST_MS;
    await buyEpisode();
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(2);
    expect(viewingSession.detail?.srcList[0]?.urlList[0]?.url).toBe('http://media.test/media/play/1/9/s/11.m3u8');
  });

  test('a second buy while the first is on its way sends nothing (a double tap in the paywall)', async () => {
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    await Promise.all([buyEpisode(), buyEpisode()]);
    expect(fake.server.received.get(api.buy.path)).toHaveLength(1);
  });

  test('with too few coins nothing is sent and nothing jumps: the coins-short sheet opens', async () => {
    fake.runtime.stores.session.saveMember(aMember({ memberCion: 1 }));
    syncMemberFromStorage();
    viewingSession.paywallOpen = true;
    await buyEpisode();
    expect(fake.server.received.get(api.buy.path)).toBeUndefined();
    expect(coinsShortState.open).toBe(true);
    expect(viewingSession.paywallOpen).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a refusal for too few coins (a stale balance) fetches the member and opens the sheet, without a jump', async () => {
    fake.server.on(api.buy, { code: 1, msg: zhCNPurchase.insufficientCoins, data: null });
    await buyEpisode();
    expect(coinsShortState.open).toBe(true);
    expect(fake.server.received.get(api.memberByCode.path)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(viewingSession.allowed).toBe(false);
  });

  test('any other failed buy says so and stays on the video', async () => {
    fake.server.on(api.buy, { code: 404, msg: '剧集不存在', data: null });
    await buyEpisode();
    expect(visibleToasts()).toContain('剧集不存在');
    expect(coinsShortState.open).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('去充值 remembers the episode; after a paid top-up the member is back on the same episode', async () => {
    const twoEpisodes = {
      ...detail('http://media.test/a.m3u8'),
      srcList: [
        { channel: '线路一', urlList: [{ id: 11, url: 'http://media.test/11.m3u8', name: '第1集' }] },
        { channel: '线路二', urlList: [{ id: 21, url: 'http://media.test/21.m3u8', name: '第1集' }, { id: 22, url: 'http://media.test/22.m3u8', name: '第2集' }] },
      ],
    };
    fake.server.on(api.videoDetail, ok(twoEpisodes));
    goToTopUp({ code: 1, episodeId: 22 });
    expect(navigate).toHaveBeenLastCalledWith(paths.pay, undefined);
    expect(coinsShortState.open).toBe(false);
    expect(returnAfterTopUp()).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/videoinfo?id=1', { replace: true });
    await openVideo(1);
    expect({ channel: viewingSession.channel, episode: viewingSession.episode }).toEqual({ channel: 1, episode: 1 });
    // Taken once: the next visit opens on the first episode, and another top-up goes nowhere.
    await openVideo(1);
    expect({ channel: viewingSession.channel, episode: viewingSession.episode }).toEqual({ channel: 0, episode: 0 });
    expect(returnAfterTopUp()).toBe(false);
  });

  test('favourite: adding saves locally and tells the server; removing only changes local storage', () => {
    toggleFavourite();
    expect(localLists.favourites.map((video) => video.cartoonCode)).toEqual([1]);
    expect(visibleToasts()).toContain(zhCNVideo.favouriteSucceeded);
    expect(fake.server.received.get(api.like.path)).toHaveLength(1);
    toggleFavourite();
    expect(localLists.favourites).toEqual([]);
    expect(visibleToasts()).toContain(zhCNVideo.favouriteCancelled);
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

describe('where the player resumes (never at the end of what can be played)', () => {
  // aVideo is 600 s long; the preview is 10 s.
  beforeEach(() => {
    configState.config = aConfig({ shikan: 10 });
  });

  test('a preview used up (saved at the 10 s limit) starts over instead of sitting at 0:10/0:10', () => {
    viewingSession.allowed = false;
    fake.runtime.stores.playbackProgress.save(1, 10);
    expect(resumePosition()).toBe(0);
    fake.runtime.stores.playbackProgress.save(1, 4);
    expect(resumePosition()).toBe(4);
  });

  test('entitled: inside the episode it resumes; at its very end it starts over', () => {
    viewingSession.allowed = true;
    fake.runtime.stores.playbackProgress.save(1, 300);
    expect(resumePosition()).toBe(300);
    fake.runtime.stores.playbackProgress.save(1, 598);
    expect(resumePosition()).toBe(0);
  });
});

describe('opened on the player before the config has arrived (a slow network)', () => {
  test('the video is ready only with the preview seconds known: the saved position (and its toast) still apply', async () => {
    configState.config = null;
    fake.runtime.stores.playbackProgress.save(1, 4);
    let answerConfig!: () => void;
    const configArrives = new Promise<void>((resolve) => (answerConfig = resolve));
    fake.server.on(api.config, async () => {
      await configArrives;
      return ok(aConfig({ shikan: 10 }));
    });
    const opening = openVideo(1);
    await vi.waitFor(() => expect(fake.server.received.get(api.lookOk.path)?.length).toBeGreaterThanOrEqual(2));
    expect(viewingSession.loading).toBe(true);
    answerConfig();
    await opening;
    expect(viewingSession.loading).toBe(false);
    expect(resumePosition()).toBe(4);
  });
});

describe('the next episode', () => {
  test('is the following one on the same source, none after the last', () => {
    const urlList = [1, 2].map((id) => ({ id, url: `u${id}`, name: `第${id}集`, thumbnails: '', poster: '' }));
    const detail = { srcList: [{ urlList }] };
    expect(nextEpisodeOf({ detail, channel: 0, episode: 0 })?.name).toBe('第2集');
    expect(nextEpisodeOf({ detail, channel: 0, episode: 1 })).toBeNull();
  });
});
