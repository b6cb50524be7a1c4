import RealHls from 'hls.js/light';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HlsController, MEDIA_RECOVERY_MAX, NETWORK_RETRY_MAX } from './hlsController.ts';
import { loadHlsLight } from './hlsTypes.ts';
import { hasMediaSource, NATIVE_HLS_TYPE } from './playerMedia.ts';
import { STREAM_BUFFER_SECONDS, STREAM_LOAD_TIMEOUT_MS, STREAM_MAX_BUFFER_SECONDS } from './streamingConfig.ts';
import { FakeMedia } from './testing/fakeMedia.ts';
import { setupController } from './testing/setupController.ts';

const EPISODE_1 = 'https://media.example/v1/index.m3u8';
const EPISODE_2 = 'https://media.example/v2/index.m3u8';

describe('choosing how to play', () => {
  test('with MSE and hls.js support, hls.js loads the URL into the element', async () => {
    const { controller, fake, media } = setupController();
    await expect(controller.load(EPISODE_1)).resolves.toBe('hls.js');
    const [hls] = fake.instances;
    expect(fake.instances).toHaveLength(1);
    expect(hls?.loadedUrl).toBe(EPISODE_1);
    expect(hls?.attachedMedia).toBe(media);
    expect(media.src).toBe('');
  });

  test('hls.js gets the buffer and timeout numbers of docs/product.md section 9', async () => {
    expect([STREAM_BUFFER_SECONDS, STREAM_MAX_BUFFER_SECONDS, STREAM_LOAD_TIMEOUT_MS]).toEqual([30, 300, 10_000]);
    const { controller, fake } = setupController();
    await controller.load(EPISODE_1);
    const config = fake.instances[0]?.config;
    expect(config).toMatchObject({ maxBufferLength: 30, maxMaxBufferLength: 300, startFragPrefetch: true });
    for (const policy of [config?.manifestLoadPolicy, config?.playlistLoadPolicy, config?.fragLoadPolicy]) {
      expect(policy?.default).toMatchObject({ maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 10_000 });
    }
    // hls.js's own retry settings are kept.
    expect(config?.fragLoadPolicy?.default.errorRetry).toEqual(RealHls.DefaultConfig.fragLoadPolicy.default.errorRetry);
  });

  test('files fetched early reach hls.js as its playlist and fragment loaders; a stream without them keeps hls.js\'s own', async () => {
    const { controller, fake } = setupController();
    const early = { body: new TextEncoder().encode('#EXTM3U').buffer, ttfb: 1, transfer: 1 };
    await controller.load(EPISODE_1, { prefetched: new Map([[EPISODE_1, Promise.resolve(early)]]) });
    expect(fake.instances[0]?.config.pLoader).toBeTypeOf('function');
    expect(fake.instances[0]?.config.fLoader).toBeTypeOf('function');
    await controller.load(EPISODE_2);
    expect(fake.instances[1]?.config.pLoader).toBeUndefined();
    expect(fake.instances[1]?.config.fLoader).toBeUndefined();
  });

  test('on the iPhone, early playlists do not turn the browser\'s own HLS into hls.js', async () => {
    const { controller, fake, media } = setupController({ nativeHls: 'maybe', preferNative: true });
    await expect(controller.load(EPISODE_1, { prefetched: new Map() })).resolves.toBe('native');
    expect(media.src).toBe(EPISODE_1);
    expect(fake.instances).toHaveLength(0);
  });

  test('without MSE, the native player plays the URL and hls.js is never downloaded', async () => {
    const { controller, fake, media, loaderCalls } = setupController({ mse: false, nativeHls: 'maybe' });
    await expect(controller.load(EPISODE_1)).resolves.toBe('native');
    expect(media.src).toBe(EPISODE_1);
    expect(loaderCalls()).toBe(0);
    expect(fake.instances).toHaveLength(0);
  });

  test('when hls.js says it is unsupported, the native player is the fallback', async () => {
    const { controller, fake, media } = setupController({ supported: false, nativeHls: 'probably' });
    await expect(controller.load(EPISODE_1)).resolves.toBe('native');
    expect(media.src).toBe(EPISODE_1);
    expect(fake.instances).toHaveLength(0);
  });

  test('when hls.js cannot be downloaded, the native player is the fallback', async () => {
    const media = new FakeMedia('maybe');
    const controller = new HlsController({
      media,
      loadHls: () => Promise.reject(new Error('chunk failed')),
      hasMediaSource: () => true,
    });
    await expect(controller.load(EPISODE_1)).resolves.toBe('native');
    expect(media.src).toBe(EPISODE_1);
  });

  test('with neither, it reports unsupported', async () => {
    const { controller, events, media } = setupController({ mse: false });
    await expect(controller.load(EPISODE_1)).resolves.toBe('unsupported');
    expect(events.error).toEqual([{ reason: 'unsupported' }]);
    expect(media.src).toBe('');
  });

  test('asks the element about the Apple HLS MIME type', () => {
    expect(NATIVE_HLS_TYPE).toBe('application/vnd.apple.mpegurl');
  });
});

