import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ResultNotice } from './ResultNotice.tsx';

describe('ResultNotice', () => {
  test('announces the outcome and what it means', () => {
    render(<ResultNotice tone="success" title="支付成功" message="32金币已到账" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('支付成功');
    expect(notice).toHaveTextContent('32金币已到账');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a pending outcome offers its action and reports the tap', async () => {
    const onAction = vi.fn();
    render(<ResultNotice tone="pending" title="支付结果确认中" actionLabel="刷新结果" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: '刷新结果' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  test('while busy the action does nothing', async () => {
    const onAction = vi.fn();
    render(<ResultNotice tone="pending" title="支付结果确认中" actionLabel="刷新结果" onAction={onAction} busy />);
    await userEvent.click(screen.getByRole('button', { name: '刷新结果' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
