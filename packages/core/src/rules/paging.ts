/**
 * Infinite lists (docs/product.md sections 4 and 9): when a page is the last one, when scrolling
 * asks for the next, and a small immutable state for one paged list.
 */

export const PAGE_SIZE = 10;
/** Scrolling this close to the bottom loads the next page. */
export const LOAD_MORE_THRESHOLD_PX = 100;
/** The invited list triggers closer to the bottom. */
export const INVITED_LOAD_MORE_THRESHOLD_PX = 10;

/** The infinite lists of the product; only home differs in when it stops. */
export type PagedListKind = 'home' | 'search' | 'subject' | 'invited';

/**
 * Whether another page may follow one of `pageLength` items: search, subject and invited
 * lists end on a short page, the home list only on an empty one.
 */
export function hasMoreAfterPage(kind: PagedListKind, pageLength: number): boolean {
  return kind === 'home' ? pageLength > 0 : pageLength >= PAGE_SIZE;
}

export function loadMoreThresholdFor(kind: PagedListKind): number {
  return kind === 'invited' ? INVITED_LOAD_MORE_THRESHOLD_PX : LOAD_MORE_THRESHOLD_PX;
}

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the visible bottom is within `threshold` px of the content's end. */
export function shouldLoadMore(metrics: ScrollMetrics, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold;
}

export interface PagedList<T> {
  kind: PagedListKind;
  /** What the list shows (the home tag, the search term...); a new key is a new list. */
  key: string;
  items: readonly T[];
  /** The next page to request, from 1. */
  page: number;
  noMore: boolean;
  loading: boolean;
}

/** A fresh list: page 1, noMore false, loading false (what picking a tag does). */
export function emptyPagedList<T>(kind: PagedListKind, key: string): PagedList<T> {
  return { kind, key, items: [], page: 1, noMore: false, loading: false };
}

export function canLoadPage(list: PagedList<unknown>): boolean {
  return !list.loading && !list.noMore;
}

export function pageRequested<T>(list: PagedList<T>): PagedList<T> {
  return { ...list, loading: true };
}

/** One page answered for list `key`, page `page`. */
export interface PageResult<T> {
  key: string;
  page: number;
  items: readonly T[];
}

/**
 * Appends a page. An answer for another key or page (a request still in flight when the
 * member picked another tag) is dropped, so it can never leak into the new list.
 */
export function pageReceived<T>(list: PagedList<T>, result: PageResult<T>): PagedList<T> {
  if (result.key !== list.key || result.page !== list.page) return list;
  return {
    ...list,
    items: [...list.items, ...result.items],
    page: list.page + 1,
    noMore: !hasMoreAfterPage(list.kind, result.items.length),
    loading: false,
  };
}

/** A failed request leaves the page where it was, so the next scroll retries it. */
export function pageFailed<T>(list: PagedList<T>): PagedList<T> {
  return { ...list, loading: false };
}
