import { DanmakuOverlay } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { estimateDanmakuWidth, scheduleLanes } from '@nocturne/core';
import { expect, waitFor, within } from 'storybook/test';
import { DanmakuStage, sampleDanmaku } from './support/danmakuSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Player/DanmakuOverlay',
  component: DanmakuOverlay,
  tags: ['autodocs'],
  args: { items: sampleDanmaku, currentTime: 6, playing: true, schedule: scheduleLanes, measure: estimateDanmakuWidth, motion: 'scroll' },
  render: (args) => <DanmakuStage {...args} startAt={args.currentTime} />,
} satisfies Meta<typeof DanmakuOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines scroll right to left in lanes as the video plays; none overlaps another. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByTestId('danmaku-overlay');
    await waitFor(() => expect(overlay.querySelectorAll('[data-danmaku-id]').length).toBeGreaterThan(3));
    // Lines in one lane never overlap: compare the boxes the compositor has moved.
    const boxes = [...overlay.querySelectorAll<HTMLElement>('[data-danmaku-id] > span')].map((line) => line.getBoundingClientRect());
    for (const a of boxes) {
      for (const b of boxes) {
        if (a === b || Math.abs(a.top - b.top) > 1) continue;
        await expect(a.right <= b.left + 1 || b.right <= a.left + 1).toBe(true);
      }
    }
  },
};
/** The video is paused: the lines stand where they are. */
export const Paused: Story = { args: { playing: false } };
/** Reduced motion: lines stand still in their lane instead of moving. */
export const Still: Story = { args: { motion: 'still' } };
export const Sparse: Story = { args: { density: 'sparse' } };
export const Dense: Story = { args: { density: 'dense' } };
export const Faint: Story = { args: { opacity: 0.3 } };
/** Turned off: nothing over the video. */
export const Off: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('danmaku-overlay').querySelectorAll('[data-danmaku-id]')).toHaveLength(0);
  },
};
/** At 2x the lines cross in 4 s instead of 8. */
export const Fast: Story = { args: { playbackRate: 2 } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="scrolling (normal density, your own framed)">
        <DanmakuStage playing={false} startAt={6} motion="scroll" />
      </StateCell>
      <StateCell label="sparse">
        <DanmakuStage playing={false} startAt={6} motion="scroll" density="sparse" />
      </StateCell>
      <StateCell label="dense, 40% opacity">
        <DanmakuStage playing={false} startAt={6} motion="scroll" density="dense" opacity={0.4} />
      </StateCell>
      <StateCell label="reduced motion: still">
        <DanmakuStage playing={false} startAt={6} motion="still" />
      </StateCell>
      <StateCell label="off">
        <DanmakuStage playing={false} startAt={6} visible={false} />
      </StateCell>
    </StateGrid>
  ),
};
