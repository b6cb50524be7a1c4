import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AUTO_HIDE_MS, PlayerControls, type PlayerControlsProps } from './PlayerControls.tsx';
import { PlayerNotice } from './PlayerNotice.tsx';
import { createPlayerValue, type PlayerActions, type PlayerView } from './playerValue.ts';
import { DOUBLE_TAP_MS, HOLD_MS } from './useStageGestures.ts';

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

const labels: PlayerControlsProps['labels'] = {
  controls: '播放器',
  play: '播放',
  pause: '暂停',
  seek: '播放进度',
  quality: '清晰度',
  speed: '倍速',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  pictureInPicture: '画中画',
  mute: '静音',
  unmute: '取消静音',
  holdHint: '2倍速播放中',
  seekBack: '快退10秒',
  seekForward: '快进10秒',
  previewMark: '试看至00:10',
  beyondPreview: '开通VIP观看完整版',
  nextEpisode: '即将播放下一集',
  nextEpisodeIn: (seconds) => `${seconds}秒后播放`,
  playNow: '立即播放',
  cancel: '取消',
  time: clock,
  spokenPosition: (seconds, duration) => `${Math.floor(seconds)}秒，共${Math.floor(duration)}秒`,
};

const rates = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({ value, label: `${value}x` }));
const qualities = [
  { value: 0, label: '360P' },
  { value: 1, label: '720P' },
];

/** The props the controls once took one by one: the player's view, its callbacks and the layout's own. */
type Setup = Partial<PlayerView> & Partial<Omit<PlayerControlsProps, 'player'>> & Partial<Record<keyof typeof callbackOf, (...args: never[]) => unknown>>;

/** Which action each callback of the old props became. */
const callbackOf = {
  onPlay: 'play',
  onPause: 'pause',
  onSeek: 'seek',
  onRate: 'setRate',
  onQuality: 'setQuality',
  onHold: 'hold',
  onToggleMute: 'toggleMute',
  onPictureInPicture: 'togglePictureInPicture',
  onFullscreenChange: 'setFullscreen',
  onNextEpisodeNow: 'nextEpisodeNow',
  onNextEpisodeCancel: 'nextEpisodeCancel',
} as const satisfies Record<string, keyof PlayerActions>;

const layoutKeys = ['labels', 'children', 'overlay', 'extraActions', 'notice', 'title', 'stageRef', 'defaultMenu', 'dragTime'] as const;

function controlsFor(props: Setup) {
  const view: Record<string, unknown> = {};
  const actions: Record<string, unknown> = {};
  const layout: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key in callbackOf) actions[callbackOf[key as keyof typeof callbackOf]] = value;
    else if ((layoutKeys as readonly string[]).includes(key)) layout[key] = value;
    else view[key] = value;
  }
  const player = createPlayerValue(view as unknown as PlayerView, actions as unknown as PlayerActions);
  return <PlayerControls {...(layout as unknown as Omit<PlayerControlsProps, 'player'>)} player={player} />;
}

function setup(overrides: Setup = {}) {
  const handlers = {
    onPlay: vi.fn(),
    onPause: vi.fn(),
    onSeek: vi.fn(),
    onRate: vi.fn(),
    onQuality: vi.fn(),
    onHold: vi.fn(),
    onToggleMute: vi.fn(),
  };
  const props: Setup = {
    labels,
    paused: false,
    waiting: false,
    currentTime: 30,
    duration: 120,
    bufferedEnd: 0,
    previewLimit: null,
    seekStep: 10,
    rate: 1,
    rates,
    boosted: false,
    qualities,
    quality: 'auto',
    qualityAutoLabel: '自动(720P)',
    qualityAutoShort: '自动',
    muted: false,
    pictureInPicture: false,
    fullscreen: false,
    nextEpisode: null,
    ...handlers,
    ...overrides,
  };
  const view = render(controlsFor(props));
  return { ...handlers, ...view, props, rerenderWith: (next: Setup) => view.rerender(controlsFor({ ...props, ...next })) };
}

/** happy-dom lays nothing out: give an element a box so pointer positions mean something. */
function giveBox(element: Element, width = 300) {
  element.getBoundingClientRect = () => ({ left: 0, top: 0, width, height: 20, right: width, bottom: 20, x: 0, y: 0, toJSON: () => ({}) });
}

