import { zhCN, zhCNVideo } from '@nocturne/core';
import { PlayerShell } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCover } from './support/feedSamples.tsx';
import { introduction, playerLabels } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

/** Stands in for the element the HLS controller mounts: a poster frame. */
const poster = <img src={sampleCover(250, 640, 360)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;

const meta = {
  title: 'Player/PlayerShell',
  component: PlayerShell,
  tags: ['autodocs'],
  args: { title: '城市夜景', introduction, state: 'playing', labels: playerLabels, onBack: fn(), onRetry: fn(), onUnlock: fn(), children: poster },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'playing', 'error', 'previewEnded'] } },
} satisfies Meta<typeof PlayerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCN.common.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCN.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
/** A failure says why: the app gives the sentence for the player's reason (here the network's). */
export const ErrorWithItsReason: Story = {
  args: { state: 'error', labels: { ...playerLabels, error: zhCNVideo.playbackFailed.network } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(zhCNVideo.playbackFailed.network);
  },
};
/** The preview limit was reached (non-VIP): the overlay offers to unlock. */
export const PreviewEnded: Story = {
  args: { state: 'previewEnded' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNVideo.buyVip }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
  },
};
export const LongChineseTitle: Story = { args: { title: '这是一部名字特别特别长的影片用来检查标题在窄屏上换行的效果', introduction: introduction.repeat(3) } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      {(['playing', 'loading', 'error', 'previewEnded'] as const).map((state) => (
        <StateCell key={state} label={state}>
          <PlayerShell title={`城市夜景 · ${state}`} introduction={introduction} state={state} labels={playerLabels} onBack={() => {}} onRetry={() => {}} onUnlock={() => {}}>
            {poster}
          </PlayerShell>
        </StateCell>
      ))}
    </StateGrid>
  ),
};
