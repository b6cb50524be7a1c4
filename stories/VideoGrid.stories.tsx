import { zhCN } from '@nocturne/core';
import { AdSlot, VideoCard, VideoCardSkeleton, VideoGrid } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adLabels, cardLabels, sampleCover, sampleVideos } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const videos = sampleVideos(4);

const meta = {
  title: 'Feed/VideoGrid',
  component: VideoGrid,
  tags: ['autodocs'],
  args: {
    label: zhCN.home.latest,
    children: videos.map((video) => <VideoCard key={video.id} video={video} labels={cardLabels} />),
  },
} satisfies Meta<typeof VideoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A dark-web group: the first card spans both columns (and the last, when it would sit alone). */
export const FirstWide: Story = {
  args: {
    firstWide: true,
    children: sampleVideos(5).map((video, i) => (
      <VideoCard key={video.id} video={video} labels={cardLabels} variant={i === 0 ? 'wide' : 'group'} groupTitle="深夜剧场" />
    )),
  },
};

export const Loading: Story = { args: { children: [0, 1, 2, 3].map((i) => <VideoCardSkeleton key={i} />) } };

/** Random ads take a card's place in home lists. */
export const WithAd: Story = {
  args: {
    children: [
      ...videos.slice(0, 3).map((video) => <VideoCard key={video.id} video={video} labels={cardLabels} />),
      <AdSlot key="ad" ad={{ id: 1, image: sampleCover(300), title: '限时优惠活动' }} labels={adLabels} onAdClick={() => {}} />,
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="first wide, with an ad">
        <VideoGrid firstWide>
          <VideoCard video={videos[0]!} labels={cardLabels} variant="wide" />
          <VideoCard video={videos[1]!} labels={cardLabels} variant="group" groupTitle="深夜剧场" />
          <AdSlot ad={{ id: 1, image: sampleCover(300), title: '限时优惠活动' }} labels={adLabels} onAdClick={() => {}} />
        </VideoGrid>
      </StateCell>
      <StateCell label="group of four: the last fills its row">
        <VideoGrid firstWide>
          {sampleVideos(4).map((video, i) => (
            <VideoCard key={video.id} video={video} labels={cardLabels} variant={i === 0 || i === 3 ? 'wide' : 'group'} groupTitle="深夜剧场" />
          ))}
        </VideoGrid>
      </StateCell>
      <StateCell label="loading">
        <VideoGrid>
          <VideoCardSkeleton />
          <VideoCardSkeleton />
        </VideoGrid>
      </StateCell>
    </StateGrid>
  ),
};
