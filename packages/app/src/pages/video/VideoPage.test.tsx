import { api, SINGLE_EPISODE_COINS, zhCN, zhCNCoinsShort, zhCNDanmaku, zhCNPlayer, zhCNVideo } from '@nocturne/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type RealHls from 'hls.js/light';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configState } from '../../state/config.ts';
import { danmakuState } from '../../state/danmaku.ts';
import { syncMemberFromStorage } from '../../state/member.ts';
import { installRuntime } from '../../state/runtime.ts';
import { pickEpisode } from '../../state/viewing/opening.ts';
import { aConfig, aMember, aVideo } from '../../test/fixtures.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import VideoPage from './VideoPage.tsx';

// hls.js as the controller meets it, minus the streaming (happy-dom has no Media Source): each
// instance records its stream and lets the test fire hls.js's events.
const hls = vi.hoisted(() => ({
  instances: [] as { url: string; config: Record<string, unknown>; fire: (event: string, data: unknown) => void }[],
}));
vi.mock('hls.js/light', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof RealHls }>()).default;
  class FakeHls {
    static isSupported = () => true;
    static Events = real.Events;
    static ErrorTypes = real.ErrorTypes;
    static DefaultConfig = real.DefaultConfig;
    nextLevel = -1;
    private readonly handlers: [string, (event: string, data: unknown) => void][] = [];
    constructor(private readonly config: Record<string, unknown>) {}
    on(event: string, handler: (event: string, data: unknown) => void): void {
      this.handlers.push([event, handler]);
    }
    loadSource(url: string): void {
      hls.instances.push({
        url,
        config: this.config,
        fire: (event, data) => this.handlers.filter(([name]) => name === event).forEach(([, handler]) => handler(event, data)),
      });
    }
    attachMedia(): void {}
    startLoad(): void {}
    recoverMediaError(): void {}
    destroy(): void {}
  }
  return { default: FakeHls };
});

const PREVIEW_SECONDS = 10;
const episode = (id: number) => ({
  id,
  url: `http://media.test/media/play/1/2/s/${id}.m3u8`,
  name: `第${id - 10}集`,
  thumbnails: '',
  poster: `http://media.test/media/poster/1/${id}.jpg`,
});
const detail = {
  videoInfo: { ...aVideo(1), progress: 0, vodDuration: 600 },
  recommend: [],
  srcList: [{ channel: '线路一', urlList: [episode(11), episode(12)] }],
  danmuList: [],
};

let fake: ReturnType<typeof fakeRuntime>;

function openPage() {
  return render(
    <MemoryRouter initialEntries={['/videoinfo?id=1']}>
      <VideoPage />
    </MemoryRouter>,
  );
}

/** The page's player has asked hls.js for its stream: answers the <video>. */
async function playerLoading(): Promise<HTMLVideoElement> {
  await waitFor(() => expect(hls.instances).toHaveLength(1));
  return screen.getByTestId('player-slot').querySelector('video')!;
}

/** The stream plays on past the free preview's limit. */
const playPastThePreview = (video: HTMLVideoElement) =>
  act(() => {
    video.dispatchEvent(new Event('loadeddata'));
    void video.play();
    video.currentTime = PREVIEW_SECONDS + 0.3;
    video.dispatchEvent(new Event('timeupdate'));
  });

const fail = (type: string, times = 1, details = 'fakeDetails') =>
  act(() => {
    for (let i = 0; i < times; i += 1) hls.instances.at(-1)!.fire('hlsError', { type, fatal: true, details });
  });

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember(), 't-1');
  syncMemberFromStorage();
  configState.config = aConfig({ shikan: PREVIEW_SECONDS });
  fake.server.on(api.videoDetail, ok(detail));
  fake.server.on(api.lookOk, ok(false));
  fake.server.on(api.playback, ok(null));
  hls.instances.length = 0;
  vi.stubGlobal('MediaSource', class {});
  // The playback telemetry's beacons go nowhere here.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  // A browser's play() before the stream has data starts nothing yet (happy-dom's fires 'playing' at once).
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  // Unmounted before the fakes go: leaving the page sends its telemetry and saves the position.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stage while the stream loads', () => {
  test("shows the episode's poster frame under the loading layer, on the one <video> of the stage", async () => {
    openPage();
    const video = await playerLoading();
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(video.poster).toBe(episode(11).poster);
    expect(hls.instances[0]?.url).toBe(episode(11).url);
    expect(screen.getByRole('status')).toHaveTextContent(zhCN.common.loading);
    // The first frame: the bare video.
    act(() => void video.dispatchEvent(new Event('loadeddata')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('a failure says why, with 重试', () => {
  test.each([
    ['network', 'networkError', 4, zhCNVideo.playbackFailed.network],
    ['media', 'mediaError', 4, zhCNVideo.playbackFailed.media],
    ['other', 'otherError', 1, zhCNVideo.playbackFailed.other],
  ] as const)('%s: its own sentence', async (_reason, type, times, sentence) => {
    openPage();
    await playerLoading();
    fail(type, times);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('button', { name: zhCN.common.retry })).toBeInTheDocument();
  });

  test('unsupported: a browser with neither Media Source nor HLS of its own', async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'MediaSource');
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(zhCNVideo.playbackFailed.unsupported);
    expect(zhCNVideo.playbackFailed.unsupported).toBe('当前浏览器不支持播放该视频');
  });

  test('重试 loads the same stream again where it failed, on the same <video>, without reloading the page', async () => {
    openPage();
    const video = await playerLoading();
    act(() => {
      video.dispatchEvent(new Event('loadeddata'));
      video.currentTime = 4.5;
      video.dispatchEvent(new Event('timeupdate'));
    });
    fail('networkError', 4, 'fragLoadTimeOut');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: zhCN.common.retry }));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[1]?.url).toBe(episode(11).url);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(zhCN.common.loading);
    expect(screen.getByTestId('player-slot').querySelector('video')).toBe(video);
    // The page was not opened again.
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(1);
    // Where it failed: once the stream's metadata is here.
    video.currentTime = 0;
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));
    expect(video.currentTime).toBe(4.5);
  });

  test('a detail that failed says the generic sentence, and 重试 asks for it again', async () => {
    fake.server.on(api.videoDetail, { code: 500, msg: '服务繁忙', data: null });
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(zhCNVideo.playbackFailed.other);
    fake.server.on(api.videoDetail, ok(detail));
    await userEvent.click(screen.getByRole('button', { name: zhCN.common.retry }));
    await playerLoading();
    expect(fake.server.received.get(api.videoDetail.path)).toHaveLength(2);
  });
});

