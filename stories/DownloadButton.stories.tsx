import { zhCNOffline, type DownloadStatus } from '@nocturne/core';
import { ActionBar, DownloadButton } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { actionLabels } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Player/DownloadButton',
  component: DownloadButton,
  tags: ['autodocs'],
  args: { status: 'none', percent: 0, labels: zhCNOffline.status, onPress: fn() },
  decorators: [(Story) => <div style={{ width: 75 }}>{Story()}</div>],
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video page's action row with `download` as its fifth action. */
function RowWith({ download, liked = false, favourited = false, likeCount = '3.4万' }: { download: ReactNode; liked?: boolean; favourited?: boolean; likeCount?: string }) {
  return (
    <ActionBar
      labels={actionLabels}
      likeCount={likeCount}
      liked={liked}
      favourited={favourited}
      onEpisodes={() => {}}
      onShare={() => {}}
      onLike={() => {}}
      onFavourite={() => {}}
      download={download}
    />
  );
}

/** Not downloaded: 缓存. A press reports; the app opens the quality sheet. */
export const None: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNOffline.status.none }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
/** Waiting its turn: still pressable (the app opens 离线缓存), never disabled. */
export const Queued: Story = {
  args: { status: 'queued' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNOffline.status.queued }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
/** The ring fills with the percent; the name says it. */
export const Downloading: Story = {
  args: { status: 'downloading', percent: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: zhCNOffline.status.downloading(42) })).toBeVisible();
  },
};
export const Paused: Story = { args: { status: 'paused', percent: 63 } };
export const Done: Story = { args: { status: 'done', percent: 100 } };
export const Expired: Story = { args: { status: 'expired', percent: 100 } };
export const Failed: Story = { args: { status: 'failed', percent: 17 } };
export const NoSpace: Story = { args: { status: 'noSpace', percent: 88 } };

/** The fifth action of the video page's row, level with its neighbours. */
export const InActionBar: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  render: (args) => <RowWith favourited download={<DownloadButton {...args} />} />,
  args: { status: 'downloading', percent: 42 },
};

const states: readonly [string, DownloadStatus, number][] = [
  ['none', 'none', 0],
  ['queued', 'queued', 0],
  ['downloading 8%', 'downloading', 8],
  ['downloading 42%', 'downloading', 42],
  ['downloading 100%', 'downloading', 100],
  ['paused 63%', 'paused', 63],
  ['done', 'done', 100],
  ['expired', 'expired', 100],
  ['failed', 'failed', 17],
  ['noSpace', 'noSpace', 88],
];

export const AllStates: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <StateGrid columns={4}>
      {states.map(([label, status, percent]) => (
        <StateCell key={label} label={label}>
          <DownloadButton status={status} percent={percent} labels={zhCNOffline.status} onPress={() => {}} />
        </StateCell>
      ))}
      <div style={{ gridColumn: '1 / -1' }}>
        <StateCell label="in the ActionBar, downloading">
          <RowWith liked likeCount="3.4万" download={<DownloadButton status="downloading" percent={42} labels={zhCNOffline.status} onPress={() => {}} />} />
        </StateCell>
        <StateCell label="in the ActionBar, done">
          <RowWith favourited likeCount="12345" download={<DownloadButton status="done" percent={100} labels={zhCNOffline.status} onPress={() => {}} />} />
        </StateCell>
      </div>
    </StateGrid>
  ),
};
