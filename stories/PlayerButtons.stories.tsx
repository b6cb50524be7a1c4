import { zhCNPlayer } from '@nocturne/core';
import { PlayerFullscreenButton, PlayerMuteButton, PlayerPictureInPictureButton, PlayerPlayButton } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { on } from './support/playerPart.tsx';
import { controlLabels as labels } from './support/playerSamples.tsx';

/** The control bar's buttons (PlayerButtons.tsx), each reading its field of the player. */
const meta: Meta<PlayerArgs> = {
  title: 'Player/Buttons',
  args: samplePlayer,
};

export default meta;
type Story = StoryObj<PlayerArgs>;

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