describe('the production defaults', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('the MSE probe looks at globalThis when called, for MediaSource or ManagedMediaSource', () => {
    expect(hasMediaSource()).toBe(false);
    vi.stubGlobal('ManagedMediaSource', class {});
    expect(hasMediaSource()).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('MediaSource', class {});
    expect(hasMediaSource()).toBe(true);
  });

  test('the default loader imports hls.js light on demand', async () => {
    const Hls = await loadHlsLight();
    expect(Hls.Events.ERROR).toBe('hlsError');
    expect(Hls.DefaultConfig.maxBufferLength).toBeGreaterThan(0);
  });

  test('a controller built with only a media element uses those defaults', async () => {
    // Node has no MSE, so the default probe sends it straight to the native check.
    const media = new FakeMedia('maybe');
    await expect(new HlsController({ media }).load(EPISODE_1)).resolves.toBe('native');
  });
});

describe('fatal errors', () => {
  test(`a network error retries loading up to ${NETWORK_RETRY_MAX} times, then gives up`, async () => {
    expect(NETWORK_RETRY_MAX).toBe(3);
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    for (let i = 0; i < NETWORK_RETRY_MAX; i += 1) hls.fireError(fake.ErrorTypes.NETWORK_ERROR);
    expect(hls.count('startLoad')).toBe(3);
    expect(hls.count('destroy')).toBe(0);
    expect(events.error).toEqual([]);
    hls.fireError(fake.ErrorTypes.NETWORK_ERROR, true, 'manifestLoadTimeOut');
    expect(hls.count('startLoad')).toBe(3);
    expect(hls.count('destroy')).toBe(1);
    expect(events.error).toEqual([{ reason: 'network', detail: 'manifestLoadTimeOut' }]);
  });

  test(`a media error attempts recovery up to ${MEDIA_RECOVERY_MAX} times, then gives up`, async () => {
    expect(MEDIA_RECOVERY_MAX).toBe(3);
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    for (let i = 0; i < MEDIA_RECOVERY_MAX; i += 1) hls.fireError(fake.ErrorTypes.MEDIA_ERROR);
    expect(hls.count('recoverMediaError')).toBe(3);
    expect(events.error).toEqual([]);
    hls.fireError(fake.ErrorTypes.MEDIA_ERROR);
    expect(hls.count('recoverMediaError')).toBe(3);
    expect(hls.count('destroy')).toBe(1);
    expect(events.error).toEqual([{ reason: 'media', detail: 'fakeDetails' }]);
  });

  test('an error of the native player drops the source and reports a media failure', async () => {
    const { controller, media, events } = setupController({ mse: false, nativeHls: 'maybe' });
    await controller.load(EPISODE_1);
    media.fire('error');
    expect(media.removedAttributes).toEqual(['src']);
    expect(events.error).toEqual([{ reason: 'media', detail: 'nativePlaybackError' }]);
    // A late second error of the same element is not reported again.
    media.fire('error');
    expect(events.error).toHaveLength(1);
  });

  test('element errors are left to hls.js while it plays', async () => {
    const { controller, fake, media, events } = setupController();
    await controller.load(EPISODE_1);
    media.fire('error');
    expect(fake.instances[0]!.count('destroy')).toBe(0);
    expect(events.error).toEqual([]);
  });

  test('any other fatal error destroys the stream at once', async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    hls.fireError(fake.ErrorTypes.MUX_ERROR);
    expect(hls.count('destroy')).toBe(1);
    expect(hls.count('startLoad') + hls.count('recoverMediaError')).toBe(0);
    expect(events.error).toEqual([{ reason: 'other', detail: 'fakeDetails' }]);
  });

  test('non-fatal errors are left to hls.js', async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    hls.fireError(fake.ErrorTypes.NETWORK_ERROR, false);
    hls.fireError(fake.ErrorTypes.MEDIA_ERROR, false);
    hls.fireError(fake.ErrorTypes.OTHER_ERROR, false);
    expect(hls.calls).toEqual(['loadSource', 'attachMedia']);
    expect(events.error).toEqual([]);
  });

  test('once data is buffered again, later faults get fresh retries', async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    for (let i = 0; i < NETWORK_RETRY_MAX; i += 1) hls.fireError(fake.ErrorTypes.NETWORK_ERROR);
    for (let i = 0; i < MEDIA_RECOVERY_MAX; i += 1) hls.fireError(fake.ErrorTypes.MEDIA_ERROR);
    hls.fire(fake.Events.FRAG_BUFFERED);
    hls.fireError(fake.ErrorTypes.NETWORK_ERROR);
    hls.fireError(fake.ErrorTypes.MEDIA_ERROR);
    expect(hls.count('startLoad')).toBe(4);
    expect(hls.count('recoverMediaError')).toBe(4);
    expect(events.error).toEqual([]);
  });

  test('a new load() starts with fresh retries', async () => {
    const { controller, fake } = setupController();
    await controller.load(EPISODE_1);
    for (let i = 0; i < NETWORK_RETRY_MAX; i += 1) fake.instances[0]!.fireError(fake.ErrorTypes.NETWORK_ERROR);
    await controller.load(EPISODE_2);
    fake.instances[1]!.fireError(fake.ErrorTypes.NETWORK_ERROR);
    expect(fake.instances[1]!.count('startLoad')).toBe(1);
  });
});

