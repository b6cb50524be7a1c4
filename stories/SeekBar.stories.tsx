import { formatDuration, zhCNPlayer } from '@nocturne/core';
import { SeekBar, type SeekBarProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlLabels, sampleThumbnailAt } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { VideoStage } from './support/videoStage.tsx';

const bar = (args: SeekBarProps) => (
  <VideoStage>
    <div style={{ position: 'absolute', left: 12, right: 12, bottom: 16 }}>
      <SeekBar {...args} />
    </div>
  </VideoStage>
);

const meta = {
  title: 'Player/SeekBar',
  component: SeekBar,
  args: {
    label: zhCNPlayer.seek,
    currentTime: 83,
    duration: 245,
    bufferedEnd: 140,
    beyondPreview: zhCNPlayer.beyondPreview,
    step: 10,
    time: formatDuration,
    valueText: (seconds: number) => controlLabels.spokenPosition(seconds, 245),
    thumbnailAt: sampleThumbnailAt,
    onSeek: fn(),
  },
  render: bar,
} satisfies Meta<typeof SeekBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Played, buffered and the rest; arrow keys move by the step. */
export const Playing: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: zhCNPlayer.seek });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenCalledWith(93);
  },
};
/** Dragging: the thumbnail of the frame under the finger, and its time. */
export const DraggingWithThumbnail: Story = { args: { dragTime: 150 } };
/** Without entitlement: the free part, the locked rest hatched. */
export const PreviewLimited: Story = { args: { currentTime: 6, previewLimit: 10, duration: 16, bufferedEnd: 10 } };
/** Dragged past the preview limit: the bubble says what unlocks it. */
export const DraggingBeyondPreview: Story = { args: { currentTime: 6, previewLimit: 10, duration: 16, dragTime: 14, thumbnailAt: undefined } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="playing">{bar(args)}</StateCell>
      <StateCell label="dragging, with a thumbnail">{bar({ ...args, dragTime: 150 })}</StateCell>
      <StateCell label="preview limited">{bar({ ...args, currentTime: 6, previewLimit: 10, duration: 16, bufferedEnd: 10 })}</StateCell>
      <StateCell label="dragged past the preview">
        {bar({ ...args, currentTime: 6, previewLimit: 10, duration: 16, dragTime: 14, thumbnailAt: undefined })}
      </StateCell>
    </StateGrid>
  ),
};