const chromeShown = () => screen.getByTestId('player-chrome').getAttribute('data-shown') === 'true';

describe('play and pause', () => {
  test('playing: the bar offers pause; paused: play, also as a big centre button', async () => {
    const { onPause, onPlay, rerenderWith } = setup();
    await userEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(onPause).toHaveBeenCalledTimes(1);
    rerenderWith({ paused: true });
    const plays = screen.getAllByRole('button', { name: '播放' });
    expect(plays).toHaveLength(2);
    await userEvent.click(plays[0]!);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  test('while waiting for data a spinner replaces the centre button', () => {
    setup({ waiting: true });
    expect(screen.getAllByRole('button', { name: /播放|暂停/ })).toHaveLength(1);
  });
});

describe('time and the seek bar', () => {
  test('shows the position and the real length', () => {
    setup({ currentTime: 3, duration: 24 });
    expect(screen.getByText('00:03 / 00:24')).toBeInTheDocument();
  });

  test('is a named slider with its value spoken in seconds', () => {
    setup({ currentTime: 65, duration: 120 });
    const slider = screen.getByRole('slider', { name: '播放进度' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '120');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(slider).toHaveAttribute('aria-valuetext', '65秒，共120秒');
  });

  test('arrow keys seek by the step, Home and End to the ends (once each, not also by the player)', () => {
    const { onSeek } = setup();
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeek.mock.calls).toEqual([[40], [20], [0], [120]]);
  });

  test('dragging shows the thumbnail of that time and seeks on release', () => {
    const thumbnailAt = vi.fn((seconds: number) => ({ url: 'https://media.example/sprite.jpg', x: Math.floor(seconds / 10) * 160, y: 0, w: 160, h: 90 }));
    const { onSeek } = setup({ thumbnailAt });
    const slider = screen.getByRole('slider');
    giveBox(slider);
    fireEvent.pointerDown(slider, { clientX: 150, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 225, pointerId: 1 });
    const frame = screen.getByTestId('seek-thumbnail');
    expect(thumbnailAt).toHaveBeenLastCalledWith(90);
    expect(frame.style.backgroundImage).toContain('https://media.example/sprite.jpg');
    expect(frame.style.backgroundPosition).toBe('-1440px 0px');
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('01:30 / 02:00');
    expect(onSeek).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider, { clientX: 225, pointerId: 1 });
    expect(onSeek).toHaveBeenCalledWith(90);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  test('a cancelled drag seeks nowhere', () => {
    const { onSeek } = setup();
    const slider = screen.getByRole('slider');
    giveBox(slider);
    fireEvent.pointerDown(slider, { clientX: 100 });
    fireEvent.pointerCancel(slider);
    expect(onSeek).not.toHaveBeenCalled();
  });
});

describe('the preview limit', () => {
  test('marks the free part on the bar and says how far the preview goes', () => {
    setup({ currentTime: 3, duration: 24, previewLimit: 10 });
    expect(screen.getByTestId('preview-free').style.width).toBe(`${(10 / 24) * 100}%`);
    expect(screen.getByText('试看至00:10')).toBeInTheDocument();
    // The clock shows the episode's length, not the preview's.
    expect(screen.getByText('00:03 / 00:24')).toBeInTheDocument();
  });

  test('dragging past it says the rest needs VIP, without a thumbnail; the seek is still reported', () => {
    const { onSeek } = setup({ currentTime: 3, duration: 24, previewLimit: 10, thumbnailAt: () => ({ url: 'a.jpg', x: 0, y: 0, w: 160, h: 90 }) });
    const slider = screen.getByRole('slider');
    giveBox(slider, 240);
    fireEvent.pointerDown(slider, { clientX: 180 });
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('开通VIP观看完整版');
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    fireEvent.pointerUp(slider, { clientX: 180 });
    expect(onSeek).toHaveBeenCalledWith(18);
  });

  test('no mark when the whole episode plays', () => {
    setup({ previewLimit: null });
    expect(screen.queryByTestId('preview-free')).not.toBeInTheDocument();
    expect(screen.queryByText('试看至00:10')).not.toBeInTheDocument();
  });
});

describe('menus', () => {
  test('quality: 自动 names what it chose; picking a rendition reports it and closes', async () => {
    const { onQuality } = setup();
    const button = screen.getByRole('button', { name: '清晰度 自动' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: '清晰度' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['自动(720P)', '360P', '720P']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();
    await userEvent.click(items[2]!);
    expect(onQuality).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('quality: a fixed rendition shows on the button; one rendition only: no menu', () => {
    const { rerenderWith } = setup({ quality: 0 });
    expect(screen.getByRole('button', { name: '清晰度 360P' })).toBeInTheDocument();
    rerenderWith({ qualities: [{ value: 0, label: '360P' }] });
    expect(screen.queryByRole('button', { name: /清晰度/ })).not.toBeInTheDocument();
  });

  test('speed: lists 0.5x to 2x, arrows move, Escape closes and gives focus back', async () => {
    const { onRate } = setup({ rate: 1 });
    const button = screen.getByRole('button', { name: '倍速 1x' });
    await userEvent.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x']);
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    expect(onRate).toHaveBeenCalledWith(1.5);
  });
});

describe('touch gestures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const surface = () => {
    const element = screen.getByTestId('player-surface');
    giveBox(element, 300);
    return element;
  };
  const tap = (element: Element, clientX = 150) => {
    fireEvent.pointerDown(element, { clientX });
    fireEvent.pointerUp(element, { clientX });
  };

  test(`holding for ${HOLD_MS} ms plays at 2x until released, with no tap after`, () => {
    const { onHold, rerenderWith } = setup();
    const element = surface();
    fireEvent.pointerDown(element, { clientX: 150 });
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(onHold).toHaveBeenLastCalledWith(true);
    rerenderWith({ boosted: true });
    expect(screen.getByRole('status')).toHaveTextContent('2倍速播放中');
    fireEvent.pointerUp(element, { clientX: 150 });
    expect(onHold).toHaveBeenLastCalledWith(false);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(chromeShown()).toBe(true);
  });

  test('a short press is no hold', () => {
    const { onHold } = setup();
    tap(surface());
    act(() => vi.advanceTimersByTime(HOLD_MS * 2));
    expect(onHold).not.toHaveBeenCalled();
  });

  test('double tap on the right seeks forward 10 s, on the left back, with a hint', () => {
    const { onSeek } = setup({ currentTime: 30 });
    const element = surface();
    tap(element, 280);
    tap(element, 280);
    expect(onSeek).toHaveBeenLastCalledWith(40);
    expect(screen.getByRole('status')).toHaveTextContent('快进10秒');
    tap(element, 20);
    tap(element, 20);
    expect(onSeek).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('status')).toHaveTextContent('快退10秒');
    // A double tap is not also a single tap.
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(chromeShown()).toBe(true);
  });

  test('double tap in the middle plays or pauses', () => {
    const { onPause } = setup({ paused: false });
    const element = surface();
    tap(element, 150);
    tap(element, 150);
    expect(onPause).toHaveBeenCalledTimes(1);
  });

  test('a single tap hides the controls and the next shows them', () => {
    setup();
    const element = surface();
    expect(chromeShown()).toBe(true);
    tap(element);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(chromeShown()).toBe(false);
    tap(element);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(chromeShown()).toBe(true);
  });

  test(`while playing the controls hide after ${AUTO_HIDE_MS} ms; paused they stay`, () => {
    expect(AUTO_HIDE_MS).toBe(3000);
    const { rerenderWith } = setup({ paused: false });
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS - 100));
    expect(chromeShown()).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(chromeShown()).toBe(false);
    rerenderWith({ paused: true });
    expect(chromeShown()).toBe(true);
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS * 2));
    expect(chromeShown()).toBe(true);
  });
});

