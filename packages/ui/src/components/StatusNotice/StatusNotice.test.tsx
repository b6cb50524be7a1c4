import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { StatusNotice } from './StatusNotice.tsx';

test('announces its message and hint as a status', () => {
  render(<StatusNotice message="网络已断开" hint="连上网络后点重试" />);
  expect(screen.getByRole('status')).toHaveTextContent('网络已断开连上网络后点重试');
});

test('shows the icon in a disc hidden from screen readers', () => {
  render(<StatusNotice message="加载失败" icon={<svg data-testid="warning" />} />);
  expect(screen.getByTestId('warning').parentElement).toHaveAttribute('aria-hidden', 'true');
});

test('a picture replaces the icon', () => {
  render(<StatusNotice message="暂无收藏" icon={<svg data-testid="warning" />} picture={<svg data-testid="art" />} />);
  expect(screen.getByTestId('art')).toBeInTheDocument();
  expect(screen.queryByTestId('warning')).toBeNull();
});

test('offers the next step', async () => {
  const onRetry = vi.fn();
  render(<StatusNotice message="加载失败" action={<Button onClick={onRetry}>重试</Button>} />);
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
