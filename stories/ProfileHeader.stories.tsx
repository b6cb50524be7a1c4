import { zhCN, zhCNMine } from '@nocturne/core';
import { ProfileHeader } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese, sampleAvatar, sampleMember } from './support/memberSamples.ts';

const meta = {
  title: 'Member/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  args: {
    avatarUrl: sampleAvatar('夜', 280),
    avatarAlt: zhCN.labels.avatar,
    nickname: sampleMember.nickname,
    idText: zhCNMine.id(sampleMember.memberCode),
    signature: '今晚看什么？',
    signatureDefault: zhCNMine.signatureDefault,
    badgeIndex: 3,
    vipText: zhCNMine.daysLeft(30, '2026-12-22'),
  },
  argTypes: { badgeIndex: { control: { type: 'range', min: 0, max: 5 } } },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {};
export const NotVip: Story = { args: { badgeIndex: 0, vipText: zhCNMine.notVip } };
export const DefaultSignature: Story = { args: { signature: '' } };
export const NoAvatar: Story = { args: { avatarUrl: null } };
export const LongChineseText: Story = {
  args: { nickname: '一个名字特别特别长的夜猫子会员用户', signature: longChinese },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="VIP">
        <ProfileHeader {...args} />
      </StateCell>
      <StateCell label="not VIP, default signature, no avatar">
        <ProfileHeader {...args} avatarUrl={null} badgeIndex={0} vipText={zhCNMine.notVip} signature="" />
      </StateCell>
      <StateCell label="trial badge">
        <ProfileHeader {...args} badgeIndex={5} vipText={zhCNMine.trialUntil('2026-11-25 10:00:00')} />
      </StateCell>
      <StateCell label="long Chinese text">
        <ProfileHeader {...args} nickname="一个名字特别特别长的夜猫子会员用户" signature={longChinese} />
      </StateCell>
    </StateGrid>
  ),
};
