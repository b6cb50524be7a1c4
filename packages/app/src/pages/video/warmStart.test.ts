import { api } from '@nocturne/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type RealHls from 'hls.js/light';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { aConfig, aMember, aVideo } from '../../test/fixtures.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import type { VideoHeadStart } from '../../state/videoHeadStart.ts';

// hls.js as the controller meets it, minus the streaming (happy-dom has no Media Source).
const hls = vi.hoisted(() => ({ loaded: [] as string[], configs: [] as Record<string, unknown>[], handlers: [] as [string, (event: string, data: unknown) => void][] }));
vi.mock('hls.js/light', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof RealHls }>()).default;
  class FakeHls {
    static isSupported = () => true;
    static Events = real.Events;
    static ErrorTypes = real.ErrorTypes;
    static DefaultConfig = real.DefaultConfig;
    constructor(config: Record<string, unknown>) {
      hls.configs.push(config);
    }
    on(event: string, handler: (event: string, data: unknown) => void): void {
      hls.handlers.push([event, handler]);
    }
    loadSource(url: string): void {
      hls.loaded.push(url);
    }
    attachMedia(): void {}
    destroy(): void {}
  }
  return { default: FakeHls };
});

const PREVIEW_SECONDS = 10;
const EPISODE_URL = 'http://media.test/media/play/1/2/s/11.m3u8';
const POSTER_URL = 'http://media.test/media/poster/1/11.jpg';
const detail = {
  videoInfo: { ...aVideo(1), progress: 0, vodDuration: 600 },
  recommend: [],
  srcList: [{ channel: '线路一', urlList: [{ id: 11, url: EPISODE_URL, name: '第1集', thumbnails: '', poster: POSTER_URL }] }],
  danmuList: [],
};
const headStart = (streamFiles: VideoHeadStart['streamFiles'] = new Map()): Pick<VideoHeadStart, 'detail' | 'streamFiles'> => ({ detail: Promise.resolve(detail), streamFiles });

// The warm player lives once per document: each test loads the app's modules afresh.
const freshModule = async () => {
  vi.resetModules();
  (await import('../../state/runtime.ts')).installRuntime(fake.runtime);
  (await import('../../state/member.ts')).syncMemberFromStorage();
  (await import('../../state/config.ts')).configState.config = aConfig({ shikan: PREVIEW_SECONDS });
  return { ...(await import('./warmStart.ts')), ...(await import('./screenPlayer.ts')) };
};
const videos = () => [...document.querySelectorAll('video')];

/** Runs a warm start to its first frame (happy-dom decodes nothing: the frame is announced). */
async function warmStartShowing(warmStart: (start: Pick<VideoHeadStart, 'detail' | 'streamFiles'>) => Promise<void>, start = headStart()): Promise<void> {
  const settled = warmStart(start);
  // A frame comes only once hls.js has the stream (the first import of hls.js takes a while).
  await vi.waitFor(() => expect(hls.loaded).toHaveLength(1), { timeout: 10_000 });
  videos()[0]?.dispatchEvent(new Event('loadeddata'));
  await settled;
}

let fake: ReturnType<typeof fakeRuntime>;

// The first import transforms the player's whole module graph (seconds); later fresh loads reuse it.
beforeAll(async () => {
  await import('./warmStart.ts');
}, 30_000);

/**
 * happy-dom's play() fires `playing` at once; a real element fires it only once it has a frame
 * to play. Without that a warm player would count as showing before its first frame.
 */
function playingOnlyWithAFrame(): void {
  const realPlay = HTMLMediaElement.prototype.play;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (this.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return realPlay.call(this);
    const dispatch = this.dispatchEvent;
    this.dispatchEvent = (event: Event) => event.type === 'playing' || dispatch.call(this, event);
    try {
      return realPlay.call(this);
    } finally {
      this.dispatchEvent = dispatch;
    }
  });
}

beforeEach(() => {
  playingOnlyWithAFrame();
  fake = fakeRuntime();
  fake.runtime.stores.session.save(aMember(), 't-1');
  hls.loaded.length = 0;
  hls.configs.length = 0;
  hls.handlers.length = 0;
  vi.stubGlobal('MediaSource', class {});
});

