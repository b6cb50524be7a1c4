import { api } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startEarlyPlayer } from '../early/earlyPlayer.ts';
import { aMember, aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { syncMemberFromStorage } from './member.ts';
import { installRuntime } from './runtime.ts';
import { openVideo } from './viewing/opening.ts';
import { viewingSession } from './viewing/session.ts';
import { headStartVideo, takeHeadStart } from './videoHeadStart.ts';

const detail = {
  videoInfo: { ...aVideo(1), progress: 0 },
  recommend: [],
  srcList: [{ channel: '线路一', urlList: [{ id: 11, url: 'http://media.test/media/play/1/2/s/11.m3u8', name: '第1集' }] }],
  danmuList: [],
};

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember(), 't-1');
  fake.runtime.stores.ageGate.set();
  syncMemberFromStorage();
  fake.server.on(api.videoDetail, ok(detail));
  fake.server.on(api.lookOk, ok(true));
  takeHeadStart(0); // drops what an earlier test left
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the player\'s head start', () => {
  test("takes the document's early start: the detail it sent is read, not asked again", async () => {
    history.replaceState(null, '', '/videoinfo?id=1');
    vi.stubGlobal('fetch', fake.fetch);
    expect(startEarlyPlayer({ scope: window, storage: fake.local, preload: () => undefined }, [])).toBe(true);
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(1);
    headStartVideo(1);
    await openVideo(1);
    expect(viewingSession.detail?.videoInfo.cartoonCode).toBe(1);
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(1);
    expect(fake.server.received.get(api.lookOk.path)).toEqual([{ cartoonCode: 1, moviesInfoId: 11 }]);
  });

  test('asks for the detail and the first episode\'s entitlement once; opening the video uses both', async () => {
    headStartVideo(1);
    await openVideo(1);
    expect(fake.server.received.get(api.videoDetail.path)).toEqual([{ index: 0, vid: 1 }]);
    expect(fake.server.received.get(api.lookOk.path)).toEqual([{ cartoonCode: 1, moviesInfoId: 11 }]);
    expect(viewingSession.detail?.videoInfo.cartoonCode).toBe(1);
    expect(viewingSession.allowed).toBe(true);
    // Opening it again later asks the server again.
    await openVideo(1);
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(2);
  });

  test('is not used for another video', async () => {
    headStartVideo(1);
    fake.server.on(api.videoDetail, ok({ ...detail, videoInfo: { ...aVideo(2), progress: 0 } }));
    await openVideo(2);
    expect(viewingSession.detail?.videoInfo.cartoonCode).toBe(2);
    expect(fake.server.received.get(api.videoDetail.path)).toEqual([{ index: 0, vid: 1 }, { index: 0, vid: 2 }]);
  });

  test('asks nothing without a signed-in member (the calls need its token)', () => {
    fake.runtime.stores.session.clear();
    headStartVideo(1);
    expect(fake.server.received.get(api.videoDetail.path)).toBeUndefined();
    expect(takeHeadStart(1)).toBeNull();
  });
});
