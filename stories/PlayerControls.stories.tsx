import { zhCNPlayer, zhCNVideo } from '@nocturne/core';
import { PlayerControls, PlayerNotice, PlayerShell, type PlayerControlsProps, type PlayerState } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCover } from './support/feedSamples.tsx';
import { playerOf, samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { controlLabels, playerLabels } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

/** Stands in for the <video>: a poster frame. */
const poster = <img src={sampleCover(210, 640, 360)} alt="" />;

/** The story's args: the player, flat (its view and callbacks), and the layout's own props. */
type ControlsArgs = PlayerArgs & Omit<PlayerControlsProps, 'player'>;

const base: ControlsArgs = { ...samplePlayer, labels: controlLabels, children: poster };

/** The controls inside the page's PlayerShell, as the video page shows them. */
function InShell({ state = 'playing', shellTitle = '城市夜景', ...args }: ControlsArgs & { state?: PlayerState; shellTitle?: string }) {
  const { labels, children, overlay, extraActions, notice, title, stageRef, defaultMenu, dragTime, ...player } = args;
  return (
    <PlayerShell title={shellTitle} state={state} labels={playerLabels} onBack={() => {}} onRetry={() => {}} onUnlock={() => {}}>
      <PlayerControls
        player={playerOf(player)}
        labels={labels}
        overlay={overlay}
        extraActions={extraActions}
        notice={notice}
        title={title}
        stageRef={stageRef}
        defaultMenu={defaultMenu}
        dragTime={dragTime}
      >
        {children}
      </PlayerControls>
    </PlayerShell>
  );
}

// The args are the player flat, not the component's `player` value: the controls panel edits each field.
const meta: Meta<ControlsArgs> = {
  title: 'Player/PlayerControls',
  tags: ['autodocs'],
  args: base,
  render: (args) => <InShell {...args} />,
};

export default meta;
type Story = StoryObj<ControlsArgs>;

export const Playing: Story = {};

export const PausedWithControls: Story = {
  args: { paused: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: zhCNPlayer.play })[0]!);
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(canvas.getByRole('slider', { name: zhCNPlayer.seek })).toHaveAttribute('aria-valuetext', '1分23秒，共4分5秒');
  },
};

export const Loading: Story = { render: (args) => <InShell {...args} state="loading" paused /> };

export const Waiting: Story = { args: { waiting: true } };

export const QualityMenuOpen: Story = {
  args: { paused: true, defaultMenu: 'quality' },
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.quality });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '1080P' }));
    await expect(args.onQuality).toHaveBeenCalledWith(3);
  },
};

export const SpeedMenuOpen: Story = {
  args: { paused: true, rate: 1.25, defaultMenu: 'speed' },
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.speed });
    await expect(within(menu).getByRole('menuitemradio', { name: '1.25x' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '2.0x' }));
    await expect(args.onRate).toHaveBeenCalledWith(2);
  },
};

export const DraggingWithThumbnail: Story = { args: { dragTime: 152 } };

export const HoldForDoubleSpeed: Story = { args: { boosted: true } };

/** Opened where the member left off, play refused until a tap: the notice sits clear of the play button. */
export const Resumed: Story = { args: { paused: true, currentTime: 192, notice: <PlayerNotice message={zhCNVideo.resume('03:12')} action={{ label: zhCNVideo.startOver, onPress: () => {} }} /> } };

/** The app says the stage fills the screen: the title shows in the top bar, and the button leaves. */
export const Fullscreen: Story = {
  args: { paused: true, fullscreen: true, title: '城市夜景' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: zhCNPlayer.controls })).toHaveTextContent('城市夜景');
    await userEvent.click(canvas.getByRole('button', { name: zhCNPlayer.exitFullscreen }));
    await expect(args.onFullscreenChange).toHaveBeenCalledWith(false);
  },
};

/** Without entitlement: the free 10 seconds are marked, the rest is locked; the clock shows the real length. */
export const PreviewLimited: Story = { args: { currentTime: 6, duration: 24, bufferedEnd: 12, previewLimit: 10 } };

export const DraggingPastThePreview: Story = { args: { currentTime: 6, duration: 24, bufferedEnd: 12, previewLimit: 10, dragTime: 18 } };

export const PreviewEnded: Story = { render: (args) => <InShell {...args} state="previewEnded" paused currentTime={10} duration={24} previewLimit={10} /> };

export const NextEpisodeCountdown: Story = {
  args: { paused: true, currentTime: 245, nextEpisode: { name: '第2集', secondsLeft: 5 } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: zhCNPlayer.nextEpisode });
    await userEvent.click(within(card).getByRole('button', { name: zhCNPlayer.playNow }));
    await expect(args.onNextEpisodeNow).toHaveBeenCalled();
  },
};

export const Error: Story = { render: (args) => <InShell {...args} state="error" paused /> };

/** Live: the buttons drive local state, so the controls can be tried by hand. */
export const Interactive: Story = {
  render: function Render(args) {
    const [paused, setPaused] = useState(true);
    const [time, setTime] = useState(30);
    const [rate, setRate] = useState(1);
    const [quality, setQuality] = useState<'auto' | number>('auto');
    const [boosted, setBoosted] = useState(false);
    const [muted, setMuted] = useState(false);
    const [fullscreen, setFullscreen] = useState(false);
    return (
      <InShell
        {...args}
        paused={paused}
        currentTime={time}
        rate={rate}
        quality={quality}
        boosted={boosted}
        muted={muted}
        fullscreen={fullscreen}
        title="城市夜景"
        onFullscreenChange={setFullscreen}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onSeek={setTime}
        onRate={setRate}
        onQuality={setQuality}
        onHold={setBoosted}
        onToggleMute={() => setMuted(!muted)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('group', { name: zhCNPlayer.controls });
    player.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: zhCNPlayer.unmute })).toBeInTheDocument();
  },
};

const cells: [string, Partial<ControlsArgs> & { state?: PlayerState }][] = [
  ['loading', { state: 'loading', paused: true }],
  ['playing, 长按倍速', { boosted: true }],
  ['fullscreen', { paused: true, fullscreen: true, title: '城市夜景' }],
  ['paused with controls', { paused: true }],
  ['resumed, 从头播放', Resumed.args!],
  ['quality menu open', { paused: true, defaultMenu: 'quality' }],
  ['speed menu open', { paused: true, defaultMenu: 'speed' }],
  ['dragging with thumbnail', { dragTime: 152 }],
  ['preview-limited', { currentTime: 6, duration: 24, bufferedEnd: 12, previewLimit: 10 }],
  ['preview ended', { state: 'previewEnded', paused: true, currentTime: 10, duration: 24, previewLimit: 10 }],
  ['next-episode countdown', { paused: true, currentTime: 245, nextEpisode: { name: '第2集', secondsLeft: 5 } }],
  ['error', { state: 'error', paused: true }],
];

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      {cells.map(([label, props]) => (
        <StateCell key={label} label={label}>
          <InShell {...args} {...props} shellTitle={`城市夜景 · ${label}`} />
        </StateCell>
      ))}
    </StateGrid>
  ),
};