afterEach(() => {
  // A page rendered by a test leaves (saving, sending its telemetry) before the fakes go.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const video of videos()) video.remove();
});

describe('the warm start of a player opened by its link', () => {
  test("starts the first episode on the screen's player at the stage, playing from its first frame, with its poster until then, before the page renders", async () => {
    const { warmStart, screenPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    const [video] = videos();
    expect(videos()).toHaveLength(1);
    expect(hls.loaded).toEqual([EPISODE_URL]);
    expect(video?.autoplay).toBe(true);
    expect(video?.paused).toBe(false);
    expect(video?.className).toMatch(/warmStage/);
    // The poster frame holds the stage while the stream loads.
    expect(video?.poster).toBe(POSTER_URL);
    expect(screenPlayer()?.media).toBe(video);
  });

  test("hls.js takes the master the document's early start fetched instead of asking the network again", async () => {
    const { warmStart } = await freshModule();
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=880000\n360p.m3u8\n';
    const early = { body: new TextEncoder().encode(master).buffer as ArrayBuffer, ttfb: 20, transfer: 5 };
    await warmStartShowing(warmStart, headStart(new Map([[EPISODE_URL, Promise.resolve(early)]])));
    const config = hls.configs[0] as { pLoader: new (config: unknown) => { load: (...args: unknown[]) => void } };
    const onSuccess = vi.fn();
    // hls.js's own network loader, which must not be asked.
    const network = vi.fn();
    const loader = class { stats = { loading: {} }; load = network; destroy() {} };
    new config.pLoader({ ...config, loader }).load({ url: EPISODE_URL, type: 'manifest', responseType: 'text' }, {}, { onSuccess, onError: vi.fn(), onTimeout: vi.fn() });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ url: EPISODE_URL, data: master, code: 200 }, expect.anything(), expect.anything(), null));
    expect(network).not.toHaveBeenCalled();
  });

  test('hands its player to the page, off the warm stage; the page then owns the player', async () => {
    const { warmStart, takeScreenPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    const taken = takeScreenPlayer();
    expect(taken.media).toBe(videos()[0]);
    expect(taken.media.className).not.toMatch(/warmStage/);
    expect(taken.warm).toEqual({ url: EPISODE_URL, startAt: 0 });
    expect(taken.shownAt).toEqual(expect.any(Number)); // the telemetry's first frame
    expect(taken.controller.getSnapshot().started).toBe(true);
    // Asked again, the page gets the same player: one a screen.
    expect(takeScreenPlayer()).toBe(taken);
    // A warm start that comes after the page took over starts nothing.
    await warmStart(headStart());
    expect(videos()).toHaveLength(1);
    expect(hls.loaded).toEqual([EPISODE_URL]);
  });

  test('starts at the saved position by the resume rule, as far as it knows before lookOk', async () => {
    fake.runtime.stores.playbackProgress.save(1, 3);
    const { warmStart, takeScreenPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    expect(takeScreenPlayer().warm?.startAt).toBe(3);
  });

  test('starts a saved position past the preview over: only an entitlement it does not wait for could allow it', async () => {
    fake.runtime.stores.playbackProgress.save(1, 120);
    const { warmStart, takeScreenPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    expect(takeScreenPlayer().warm?.startAt).toBe(0);
  });

  test('is dropped when the page left first; a page coming later makes its own', async () => {
    const { warmStart, closeWarmStart, takeScreenPlayer, screenPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    closeWarmStart();
    expect(videos()).toHaveLength(0);
    expect(screenPlayer()).toBeNull();
    const own = takeScreenPlayer();
    expect(own.warm).toBeNull();
    expect(own.media.autoplay).toBe(true);
  });

  test('settles (and lets the page render) only once its first frame shows', async () => {
    const { warmStart } = await freshModule();
    let settled = false;
    void warmStart(headStart()).then(() => (settled = true));
    await vi.waitFor(() => expect(hls.loaded).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    videos()[0]?.dispatchEvent(new Event('loadeddata'));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  test('is dropped when it failed before the page took it: the page starts its own', async () => {
    const { warmStart, takeScreenPlayer, screenPlayer } = await freshModule();
    const settled = warmStart(headStart());
    await vi.waitFor(() => expect(hls.handlers.length).toBeGreaterThan(0));
    for (const [event, handler] of hls.handlers) {
      if (event === 'hlsError') handler(event, { fatal: true, type: 'otherError', details: 'internalException' });
    }
    await settled;
    expect(videos()).toHaveLength(0);
    expect(screenPlayer()).toBeNull();
    expect(takeScreenPlayer().warm).toBeNull();
  });

  test('a failure after the page took it is the page\'s: the player stays, with the reason in its store', async () => {
    const { warmStart, takeScreenPlayer, screenPlayback } = await freshModule();
    const settled = warmStart(headStart());
    await vi.waitFor(() => expect(hls.handlers.length).toBeGreaterThan(0));
    const taken = takeScreenPlayer();
    for (const [event, handler] of hls.handlers) {
      if (event === 'hlsError') handler(event, { fatal: true, type: 'otherError', details: 'internalException' });
    }
    await settled;
    expect(videos()).toEqual([taken.media]);
    expect(screenPlayback.getSnapshot().error).toEqual({ reason: 'other', detail: 'internalException' });
  });

  test('leaves the browser\'s own HLS (iPhone) to the page at once: it loads nothing before a tap', async () => {
    Reflect.deleteProperty(globalThis, 'MediaSource');
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { warmStart, takeScreenPlayer } = await freshModule();
    await warmStart(headStart());
    expect(videos()).toHaveLength(0);
    expect(takeScreenPlayer().warm).toBeNull();
  });

  test('starts nothing for a video without episodes', async () => {
    const { warmStart } = await freshModule();
    await warmStart({ detail: Promise.resolve({ ...detail, srcList: [] }), streamFiles: new Map() });
    expect(videos()).toHaveLength(0);
  });
});

describe('the page taking the warm start over', () => {
  /** The page on the fresh modules of the warm start, opened on video 1 whose first episode is EPISODE_URL. */
  async function openPage() {
    fake.server.on(api.videoDetail, ok(detail));
    fake.server.on(api.lookOk, ok(false));
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const VideoPage = (await import('./VideoPage.tsx')).default;
    render(createElement(MemoryRouter, { initialEntries: ['/videoinfo?id=1'] }, createElement(VideoPage)));
  }

  test('its stream plays on in the stage: one <video>, the playlist asked once, no loading layer over its frame', async () => {
    const { warmStart } = await freshModule();
    await warmStartShowing(warmStart);
    const [warm] = videos();
    await openPage();
    await waitFor(() => expect(screen.getByTestId('player-slot')).toContainElement(warm!));
    expect(videos()).toEqual([warm]);
    expect(warm?.className).not.toMatch(/warmStage/);
    await waitFor(() => expect(warm?.paused).toBe(false));
    expect(warm?.autoplay).toBe(true);
    expect(hls.loaded).toEqual([EPISODE_URL]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  }, 30_000);

  test('a warm stream of another episode gives way to the page\'s, on the same <video>', async () => {
    const other = 'http://media.test/media/play/1/2/s/12.m3u8';
    const { warmStart } = await freshModule();
    const settled = warmStart({ detail: Promise.resolve({ ...detail, srcList: [{ channel: '线路一', urlList: [{ id: 12, url: other, name: '第2集', thumbnails: '', poster: '' }] }] }), streamFiles: new Map() });
    await vi.waitFor(() => expect(hls.loaded).toHaveLength(1), { timeout: 10_000 });
    videos()[0]?.dispatchEvent(new Event('loadeddata'));
    await settled;
    const [warm] = videos();
    await openPage();
    await waitFor(() => expect(hls.loaded).toEqual([other, EPISODE_URL]));
    expect(videos()).toEqual([warm]);
    expect(warm?.poster).toBe(POSTER_URL);
    expect(screen.getByTestId('player-slot')).toContainElement(warm!);
  }, 30_000);
});
