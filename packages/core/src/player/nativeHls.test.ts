/**
 * The iPhone: Safari before 17.1 has no MediaSource, and from 17.1 only ManagedMediaSource, where
 * the controller leaves HLS to the element (playsNativelyForAirPlay). The element then plays the
 * m3u8 itself and fetches the AES-128 keys itself; the preview limit, the key rules as the
 * player meets them, resume and a refused play() must hold all the same.
 */
import { describe, expect, test } from 'vitest';
import { FakeMedia } from './testing/fakeMedia.ts';
import { setupController } from './testing/setupController.ts';

const EPISODE = 'https://media.example/play/11/e/s/15.m3u8';
const OTHER_EPISODE = 'https://media.example/play/11/e/s/16.m3u8';
const LIMIT = 10;

/** An iPhone: native HLS, and either no MediaSource (before 17.1) or only ManagedMediaSource (17.1 on). */
const IPHONES = [
  { name: 'Safari before 17.1 (no MediaSource)', options: { mse: false, nativeHls: 'maybe' as const } },
  { name: 'Safari 17.1 on (ManagedMediaSource, left to the element for AirPlay)', options: { mse: true, preferNative: true, nativeHls: 'maybe' as const } },
];

describe.each(IPHONES)('$name', ({ options }) => {
  async function previewing(media = new FakeMedia('maybe')) {
    const setup = setupController({ ...options, media });
    await expect(setup.controller.load(EPISODE)).resolves.toBe('native');
    setup.controller.setPreview({ limitSeconds: LIMIT, entitled: false });
    return setup;
  }

  test('the element is given the m3u8 itself; hls.js is never made', async () => {
    const { media, fake } = await previewing();
    expect(media.src).toBe(EPISODE);
    expect(fake.instances).toHaveLength(0);
  });

  test('the preview limit: past it the element pauses back at the limit, once, for the paywall', async () => {
    const { media, events, controller } = await previewing();
    media.playTo(LIMIT - 1);
    expect(media.paused).toBe(false);
    media.playTo(LIMIT + 0.4);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(LIMIT);
    expect(events['preview-ended']).toEqual([{ limitSeconds: LIMIT }]);
    expect(controller.getSnapshot().previewEnded).toBe(true);
  });

  test('a seek past the limit stops at the limit and opens the paywall; the element never asks for what lies beyond', async () => {
    const { media, events, controller } = await previewing();
    media.playTo(2);
    controller.seek(40);
    expect(media.currentTime).toBe(LIMIT);
    expect(media.paused).toBe(true);
    expect(events['preview-ended']).toHaveLength(1);
  });

  test('the key rules: a key the server refuses (past the preview, or a stale signature) fails the stream with its position, and 重试 loads it again there', async () => {
    const { media, events, controller } = await previewing();
    media.duration = 12;
    media.fire('loadedmetadata');
    media.playTo(6);
    // Safari reports a refused key or a failed decryption as the element's error.
    media.fire('error');
    expect(events.error).toEqual([{ reason: 'media', detail: 'nativePlaybackError' }]);
    expect(controller.getSnapshot()).toMatchObject({ error: { reason: 'media' }, currentTime: 6 });
    // The failed source is dropped, so the element stops fetching it.
    expect(media.removedAttributes).toContain('src');

    await expect(controller.retry()).resolves.toBe('native');
    expect(media.src).toBe(EPISODE);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(6);
  });

  test('bought or VIP: the limit is lifted and playback held at it goes on', async () => {
    const { media, controller } = await previewing();
    media.playTo(LIMIT + 1);
    expect(media.paused).toBe(true);
    controller.setEntitled(true);
    expect(media.paused).toBe(false);
    media.playTo(LIMIT + 30);
    expect(media.paused).toBe(false);
  });

  test('resume: a saved position asked for before the metadata applies when it arrives, and not to the next episode', async () => {
    const media = new FakeMedia('maybe');
    const setup = setupController({ ...options, media });
    setup.controller.resumeAt(7);
    await setup.controller.load(EPISODE);
    expect(media.currentTime).toBe(0);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(7);

    // Another episode: the old source is dropped and nothing carries over.
    setup.controller.resumeAt(3);
    await setup.controller.load(OTHER_EPISODE);
    expect(media.src).toBe(OTHER_EPISODE);
    media.currentTime = 0;
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(0);
  });

  test('resume with the metadata already loaded seeks at once', async () => {
    const { media, controller } = await previewing();
    media.fire('loadedmetadata');
    controller.resumeAt(4);
    expect(media.currentTime).toBe(4);
  });

  test('a refused play() (no tap yet) leaves it paused on its poster, without an error; the tap plays it', async () => {
    const media = new FakeMedia('maybe');
    media.refusesSoundUntilTap = true;
    media.autoplay = true;
    const { controller, events } = await previewing(media);
    await Promise.resolve();
    await Promise.resolve();
    expect(media.paused).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({ paused: true, error: null });
    expect(events.error).toEqual([]);
    media.tap();
    controller.play();
    expect(media.paused).toBe(false);
  });
});

describe('a stream with hls.js settings of its own (a downloaded episode, read by its loader)', () => {
  const LOADER = class OfflineLoaderStandIn {};
  const OFFLINE = 'offline:licence-1/playlist.m3u8';

  test('Safari 17.1 on: hls.js plays it with those settings, never the element, which would fetch the URL itself', async () => {
    const setup = setupController({ mse: true, preferNative: true, nativeHls: 'maybe' });
    await expect(setup.controller.load(OFFLINE, { hlsConfig: { loader: LOADER as never } })).resolves.toBe('hls.js');
    expect(setup.media.src).not.toBe(OFFLINE);
    expect(setup.fake.instances[0]!.config.loader).toBe(LOADER);
  });

  test('Safari before 17.1: no MediaSource, so it cannot play and says so, never handing the element the URL', async () => {
    const setup = setupController({ mse: false, nativeHls: 'maybe' });
    await expect(setup.controller.load(OFFLINE, { hlsConfig: { loader: LOADER as never } })).resolves.toBe('unsupported');
    expect(setup.media.src).not.toBe(OFFLINE);
  });

  test('重试 after a failure keeps the settings', async () => {
    const setup = setupController();
    await setup.controller.load(OFFLINE, { hlsConfig: { loader: LOADER as never } });
    setup.fake.instances[0]!.fireError(setup.fake.ErrorTypes.MUX_ERROR);
    await expect(setup.controller.retry()).resolves.toBe('hls.js');
    expect(setup.fake.instances).toHaveLength(2);
    expect(setup.fake.instances.at(-1)!.config.loader).toBe(LOADER);
  });
});
