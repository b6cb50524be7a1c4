import { zhCN } from '@nocturne/core';
import { TopicCard } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage, sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const topic = { id: 1, title: '城市夜景', image: sampleCover(220, 690, 296), code: '30', sonTypeCode: '' };

const meta = {
  title: 'Feed/TopicCard',
  component: TopicCard,
  tags: ['autodocs'],
  args: { topic, onOpen: fn(), loadingLabel: zhCN.common.loading },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /城市夜景/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(topic);
  },
};
export const LongChineseTitle: Story = { args: { topic: { ...topic, title: '这是一个名字特别长的专题用于检查标题单行省略的效果' } } };
export const ImageFailed: Story = { args: { topic: { ...topic, image: brokenImage } } };
/** A half-width tile, as the topics screen lays out the cards between its banners. */
export const Tile: Story = { args: { shape: 'tile' }, decorators: [(Story) => <div style={{ width: 170 }}><Story /></div>] };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="default">
        <TopicCard topic={topic} onOpen={() => {}} loadingLabel={zhCN.common.loading} />
      </StateCell>
      <StateCell label="long Chinese title">
        <TopicCard topic={{ ...topic, id: 2, image: sampleCover(40, 690, 296), title: '这是一个名字特别长的专题用于检查标题单行省略的效果' }} onOpen={() => {}} loadingLabel={zhCN.common.loading} />
      </StateCell>
      <StateCell label="tiles (half width)">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <TopicCard topic={{ ...topic, id: 4, image: sampleCover(120, 400, 300), title: '鲜果短剧' }} shape="tile" onOpen={() => {}} loadingLabel={zhCN.common.loading} />
          <TopicCard topic={{ ...topic, id: 5, image: sampleCover(300, 400, 300), title: '这是一个很长的专题名称' }} shape="tile" onOpen={() => {}} loadingLabel={zhCN.common.loading} />
        </div>
      </StateCell>
      <StateCell label="image failed">
        <TopicCard topic={{ ...topic, id: 3, image: brokenImage }} onOpen={() => {}} loadingLabel={zhCN.common.loading} />
      </StateCell>
    </StateGrid>
  ),
};