describe('one player for the page', () => {
  test('another episode plays on the same <video>, with its poster, keeping the speed the member chose', async () => {
    openPage();
    const video = await playerLoading();
    await userEvent.click(screen.getByRole('button', { name: `${zhCNPlayer.speed} 1.0x` }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    await act(() => pickEpisode(0, 1));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[1]?.url).toBe(episode(12).url);
    expect(screen.getByTestId('player-slot').querySelector('video')).toBe(video);
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(video.poster).toBe(episode(12).poster);
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: `${zhCNPlayer.speed} 1.5x` })).toBeInTheDocument();
  });

  test('opened, the player resumes where the member left off; another episode starts from its beginning', async () => {
    fake.runtime.stores.playbackProgress.save(1, 4);
    openPage();
    const video = await playerLoading();
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));
    expect(video.currentTime).toBe(4);
    await act(() => pickEpisode(0, 1));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    video.currentTime = 0;
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));
    expect(video.currentTime).toBe(0);
  });

  test('sound goes through the player: the button mutes the video and names what it will do next', async () => {
    openPage();
    const video = await playerLoading();
    await userEvent.click(screen.getByRole('button', { name: zhCNPlayer.mute }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: zhCNPlayer.unmute })).toBeInTheDocument();
  });

  test('fullscreen: the stage is asked (then landscape) and the controls follow fullscreenchange; where the page cannot, the video is asked', async () => {
    openPage();
    const video = await playerLoading();
    const stage = screen.getByRole('group', { name: zhCNPlayer.controls });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(stage, { requestFullscreen });
    await userEvent.click(within(stage).getByRole('button', { name: zhCNPlayer.fullscreen }));
    expect(requestFullscreen).toHaveBeenCalledWith({ navigationUI: 'hide' });

    // happy-dom has no Fullscreen API: the browser's part is played here.
    let fullscreenElement: Element | null = stage;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(within(stage).getByRole('button', { name: zhCNPlayer.exitFullscreen })).toBeInTheDocument();
    fullscreenElement = null;
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    Reflect.deleteProperty(document, 'fullscreenElement');

    // iPhone Safari: no element goes fullscreen, the video does.
    const webkitEnterFullscreen = vi.fn();
    Object.assign(stage, { requestFullscreen: undefined });
    Object.assign(video, { webkitEnterFullscreen });
    await userEvent.click(within(stage).getByRole('button', { name: zhCNPlayer.fullscreen }));
    expect(webkitEnterFullscreen).toHaveBeenCalledTimes(1);
  });

  test('at the preview limit the paywall opens; put away, the stage says the preview ended and offers to unlock', async () => {
    openPage();
    const video = await playerLoading();
    playPastThePreview(video);
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(PREVIEW_SECONDS);
    const paywall = await screen.findByRole('dialog');
    expect(paywall).toHaveTextContent(zhCNVideo.previewEnded);
    await userEvent.click(within(paywall).getByRole('button', { name: zhCN.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(zhCNVideo.previewEnded);
    expect(screen.getByRole('button', { name: zhCNVideo.buyVip })).toBeInTheDocument();
  });
});

describe('what shows only on a tap loads on the first tap', () => {
  test('弹幕设置 opens its sheet, and its switch turns the danmaku off', async () => {
    openPage();
    await playerLoading();
    await userEvent.click(await screen.findByRole('button', { name: zhCNDanmaku.settings }));
    const sheet = await screen.findByRole('dialog', { name: zhCNDanmaku.settings });
    const toggle = within(sheet).getByRole('switch', { name: zhCNDanmaku.toggle });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(danmakuState.settings.enabled).toBe(false);
    expect(toggle).not.toBeChecked();
  });

  test('buying an episode with too few coins says 金币不足 with the balance and offers top-up', async () => {
    openPage();
    const video = await playerLoading();
    playPastThePreview(video);
    const paywall = await screen.findByRole('dialog');
    await userEvent.click(within(paywall).getByRole('button', { name: zhCNVideo.buyEpisode(SINGLE_EPISODE_COINS) }));
    const short = await screen.findByRole('alertdialog', { name: zhCNCoinsShort.title });
    expect(short).toHaveTextContent(zhCNCoinsShort.message(0, SINGLE_EPISODE_COINS));
    expect(within(short).getByRole('button', { name: zhCNCoinsShort.topUp })).toBeInTheDocument();
  });
});
