import { describe, expect, test } from 'vitest';
import { currentRate, INITIAL_PLAYBACK, isAdvancing, KEPT_ON_NEW_SOURCE, KEPT_ON_RELOAD } from './playbackState.ts';
import { FakeMedia } from './testing/fakeMedia.ts';
import { setupController } from './testing/setupController.ts';

// The controller's snapshot is the one store of the screen's player (vidstack's player
// state): what the page, the controls and the danmaku read, and nothing else keeps a copy.

const EPISODE_1 = 'https://media.example/v1/index.m3u8';
const EPISODE_2 = 'https://media.example/v2/index.m3u8';
const LADDER = [
  { height: 360, bitrate: 800_000 },
  { height: 720, bitrate: 2_800_000 },
];

async function playing(options: Parameters<typeof setupController>[0] = {}) {
  const setup = setupController(options);
  await setup.controller.load(EPISODE_1);
  return { ...setup, hls: setup.fake.instances[0]! };
}

describe('what survives a change of source', () => {
  test('the lists: speed, sound and where the player shows; the same stream again also keeps the rendition', () => {
    expect(KEPT_ON_NEW_SOURCE).toEqual(['rate', 'muted', 'fullscreen', 'pictureInPicture']);
    expect(KEPT_ON_RELOAD).toEqual([...KEPT_ON_NEW_SOURCE, 'quality']);
  });

  test('another episode keeps them and starts everything else over, at once (before hls.js has loaded)', async () => {
    const { controller, media, hls, fake } = await playing();
    hls.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    hls.fire(fake.Events.LEVEL_SWITCHED, { level: 1 });
    controller.setQuality(1);
    controller.setRate(1.5);
    controller.holdRate(true);
    controller.setMuted(true);
    controller.setFullscreen(true);
    controller.setPreview({ limitSeconds: 10, entitled: false });
    media.duration = 24;
    media.ranges = [[0, 12]];
    media.fire('loadeddata');
    media.playTo(11);
    expect(controller.getSnapshot()).toMatchObject({ started: true, previewEnded: true, boosted: true, currentTime: 10 });

    const loading = controller.load(EPISODE_2);
    media.currentTime = 0;
    media.duration = Number.NaN;
    media.ranges = [];
    expect(controller.getSnapshot()).toEqual({ ...INITIAL_PLAYBACK, paused: true, rate: 1.5, muted: true, fullscreen: true });
    await loading;
  });

  test('the same stream loaded again keeps the rendition the member chose, and hls.js is told it', async () => {
    const { controller, hls, fake } = await playing();
    hls.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    controller.setQuality(1);
    await controller.load(EPISODE_1);
    expect(controller.getSnapshot()).toMatchObject({ quality: 1, qualities: [] });
    fake.instances[1]!.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    expect(fake.instances[1]!.requestedLevels).toEqual([1]);
  });
});

describe('a frame has shown', () => {
  test('not until the first frame (loadeddata) or playing, and again for each stream', async () => {
    const { controller, media } = await playing();
    expect(controller.getSnapshot().started).toBe(false);
    media.fire('loadeddata');
    expect(controller.getSnapshot().started).toBe(true);
    await controller.load(EPISODE_2);
    expect(controller.getSnapshot().started).toBe(false);
    media.fire('playing');
    expect(controller.getSnapshot().started).toBe(true);
  });

  test('a late frame of a stream that failed is no start', async () => {
    const { controller, media, hls, fake } = await playing();
    hls.fireError(fake.ErrorTypes.OTHER_ERROR);
    media.fire('loadeddata');
    expect(controller.getSnapshot().started).toBe(false);
  });
});