describe('switching episode', () => {
  test('destroys the old hls.js instance before loading the new URL', async () => {
    const { controller, fake } = setupController();
    await controller.load(EPISODE_1);
    await controller.load(EPISODE_2);
    expect(fake.instances[0]!.calls.at(-1)).toBe('destroy');
    expect(fake.instances[1]!.loadedUrl).toBe(EPISODE_2);
    expect(fake.instances[1]!.count('destroy')).toBe(0);
  });

  test('reports where the old episode stopped', async () => {
    const { controller, media, events } = setupController();
    await controller.load(EPISODE_1);
    media.currentTime = 42;
    await controller.load(EPISODE_2);
    expect(events.progress).toEqual([{ url: EPISODE_1, seconds: 42, durationSeconds: null }]);
  });

  test('a native stream drops its source before the next one is set', async () => {
    const { controller, media } = setupController({ mse: false, nativeHls: 'maybe' });
    await controller.load(EPISODE_1);
    await controller.load(EPISODE_2);
    expect(media.removedAttributes).toEqual(['src']);
    expect(media.loads).toBe(1);
    expect(media.src).toBe(EPISODE_2);
  });

  test('a load overtaken while hls.js downloads is cancelled', async () => {
    const { controller, fake } = setupController();
    const first = controller.load(EPISODE_1);
    const second = controller.load(EPISODE_2);
    await expect(first).resolves.toBe('cancelled');
    await expect(second).resolves.toBe('hls.js');
    expect(fake.instances.map((hls) => hls.loadedUrl)).toEqual([EPISODE_2]);
  });
});

