import { zhCNPlayer } from '@nocturne/core';
import {
  PlayerClock,
  PlayerFullscreenButton,
  PlayerMuteButton,
  PlayerNextEpisode,
  PlayerPictureInPictureButton,
  PlayerPlayButton,
  PlayerQualityMenu,
  PlayerRateMenu,
  PlayerRoot,
  PlayerSeekBar,
  PlayerStage,
} from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { playerOf, samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { controlLabels as labels } from './support/playerSamples.tsx';
import { VideoStage } from './support/videoStage.tsx';

/** A part alone on the stage, reading the story's player from PlayerRoot, in a bar at the bottom. */
function Part({ args, children }: { args: PlayerArgs; children: ReactNode }) {
  return (
    <VideoStage>
      <PlayerRoot player={playerOf(args)}>
        <div style={{ position: 'absolute', left: 12, right: 12, bottom: 12, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
          {children}
        </div>
      </PlayerRoot>
    </VideoStage>
  );
}

/** Where a part goes on the stage: at the bottom, or over all of it (the centre, the card, the hint). */
const on = (part: ReactNode) => (args: PlayerArgs) => <Part args={args}>{part}</Part>;
const over = (part: ReactNode) => (args: PlayerArgs) => (
  <VideoStage>
    <PlayerRoot player={playerOf(args)}>{part}</PlayerRoot>
  </VideoStage>
);

function RateMenu({ open: initiallyOpen = false }: { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <PlayerRateMenu label={labels.speed} open={open} onOpenChange={setOpen} />;
}

function QualityMenu({ open: initiallyOpen = false }: { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <PlayerQualityMenu label={labels.quality} open={open} onOpenChange={setOpen} />;
}

const meta: Meta<PlayerArgs> = {
  title: 'Player/Parts',
  args: samplePlayer,
};

export default meta;
type Story = StoryObj<PlayerArgs>;

/** Playing: the button offers pause. */
export const PlayButtonPlaying: Story = {
  render: on(<PlayerPlayButton labels={labels} />),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPlayer.pause }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};
export const PlayButtonPaused: Story = {
  args: { paused: true },
  render: on(<PlayerPlayButton labels={labels} />),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPlayer.play }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const MuteButtonSound: Story = {
  render: on(<PlayerMuteButton labels={labels} />),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPlayer.mute }));
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
  },
};
export const MuteButtonMuted: Story = { args: { muted: true }, render: on(<PlayerMuteButton labels={labels} />) };

export const FullscreenButton: Story = {
  render: on(<PlayerFullscreenButton labels={labels} />),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPlayer.fullscreen }));
    await expect(args.onFullscreenChange).toHaveBeenCalledWith(true);
  },
};
export const FullscreenButtonInFullscreen: Story = { args: { fullscreen: true }, render: on(<PlayerFullscreenButton labels={labels} />) };

export const PictureInPictureOffered: Story = {
  render: on(<PlayerPictureInPictureButton labels={labels} />),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPlayer.pictureInPicture }));
    await expect(args.onPictureInPicture).toHaveBeenCalledTimes(1);
  },
};
/** The browser offers none: no button. */
export const PictureInPictureNotOffered: Story = {
  args: { pictureInPicture: false },
  render: on(<PlayerPictureInPictureButton labels={labels} />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Clock: Story = { render: on(<PlayerClock labels={labels} />) };
/** A preview's stream is shorter; the clock shows the episode's real length. */
export const ClockInPreview: Story = { args: { currentTime: 6, duration: 24, previewLimit: 10 }, render: on(<PlayerClock labels={labels} />) };

export const SeekBar: Story = {
  render: on(<PlayerSeekBar labels={labels} />),
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('slider', { name: zhCNPlayer.seek }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenCalledWith(93);
  },
};
export const SeekBarDragging: Story = { render: on(<PlayerSeekBar labels={labels} dragTime={152} />) };
export const SeekBarPreviewLimited: Story = { args: { currentTime: 6, duration: 24, bufferedEnd: 12, previewLimit: 10 }, render: on(<PlayerSeekBar labels={labels} />) };
export const SeekBarDraggedPastThePreview: Story = {
  args: { currentTime: 6, duration: 24, bufferedEnd: 12, previewLimit: 10 },
  render: on(<PlayerSeekBar labels={labels} dragTime={18} />),
};

export const RateMenuClosed: Story = { render: on(<RateMenu />) };
export const RateMenuOpen: Story = {
  args: { rate: 1.25 },
  render: on(<RateMenu open />),
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.speed });
    await expect(within(menu).getByRole('menuitemradio', { name: '1.25x' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '2.0x' }));
    await expect(args.onRate).toHaveBeenCalledWith(2);
  },
};

/** 自动 on the button; the menu names what it chose. */
export const QualityMenuAuto: Story = { render: on(<QualityMenu />) };
export const QualityMenuFixed: Story = { args: { quality: 3 }, render: on(<QualityMenu />) };
export const QualityMenuOpen: Story = {
  render: on(<QualityMenu open />),
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.quality });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '1080P' }));
    await expect(args.onQuality).toHaveBeenCalledWith(3);
  },
};
/** One rendition only: nothing to choose, no menu. */
export const QualityMenuOneRendition: Story = {
  args: { qualities: [{ value: 0, label: zhCNPlayer.qualityName(720) }] },
  render: on(<QualityMenu />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NextEpisode: Story = {
  args: { paused: true, currentTime: 245, nextEpisode: { name: '第2集', secondsLeft: 5 } },
  render: over(<PlayerNextEpisode labels={labels} />),
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: zhCNPlayer.nextEpisode });
    await userEvent.click(within(card).getByRole('button', { name: zhCNPlayer.cancel }));
    await expect(args.onNextEpisodeCancel).toHaveBeenCalledTimes(1);
  },
};

/** The stage alone: the video, and the keys (the arrows seek by the step, m mutes, f asks for fullscreen). */
export const Stage: Story = {
  render: (args) => (
    <VideoStage>
      <PlayerRoot player={playerOf(args)}>
        <PlayerStage label={labels.controls} onTap={() => {}} />
      </PlayerRoot>
    </VideoStage>
  ),
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('group', { name: zhCNPlayer.controls }).focus();
    await userEvent.keyboard('{ArrowLeft}m');
    await expect(args.onSeek).toHaveBeenCalledWith(73);
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
  },
};
