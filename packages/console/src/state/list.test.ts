import { describe, expect, test } from 'vitest';
import { listStore } from './list.ts';

/** Pages of `total` numbered rows, `size` a page, newest (highest) first, keyed by the last row. */
function pages(total: number, size: number) {
  const asked: (string | null)[] = [];
  const read = async (_query: string, cursor: string | null) => {
    asked.push(cursor);
    const below = cursor === null ? total + 1 : Number(cursor);
    const items = Array.from({ length: Math.min(size, below - 1) }, (_, i) => below - 1 - i);
    return { items, nextCursor: items.length === size && items[items.length - 1]! > 1 ? String(items[items.length - 1]) : null };
  };
  return { read, asked };
}

describe('a keyset-paged list', () => {
  test('goes forward by the server cursor and back by the cursors it came through', async () => {
    const server = pages(5, 2);
    const list = listStore(server.read);
    await list.load('q');
    expect(list.state.items).toEqual([5, 4]);
    await list.next();
    expect(list.state.items).toEqual([3, 2]);
    await list.next();
    expect(list.state).toMatchObject({ items: [1], nextCursor: null, status: 'ready' });
    await list.next(); // nothing after the last page
    await list.previous();
    expect(list.state.items).toEqual([3, 2]);
    await list.previous();
    await list.previous(); // nothing before the first
    expect(list.state.items).toEqual([5, 4]);
    expect(server.asked).toEqual([null, '4', '2', '4', null]);
  });

  test('an older answer arriving after a newer one is dropped; a failure says why', async () => {
    let answerSlow: (value: { items: string[]; nextCursor: null }) => void = () => undefined;
    const list = listStore<string, string>((query) =>
      query === 'slow' ? new Promise((resolve) => (answerSlow = resolve)) : query === 'bad' ? Promise.reject(new Error('offline')) : Promise.resolve({ items: [query], nextCursor: null }),
    );
    const slow = list.load('slow');
    await list.load('fast');
    answerSlow({ items: ['stale'], nextCursor: null });
    await slow;
    expect(list.state.items).toEqual(['fast']);
    await list.load('bad');
    expect(list.state.status).toBe('error');
    expect(list.state.error).toBe('网络异常，请检查网络后重试');
  });
});