describe('after destroy()', () => {
  test('destroys the stream and reports the position once', async () => {
    const { controller, fake, media, events } = setupController();
    await controller.load(EPISODE_1);
    media.currentTime = 17;
    controller.destroy();
    controller.destroy();
    expect(fake.instances[0]!.count('destroy')).toBe(1);
    expect(events.progress).toEqual([{ url: EPISODE_1, seconds: 17, durationSeconds: null }]);
  });

  test('late hls.js callbacks of the old instance do nothing', async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    controller.destroy();
    hls.fireError(fake.ErrorTypes.NETWORK_ERROR);
    hls.fireError(fake.ErrorTypes.MEDIA_ERROR);
    hls.fireError(fake.ErrorTypes.OTHER_ERROR);
    hls.fire(fake.Events.FRAG_BUFFERED);
    expect(hls.calls).toEqual(['loadSource', 'attachMedia', 'destroy']);
    expect(events.error).toEqual([]);
  });

  test('late callbacks of a switched-away instance do nothing', async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    await controller.load(EPISODE_2);
    fake.instances[0]!.fireError(fake.ErrorTypes.OTHER_ERROR);
    expect(fake.instances[1]!.count('destroy')).toBe(0);
    expect(events.error).toEqual([]);
  });

  test("a switched-away instance's buffering does not refill the new one's retries", async () => {
    const { controller, fake, events } = setupController();
    await controller.load(EPISODE_1);
    await controller.load(EPISODE_2);
    const [old, current] = [fake.instances[0]!, fake.instances[1]!];
    for (let i = 0; i < NETWORK_RETRY_MAX; i += 1) current.fireError(fake.ErrorTypes.NETWORK_ERROR);
    old.fire(fake.Events.FRAG_BUFFERED);
    current.fireError(fake.ErrorTypes.NETWORK_ERROR);
    expect(current.count('startLoad')).toBe(NETWORK_RETRY_MAX);
    expect(events.error).toEqual([{ reason: 'network', detail: 'fakeDetails' }]);
  });

  test('a load still downloading hls.js is cancelled and builds nothing', async () => {
    const { controller, fake } = setupController();
    const pending = controller.load(EPISODE_1);
    controller.destroy();
    await expect(pending).resolves.toBe('cancelled');
    expect(fake.instances).toHaveLength(0);
  });

  test('media events and new loads are ignored, and the element is let go', async () => {
    const { controller, media, events } = setupController();
    await controller.load(EPISODE_1);
    controller.setPreview({ limitSeconds: 10, entitled: false });
    controller.destroy();
    expect(media.listenerCount()).toBe(0);
    media.playTo(60);
    await expect(controller.load(EPISODE_2)).resolves.toBe('cancelled');
    expect(events['preview-ended']).toEqual([]);
  });
});

