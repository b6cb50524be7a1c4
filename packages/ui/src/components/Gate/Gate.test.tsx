import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Gate } from './Gate.tsx';

function renderGate() {
  const onPrimary = vi.fn();
  const onSecondary = vi.fn();
  render(
    <Gate
      open
      title="暗网专区"
      message="需开通VIP会员方可进入"
      primaryLabel="会员解锁"
      secondaryLabel="点击离开"
      onPrimary={onPrimary}
      onSecondary={onSecondary}
    />,
  );
  return { onPrimary, onSecondary };
}

describe('Gate', () => {
  test('blocks the page with a named alert dialog', () => {
    renderGate();
    expect(screen.getByRole('alertdialog', { name: '暗网专区' })).toHaveAccessibleDescription('需开通VIP会员方可进入');
  });

  test('reports each of its two actions', async () => {
    const { onPrimary, onSecondary } = renderGate();
    await userEvent.click(screen.getByRole('button', { name: '会员解锁' }));
    expect(onPrimary).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '点击离开' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });

  test('Escape does not close it', async () => {
    const { onPrimary, onSecondary } = renderGate();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onPrimary).not.toHaveBeenCalled();
    expect(onSecondary).not.toHaveBeenCalled();
  });

  test('has no close button: the only ways out are its two actions', () => {
    renderGate();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['会员解锁', '点击离开']);
  });
});
