import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { AgeGate } from './AgeGate.tsx';

function renderAgeGate() {
  const onEnter = vi.fn();
  const onLeave = vi.fn();
  render(
    <AgeGate
      open
      title="年龄确认"
      message="本站内容仅限18岁以上成年人浏览。"
      enterLabel="我已满18岁，进入"
      leaveLabel="离开"
      onEnter={onEnter}
      onLeave={onLeave}
    />,
  );
  return { onEnter, onLeave };
}

test('confirming the age reports enter', async () => {
  const { onEnter, onLeave } = renderAgeGate();
  await userEvent.click(screen.getByRole('button', { name: '我已满18岁，进入' }));
  expect(onEnter).toHaveBeenCalledTimes(1);
  expect(onLeave).not.toHaveBeenCalled();
});

test('leaving reports leave', async () => {
  const { onLeave } = renderAgeGate();
  await userEvent.click(screen.getByRole('button', { name: '离开' }));
  expect(onLeave).toHaveBeenCalledTimes(1);
});

test('shows the 18+ emblem and cannot be skipped with Escape', async () => {
  renderAgeGate();
  expect(screen.getByRole('alertdialog', { name: '年龄确认' })).toHaveTextContent('18+');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});