describe('keyboard', () => {
  test('space and k play/pause, arrows seek 10 s, m mutes', () => {
    const { onPause, onSeek, onToggleMute } = setup({ currentTime: 30 });
    const player = screen.getByRole('group', { name: '播放器' });
    fireEvent.keyDown(player, { key: ' ' });
    fireEvent.keyDown(player, { key: 'k' });
    expect(onPause).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(onSeek.mock.calls).toEqual([[40], [20]]);
    fireEvent.keyDown(player, { key: 'm' });
    expect(onToggleMute).toHaveBeenCalledTimes(1);
  });

  test('space on a focused button presses only that button', () => {
    const { onPause } = setup();
    fireEvent.keyDown(screen.getByRole('button', { name: '静音' }), { key: ' ' });
    expect(onPause).not.toHaveBeenCalled();
  });

  test('f and the button ask for fullscreen; in fullscreen they ask to leave, and the title shows in the top bar', async () => {
    const onFullscreenChange = vi.fn();
    const { rerenderWith } = setup({ onFullscreenChange, title: '城市夜景' });
    const player = screen.getByRole('group', { name: '播放器' });
    fireEvent.keyDown(player, { key: 'f' });
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(onFullscreenChange.mock.calls).toEqual([[true], [true]]);
    expect(screen.queryByText('城市夜景')).not.toBeInTheDocument();
    rerenderWith({ onFullscreenChange, title: '城市夜景', fullscreen: true });
    expect(player).toHaveAttribute('data-fullscreen', 'true');
    expect(screen.getByText('城市夜景')).toBeInTheDocument();
    fireEvent.keyDown(player, { key: 'f' });
    await userEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(onFullscreenChange.mock.calls.slice(2)).toEqual([[false], [false]]);
  });

  test('hands the app its stage, the element that goes fullscreen with everything on it', () => {
    const stageRef = createRef<HTMLDivElement>();
    setup({ stageRef, overlay: <p>弹幕层</p> });
    expect(stageRef.current).toBe(screen.getByRole('group', { name: '播放器' }));
    expect(stageRef.current).toContainElement(screen.getByText('弹幕层'));
    expect(stageRef.current).toContainElement(screen.getByTestId('player-chrome'));
  });
});

