import { AdStrip } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adLabels, sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const ads = [
  { id: 21, image: sampleCover(10, 690, 172), title: '排行榜推广一' },
  { id: 22, image: sampleCover(190, 690, 172), title: '排行榜推广二' },
];

const meta = {
  title: 'Feed/AdStrip',
  component: AdStrip,
  tags: ['autodocs'],
  args: { ads, labels: adLabels, onAdClick: fn() },
} satisfies Meta<typeof AdStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStrips: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[1]!);
    await expect(args.onAdClick).toHaveBeenCalledWith(ads[1]);
  },
};
export const OneStrip: Story = { args: { ads: ads.slice(0, 1) } };
/** No ads configured: nothing renders. */
export const Empty: Story = { args: { ads: [] } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="two strips">
        <AdStrip ads={ads} labels={adLabels} onAdClick={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
