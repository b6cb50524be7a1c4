import { describe, expect, test } from 'vitest';
import { pagedList } from './pagedList.ts';

const pageOf = (length: number, page: number) => Array.from({ length }, (_, i) => `p${page}-${i}`);

describe('paged lists', () => {
  test('a search list ends on a page shorter than 10', async () => {
    const sizes = [10, 9];
    const list = pagedList<string>('search', async (page) => pageOf(sizes[page - 1] ?? 0, page));
    await list.loadMore();
    expect(list.state.noMore).toBe(false);
    await list.loadMore();
    expect(list.state.items).toHaveLength(19);
    expect(list.state.noMore).toBe(true);
    await list.loadMore();
    expect(list.state.page).toBe(2);
  });

  test('the home list goes on after a short page and ends only on an empty one', async () => {
    const sizes = [4, 3, 0];
    const list = pagedList<string>('home', async (page) => pageOf(sizes[page - 1] ?? 0, page));
    await list.loadMore();
    await list.loadMore();
    expect(list.state.noMore).toBe(false);
    await list.loadMore();
    expect(list.state.noMore).toBe(true);
    expect(list.state.items).toHaveLength(7);
  });

  test('a reset drops a page still in flight and starts again from page 1', async () => {
    let release: (items: string[]) => void = () => undefined;
    let calls = 0;
    const list = pagedList<string>('home', (page) => {
      calls += 1;
      if (calls === 1) return new Promise((resolve) => (release = resolve));
      return Promise.resolve(pageOf(2, page));
    });
    const first = list.loadMore();
    const reset = list.reset();
    release(['stale']);
    await Promise.all([first, reset]);
    expect(list.state.items).toEqual(['p1-0', 'p1-1']);
    expect(list.state.page).toBe(1);
  });

  test('a failed page leaves the list where it was so the next scroll retries it', async () => {
    let fail = true;
    const list = pagedList<string>('subject', async (page) => {
      if (fail) throw new Error('offline');
      return pageOf(10, page);
    });
    await list.loadMore();
    expect(list.state.failed).toBe(true);
    expect(list.state.page).toBe(0);
    fail = false;
    await list.loadMore();
    expect(list.state.page).toBe(1);
  });
});
