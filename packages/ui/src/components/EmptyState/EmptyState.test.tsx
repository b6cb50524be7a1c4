import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

test('announces its message and hint as a status', () => {
  render(<EmptyState message="暂无收藏" hint="收藏的视频会出现在这里" />);
  expect(screen.getByRole('status')).toHaveTextContent('暂无收藏收藏的视频会出现在这里');
});

test('offers the given next step', async () => {
  const onGo = vi.fn();
  render(<EmptyState message="暂无收藏" action={<Button onClick={onGo}>去逛逛</Button>} />);
  await userEvent.click(screen.getByRole('button', { name: '去逛逛' }));
  expect(onGo).toHaveBeenCalledTimes(1);
});

test('draws the illustration of the list that is empty, hidden from screen readers', () => {
  const { container } = render(<EmptyState message="暂无记录" illustration="records" />);
  const art = container.querySelector('svg[data-illustration]');
  expect(art).toHaveAttribute('data-illustration', 'records');
  expect(art).toHaveAttribute('aria-hidden', 'true');
});

test('a generic illustration when none is named', () => {
  const { container } = render(<EmptyState message="暂无数据" />);
  expect(container.querySelector('svg[data-illustration]')).toHaveAttribute('data-illustration', 'generic');
});

test('an icon or an image replaces the illustration', () => {
  const { container, rerender } = render(<EmptyState message="加载失败" icon={<span data-testid="icon" />} />);
  expect(screen.getByTestId('icon')).toBeInTheDocument();
  expect(container.querySelector('svg[data-illustration]')).toBeNull();
  rerender(<EmptyState message="暂无记录" imageSrc="/empty.png" />);
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});
