import { zhCN, zhCNVideo } from '@nocturne/core';
import { EpisodePicker } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { channels } from './support/playerSamples.tsx';
import { OverlayFrame, StateGrid } from './support/StateGrid.tsx';

const labels = { title: zhCNVideo.episodes, close: zhCN.common.close };

const meta = {
  title: 'Player/EpisodePicker',
  component: EpisodePicker,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), channels, current: { channel: 0, episode: 3 }, onPick: fn(), labels },
} satisfies Meta<typeof EpisodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentMarked: Story = {
  play: async () => {
    const current = await screen.findByRole('button', { name: '第3集' });
    await expect(current).toHaveAttribute('aria-current', 'true');
  },
};

export const PickOnAnotherChannel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('tab', { name: '线路二' }));
    await userEvent.click(screen.getByRole('button', { name: '第2集' }));
    await expect(args.onPick).toHaveBeenCalledWith(1, channels[1]!.episodes[1]);
  },
};

export const SingleChannel: Story = { args: { channels: channels.slice(0, 1) } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <OverlayFrame label="current episode marked" height={360}>
        {(container) => (
          <EpisodePicker open modal={false} container={container} onOpenChange={() => {}} channels={channels} current={{ channel: 0, episode: 3 }} onPick={() => {}} labels={labels} />
        )}
      </OverlayFrame>
    </StateGrid>
  ),
};
