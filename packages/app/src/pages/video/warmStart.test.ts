import type RealHls from 'hls.js/light';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { aConfig, aMember, aVideo } from '../../test/fixtures.ts';
import { fakeRuntime } from '../../test/fakeRuntime.ts';
import type { VideoHeadStart } from '../../state/videoHeadStart.ts';

// hls.js as the controller meets it, minus the streaming (happy-dom has no Media Source).
const hls = vi.hoisted(() => ({ loaded: [] as string[], handlers: [] as [string, (event: string, data: unknown) => void][] }));
vi.mock('hls.js/light', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof RealHls }>()).default;
  class FakeHls {
    static isSupported = () => true;
    static Events = real.Events;
    static ErrorTypes = real.ErrorTypes;
    static DefaultConfig = real.DefaultConfig;
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
const detail = {
  videoInfo: { ...aVideo(1), progress: 0, vodDuration: 600 },
  recommend: [],
  srcList: [{ channel: '线路一', urlList: [{ id: 11, url: EPISODE_URL, name: '第1集', thumbnails: '', poster: '' }] }],
  danmuList: [],
};
const headStart = (): Pick<VideoHeadStart, 'detail'> => ({ detail: Promise.resolve(detail) });

// The warm player lives once per document: each test loads the app's modules afresh.
const freshModule = async () => {
  vi.resetModules();
  (await import('../../state/runtime.ts')).installRuntime(fake.runtime);
  (await import('../../state/member.ts')).syncMemberFromStorage();
  (await import('../../state/config.ts')).configState.config = aConfig({ shikan: PREVIEW_SECONDS });
  return import('./warmStart.ts');
};
const videos = () => [...document.querySelectorAll('video')];

/** Runs a warm start to its first frame (happy-dom decodes nothing: the frame is announced). */
async function warmStartShowing(warmStart: (start: Pick<VideoHeadStart, 'detail'>) => Promise<void>): Promise<void> {
  const start = headStart();
  const settled = warmStart(start);
  await vi.waitFor(() => expect(videos()).toHaveLength(1));
  videos()[0]?.dispatchEvent(new Event('loadeddata'));
  await settled;
}

let fake: ReturnType<typeof fakeRuntime>;

// The first import transforms the player's whole module graph (seconds); later fresh loads reuse it.
beforeAll(async () => {
  await import('./warmStart.ts');
}, 30_000);

beforeEach(() => {
  fake = fakeRuntime();
  fake.runtime.stores.session.save(aMember(), 't-1');
  hls.loaded.length = 0;
  hls.handlers.length = 0;
  vi.stubGlobal('MediaSource', class {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const video of videos()) video.remove();
});

describe('the warm start of a player opened by its link', () => {
  test('starts the first episode on a <video> of its own at the stage, paused, before the page renders', async () => {
    const { warmStart } = await freshModule();
    await warmStartShowing(warmStart);
    const [video] = videos();
    expect(videos()).toHaveLength(1);
    expect(hls.loaded).toEqual([EPISODE_URL]);
    expect(video?.autoplay).toBe(false);
    expect(video?.className).toMatch(/warmStage/);
  });

  test('hands its player to the page once, off the warm stage; the page then owns the player', async () => {
    const { warmStart, takeWarmPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    const taken = takeWarmPlayer(EPISODE_URL);
    expect(taken?.media).toBe(videos()[0]);
    expect(taken?.media.className).not.toMatch(/warmStage/);
    expect(taken?.startAt).toBe(0);
    expect(taken?.shownAt).toEqual(expect.any(Number)); // the telemetry's first frame
    expect(takeWarmPlayer(EPISODE_URL)).toBeNull();
    // A warm start that comes after the page took over starts nothing.
    await warmStart(headStart());
    expect(videos()).toHaveLength(1);
  });

  test('starts at the saved position by the resume rule, as far as it knows before lookOk', async () => {
    fake.runtime.stores.playbackProgress.save(1, 3);
    const { warmStart, takeWarmPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    expect(takeWarmPlayer(EPISODE_URL)?.startAt).toBe(3);
  });

  test('starts a saved position past the preview over: only an entitlement it does not wait for could allow it', async () => {
    fake.runtime.stores.playbackProgress.save(1, 120);
    const { warmStart, takeWarmPlayer } = await freshModule();
    await warmStartShowing(warmStart);
    expect(takeWarmPlayer(EPISODE_URL)?.startAt).toBe(0);
  });

  test('is dropped when the page plays another episode, or the page left first', async () => {
    const first = await freshModule();
    await warmStartShowing(first.warmStart);
    expect(first.takeWarmPlayer('http://media.test/media/play/1/2/s/12.m3u8')).toBeNull();
    expect(videos()).toHaveLength(0);

    const second = await freshModule();
    await warmStartShowing(second.warmStart);
    second.dropWarmPlayer();
    expect(videos()).toHaveLength(0);
    expect(second.takeWarmPlayer(EPISODE_URL)).toBeNull();
  });

  test('settles (and lets the page render) only once its first frame shows', async () => {
    const { warmStart } = await freshModule();
    let settled = false;
    void warmStart(headStart()).then(() => (settled = true));
    await vi.waitFor(() => expect(videos()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    videos()[0]?.dispatchEvent(new Event('loadeddata'));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  test('is dropped when it failed before the page took it: the page starts its own', async () => {
    const { warmStart, takeWarmPlayer } = await freshModule();
    const settled = warmStart(headStart());
    await vi.waitFor(() => expect(hls.handlers.length).toBeGreaterThan(0));
    for (const [event, handler] of hls.handlers) {
      if (event === 'hlsError') handler(event, { fatal: true, type: 'otherError', details: 'internalException' });
    }
    await settled;
    expect(takeWarmPlayer(EPISODE_URL)).toBeNull();
    expect(videos()).toHaveLength(0);
  });

  test('leaves the browser\'s own HLS (iPhone) to the page at once: it loads nothing before a tap', async () => {
    Reflect.deleteProperty(globalThis, 'MediaSource');
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { warmStart, takeWarmPlayer } = await freshModule();
    await warmStart(headStart());
    expect(videos()).toHaveLength(0);
    expect(takeWarmPlayer(EPISODE_URL)).toBeNull();
  });

  test('starts nothing for a video without episodes', async () => {
    const { warmStart } = await freshModule();
    await warmStart({ detail: Promise.resolve({ ...detail, srcList: [] }) });
    expect(videos()).toHaveLength(0);
  });
});
