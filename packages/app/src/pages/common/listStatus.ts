import { zhCN } from '@nocturne/core';
import type { InfiniteListStatus } from '@nocturne/ui';
import type { PagedList } from '../../state/pagedList.ts';

export const infiniteLabels = {
  loading: zhCN.common.loading,
  noMore: zhCN.common.noMore,
  error: zhCN.common.loadFailed,
  retry: zhCN.common.retry,
};

/** docs/product.md's search results say 没有更多数据了 at the end. */
export const searchInfiniteLabels = { ...infiniteLabels, noMore: zhCN.common.noMoreData };

export function listStatus(list: Pick<PagedList<unknown>, 'loading' | 'noMore' | 'failed'>): InfiniteListStatus {
  if (list.loading) return 'loading';
  if (list.failed) return 'error';
  return list.noMore ? 'done' : 'idle';
}
