import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PlayerFullscreenButton, PlayerMuteButton, PlayerPlayButton } from './PlayerButtons.tsx';
import { PlayerNextEpisode } from './NextEpisodeCard.tsx';
import { PlayerRateMenu } from './PlayerMenus.tsx';
import { PlayerRoot } from './PlayerRoot.tsx';
import { PlayerClock, PlayerSeekBar } from './PlayerTime.tsx';
import { createPlayerValue, type PlayerView } from './playerValue.ts';

const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds) % 60).padStart(2, '0')}`;
const labels = {
  play: '播放',
  pause: '暂停',
  mute: '静音',
  unmute: '取消静音',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  seek: '播放进度',
  beyondPreview: '开通VIP观看完整版',
  time: clock,
  spokenPosition: (seconds: number, duration: number) => `${Math.floor(seconds)}秒，共${Math.floor(duration)}秒`,
  nextEpisode: '即将播放下一集',
  nextEpisodeIn: (seconds: number) => `${seconds}秒后播放`,
  playNow: '立即播放',
  cancel: '取消',
};

const view: PlayerView = {
  paused: false,
  waiting: false,
  currentTime: 30,
  duration: 120,
  bufferedEnd: 60,
  previewLimit: null,
  seekStep: 10,
  rate: 1,
  rates: [1, 2].map((value) => ({ value, label: `${value}x` })),
  boosted: false,
  qualities: [],
  quality: 'auto',
  qualityAutoLabel: '自动',
  qualityAutoShort: '自动',
  muted: false,
  pictureInPicture: false,
  fullscreen: false,
  nextEpisode: null,
};

function setup(children: ReactNode, overrides: Partial<PlayerView> = {}) {
  const actions = {
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    setRate: vi.fn(),
    setQuality: vi.fn(),
    hold: vi.fn(),
    toggleMute: vi.fn(),
    togglePictureInPicture: vi.fn(),
    setFullscreen: vi.fn(),
    nextEpisodeNow: vi.fn(),
    nextEpisodeCancel: vi.fn(),
  };
  const player = createPlayerValue({ ...view, ...overrides }, actions);
  render(<PlayerRoot player={player}>{children}</PlayerRoot>);
  return { player, actions, update: (change: Partial<PlayerView>) => act(() => player.update(change)) };
}

describe('each part reads the player of its root', () => {
  test('the play button follows paused and asks for the other', async () => {
    const { actions, update } = setup(<PlayerPlayButton labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(actions.pause).toHaveBeenCalledTimes(1);
    update({ paused: true });
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(actions.play).toHaveBeenCalledTimes(1);
  });

  test('mute and fullscreen name what a press does next', async () => {
    const { actions, update } = setup(
      <>
        <PlayerMuteButton labels={labels} />
        <PlayerFullscreenButton labels={labels} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '静音' }));
    expect(actions.toggleMute).toHaveBeenCalledTimes(1);
    update({ muted: true, fullscreen: true });
    expect(screen.getByRole('button', { name: '取消静音' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(actions.setFullscreen).toHaveBeenCalledWith(false);
  });

  test('the clock and the seek bar move with the time', () => {
    const { update } = setup(
      <>
        <PlayerClock labels={labels} />
        <PlayerSeekBar labels={labels} />
      </>,
    );
    expect(screen.getByText('00:30 / 02:00')).toBeInTheDocument();
    update({ currentTime: 65 });
    expect(screen.getByText('01:05 / 02:00')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '播放进度' })).toHaveAttribute('aria-valuenow', '65');
  });

  test('the rate menu shows the rate and reports a choice', async () => {
    const { actions } = setup(<PlayerRateMenu label="倍速" open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '2x' }));
    expect(actions.setRate).toHaveBeenCalledWith(2);
  });

  test('the next-episode card comes and goes with the countdown', async () => {
    const { actions, update } = setup(<PlayerNextEpisode labels={labels} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    update({ nextEpisode: { name: '第2集', secondsLeft: 3 } });
    expect(screen.getByRole('region', { name: '即将播放下一集' })).toHaveTextContent('3秒后播放');
    await userEvent.click(screen.getByRole('button', { name: '立即播放' }));
    expect(actions.nextEpisodeNow).toHaveBeenCalledTimes(1);
  });

  test('a part outside a root says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PlayerPlayButton labels={labels} />)).toThrow('outside PlayerRoot');
  });
});

describe('re-render cost', () => {
  test('a timeupdate re-renders the clock, not the play button or the mute button', () => {
    const renders: Record<string, number> = { play: 0, mute: 0, clock: 0 };
    const count = (id: string) => () => {
      renders[id]! += 1;
    };
    const { update } = setup(
      <>
        <Profiler id="play" onRender={count('play')}>
          <PlayerPlayButton labels={labels} />
        </Profiler>
        <Profiler id="mute" onRender={count('mute')}>
          <PlayerMuteButton labels={labels} />
        </Profiler>
        <Profiler id="clock" onRender={count('clock')}>
          <PlayerClock labels={labels} />
        </Profiler>
      </>,
    );
    expect(renders).toEqual({ play: 1, mute: 1, clock: 1 });
    for (let second = 31; second <= 35; second += 1) update({ currentTime: second });
    expect(renders).toEqual({ play: 1, mute: 1, clock: 6 });
    update({ paused: true });
    expect(renders).toEqual({ play: 2, mute: 1, clock: 6 });
  });
});
