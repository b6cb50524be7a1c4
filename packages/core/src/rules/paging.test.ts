import { describe, expect, test } from 'vitest';
import {
  INVITED_LOAD_MORE_THRESHOLD_PX,
  LOAD_MORE_THRESHOLD_PX,
  PAGE_SIZE,
  canLoadPage,
  emptyPagedList,
  hasMoreAfterPage,
  loadMoreThresholdFor,
  pageFailed,
  pageReceived,
  pageRequested,
  shouldLoadMore,
} from './paging.ts';

const page = (length: number, from = 0): number[] => Array.from({ length }, (_, i) => from + i);

describe('paging constants', () => {
  test('pin the spec numbers', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(LOAD_MORE_THRESHOLD_PX).toBe(100);
    expect(INVITED_LOAD_MORE_THRESHOLD_PX).toBe(10);
  });
});

describe('hasMoreAfterPage', () => {
  test.each(['search', 'subject', 'invited'] as const)('%s stops on a page shorter than 10', (kind) => {
    expect(hasMoreAfterPage(kind, 10)).toBe(true);
    expect(hasMoreAfterPage(kind, 9)).toBe(false);
    expect(hasMoreAfterPage(kind, 0)).toBe(false);
  });

  test('home stops only on an empty page', () => {
    expect(hasMoreAfterPage('home', 1)).toBe(true);
    expect(hasMoreAfterPage('home', 0)).toBe(false);
  });
});

describe('shouldLoadMore', () => {
  test('loads within 100 px of the bottom by default', () => {
    expect(shouldLoadMore({ scrollTop: 400, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(shouldLoadMore({ scrollTop: 400, clientHeight: 500, scrollHeight: 1001 })).toBe(false);
  });

  test('the invited list waits until 10 px from the bottom', () => {
    const threshold = loadMoreThresholdFor('invited');
    expect(threshold).toBe(10);
    expect(shouldLoadMore({ scrollTop: 490, clientHeight: 500, scrollHeight: 1000 }, threshold)).toBe(true);
    expect(shouldLoadMore({ scrollTop: 489, clientHeight: 500, scrollHeight: 1000 }, threshold)).toBe(false);
    expect(loadMoreThresholdFor('home')).toBe(100);
  });
});

describe('a paged list', () => {
  test('starts (and resets on a new tag) at page 1, not loading, with more to come', () => {
    expect(emptyPagedList('home', '3')).toEqual({ kind: 'home', key: '3', items: [], page: 1, noMore: false, loading: false });
  });

  test('loads page after page until a short page', () => {
    let list = emptyPagedList<number>('search', 'q');
    expect(canLoadPage(list)).toBe(true);
    list = pageRequested(list);
    expect(canLoadPage(list)).toBe(false);
    list = pageReceived(list, { key: 'q', page: 1, items: page(10) });
    expect(list).toMatchObject({ page: 2, noMore: false, loading: false });
    list = pageReceived(pageRequested(list), { key: 'q', page: 2, items: page(3, 10) });
    expect(list.items).toEqual(page(13));
    expect(list).toMatchObject({ page: 3, noMore: true, loading: false });
    expect(canLoadPage(list)).toBe(false);
  });

  test('home keeps going on a short page and stops on an empty one', () => {
    let list = pageReceived(emptyPagedList<number>('home', '5'), { key: '5', page: 1, items: page(4) });
    expect(list.noMore).toBe(false);
    list = pageReceived(list, { key: '5', page: 2, items: [] });
    expect(list).toMatchObject({ noMore: true, page: 3, items: page(4) });
  });

  test('drops an answer for another tag or page', () => {
    const list = pageRequested(emptyPagedList<number>('home', 'new'));
    expect(pageReceived(list, { key: 'old', page: 1, items: page(10) })).toBe(list);
    expect(pageReceived(list, { key: 'new', page: 3, items: page(10) })).toBe(list);
  });

  test('a failure stops loading and keeps the page for a retry', () => {
    const list = pageFailed(pageRequested(emptyPagedList<number>('subject', 's')));
    expect(list).toMatchObject({ page: 1, loading: false, noMore: false });
    expect(canLoadPage(list)).toBe(true);
  });
});
