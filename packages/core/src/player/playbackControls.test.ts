import { describe, expect, test, vi } from 'vitest';
import { HOLD_PLAYBACK_RATE, NEXT_EPISODE_COUNTDOWN_SECONDS, PLAYBACK_RATES, SEEK_STEP_SECONDS } from './playbackState.ts';
import { PREVIEW_END_TOLERANCE_SECONDS } from './previewGuard.ts';
import { bufferedEndAt, playsNativelyForAirPlay } from './playerMedia.ts';
import { STREAM_DEFAULT_BANDWIDTH_BPS, STREAM_MAX_DEVICE_PIXEL_RATIO, STREAM_START_LEVEL } from './streamingConfig.ts';
import { setupController } from './testing/setupController.ts';

const URL = 'https://media.example/v1/index.m3u8';
const LADDER = [
  { height: 360, width: 640, bitrate: 800_000 },
  { height: 540, width: 960, bitrate: 1_400_000 },
  { height: 720, width: 1280, bitrate: 2_800_000 },
];

async function playing(options: Parameters<typeof setupController>[0] = {}) {
  const setup = setupController(options);
  await setup.controller.load(URL);
  return { ...setup, hls: setup.fake.instances[0] };
}

describe('the numbers the controls use', () => {
  test('speeds 0.5x-2x, hold for 2x, seek 10 s, next episode after 5 s', () => {
    expect(NEXT_EPISODE_COUNTDOWN_SECONDS).toBe(5);
    expect(PLAYBACK_RATES).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(HOLD_PLAYBACK_RATE).toBe(2);
    expect(SEEK_STEP_SECONDS).toBe(10);
    expect(PREVIEW_END_TOLERANCE_SECONDS).toBe(1);
  });
});

describe('the hls.js settings chosen on purpose', () => {
  test('start from the estimate (the lowest level) without a bandwidth test, capped to the player at 2x pixels, classic MSE preferred', async () => {
    const { hls } = await playing();
    expect([STREAM_START_LEVEL, STREAM_DEFAULT_BANDWIDTH_BPS, STREAM_MAX_DEVICE_PIXEL_RATIO]).toEqual([-1, 500_000, 2]);
    expect(hls?.config).toMatchObject({
      startLevel: -1,
      testBandwidth: false,
      abrEwmaDefaultEstimate: 500_000,
      capLevelToPlayerSize: true,
      maxDevicePixelRatio: 2,
      preferManagedMediaSource: false,
    });
  });
});

