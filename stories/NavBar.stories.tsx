import { zhCN, zhCNFavourites, zhCNHistory, zhCNVideo } from '@nocturne/core';
import { IconButton, IconShare, IconTrash, NavBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: { title: zhCNHistory.title, onBack: fn(), backLabel: zhCN.common.back },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCN.common.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
export const TitleOnly: Story = { args: { title: zhCNFavourites.title, onBack: undefined } };
export const WithActions: Story = {
  args: {
    title: zhCNFavourites.title,
    onBack: undefined,
    actions: <IconButton label={zhCNFavourites.clearTitle} icon={<IconTrash />} />,
  },
};
export const LongTitle: Story = { args: { title: '这是一个非常非常长的中文标题用于检查标题在窄屏上的截断效果' } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="back + title">
        <NavBar title={zhCNHistory.title} onBack={() => {}} backLabel={zhCN.common.back} titleAs="div" />
      </StateCell>
      <StateCell label="title only">
        <NavBar title={zhCNFavourites.title} titleAs="div" />
      </StateCell>
      <StateCell label="title + action">
        <NavBar
          title={zhCNFavourites.title}
          titleAs="div"
          actions={<IconButton label={zhCNFavourites.clearTitle} icon={<IconTrash />} />}
        />
      </StateCell>
      <StateCell label="back + long title + action">
        <NavBar
          title="这是一个非常非常长的中文标题用于检查标题在窄屏上的截断效果"
          titleAs="div"
          onBack={() => {}}
          backLabel={zhCN.common.back}
          actions={<IconButton label={zhCNVideo.share} icon={<IconShare />} />}
        />
      </StateCell>
    </StateGrid>
  ),
};
