import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TaskList, type TaskItem } from './TaskList.tsx';

const stateLabels = { toClaim: '待领取', claimed: '已领取', goComplete: '去完成' };
const tasks: TaskItem[] = [
  { id: 'dailyLogin', title: '每日登录', reward: '1金币', state: 'toClaim' },
  { id: 'watch', title: '观看视频20分钟', reward: '2金币', state: 'claimed' },
  { id: 'firstVip', title: '首次开通会员', reward: '5金币', state: 'goComplete' },
];

describe('TaskList', () => {
  test('each row shows its title, reward and the label of its state', () => {
    render(<TaskList title="每日任务" tasks={tasks} stateLabels={stateLabels} onAction={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '待领取 每日登录' })).toHaveTextContent('待领取');
    expect(screen.getByRole('button', { name: '已领取 观看视频20分钟' })).toHaveTextContent('已领取');
    expect(screen.getByRole('button', { name: '去完成 首次开通会员' })).toHaveTextContent('去完成');
    expect(screen.getByText('5金币')).toBeInTheDocument();
  });

  test('reports the task and its state when its button is pressed', async () => {
    const onAction = vi.fn();
    render(<TaskList title="每日任务" tasks={tasks} stateLabels={stateLabels} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: '待领取 每日登录' }));
    await userEvent.click(screen.getByRole('button', { name: '去完成 首次开通会员' }));
    expect(onAction.mock.calls).toEqual([
      ['dailyLogin', 'toClaim'],
      ['firstVip', 'goComplete'],
    ]);
  });

  test('a claimed task cannot be claimed again', async () => {
    const onAction = vi.fn();
    render(<TaskList title="每日任务" tasks={tasks} stateLabels={stateLabels} onAction={onAction} />);
    const claimed = screen.getByRole('button', { name: '已领取 观看视频20分钟' });
    expect(claimed).toBeDisabled();
    await userEvent.click(claimed);
    expect(onAction).not.toHaveBeenCalled();
  });

  test('a busy task ignores presses while its request is on its way', async () => {
    const onAction = vi.fn();
    render(<TaskList title="每日任务" tasks={tasks} stateLabels={stateLabels} busyId="dailyLogin" onAction={onAction} />);
    const busy = screen.getByRole('button', { name: '待领取 每日登录' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onAction).not.toHaveBeenCalled();
  });
});