describe('sound, picture-in-picture and fullscreen go through the controller', () => {
  test('mute drives the element; the snapshot follows the element', async () => {
    const { controller, media } = await playing();
    controller.setMuted(true);
    expect(media.muted).toBe(true);
    expect(controller.getSnapshot().muted).toBe(true);
    // The browser's own controls (or a key) may change it too.
    media.muted = false;
    expect(controller.getSnapshot().muted).toBe(false);
  });

  test('picture-in-picture is asked of the video, and left the second time', async () => {
    const { controller, media } = await playing();
    controller.togglePictureInPicture();
    expect(controller.getSnapshot().pictureInPicture).toBe(true);
    controller.togglePictureInPicture();
    expect(media.pictureInPictureCalls).toEqual(['request', 'exit']);
    expect(controller.getSnapshot().pictureInPicture).toBe(false);
  });

  test('a refused picture-in-picture (no gesture) is swallowed; without it there is nothing to ask', async () => {
    const media = new FakeMedia();
    media.requestPictureInPicture = () => Promise.reject(new Error('NotAllowedError'));
    const { controller } = await playing({ media });
    expect(() => controller.togglePictureInPicture()).not.toThrow();
    await Promise.resolve();
    const bare = new FakeMedia();
    Object.assign(bare, { requestPictureInPicture: undefined });
    expect(() => setupController({ media: bare }).controller.togglePictureInPicture()).not.toThrow();
  });

  test("the video's own fullscreen where the browser has it (iPhone), and an answer where it has not", async () => {
    const { controller, media } = await playing();
    expect(controller.enterNativeFullscreen()).toBe(false);
    let entered = 0;
    Object.assign(media, { webkitEnterFullscreen: () => (entered += 1) });
    expect(controller.enterNativeFullscreen()).toBe(true);
    expect(entered).toBe(1);
  });

  test('fullscreen is what the page tells; subscribers hear a change once', async () => {
    const { controller } = await playing();
    let heard = 0;
    controller.subscribe(() => (heard += 1));
    controller.setFullscreen(true);
    controller.setFullscreen(true);
    expect(controller.getSnapshot().fullscreen).toBe(true);
    expect(heard).toBe(1);
  });

  test('autoplay is set through the controller: the next stream then plays by itself', async () => {
    const { controller, media } = await playing();
    controller.setAutoplay(true);
    expect(media.autoplay).toBe(true);
  });
});

describe('the poster', () => {
  test("each stream shows its episode's poster frame until its first frame; none without one", async () => {
    const { controller, media } = setupController();
    await controller.load(EPISODE_1, { poster: 'https://media.example/v1/poster.jpg' });
    expect(media.poster).toBe('https://media.example/v1/poster.jpg');
    await controller.load(EPISODE_2);
    expect(media.poster).toBe('');
  });
});

describe('the preview end in the store', () => {
  test('holds from the limit until entitlement lifts it', async () => {
    const { controller, media } = await playing();
    controller.setPreview({ limitSeconds: 10, entitled: false });
    media.playTo(10.3);
    expect(controller.getSnapshot().previewEnded).toBe(true);
    // Back at the limit, and paused: it still holds.
    media.fire('timeupdate');
    expect(controller.getSnapshot().previewEnded).toBe(true);
    controller.setEntitled(true);
    expect(controller.getSnapshot().previewEnded).toBe(false);
  });
});

describe('a failure and 重试', () => {
  test('the snapshot holds the reason and the position it failed at', async () => {
    const { controller, media, hls, fake } = await playing();
    media.duration = 60;
    media.playTo(42);
    for (let i = 0; i < 4; i += 1) hls.fireError(fake.ErrorTypes.NETWORK_ERROR, true, 'fragLoadError');
    // The element lets its source go; the store keeps where it was.
    media.currentTime = 0;
    media.fire('emptied');
    expect(controller.getSnapshot()).toMatchObject({ error: { reason: 'network', detail: 'fragLoadError' }, currentTime: 42, duration: 60, waiting: false });
  });

  test('retry() reloads the same stream from there, with its poster and the chosen rendition; the error is gone at once', async () => {
    const { controller, media, fake } = setupController();
    await controller.load(EPISODE_1, { poster: 'https://media.example/v1/poster.jpg' });
    const first = fake.instances[0]!;
    first.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    controller.setQuality(0);
    media.playTo(42);
    first.fireError(fake.ErrorTypes.MUX_ERROR);

    const retrying = controller.retry();
    expect(controller.getSnapshot().error).toBeNull();
    await expect(retrying).resolves.toBe('hls.js');
    const second = fake.instances[1]!;
    expect(second.loadedUrl).toBe(EPISODE_1);
    expect(media.poster).toBe('https://media.example/v1/poster.jpg');
    second.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    expect(second.requestedLevels).toEqual([0]);
    media.currentTime = 0;
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(42);
  });

  test('with no failure there is nothing to retry', async () => {
    const { controller, fake } = await playing();
    await expect(controller.retry()).resolves.toBe('cancelled');
    expect(fake.instances).toHaveLength(1);
    await expect(setupController().controller.retry()).resolves.toBe('cancelled');
  });
});

describe('how layers in step with the video read the store', () => {
  test('playing means moving: paused, ended or waiting for data is not', () => {
    expect(isAdvancing({ paused: false, ended: false, waiting: false })).toBe(true);
    expect(isAdvancing({ paused: false, ended: false, waiting: true })).toBe(false);
    expect(isAdvancing({ paused: false, ended: true, waiting: false })).toBe(false);
    expect(isAdvancing({ paused: true, ended: false, waiting: false })).toBe(false);
  });

  test('长按倍速 counts as 2x; the chosen speed otherwise', () => {
    expect(currentRate({ rate: 1.5, boosted: false })).toBe(1.5);
    expect(currentRate({ rate: 1.5, boosted: true })).toBe(2);
  });
});