describe('AirPlay on iPhone', () => {
  test('a browser with only ManagedMediaSource and native HLS plays natively; hls.js is never built', async () => {
    const { controller, fake, media } = setupController({ preferNative: true, nativeHls: 'maybe' });
    await expect(controller.load(URL)).resolves.toBe('native');
    expect(media.src).toBe(URL);
    expect(fake.instances).toHaveLength(0);
  });

  test('without native HLS the preference does not matter: hls.js plays', async () => {
    const { controller } = setupController({ preferNative: true, nativeHls: '' });
    await expect(controller.load(URL)).resolves.toBe('hls.js');
  });

  test('the probe: ManagedMediaSource without MediaSource', () => {
    expect(playsNativelyForAirPlay()).toBe(false);
    vi.stubGlobal('ManagedMediaSource', class {});
    expect(playsNativelyForAirPlay()).toBe(true);
    vi.stubGlobal('MediaSource', class {});
    expect(playsNativelyForAirPlay()).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('the snapshot the controls read', () => {
  test('starts paused at 0 and follows time, duration, buffer and play state', async () => {
    const { controller, media } = await playing();
    expect(controller.getSnapshot()).toMatchObject({ paused: true, currentTime: 0, duration: 0, quality: 'auto', rate: 1 });
    media.duration = 24;
    media.ranges = [[0, 12]];
    media.playTo(3);
    expect(controller.getSnapshot()).toMatchObject({ paused: false, currentTime: 3, duration: 24, bufferedEnd: 12 });
    media.fire('waiting');
    expect(controller.getSnapshot().waiting).toBe(true);
    media.fire('playing');
    expect(controller.getSnapshot().waiting).toBe(false);
  });

  test('the same object until something changes; subscribers hear each change', async () => {
    const { controller, media } = await playing();
    const first = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(first);
    let heard = 0;
    const stop = controller.subscribe(() => (heard += 1));
    media.playTo(1);
    expect(heard).toBe(1);
    expect(controller.getSnapshot()).not.toBe(first);
    stop();
    media.playTo(2);
    expect(heard).toBe(1);
  });

  test('the buffered range is the one holding the position', () => {
    const ranges = [[0, 4], [10, 20]] as const;
    const buffered = { length: 2, start: (i: number) => ranges[i]![0], end: (i: number) => ranges[i]![1] };
    expect(bufferedEndAt({ buffered, currentTime: 2 })).toBe(4);
    expect(bufferedEndAt({ buffered, currentTime: 12 })).toBe(20);
    expect(bufferedEndAt({ buffered, currentTime: 7 })).toBe(0);
  });
});

describe('quality', () => {
  test('lists the ladder hls.js parsed and the level it switched to', async () => {
    const { controller, hls, fake } = await playing();
    hls!.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    hls!.fire(fake.Events.LEVEL_SWITCHED, { level: 2 });
    expect(controller.getSnapshot().qualities).toEqual([
      { index: 0, height: 360, bitrate: 800_000 },
      { index: 1, height: 540, bitrate: 1_400_000 },
      { index: 2, height: 720, bitrate: 2_800_000 },
    ]);
    expect(controller.getSnapshot()).toMatchObject({ quality: 'auto', playingQuality: 2 });
  });

  test('a chosen level goes to nextLevel (switch without a stall); 自动 is -1', async () => {
    const { controller, hls, fake } = await playing();
    hls!.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    controller.setQuality(1);
    expect(controller.getSnapshot().quality).toBe(1);
    controller.setQuality('auto');
    expect(hls!.requestedLevels).toEqual([1, -1]);
    expect(controller.getSnapshot().quality).toBe('auto');
  });

  test('a level not in the ladder, or no hls.js (native), is ignored', async () => {
    const { controller, hls, fake } = await playing();
    hls!.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    controller.setQuality(7);
    expect(hls!.requestedLevels).toEqual([]);
    const native = await playing({ mse: false, nativeHls: 'maybe' });
    expect(() => native.controller.setQuality(0)).not.toThrow();
    expect(native.controller.getSnapshot().qualities).toEqual([]);
  });

  test('a new episode starts on 自动 with its own ladder', async () => {
    const { controller, hls, fake } = await playing();
    hls!.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER });
    controller.setQuality(0);
    await controller.load('https://media.example/v2/index.m3u8');
    expect(controller.getSnapshot()).toMatchObject({ qualities: [], quality: 'auto', playingQuality: null });
    // The old instance's late events change nothing.
    hls!.fire(fake.Events.LEVEL_SWITCHED, { level: 1 });
    expect(controller.getSnapshot().playingQuality).toBeNull();
  });
});

describe('speed', () => {
  test('the chosen rate applies now and to the next source', async () => {
    const { controller, media } = await playing();
    controller.setRate(1.5);
    expect([media.playbackRate, media.defaultPlaybackRate]).toEqual([1.5, 1.5]);
    expect(controller.getSnapshot().rate).toBe(1.5);
    controller.setRate(0);
    expect(media.playbackRate).toBe(1.5);
  });

  test('长按倍速: 2x while held, the chosen rate after', async () => {
    const { controller, media } = await playing();
    controller.setRate(0.75);
    controller.holdRate(true);
    expect(media.playbackRate).toBe(HOLD_PLAYBACK_RATE);
    expect(controller.getSnapshot()).toMatchObject({ rate: 0.75, boosted: true });
    // Choosing a speed while held takes effect on release.
    controller.setRate(1.25);
    expect(media.playbackRate).toBe(HOLD_PLAYBACK_RATE);
    controller.holdRate(false);
    expect(media.playbackRate).toBe(1.25);
    expect(controller.getSnapshot().boosted).toBe(false);
  });
});

describe('play, pause and seek', () => {
  test('play and pause drive the element; a refused play is swallowed', async () => {
    const { controller, media } = await playing();
    controller.play();
    expect(media.paused).toBe(false);
    controller.pause();
    expect(media.paused).toBe(true);
  });

  test('seek stays within 0 and the length', async () => {
    const { controller, media } = await playing();
    media.duration = 24;
    controller.seek(12);
    expect(media.currentTime).toBe(12);
    controller.seek(-5);
    expect(media.currentTime).toBe(0);
    controller.seek(99);
    expect(media.currentTime).toBe(24);
    controller.seek(Number.NaN);
    expect(media.currentTime).toBe(24);
  });

  test('without entitlement a seek past the limit stops at the limit, pauses and reports the paywall', async () => {
    const { controller, media, events } = await playing();
    controller.setPreview({ limitSeconds: 10, entitled: false });
    media.duration = 12;
    controller.play();
    controller.seek(11);
    expect(media.currentTime).toBe(10);
    expect(media.paused).toBe(true);
    expect(events['preview-ended']).toEqual([{ limitSeconds: 10 }]);
    // Asking again shows the paywall again.
    controller.seek(11.5);
    expect(events['preview-ended']).toHaveLength(2);
    // Back within the preview is fine.
    controller.seek(4);
    expect(media.currentTime).toBe(4);
  });

  test('nothing happens with no stream', () => {
    const { controller, media } = setupController();
    controller.seek(5);
    expect(media.currentTime).toBe(0);
  });
});

describe('the end of a preview stream', () => {
  test('a preview cut exactly at the limit that ends there reports the paywall once', async () => {
    const { controller, media, events } = await playing();
    controller.setPreview({ limitSeconds: 10, entitled: false });
    media.playTo(10);
    media.ended = true;
    media.fire('ended');
    media.fire('ended');
    expect(events['preview-ended']).toEqual([{ limitSeconds: 10 }]);
  });

  test('a video shorter than the preview ends as itself', async () => {
    const { controller, media, events } = await playing();
    controller.setPreview({ limitSeconds: 10, entitled: false });
    media.playTo(7);
    media.fire('ended');
    expect(events['preview-ended']).toEqual([]);
  });

  test('an entitled member reaching the end sees ended in the snapshot, no paywall', async () => {
    const { controller, media, events } = await playing();
    controller.setPreview({ limitSeconds: 10, entitled: true });
    media.playTo(24);
    media.ended = true;
    media.fire('ended');
    expect(events['preview-ended']).toEqual([]);
    expect(controller.getSnapshot().ended).toBe(true);
  });
});

describe('after destroy()', () => {
  test('the snapshot stops changing and nobody is told', async () => {
    const { controller, media } = await playing();
    let heard = 0;
    controller.subscribe(() => (heard += 1));
    const last = controller.getSnapshot();
    controller.destroy();
    media.playTo(5);
    expect(heard).toBe(0);
    expect(controller.getSnapshot()).toBe(last);
  });
});
