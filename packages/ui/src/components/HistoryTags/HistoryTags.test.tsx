import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { HistoryTags } from './HistoryTags.tsx';

const labels = { title: '历史搜索', clear: '清空历史搜索' };

describe('HistoryTags', () => {
  test('shows the terms under their title and reports a pick', async () => {
    const onPick = vi.fn();
    render(<HistoryTags terms={['夜景', '城市']} onPick={onPick} onClear={() => {}} labels={labels} />);
    expect(screen.getByRole('heading', { name: '历史搜索' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '城市' }));
    expect(onPick).toHaveBeenCalledWith('城市');
  });

  test('the trash button has a name and asks to clear', async () => {
    const onClear = vi.fn();
    render(<HistoryTags terms={['夜景']} onPick={() => {}} onClear={onClear} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '清空历史搜索' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test('no history, no block', () => {
    const { container } = render(<HistoryTags terms={[]} onPick={() => {}} onClear={() => {}} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
