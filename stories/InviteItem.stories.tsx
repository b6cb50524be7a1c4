import { zhCNInvites } from '@nocturne/core';
import { InviteItem } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { sampleAvatar } from './support/memberSamples.ts';

const meta = {
  title: 'Records/InviteItem',
  component: InviteItem,
  tags: ['autodocs'],
  args: { avatarUrl: sampleAvatar('新', 160), nickname: '新朋友', time: '2026-11-22 10:30:00', bonusLabel: zhCNInvites.bonus },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof InviteItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoAvatar: Story = { args: { avatarUrl: null } };
export const NothingEarned: Story = {
  args: { bonusLabel: zhCNInvites.notEarned, earned: false, note: zhCNInvites.noRewardReasons.addressDailyLimit },
};
export const LongChineseText: Story = { args: { nickname: '一个名字特别特别特别特别长的新朋友会员' } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="invited friend">
        <InviteItem {...args} />
      </StateCell>
      <StateCell label="no avatar">
        <InviteItem {...args} avatarUrl={null} />
      </StateCell>
      <StateCell label="nothing earned, with the reason">
        <InviteItem {...args} bonusLabel={zhCNInvites.notEarned} earned={false} note={zhCNInvites.noRewardReasons.sameNetwork} />
      </StateCell>
      <StateCell label="long Chinese nickname">
        <InviteItem {...args} nickname="一个名字特别特别特别特别长的新朋友会员" />
      </StateCell>
    </StateGrid>
  ),
};
