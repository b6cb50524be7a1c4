/** What the money, member and support lists share: the table's words, a cursor pager, a time. */
import { consoleMoney, formatDateTime } from '@nocturne/core';
import { Pager, type DataTableLabels, type DataTableStatus } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import type { CursorList, ListStatus } from '../../state/cursorList.ts';

const words = consoleMoney;

export function tableLabels(empty: string, emptyHint?: string): DataTableLabels {
  return { ...words.table, empty, ...(emptyHint ? { emptyHint } : {}) };
}

/** The table's status for a list's: idle lists show as loading until their first page. */
export const tableStatus = (status: ListStatus): DataTableStatus => (status === 'ready' ? 'ready' : status === 'error' ? 'error' : 'loading');

/** An ISO time as the business day's clock shows it. */
export const timeOf = (iso: string | null): string => (iso ? formatDateTime(new Date(iso)) : '—');

export function CursorPager<Item, Query>({ list }: { list: CursorList<Item, Query> }) {
  const state = useSnapshot(list.state);
  return (
    <Pager
      kind="cursor"
      label={words.pager.label}
      labels={words.pager}
      hasPrevious={state.cursors.length > 1}
      hasNext={state.nextCursor !== null}
      loading={state.status === 'loading'}
      onPrevious={() => void list.previous()}
      onNext={() => void list.next()}
    />
  );
}
