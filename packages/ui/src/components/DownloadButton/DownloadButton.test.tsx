import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DownloadButton } from './DownloadButton.tsx';
import type { DownloadStatus, DownloadStatusLabels } from './downloadStatus.ts';

// The shape of core's zhCNOffline.status, which the app passes.
const labels: DownloadStatusLabels = {
  none: '缓存',
  queued: '等待缓存',
  downloading: (percent) => `缓存中 ${percent}%`,
  paused: '已暂停',
  done: '已缓存',
  expired: '已过期',
  failed: '缓存失败',
  noSpace: '空间不足',
};

const statuses: DownloadStatus[] = ['none', 'queued', 'downloading', 'paused', 'done', 'expired', 'failed', 'noSpace'];

describe('DownloadButton', () => {
  test.each(statuses)('%s: the button is named by its state, and a press reports', async (status) => {
    const onPress = vi.fn();
    render(<DownloadButton status={status} percent={42} labels={labels} onPress={onPress} />);
    const name = status === 'downloading' ? '缓存中 42%' : labels[status];
    const button = screen.getByRole('button', { name });
    // Never disabled, queued included: a press always has somewhere to go.
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  test('the percent reads whole and within 0..100', () => {
    const { rerender } = render(<DownloadButton status="downloading" percent={42.6} labels={labels} onPress={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('缓存中 43%');
    rerender(<DownloadButton status="downloading" percent={140} labels={labels} onPress={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('缓存中 100%');
    rerender(<DownloadButton status="downloading" percent={Number.NaN} labels={labels} onPress={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('缓存中 0%');
  });

  test('the ring shows the percent while downloading and once paused, not otherwise', () => {
    const { container, rerender } = render(<DownloadButton status="paused" percent={63} labels={labels} onPress={() => {}} />);
    expect(container.querySelector('[data-percent]')).toHaveAttribute('data-percent', '63');
    rerender(<DownloadButton status="done" percent={100} labels={labels} onPress={() => {}} />);
    expect(container.querySelector('[data-percent]')).toBeNull();
  });
});
