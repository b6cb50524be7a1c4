import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

test('announces its message as a status', () => {
  render(<EmptyState message="暂无收藏" />);
  expect(screen.getByRole('status')).toHaveTextContent('暂无收藏');
});

test('offers the given action', async () => {
  const onRetry = vi.fn();
  render(<EmptyState message="加载失败，请稍后重试" action={<Button onClick={onRetry}>重试</Button>} />);
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('an illustration image is decorative', () => {
  const { container } = render(<EmptyState message="暂无记录" imageSrc="/empty.png" />);
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});
