import { hasMoreAfterPage, type PagedListKind } from '@nocturne/core';
import { proxy } from 'valtio';

export interface PagedList<T> {
  items: T[];
  /** The last page loaded; 0 before the first. */
  page: number;
  loading: boolean;
  noMore: boolean;
  failed: boolean;
}

export interface PagedListController<T> {
  state: PagedList<T>;
  /** Loads the next page unless one is loading or the end was reached. */
  loadMore(): Promise<void>;
  /** Back to an empty list (page 0, noMore false, loading false), then loads page 1. */
  reset(): Promise<void>;
}

/**
 * A paged list in a valtio proxy. When it ends is core's rule for the list's kind (docs/product.md
 * section 4: a short page ends search, subject and invited lists; an empty page ends home).
 */
export function pagedList<T>(kind: PagedListKind, fetchPage: (page: number) => Promise<readonly T[]>): PagedListController<T> {
  const state = proxy<PagedList<T>>({ items: [], page: 0, loading: false, noMore: false, failed: false });
  // A reset while a page is in flight makes that page's answer stale.
  let generation = 0;

  async function loadMore(): Promise<void> {
    if (state.loading || state.noMore) return;
    const mine = generation;
    const next = state.page + 1;
    state.loading = true;
    state.failed = false;
    try {
      const items = await fetchPage(next);
      if (mine !== generation) return;
      state.items.push(...(items as T[]));
      state.page = next;
      state.noMore = !hasMoreAfterPage(kind, items.length);
    } catch {
      if (mine === generation) state.failed = true;
    } finally {
      if (mine === generation) state.loading = false;
    }
  }

  async function reset(): Promise<void> {
    generation += 1;
    state.items = [];
    state.page = 0;
    state.noMore = false;
    state.loading = false;
    state.failed = false;
    await loadMore();
  }

  return { state, loadMore, reset };
}
