/**
 * One keyset-paged operator list (orders, a ledger, member search, a video's danmaku) as a
 * valtio store with its actions: load with a query, next and previous pages. The server's
 * `nextCursor` leads forward; the cursors of the pages already seen lead back.
 */
import type { OperatorPage } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CursorListState<Item, Query> {
  status: ListStatus;
  items: Item[];
  query: Query | null;
  /** The cursor each page seen so far was read with (null: the first page). */
  cursors: (string | null)[];
  nextCursor: string | null;
  error: string | null;
}

export interface CursorList<Item, Query> {
  state: CursorListState<Item, Query>;
  load(query: Query): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** The same page again (after a change on it). */
  reload(): Promise<void>;
}

export function cursorList<Item, Query>(read: (query: Query, cursor: string | null) => Promise<OperatorPage<Item>>): CursorList<Item, Query> {
  const state = proxy<CursorListState<Item, Query>>({ status: 'idle', items: [], query: null, cursors: [], nextCursor: null, error: null });
  // Only the newest request writes: a slow older page never replaces a newer one.
  let latest = 0;

  async function show(query: Query, cursors: (string | null)[]): Promise<void> {
    const request = ++latest;
    state.status = 'loading';
    state.query = query;
    state.error = null;
    try {
      const page = await read(query, cursors[cursors.length - 1] ?? null);
      if (request !== latest) return;
      state.items = page.items;
      state.nextCursor = page.nextCursor;
      state.cursors = cursors;
      state.status = 'ready';
    } catch (error) {
      if (request !== latest) return;
      state.error = messageOf(error);
      state.status = 'error';
    }
  }

  return {
    state,
    load: (query) => show(query, [null]),
    async next() {
      if (state.query === null || state.nextCursor === null) return;
      await show(state.query as Query, [...state.cursors, state.nextCursor]);
    },
    async previous() {
      if (state.query === null || state.cursors.length < 2) return;
      await show(state.query as Query, state.cursors.slice(0, -1));
    },
    async reload() {
      if (state.query === null) return;
      await show(state.query as Query, state.cursors.length ? [...state.cursors] : [null]);
    },
  };
}
