import { AdSlot } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adLabels, brokenImage, sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const ad = { id: 11, image: sampleCover(320), title: '限时优惠活动', url: 'https://example.com/ad' };

const meta = {
  title: 'Feed/AdSlot',
  component: AdSlot,
  tags: ['autodocs'],
  args: { ad, labels: adLabels, onAdClick: fn() },
  decorators: [(Story) => <div style={{ padding: 16, width: 200 }}><Story /></div>],
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onAdClick).toHaveBeenCalledWith(ad);
  },
};
export const ImageOnly: Story = { args: { ad: { id: 12, image: sampleCover(40) } } };
export const LongChineseTitle: Story = { args: { ad: { ...ad, title: '这是一条标题特别长的广告用于检查单行省略号效果' } } };
export const ImageFailed: Story = { args: { ad: { ...ad, image: brokenImage } } };

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={2}>
      <StateCell label="with title">
        <AdSlot ad={ad} labels={adLabels} onAdClick={() => {}} />
      </StateCell>
      <StateCell label="image only">
        <AdSlot ad={{ id: 12, image: sampleCover(40) }} labels={adLabels} onAdClick={() => {}} />
      </StateCell>
      <StateCell label="long title">
        <AdSlot ad={{ ...ad, title: '这是一条标题特别长的广告用于检查单行省略号效果' }} labels={adLabels} onAdClick={() => {}} />
      </StateCell>
      <StateCell label="image failed">
        <AdSlot ad={{ ...ad, image: brokenImage }} labels={adLabels} onAdClick={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
