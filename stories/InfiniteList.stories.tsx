import { zhCN } from '@nocturne/core';
import { InfiniteList, VideoCard, VideoGrid, type InfiniteListProps, type InfiniteListStatus } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cardLabels, sampleVideos } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const labels = { loading: zhCN.common.loading, noMore: zhCN.common.noMore, error: zhCN.common.loadFailed, retry: zhCN.common.retry };

function Page({ count }: { count: number }) {
  return (
    <VideoGrid label={zhCN.home.latest}>
      {sampleVideos(count).map((video) => (
        <VideoCard key={video.id} video={video} labels={cardLabels} />
      ))}
    </VideoGrid>
  );
}

function PagedList(args: InfiniteListProps) {
  const [pages, setPages] = useState(1);
  const [status, setStatus] = useState<InfiniteListStatus>('idle');
  return (
    <InfiniteList
      {...args}
      status={status}
      onLoadMore={() => {
        args.onLoadMore();
        setStatus('loading');
        setTimeout(() => {
          setPages((n) => n + 1);
          setStatus(pages + 1 >= 3 ? 'done' : 'idle');
        }, 100);
      }}
    >
      <Page count={pages * 2} />
    </InfiniteList>
  );
}

const meta = {
  title: 'Feed/InfiniteList',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { labels, status: 'idle', onLoadMore: fn(), children: <Page count={4} /> },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'done', 'error'] } },
} satisfies Meta<typeof InfiniteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end is within 100 px of the bottom of the frame, so pages load until there are no more. */
export const LoadsUntilNoMore: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(zhCN.common.noMore), { timeout: 3000 });
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const NoMore: Story = { args: { status: 'done' } };
export const Error: Story = { args: { status: 'error' } };
export const Empty: Story = { args: { status: 'done', children: null } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      {(['loading', 'done', 'error'] as const).map((status) => (
        <StateCell key={status} label={status}>
          <InfiniteList status={status} labels={labels} onLoadMore={() => {}}>
            <p style={{ margin: 0, textAlign: 'center' }}>…</p>
          </InfiniteList>
        </StateCell>
      ))}
    </StateGrid>
  ),
};
