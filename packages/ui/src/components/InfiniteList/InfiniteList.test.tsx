import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InfiniteList, LOAD_MORE_THRESHOLD, type InfiniteListStatus } from './InfiniteList.tsx';

const labels = { loading: '加载中...', noMore: '没有更多了', error: '加载失败，请稍后重试', retry: '重试' };

/** Places the end of the list `below` px under the bottom of a 600 px window. */
function endSitsBelowView(below: number) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 600 + below } as DOMRect);
}

function list(status: InfiniteListStatus, onLoadMore: () => void, threshold?: number) {
  return (
    <InfiniteList status={status} onLoadMore={onLoadMore} labels={labels} threshold={threshold}>
      <p>条目</p>
    </InfiniteList>
  );
}

const flushFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('InfiniteList', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the default threshold is 100 px', () => {
    expect(LOAD_MORE_THRESHOLD).toBe(100);
  });

  test('loads more once scrolling brings the end within 100 px of the bottom', async () => {
    const onLoadMore = vi.fn();
    endSitsBelowView(101);
    render(list('idle', onLoadMore));
    expect(onLoadMore).not.toHaveBeenCalled();
    endSitsBelowView(100);
    fireEvent.scroll(document);
    await flushFrame();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('the threshold is a prop (10 px on the invited list)', async () => {
    const onLoadMore = vi.fn();
    endSitsBelowView(50);
    render(list('idle', onLoadMore, 10));
    fireEvent.scroll(document);
    await flushFrame();
    expect(onLoadMore).not.toHaveBeenCalled();
    endSitsBelowView(10);
    fireEvent.scroll(document);
    await flushFrame();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('asks nothing while loading or at the end, and says so in the footer', () => {
    const onLoadMore = vi.fn();
    endSitsBelowView(0);
    const { rerender } = render(list('loading', onLoadMore));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    rerender(list('done', onLoadMore));
    expect(screen.getByRole('status')).toHaveTextContent('没有更多了');
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  test('when a page arrives and the end is still in view, it loads the next at once', () => {
    const onLoadMore = vi.fn();
    endSitsBelowView(0);
    const { rerender } = render(list('loading', onLoadMore));
    rerender(list('idle', onLoadMore));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('an error shows its message and a retry button', async () => {
    const onLoadMore = vi.fn();
    endSitsBelowView(5000);
    render(list('error', onLoadMore));
    expect(screen.getByRole('status')).toHaveTextContent('加载失败，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('renders its children', () => {
    endSitsBelowView(5000);
    render(list('idle', () => {}));
    expect(screen.getByText('条目')).toBeInTheDocument();
  });
});
