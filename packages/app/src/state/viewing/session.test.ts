import { api } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { aConfig, aMember, aVideo } from '../../test/fixtures.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import { configState } from '../config.ts';
import { resumePositionOf } from '../entitlement.ts';
import { syncMemberFromStorage } from '../member.ts';
import { registerNavigate } from '../navigation.ts';
import { installRuntime } from '../runtime.ts';
import { toastState, visibleToasts } from '../toasts.ts';
import { returnAfterTopUp } from '../topUpReturn.ts';
import { headStartVideo, takeHeadStart } from '../videoHeadStart.ts';
import { openVideo, pickEpisode, playNextEpisode } from './opening.ts';
import { buyEpisode } from './purchase.ts';
import { viewingSession } from './session.ts';
import { startEpisode } from './start.ts';

// aVideo is 600 s long; the preview is 10 s.
const PREVIEW_SECONDS = 10;
const episode = (id: number) => ({ id, url: `http://media.test/media/play/1/2/s/${id}.m3u8`, name: `第${id - 10}集`, thumbnails: '', poster: '' });
const detail = {
  videoInfo: { ...aVideo(1), progress: 0, vodDuration: 600 },
  recommend: [],
  srcList: [{ channel: '线路一', urlList: [episode(11), episode(12)] }],
  danmuList: [],
};

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  registerNavigate(vi.fn());
  fake.runtime.stores.session.save(aMember({ memberCion: 5 }), 't-1');
  fake.runtime.stores.ageGate.set();
  syncMemberFromStorage();
  configState.config = aConfig({ shikan: PREVIEW_SECONDS });
  fake.server.on(api.videoDetail, ok(detail));
  fake.server.on(api.lookOk, ok(false));
  toastState.queue = emptyToastQueue;
  takeHeadStart(0); // drops what an earlier test left
  viewingSession.returning = null;
});

describe('where an episode starts, decided once per load', () => {
  test('opening the video resumes where the member left off, and the player is to say so (not a toast)', async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    await openVideo(1);
    expect(viewingSession.startAt).toBe(4);
    expect(viewingSession.resumedFrom).toBe(4);
    expect(visibleToasts()).toEqual([]);
    // Another episode starts at its beginning, and the notice is past.
    startEpisode('beginning');
    expect(viewingSession.resumedFrom).toBeNull();
  });

  test('opening a video never watched starts at 0, saying nothing', async () => {
    await openVideo(1);
    expect(viewingSession.startAt).toBe(0);
    expect(viewingSession.resumedFrom).toBeNull();
    expect(visibleToasts()).toEqual([]);
  });

  test('the position saved while playing does not move the start of the episode already loaded', async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    await openVideo(1);
    fake.runtime.stores.playbackProgress.save(1, 7);
    expect(viewingSession.startAt).toBe(4);
  });

  test('another episode picked starts from its beginning', async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    await openVideo(1);
    await pickEpisode(0, 1);
    expect({ episode: viewingSession.episode, startAt: viewingSession.startAt }).toEqual({ episode: 1, startAt: 0 });
  });

  test("the autoplay's next episode starts from its beginning", async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    await openVideo(1);
    playNextEpisode();
    await vi.waitFor(() => expect(fake.server.received.get(api.lookOk.path)).toHaveLength(2));
    expect({ episode: viewingSession.episode, startAt: viewingSession.startAt }).toEqual({ episode: 1, startAt: 0 });
  });

  test('after buying the episode the stream is fetched again and continues from the saved position, past the preview now', async () => {
    fake.runtime.stores.playbackProgress.save(1, 120);
    await openVideo(1);
    // Not entitled, a position past the preview starts over.
    expect(viewingSession.startAt).toBe(0);
    // The preview played to its limit on another episode picked meanwhile; the player saved where it stopped.
    await pickEpisode(0, 1);
    fake.runtime.stores.playbackProgress.save(1, PREVIEW_SECONDS);
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    const version = viewingSession.streamKey;
    await buyEpisode();
    expect(viewingSession.streamKey).toBe(version + 1);
    expect(viewingSession.startAt).toBe(PREVIEW_SECONDS);
  });

  test('the warm start begins where the session then decides to start, when not entitled', async () => {
    for (const saved of [3, 120]) {
      fake.runtime.stores.playbackProgress.save(1, saved);
      // What warmStart.ts starts at, from the detail alone.
      const warm = resumePositionOf(detail.videoInfo, false);
      await openVideo(1);
      expect(viewingSession.startAt).toBe(warm);
    }
  });

  test('coming back from a top-up opens on the episode the member left, where it was left', async () => {
    fake.runtime.stores.topUpReturn.remember({ code: 1, episodeId: 12 });
    fake.runtime.stores.playbackProgress.save(1, 4);
    expect(returnAfterTopUp()).toBe(true);
    await openVideo(1);
    expect({ episode: viewingSession.episode, startAt: viewingSession.startAt }).toEqual({ episode: 1, startAt: 4 });
  });
});

describe('entitlement', () => {
  test('is asked for the episode playing: the first on opening, the picked one after', async () => {
    await openVideo(1);
    expect(viewingSession.allowed).toBe(false);
    fake.server.on(api.lookOk, ok(true));
    await pickEpisode(0, 1);
    expect(viewingSession.allowed).toBe(true);
    expect(fake.server.received.get(api.lookOk.path)).toEqual([
      { cartoonCode: 1, moviesInfoId: 11 },
      { cartoonCode: 1, moviesInfoId: 12 },
    ]);
  });

  test("the head start's answer is taken for the first episode instead of asking again", async () => {
    fake.server.on(api.lookOk, ok(true));
    headStartVideo(1);
    await openVideo(1);
    expect(viewingSession.allowed).toBe(true);
    expect(fake.server.received.get(api.lookOk.path)).toHaveLength(1);
  });

  test('a refused lookOk is not entitled', async () => {
    fake.server.on(api.lookOk, { code: 500, msg: '服务繁忙', data: null });
    await openVideo(1);
    expect(viewingSession.allowed).toBe(false);
  });
});

describe('the stream version', () => {
  test('moves only when the same stream must be fetched again (a purchase), not for another episode', async () => {
    await openVideo(1);
    const version = viewingSession.streamKey;
    await pickEpisode(0, 1);
    expect(viewingSession.streamKey).toBe(version);
    fake.server.on(api.buy, ok('购买成功，请尽情观看'));
    fake.server.on(api.lookOk, ok(true));
    await buyEpisode();
    expect(viewingSession.streamKey).toBe(version + 1);
  });

  test('a failed purchase keeps the stream and its start', async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    await openVideo(1);
    fake.server.on(api.buy, { code: 404, msg: '剧集不存在', data: null });
    const version = viewingSession.streamKey;
    await buyEpisode();
    expect({ streamKey: viewingSession.streamKey, startAt: viewingSession.startAt }).toEqual({ streamKey: version, startAt: 4 });
  });
});
