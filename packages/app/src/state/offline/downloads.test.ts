import { api, FORBIDDEN_CODE, REFUSED_CODE, zhCNOffline, type OfflineLicence, type OfflineLicenceRequest } from '@nocturne/core';
import { PLAYLIST_URL } from '@nocturne/core/testing';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import { aMember } from '../../test/fixtures.ts';
import { installRuntime } from '../runtime.ts';
import { toastState } from '../toasts.ts';
import { checkOfflineLicences, downloadEpisode, forgetDownloads, installOfflineRuntime, offlineState } from './downloads.ts';
import { memoryOfflineRuntime } from './testing.ts';

const DAY = 86_400_000;
const EPISODE = { vid: 7, episodeId: 42, rendition: '360p', title: '夜曲', cover: 'https://nocturne.example/c.jpg', episodeName: '第1集' };

function licenceFor(request: OfflineLicenceRequest): OfflineLicence {
  return { id: `lic-${request.episodeId}`, vid: request.vid, episodeId: request.episodeId, rendition: request.rendition, playlistUrl: PLAYLIST_URL, fetchBy: Date.now() + DAY, expiresAt: Date.now() + 7 * DAY, estimatedBytes: 6_000 };
}

const toasts = () => toastState.queue.toasts.map((toast) => toast.message);
let fake: ReturnType<typeof fakeRuntime>;
let offline: ReturnType<typeof memoryOfflineRuntime>;

beforeEach(async () => {
  fake = fakeRuntime();
  fake.runtime.stores.session.save(aMember(), 't-1');
  installRuntime(fake.runtime);
  offline = memoryOfflineRuntime();
  await installOfflineRuntime(offline);
  fake.server.on(api.offlineLicence, (body) => ok(licenceFor(body as OfflineLicenceRequest)));
  // The cover is kept as data; here its fetch fails and the link is kept.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('缓存', () => {
  test("asks for a licence under this browser's one device id, and the episode downloads to the end", async () => {
    await downloadEpisode(EPISODE);
    await offline.manager.idle();
    await downloadEpisode({ ...EPISODE, episodeId: 43 });
    await offline.manager.idle();
    const asked = fake.server.received.get(api.offlineLicence.path) as OfflineLicenceRequest[];
    expect(asked.map((body) => body.device)).toEqual(['9886e1b4-6fb3-471e-aad8-880a8e3a3cc2', '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2']);
    expect(asked[0]).toMatchObject({ vid: 7, episodeId: 42, rendition: '360p' });
    expect(offlineState.downloads.map((download) => [download.id, download.status, download.percent])).toEqual([
      ['lic-43', 'done', 100],
      ['lic-42', 'done', 100],
    ]);
  });

  test("a refusal shows the server's sentence and stores nothing", async () => {
    fake.server.on(api.offlineLicence, { code: REFUSED_CODE, msg: zhCNOffline.refusal.notEntitled, data: null });
    await downloadEpisode(EPISODE);
    expect(toasts()).toContain(zhCNOffline.refusal.notEntitled);
    expect(offlineState.downloads).toEqual([]);
    expect(offline.episode.requests).toEqual([]);
  });
});

describe('the licences, checked online', () => {
  test('a renewed licence moves its end; a revoked one is deleted, with the reason said', async () => {
    await downloadEpisode(EPISODE);
    await downloadEpisode({ ...EPISODE, episodeId: 43 });
    await offline.manager.idle();
    const renewedTo = Date.now() + 6 * DAY;
    fake.server.on(api.offlineCheck, ok([
      { id: 'lic-42', state: 'valid', expiresAt: renewedTo },
      { id: 'lic-43', state: 'revoked', reason: 'vipEnded' },
    ]));
    await checkOfflineLicences();
    expect(offlineState.downloads.map((download) => [download.id, download.expiresAt])).toEqual([['lic-42', renewedTo]]);
    expect(await offline.store.record('lic-43')).toBeUndefined();
    expect(toasts()).toContain(zhCNOffline.refusal.vipEnded);
    expect(fake.server.received.get(api.offlineCheck.path)).toEqual([{ device: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2', ids: ['lic-43', 'lic-42'] }]);
  });

  test('a suspended member (every call refused) keeps nothing', async () => {
    await downloadEpisode(EPISODE);
    await offline.manager.idle();
    fake.server.on(api.offlineCheck, { code: FORBIDDEN_CODE, msg: '账号已被停用', data: null });
    await checkOfflineLicences();
    expect(offlineState.downloads).toEqual([]);
    expect(await offline.store.records()).toEqual([]);
    expect(toasts()).toContain(zhCNOffline.refusal.suspended);
  });

  test('signing out deletes every download', async () => {
    await downloadEpisode(EPISODE);
    await offline.manager.idle();
    await forgetDownloads();
    expect(await offline.store.records()).toEqual([]);
    expect(offlineState.downloads).toEqual([]);
  });
});
