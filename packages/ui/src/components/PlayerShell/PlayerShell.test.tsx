import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PlayerShell, type PlayerState } from './PlayerShell.tsx';

const labels = {
  back: '返回',
  loading: '加载中...',
  error: '播放出错，请稍后重试',
  retry: '重试',
  previewEnded: '试看结束',
  unlock: '开通VIP 全站畅看',
};

function shell(state: PlayerState, handlers: { onBack?: () => void; onRetry?: () => void; onUnlock?: () => void } = {}) {
  return (
    <PlayerShell
      title="夜色温柔"
      introduction="一段简介"
      state={state}
      labels={labels}
      onBack={handlers.onBack ?? (() => {})}
      onRetry={handlers.onRetry}
      onUnlock={handlers.onUnlock}
    />
  );
}

describe('PlayerShell', () => {
  test('shows the title as the page heading and the introduction', () => {
    render(shell('playing'));
    expect(screen.getByRole('heading', { level: 1, name: '夜色温柔' })).toBeInTheDocument();
    expect(screen.getByText('一段简介')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('the back button is named and reports a press', async () => {
    const onBack = vi.fn();
    render(shell('playing', { onBack }));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('loading says so', () => {
    render(shell('loading'));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  test('an error is announced and offers a retry', async () => {
    const onRetry = vi.fn();
    render(shell('error', { onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('播放出错，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('at the preview limit it offers to unlock', async () => {
    const onUnlock = vi.fn();
    render(shell('previewEnded', { onUnlock }));
    expect(screen.getByRole('status')).toHaveTextContent('试看结束');
    await userEvent.click(screen.getByRole('button', { name: '开通VIP 全站畅看' }));
    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  test('hands the app its slot element, where the player mounts its own video', () => {
    const slotRef = createRef<HTMLDivElement>();
    render(<PlayerShell title="片名" state="playing" labels={labels} onBack={() => {}} slotRef={slotRef} />);
    expect(slotRef.current).toBe(screen.getByTestId('player-slot'));
    const video = document.createElement('video');
    slotRef.current!.append(video);
    expect(screen.getByTestId('player-slot')).toContainElement(video);
  });
});
