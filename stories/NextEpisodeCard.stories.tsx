import { NextEpisodeCard, type NextEpisodeCardProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlLabels } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { VideoStage } from './support/videoStage.tsx';

const card = (args: NextEpisodeCardProps) => (
  <VideoStage>
    <NextEpisodeCard {...args} />
  </VideoStage>
);

const meta = {
  title: 'Player/NextEpisodeCard',
  component: NextEpisodeCard,
  args: {
    episode: { name: '第2集', secondsLeft: 5 },
    labels: { nextEpisode: controlLabels.nextEpisode, nextEpisodeIn: controlLabels.nextEpisodeIn, playNow: controlLabels.playNow, cancel: controlLabels.cancel },
    onNow: fn(),
    onCancel: fn(),
  },
  render: card,
} satisfies Meta<typeof NextEpisodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The episode ended: the next one in 5 s, unless cancelled. */
export const CountingDown: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: controlLabels.nextEpisode });
    await userEvent.click(within(region).getByRole('button', { name: controlLabels.playNow }));
    await expect(args.onNow).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: controlLabels.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
/** The last second, with a long episode name. */
export const LastSecond: Story = { args: { episode: { name: '第12集 雨夜归途（完结篇）', secondsLeft: 1 } } };

export const AllStates: Story = {
  // The grid shows the one card twice; a page has one at most, so unique landmarks hold there.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StateGrid>
      <StateCell label="counting down">{card(args)}</StateCell>
      <StateCell label="last second, long name">{card({ ...args, episode: { name: '第12集 雨夜归途（完结篇）', secondsLeft: 1 } })}</StateCell>
    </StateGrid>
  ),
};
