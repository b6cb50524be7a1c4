import { DAILY_LOGIN_COINS, FIRST_VIP_COINS, INVITE_VIP_DAYS, WATCH_TASK_COINS, zhCNSign } from '@nocturne/core';
import { TaskList, type TaskItem } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const { tasks: names } = zhCNSign;
const tasks: TaskItem[] = [
  { id: 'dailyLogin', title: names.dailyLogin, reward: zhCNSign.rewardCoins(DAILY_LOGIN_COINS), state: 'toClaim' },
  { id: 'invite', title: names.invite, reward: zhCNSign.rewardVipDays(INVITE_VIP_DAYS), state: 'goComplete' },
  { id: 'watch', title: names.watch, reward: zhCNSign.rewardCoins(WATCH_TASK_COINS), state: 'claimed' },
  { id: 'firstVip', title: names.firstVip, reward: zhCNSign.rewardCoins(FIRST_VIP_COINS), state: 'goComplete' },
];
const stateLabels = { toClaim: zhCNSign.toClaim, claimed: zhCNSign.claimedState, goComplete: zhCNSign.goComplete };

const meta = {
  title: 'Tasks/TaskList',
  component: TaskList,
  tags: ['autodocs'],
  args: { title: zhCNSign.tasksTitle, tasks, stateLabels, onAction: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${zhCNSign.toClaim} ${names.dailyLogin}` }));
    await expect(args.onAction).toHaveBeenCalledWith('dailyLogin', 'toClaim');
    await expect(canvas.getByRole('button', { name: `${zhCNSign.claimedState} ${names.watch}` })).toBeDisabled();
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
