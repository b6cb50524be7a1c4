import { zhCNOffline } from '@nocturne/core';
import { Button, OfflineList, OfflineRow } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listedStatuses, offlineFormats, sampleDownload, sampleDownloads } from './support/offlineSamples.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Offline/OfflineList',
  component: OfflineList,
  tags: ['autodocs'],
  args: { items: sampleDownloads, labels: zhCNOffline, onAction: fn(), ...offlineFormats },
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof OfflineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row in each status: its bar, its sentence and its buttons. */
export const EveryStatus: Story = {};

/** A tap on a stored row plays it; 暂停 and 删除 report with the row's id. */
export const Actions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const done = sampleDownloads.find((item) => item.status === 'done')!;
    const downloading = sampleDownloads.find((item) => item.status === 'downloading')!;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${zhCNOffline.play}.*${done.title}`) }));
    await expect(args.onAction).toHaveBeenLastCalledWith(done.id, 'play');
    await userEvent.click(canvas.getByRole('button', { name: `${zhCNOffline.pause} ${downloading.title} ${downloading.episodeName}` }));
    await expect(args.onAction).toHaveBeenLastCalledWith(downloading.id, 'pause');
    await userEvent.click(canvas.getByRole('button', { name: `${zhCNOffline.remove} ${done.title} ${done.episodeName}` }));
    await expect(args.onAction).toHaveBeenLastCalledWith(done.id, 'remove');
  },
};

/** Nothing downloaded yet: the kit's empty state, with where downloads come from. */
export const Empty: Story = {
  args: { items: [], emptyAction: <Button variant="secondary">去逛逛</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(zhCNOffline.empty)).toBeVisible();
  },
};

/** A long title ends in an ellipsis on a phone. */
export const LongTitle: Story = {
  args: { items: [{ ...sampleDownload('paused', 2, 63), title: '这是一部名字特别特别长的影片用来检查离线缓存列表的标题省略效果' }] },
};

export const AllStates: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <StateGrid>
      {listedStatuses.map((status, n) => (
        <StateCell key={status} label={status}>
          <OfflineRow item={sampleDownload(status, n, [42, 0, 63, 88, 17, 100, 100][n])} labels={zhCNOffline} onAction={() => {}} {...offlineFormats} />
        </StateCell>
      ))}
      <StateCell label="empty">
        <OfflineList items={[]} labels={zhCNOffline} onAction={() => {}} {...offlineFormats} />
      </StateCell>
    </StateGrid>
  ),
};
