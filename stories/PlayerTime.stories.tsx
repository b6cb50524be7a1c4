import { zhCNPlayer } from '@nocturne/core';
import { PlayerClock, PlayerSeekBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { on } from './support/playerPart.tsx';
import { controlLabels as labels } from './support/playerSamples.tsx';

/** The clock and the seek bar (PlayerTime.tsx): the position, the buffer, the preview's limit. */
const meta: Meta<PlayerArgs> = {
  title: 'Player/Time',
  args: samplePlayer,
};

export default meta;
type Story = StoryObj<PlayerArgs>;


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