describe('the stall watchdog (stallWatchdog.ts) on a stream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A playing stream at 0.08 s whose position stops moving, on fake timers; `online` is the browser's. */
  async function stalledStream(online = { value: true }) {
    vi.useFakeTimers();
    let backOnline: () => void = () => undefined;
    const setup = setupController({
      now: () => Date.now(),
      network: { online: () => online.value, onBack: (back) => ((backOnline = back), () => undefined) },
    });
    await setup.controller.load(EPISODE_1);
    const hls = setup.fake.instances[0]!;
    setup.controller.play();
    setup.media.playTo(0.08);
    return { ...setup, hls, backOnline: () => backOnline() };
  }

  test('a stream standing still with its fragments buffered: media recovery, then a reload at the position, then the reason', async () => {
    const { controller, fake, hls, events, media } = await stalledStream();
    hls.fire(fake.Events.FRAG_BUFFERED);
    // The first sample (at 250 ms) sees where it stands; 1 s later the first step.
    await vi.advanceTimersByTimeAsync(1000);
    expect(hls.count('recoverMediaError')).toBe(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(hls.count('recoverMediaError')).toBe(1);
    expect(fake.instances).toHaveLength(1);

    // Each step is given 2.5 s to work.
    await vi.advanceTimersByTimeAsync(2250);
    expect(fake.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    // A new hls.js on the same URL, from where the stream stood.
    expect(hls.count('destroy')).toBe(1);
    expect(fake.instances).toHaveLength(2);
    expect(fake.instances[1]!.loadedUrl).toBe(EPISODE_1);
    expect(fake.instances[1]!.config.startPosition).toBe(0.08);
    expect(fake.instances[1]!.attachedMedia).toBe(media);
    expect(events.error).toEqual([]);

    await vi.advanceTimersByTimeAsync(2500);
    expect(events.error).toEqual([{ reason: 'media', detail: 'playbackStalled' }]);
    // The store holds it with the position, for the page's message and 重试.
    expect(controller.getSnapshot()).toMatchObject({ error: { reason: 'media', detail: 'playbackStalled' }, currentTime: 0.08 });
    expect(fake.instances[1]!.count('destroy')).toBe(1);
    // Given up: the watchdog is gone with the stream.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events.error).toHaveLength(1);
  });

  test('a hole at the position (a fragment appended, no frame, nothing buffered there): 0.5 s later the position jumps to that fragment\'s end', async () => {
    const { fake, hls, media } = await stalledStream();
    // What the holed stream leaves: HAVE_METADATA, no buffered range at the position.
    media.readyState = 1;
    media.ranges = [];
    // The first sample (at 250 ms) starts the stall clock; the fragment arrives during it; 0.5 s later the skip.
    await vi.advanceTimersByTimeAsync(250);
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { start: 0, duration: 2 } });
    await vi.advanceTimersByTimeAsync(250);
    expect(media.currentTime).toBe(0.08);
    await vi.advanceTimersByTimeAsync(250);
    expect(media.currentTime).toBe(2);
    // A skip is no recovery of the media, nor a new stream.
    expect(hls.count('recoverMediaError')).toBe(0);
    expect(fake.instances).toHaveLength(1);
  });

  test('no skip where media is buffered at the position: the stall goes to the media recovery', async () => {
    const { fake, hls, media } = await stalledStream();
    media.readyState = 1;
    media.ranges = [[0, 2]];
    await vi.advanceTimersByTimeAsync(250);
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { start: 0, duration: 2 } });
    await vi.advanceTimersByTimeAsync(500);
    expect(hls.count('recoverMediaError')).toBe(1);
    expect(media.currentTime).toBe(0.08);
    expect(media.currentTime).toBe(0.08);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('while a fragment is still on its way the stall is buffering, and nothing is done', async () => {
    const { fake, hls } = await stalledStream();
    hls.fire(fake.Events.FRAG_LOADING);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hls.calls.filter((call) => call === 'recoverMediaError' || call === 'destroy')).toEqual([]);
    hls.fire(fake.Events.FRAG_BUFFERED);
    await vi.advanceTimersByTimeAsync(1250);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('the next fragment asked for before the last reached the buffer: the last one buffered does not end the wait for the next', async () => {
    const { fake, hls } = await stalledStream();
    const first = { type: 'main', level: 0, sn: 0 };
    const next = { type: 'main', level: 0, sn: 1 };
    hls.fire(fake.Events.FRAG_LOADING, { frag: first });
    hls.fire(fake.Events.FRAG_LOADED, { frag: first });
    // hls.js asks for the next fragment while the first waits for its append (the early start's
    // first fragment, before the MediaSource opened), then appends the first.
    hls.fire(fake.Events.FRAG_LOADING, { frag: next });
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { ...first, start: 0, duration: 2 } });
    // The next fragment takes 4 s over a busy slow link: that is buffering.
    await vi.advanceTimersByTimeAsync(4000);
    expect(hls.calls.filter((call) => call === 'recoverMediaError' || call === 'destroy')).toEqual([]);
    hls.fire(fake.Events.FRAG_LOADED, { frag: next });
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { ...next, start: 2, duration: 2 } });
    await vi.advanceTimersByTimeAsync(1250);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('a fetch hls.js dropped without a word holds the watchdog off no longer than hls.js lets a fetch run', async () => {
    const { fake, hls } = await stalledStream();
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { type: 'main', level: 0, sn: 0, start: 0, duration: 2 } });
    hls.fire(fake.Events.FRAG_LOADING, { frag: { type: 'main', level: 0, sn: 1 } });
    await vi.advanceTimersByTimeAsync(STREAM_LOAD_TIMEOUT_MS - 250);
    expect(hls.count('recoverMediaError')).toBe(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('a fragment loaded but never buffered (hls.js dropped it) holds the watchdog off no longer', async () => {
    const { fake, hls } = await stalledStream();
    // Playing had begun (a fragment in) when the next was asked for and then dropped.
    hls.fire(fake.Events.FRAG_BUFFERED);
    hls.fire(fake.Events.FRAG_LOADING);
    await vi.advanceTimersByTimeAsync(5000);
    expect(hls.count('recoverMediaError')).toBe(0);
    hls.fire(fake.Events.FRAG_LOADED);
    await vi.advanceTimersByTimeAsync(1250);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('offline the stall waits; back online, hls.js fetches at once instead of waiting out its back-off', async () => {
    const online = { value: false };
    const { hls, backOnline } = await stalledStream(online);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hls.count('recoverMediaError')).toBe(0);
    const loads = hls.count('startLoad');
    online.value = true;
    backOnline();
    expect(hls.count('startLoad')).toBe(loads + 1);
  });

  test('paused, nothing is a stall; a reload keeps the rendition the member picked', async () => {
    const { controller, fake, hls, media } = await stalledStream();
    hls.fire(fake.Events.MANIFEST_PARSED, { levels: [{ height: 360, bitrate: 800_000 }, { height: 720, bitrate: 2_800_000 }] });
    controller.setQuality(1);
    hls.fire(fake.Events.FRAG_BUFFERED);
    media.pause();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hls.count('recoverMediaError')).toBe(0);
    void media.play();
    // Recovery at 1 s, the reload at 3.5 s (before giving up at 6 s).
    await vi.advanceTimersByTimeAsync(4000);
    const reloaded = fake.instances[1]!;
    reloaded.fire(fake.Events.MANIFEST_PARSED, { levels: [{ height: 360, bitrate: 800_000 }, { height: 720, bitrate: 2_800_000 }] });
    expect(reloaded.requestedLevels).toEqual([1]);
  });

  test('a stream still starting (the master, the playlists, a key: no fragment in the buffer yet) is never a stall, however slow', async () => {
    vi.useFakeTimers();
    const setup = setupController({ now: () => Date.now() });
    await setup.controller.load(EPISODE_1);
    const hls = setup.fake.instances[0]!;
    setup.controller.play();
    // Wanted to play, standing at 0 with nothing buffered, nothing fragment-wise on its way:
    // what a slow network or a busy phone shows for seconds before the first fragment.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hls.calls.filter((call) => call === 'recoverMediaError' || call === 'destroy')).toEqual([]);
    expect(setup.fake.instances).toHaveLength(1);
    expect(setup.events.error).toEqual([]);
    // Once a fragment is in, a stall is one again.
    hls.fire(setup.fake.Events.FRAG_BUFFERED);
    await vi.advanceTimersByTimeAsync(1500);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('a player the browser refused to start (no tap yet) waits paused on its first frame and is never a stall; the tap plays it', async () => {
    vi.useFakeTimers();
    const media = new FakeMedia();
    media.refusesSoundUntilTap = true;
    media.autoplay = true;
    const { controller, fake, events } = setupController({ media, now: () => Date.now() });
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    // Asked to play as it attached, and refused: the refusal is heard, not taken for a stream that never starts.
    expect(media.playCalls).toBe(1);
    hls.fire(fake.Events.FRAG_BUFFERED, { frag: { start: 0, duration: 2 } });
    media.readyState = 4;
    media.ranges = [[0, 2]];
    media.fire('loadeddata');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hls.calls.filter((call) => call === 'recoverMediaError' || call === 'destroy')).toEqual([]);
    expect(fake.instances).toHaveLength(1);
    expect(events.error).toEqual([]);
    expect(controller.getSnapshot()).toMatchObject({ paused: true, started: true, error: null });

    media.tap();
    controller.play();
    expect(media.paused).toBe(false);
    // Playing now, a real stall is one again.
    await vi.advanceTimersByTimeAsync(1500);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('a play() interrupted by a new load (AbortError) is not a refusal: the stream still wants to play', async () => {
    vi.useFakeTimers();
    const media = new FakeMedia('', () => Promise.reject(new DOMException('interrupted by a new load request', 'AbortError')));
    media.autoplay = true;
    const { controller, fake } = setupController({ media, now: () => Date.now() });
    await controller.load(EPISODE_1);
    const hls = fake.instances[0]!;
    media.paused = true;
    hls.fire(fake.Events.FRAG_BUFFERED);
    await vi.advanceTimersByTimeAsync(1500);
    expect(hls.count('recoverMediaError')).toBe(1);
  });

  test('destroy() stops the watchdog and stops listening for the network', async () => {
    const { controller, hls, fake } = await stalledStream();
    controller.destroy();
    hls.fire(fake.Events.FRAG_BUFFERED);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hls.count('recoverMediaError')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
