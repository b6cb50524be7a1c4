import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SectionHeader } from './SectionHeader.tsx';

describe('SectionHeader', () => {
  test('shows the title as a heading and reports 查看更多', async () => {
    const onMore = vi.fn();
    render(<SectionHeader title="精选视频" moreLabel="查看更多" onMore={onMore} />);
    expect(screen.getByRole('heading', { level: 2, name: '精选视频' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  test('换一批 shows only with a handler, and reports a press', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<SectionHeader title="排行榜" refreshLabel="换一批" />);
    expect(screen.queryByRole('button', { name: '换一批' })).not.toBeInTheDocument();
    rerender(<SectionHeader title="排行榜" refreshLabel="换一批" onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('while refreshing it is busy and ignores presses', async () => {
    const onRefresh = vi.fn();
    render(<SectionHeader title="排行榜" refreshLabel="换一批" onRefresh={onRefresh} refreshing />);
    const button = screen.getByRole('button', { name: '换一批' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