describe('the rest of the bar', () => {
  test('mute names its state; picture-in-picture only when offered', async () => {
    const onPictureInPicture = vi.fn();
    const { onToggleMute, rerenderWith } = setup({ muted: true });
    await userEvent.click(screen.getByRole('button', { name: '取消静音' }));
    expect(onToggleMute).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '画中画' })).not.toBeInTheDocument();
    rerenderWith({ pictureInPicture: true, onPictureInPicture });
    await userEvent.click(screen.getByRole('button', { name: '画中画' }));
    expect(onPictureInPicture).toHaveBeenCalledTimes(1);
  });

  test('the overlay lies beneath the controls and extra actions sit in the bar', () => {
    setup({ overlay: <p>弹幕层</p>, extraActions: <button type="button">弹幕开关</button> });
    expect(screen.getByText('弹幕层').parentElement?.nextElementSibling).toBe(screen.getByTestId('player-surface'));
    expect(screen.getByTestId('player-chrome')).toContainElement(screen.getByRole('button', { name: '弹幕开关' }));
  });

  test('a notice shows over the video, outside the bars (it stays when they hide), and its action is a tap of its own', async () => {
    const onPress = vi.fn();
    setup({ notice: <PlayerNotice message="上次看到 03:12" action={{ label: '从头播放', onPress }} /> });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('上次看到 03:12');
    expect(screen.getByTestId('player-chrome')).not.toContainElement(notice);
    await userEvent.click(within(notice).getByRole('button', { name: '从头播放' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    // Its taps never reach the surface that takes the video's taps (show or hide the bars, seek).
    expect(screen.getByTestId('player-surface')).not.toContainElement(notice);
  });

  test('a notice without an action is only its message', () => {
    setup({ notice: <PlayerNotice message="上次看到 00:42" /> });
    expect(screen.getByRole('status')).toHaveTextContent('上次看到 00:42');
    expect(screen.queryByRole('button', { name: '从头播放' })).toBeNull();
  });

  test('the next-episode card counts down and offers cancel and play now', async () => {
    const onNextEpisodeNow = vi.fn();
    const onNextEpisodeCancel = vi.fn();
    setup({ nextEpisode: { name: '第2集', secondsLeft: 5 }, onNextEpisodeNow, onNextEpisodeCancel });
    const card = screen.getByRole('region', { name: '即将播放下一集' });
    expect(card).toHaveTextContent('第2集');
    expect(card).toHaveTextContent('5秒后播放');
    await userEvent.click(within(card).getByRole('button', { name: '取消' }));
    await userEvent.click(within(card).getByRole('button', { name: '立即播放' }));
    expect(onNextEpisodeCancel).toHaveBeenCalledTimes(1);
    expect(onNextEpisodeNow).toHaveBeenCalledTimes(1);
  });
});
