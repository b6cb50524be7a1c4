import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Pager } from './Pager.tsx';

const pageLabels = { previous: '上一页', next: '下一页', page: (n: number) => `第${n}页` };

describe('Pager', () => {
  test('page numbers: the current page is marked and a page button reports its index', async () => {
    const onPageChange = vi.fn();
    render(<Pager kind="pages" label="分页" pageIndex={4} pageCount={12} onPageChange={onPageChange} labels={pageLabels} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第5页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '第12页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  test('page numbers: no previous on the first page, no next on the last', () => {
    const { rerender } = render(<Pager kind="pages" label="分页" pageIndex={0} pageCount={3} onPageChange={() => {}} labels={pageLabels} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    rerender(<Pager kind="pages" label="分页" pageIndex={2} pageCount={3} onPageChange={() => {}} labels={pageLabels} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  test('cursor: previous and next report, and wait while a page loads', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const props = { kind: 'cursor', label: '分页', hasPrevious: true, hasNext: true, onPrevious, onNext, labels: pageLabels } as const;
    const { rerender } = render(<Pager {...props} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();
    rerender(<Pager {...props} loading />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  test('cursor: the end of the list has no next', () => {
    render(<Pager kind="cursor" label="分页" hasPrevious={false} hasNext={false} onPrevious={() => {}} onNext={() => {}} labels={pageLabels} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  test('load more: reports a press, and says when there is no more', async () => {
    const onLoadMore = vi.fn();
    const labels = { more: '加载更多', noMore: '没有更多了' };
    const { rerender } = render(<Pager kind="more" label="分页" hasMore onLoadMore={onLoadMore} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<Pager kind="more" label="分页" hasMore={false} onLoadMore={onLoadMore} labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
