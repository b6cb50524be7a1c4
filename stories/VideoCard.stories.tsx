import { zhCN } from '@nocturne/core';
import { VideoCard, VideoCardSkeleton } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage, cardLabels, longChineseName, sampleVideos } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const [vipVideo, plainVideo] = sampleVideos(2);

const meta = {
  title: 'Feed/VideoCard',
  component: VideoCard,
  tags: ['autodocs'],
  args: { video: vipVideo!, labels: cardLabels, onOpen: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'group', 'wide'] } },
  decorators: [(Story) => <div style={{ padding: 16, width: 200 }}><Story /></div>],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toHaveTextContent(zhCN.labels.vipBadge);
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith(args.video);
  },
};
export const NotVip: Story = { args: { video: plainVideo! } };
export const LongChineseName: Story = { args: { video: { ...plainVideo!, name: longChineseName } } };
/** Dark-web and topic cards: group title and a like icon with the heat. */
export const Group: Story = { args: { variant: 'group', groupTitle: '深夜剧场' } };
/** The full-width first card of a dark-web group. */
export const Wide: Story = { args: { variant: 'wide' }, decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>] };
export const CoverFailed: Story = { args: { video: { ...vipVideo!, cover: brokenImage } } };
export const Skeleton: Story = { render: () => <VideoCardSkeleton /> };

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={2}>
      <StateCell label="VIP">
        <VideoCard video={vipVideo!} labels={cardLabels} />
      </StateCell>
      <StateCell label="not VIP">
        <VideoCard video={plainVideo!} labels={cardLabels} />
      </StateCell>
      <StateCell label="group">
        <VideoCard video={vipVideo!} labels={cardLabels} variant="group" groupTitle="深夜剧场" />
      </StateCell>
      <StateCell label="long Chinese name">
        <VideoCard video={{ ...plainVideo!, name: longChineseName }} labels={cardLabels} variant="group" groupTitle={longChineseName} />
      </StateCell>
      <StateCell label="skeleton">
        <VideoCardSkeleton />
      </StateCell>
      <StateCell label="cover failed">
        <VideoCard video={{ ...plainVideo!, cover: brokenImage }} labels={cardLabels} />
      </StateCell>
      <div style={{ gridColumn: '1 / -1' }}>
        <StateCell label="wide">
          <VideoCard video={vipVideo!} labels={cardLabels} variant="wide" />
        </StateCell>
      </div>
    </StateGrid>
  ),
};
