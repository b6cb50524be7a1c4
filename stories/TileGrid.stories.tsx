import { zhCNMine } from '@nocturne/core';
import {
  IconCalendarCheck,
  IconClock,
  IconCoin,
  IconCrown,
  IconDownload,
  IconHeadset,
  IconInfo,
  IconLock,
  IconShare,
  IconUser,
  TileGrid,
  type Tile,
} from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const { tiles: names } = zhCNMine;
const profileTiles: Tile[] = [
  { id: 'pay', label: names.pay, icon: <IconCoin /> },
  { id: 'vip', label: names.vip, icon: <IconCrown /> },
  { id: 'tx', label: names.tx, icon: <IconDownload /> },
  { id: 'sign', label: names.sign, icon: <IconCalendarCheck /> },
  { id: 'setinfo', label: names.setinfo, icon: <IconUser /> },
  { id: 'share', label: names.share, icon: <IconShare /> },
  { id: 'history', label: names.history, icon: <IconClock /> },
  { id: 'feed', label: names.feed, icon: <IconInfo /> },
  { id: 'setpaw', label: names.setpaw, icon: <IconLock /> },
  { id: 'service', label: zhCNMine.service, icon: <IconHeadset /> },
];

const meta = {
  title: 'Member/TileGrid',
  component: TileGrid,
  tags: ['autodocs'],
  args: { title: zhCNMine.tilesTitle, tiles: profileTiles, onPick: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileTiles: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: names.share }));
    await expect(args.onPick).toHaveBeenCalledWith('share');
  },
};
export const FewTiles: Story = { args: { tiles: profileTiles.slice(0, 3) } };
export const LongChineseText: Story = {
  args: { tiles: profileTiles.slice(0, 4).map((tile) => ({ ...tile, label: `${tile.label}${tile.label}加长` })) },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="ten profile tiles">
        <TileGrid {...args} />
      </StateCell>
      <StateCell label="three tiles">
        <TileGrid {...args} tiles={profileTiles.slice(0, 3)} />
      </StateCell>
      <StateCell label="long Chinese labels">
        <TileGrid {...args} tiles={profileTiles.slice(0, 4).map((tile) => ({ ...tile, label: `${tile.label}${tile.label}加长` }))} />
      </StateCell>
    </StateGrid>
  ),
};
