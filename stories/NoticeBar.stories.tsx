import { zhCN } from '@nocturne/core';
import { NoticeBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const notice = '欢迎来到夜曲，每日签到可领取金币，邀请好友即送1天会员。';
const longNotice = `${notice}新片每日更新，遇到播放问题请联系在线客服，我们将在第一时间为您处理，祝您观影愉快。`;

const meta = {
  title: 'Feed/NoticeBar',
  component: NoticeBar,
  tags: ['autodocs'],
  args: { text: notice, label: zhCN.labels.notice },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: zhCN.labels.notice })).toHaveTextContent(notice);
  },
};
export const LongChineseText: Story = { args: { text: longNotice } };
/** No notice configured: nothing renders. */
export const Empty: Story = { args: { text: '' } };

/** The screenshot runs with reduced motion, which shows the notice still and whole. */
export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="short notice">
        <NoticeBar text={notice} label={zhCN.labels.notice} />
      </StateCell>
      <StateCell label="long notice">
        <NoticeBar text={longNotice} label={`${zhCN.labels.notice}2`} />
      </StateCell>
    </StateGrid>
  ),
};
