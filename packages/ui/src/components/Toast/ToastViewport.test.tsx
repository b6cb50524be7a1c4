import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Toast } from './toastQueue.ts';
import { ToastViewport } from './ToastViewport.tsx';

const copied: Toast = { id: 1, message: '复制成功', kind: 'success', durationMs: 2000 };
const paying: Toast = { id: 2, message: '支付中...', kind: 'loading', durationMs: null };

describe('ToastViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows every toast of the queue in a live region', () => {
    render(<ToastViewport toasts={[copied, paying]} onExpire={() => {}} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('复制成功');
    expect(region).toHaveTextContent('支付中...');
  });

  test('reports a toast as expired when its duration has passed, not before', () => {
    const onExpire = vi.fn();
    render(<ToastViewport toasts={[copied]} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledWith(1);
  });

  test('a loading toast never expires on its own and is marked busy', () => {
    const onExpire = vi.fn();
    render(<ToastViewport toasts={[paying]} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.getByText('支付中...').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  test('a removed toast does not report expiry later', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<ToastViewport toasts={[copied]} onExpire={onExpire} />);
    rerender(<ToastViewport toasts={[]} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
