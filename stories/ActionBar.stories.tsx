import { zhCNVideo } from '@nocturne/core';
import { ActionBar, type ActionBarProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { actionLabels } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

function TogglingBar(args: ActionBarProps) {
  const [liked, setLiked] = useState(false);
  const [favourited, setFavourited] = useState(false);
  return <ActionBar {...args} liked={liked} favourited={favourited} onLike={() => setLiked(!liked)} onFavourite={() => setFavourited(!favourited)} />;
}

const meta = {
  title: 'Player/ActionBar',
  component: ActionBar,
  tags: ['autodocs'],
  args: {
    labels: actionLabels,
    likeCount: '3.4万',
    liked: false,
    favourited: false,
    onEpisodes: fn(),
    onShare: fn(),
    onLike: fn(),
    onFavourite: fn(),
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inactive: Story = {};
export const LikedAndFavourited: Story = { args: { liked: true, favourited: true } };

/** Like and favourite toggle; the app keeps the state, the bar shows it. */
export const Toggling: Story = {
  render: (args) => <TogglingBar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: new RegExp(zhCNVideo.like) });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const favourite = canvas.getByRole('button', { name: zhCNVideo.favourite });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="inactive">
        <ActionBar labels={actionLabels} likeCount="3.4万" liked={false} favourited={false} onEpisodes={() => {}} onShare={() => {}} onLike={() => {}} onFavourite={() => {}} />
      </StateCell>
      <StateCell label="liked and favourited">
        <ActionBar labels={actionLabels} likeCount="12345" liked favourited onEpisodes={() => {}} onShare={() => {}} onLike={() => {}} onFavourite={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
