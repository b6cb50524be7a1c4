import { DAILY_LOGIN_COINS, FIRST_VIP_COINS, INVITE_VIP_DAYS, WATCH_TASK_COINS, zhCN } from '@nocturne/core';
import { TaskList, type TaskItem } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const { tasks: names } = zhCN.sign;
const tasks: TaskItem[] = [
  { id: 'dailyLogin', title: names.dailyLogin, reward: zhCN.sign.rewardCoins(DAILY_LOGIN_COINS), state: 'toClaim' },
  { id: 'invite', title: names.invite, reward: zhCN.sign.rewardVipDays(INVITE_VIP_DAYS), state: 'goComplete' },
  { id: 'watch', title: names.watch, reward: zhCN.sign.rewardCoins(WATCH_TASK_COINS), state: 'claimed' },
  { id: 'firstVip', title: names.firstVip, reward: zhCN.sign.rewardCoins(FIRST_VIP_COINS), state: 'goComplete' },
];
const stateLabels = { toClaim: zhCN.sign.toClaim, claimed: zhCN.sign.claimedState, goComplete: zhCN.sign.goComplete };

const meta = {
  title: 'Tasks/TaskList',
  component: TaskList,
  tags: ['autodocs'],
  args: { title: zhCN.sign.tasksTitle, tasks, stateLabels, onAction: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${zhCN.sign.toClaim} ${names.dailyLogin}` }));
    await expect(args.onAction).toHaveBeenCalledWith('dailyLogin', 'toClaim');
    await expect(canvas.getByRole('button', { name: `${zhCN.sign.claimedState} ${names.watch}` })).toBeDisabled();
  },
};
export const AllClaimed: Story = { args: { tasks: tasks.map((task) => ({ ...task, state: 'claimed' as const })) } };
export const Claiming: Story = { args: { busyId: 'dailyLogin' } };
export const LongChineseText: Story = {
  args: { tasks: [{ ...tasks[0]!, title: longChinese.slice(0, 30), description: longChinese }] },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="to claim, go complete, claimed">
        <TaskList {...args} />
      </StateCell>
      <StateCell label="claiming">
        <TaskList {...args} tasks={tasks.slice(0, 1)} busyId="dailyLogin" />
      </StateCell>
      <StateCell label="long Chinese text">
        <TaskList {...args} tasks={[{ ...tasks[0]!, title: longChinese.slice(0, 30), description: longChinese }]} />
      </StateCell>
    </StateGrid>
  ),
};
