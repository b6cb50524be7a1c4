/**
 * The console's one list store: an operator list (orders, a ledger, withdrawals, reports) as a
 * valtio proxy with its actions. `read` answers the rows for a query: a page with the cursor of
 * the next one (keyset paging), or every row at once.
 *
 * - 'cursor': one page at a time; the server's `nextCursor` leads forward, the cursors of the
 *   pages already seen lead back.
 * - 'whole': one read answers every row (the waiting withdrawals, the open reports); the table
 *   pages them itself if it is asked to.
 *
 * A page reads it with `useList` and draws it with `ListTable` (pages/lists/). A store that
 * needs more beside the rows (the row a decision is on its way for, the filters) passes it as
 * `extra`: it lives in the same proxy.
 */
import type { OperatorPage } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';
export type ListPaging = 'cursor' | 'whole';

export interface ListState<Item, Query> {
  status: ListStatus;
  items: Item[];
  query: Query | null;
  /** The cursor each page seen so far was read with (null: the first page); empty until the first load. */
  cursors: (string | null)[];
  nextCursor: string | null;
  error: string | null;
}

export interface List<Item, Query = void, Extra extends object = object> {
  paging: ListPaging;
  state: ListState<Item, Query> & Extra;
  load(query: Query): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** The same page again (after a change on it). `quiet`: the rows stay as they are shown until the answer (a poll). */
  reload(options?: { quiet?: boolean }): Promise<void>;
}

export type ListRead<Item, Query> = (query: Query, cursor: string | null) => Promise<OperatorPage<Item> | Item[]>;

export function listStore<Item, Query = void, Extra extends object = object>(
  read: ListRead<Item, Query>,
  options: { paging?: ListPaging; extra?: Extra } = {},
): List<Item, Query, Extra> {
  const base: ListState<Item, Query> = { status: 'idle', items: [], query: null, cursors: [], nextCursor: null, error: null };
  const state = proxy({ ...base, ...options.extra } as ListState<Item, Query> & Extra);
  // Only the newest request writes: a slow older page never replaces a newer one.
  let latest = 0;

  async function show(query: Query, cursors: (string | null)[], quiet = false): Promise<void> {
    const request = ++latest;
    if (!quiet || state.status !== 'ready') state.status = 'loading';
    state.query = query;
    state.error = null;
    try {
      const answer = await read(query, cursors[cursors.length - 1] ?? null);
      if (request !== latest) return;
      const page = Array.isArray(answer) ? { items: answer, nextCursor: null } : (answer as OperatorPage<Item>);
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

  const loaded = () => state.status !== 'idle';

  return {
    paging: options.paging ?? 'cursor',
    state,
    load: (query) => show(query, [null]),
    async next() {
      if (!loaded() || state.nextCursor === null) return;
      await show(state.query as Query, [...state.cursors, state.nextCursor]);
    },
    async previous() {
      if (!loaded() || state.cursors.length < 2) return;
      await show(state.query as Query, state.cursors.slice(0, -1));
    },
    async reload({ quiet = false } = {}) {
      if (!loaded()) return;
      await show(state.query as Query, state.cursors.length ? [...state.cursors] : [null], quiet);
    },
  };
}
