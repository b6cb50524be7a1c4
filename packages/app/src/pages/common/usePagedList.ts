import type { PagedListKind } from '@nocturne/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pagedList, type PagedListController } from '../../state/pagedList.ts';

/**
 * A page's own infinite list, started afresh for each `key` (the subject, the search...).
 * Returns the controller and a snapshot of its state.
 */
export function usePagedList<T>(kind: PagedListKind, key: string, fetchPage: (page: number) => Promise<readonly T[]>) {
  const [list, setList] = useState<{ key: string; controller: PagedListController<T> }>(() => ({
    key,
    controller: pagedList(kind, fetchPage),
  }));
  if (list.key !== key) setList({ key, controller: pagedList(kind, fetchPage) });
  const controller = list.key === key ? list.controller : null;

  useEffect(() => {
    if (controller && controller.state.page === 0) void controller.loadMore();
  }, [controller]);

  const state = useSnapshot(list.controller.state);
  return { controller: list.controller, state };
}
