/**
 * The console's list kit: `useList` reads a list store (state/list.ts) and loads it for a
 * query; `ListTable` draws it: the rows, the loading, empty and error states with a retry, a
 * cursor pager when the list is paged by the server (else page numbers and the rows a page),
 * the columns shown (显示列) and the 紧凑 switch, kept per browser, and the hint that a wide
 * table scrolls. A page gives its words, the columns,
 * the actions on a row, and any batch actions (`tools`, beside rows picked by `selection`).
 */
import { zhCNConsole } from '@nocturne/core';
import { DataTable, Pager, type DataTableColumn, type DataTableLabels, type DataTableRowAction, type DataTableSelection, type DataTableStatus } from '@nocturne/ui';
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { List, ListState } from '../../state/list.ts';
import { setColumnShown, setTableDensity, setTablePageSize, TABLE_PAGE_SIZES, tablePreferences } from '../../state/tablePreferences.ts';
import { ColumnChoice } from './ColumnChoice.tsx';
import * as styles from './lists.css.ts';

/** What a page reads of a list: its state as the store holds it, rows typed as the store's. */
export type ListView<Item, Query, Extra extends object> = Readonly<ListState<Item, Query> & Extra> & { readonly items: readonly Item[] };

/**
 * Reads `list` (re-rendering on its changes) and loads it when the page opens and whenever
 * `query` changes; a null query (no search term yet) loads nothing. A list without a query
 * (Query = void) is loaded once.
 */
export function useList<Item, Query, Extra extends object>(list: List<Item, Query, Extra>, ...[query]: Query extends void ? [] : [query: Query | null]): ListView<Item, Query, Extra> {
  const key = query === null ? null : JSON.stringify(query ?? null);
  useEffect(() => {
    if (key !== null) void list.load(query as Query);
    // The query's text is its identity: a new object with the same filters reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, key]);
  // A valtio snapshot is the store's state made read-only; its rows are the store's rows.
  return useSnapshot(list.state) as unknown as ListView<Item, Query, Extra>;
}

/** A row's key: its `id` when it has one, else the page says what it is. */
type RowKey<Item> = Item extends { readonly id: number | string } ? { rowKey?: (row: Item) => string } : { rowKey: (row: Item) => string };

export type ListTableProps<Item extends object, Query, Extra extends object> = RowKey<Item> & {
  list: List<Item, Query, Extra>;
  /** The page's words for it: `title` names the table (for screen readers: the page header says it on screen), `empty` is said with no rows, `emptyHint` what would make some appear. */
  words: { readonly title: string; readonly empty: string; readonly emptyHint?: string };
  /** Shows the title on screen too (the ledger says whose it is). */
  captionShown?: boolean;
  columns: readonly DataTableColumn<Item>[];
  rowActions?: (row: Item) => readonly DataTableRowAction[];
  /** Only the rows it keeps are shown (the ads of the chosen group out of every group's). */
  only?: (row: Item) => boolean;
  /** A whole list shown in pages (page numbers below), as many rows a page as this browser chose (20, 50, 100). */
  paged?: boolean;
  /** Rows picked for the page's batch actions. */
  selection?: DataTableSelection<Item>;
  /** Above the table, at the start: the batch actions on the picked rows. */
  tools?: ReactNode;
  /** Words other than the console's table words (a page's own pager words). */
  labels?: Partial<DataTableLabels>;
};

const idOf = (row: object): string => String((row as { id: number | string }).id);

/** The table's status for a list's: an idle list shows as loading until its first rows. */
const tableStatus = (status: ListState<unknown, unknown>['status']): DataTableStatus => (status === 'ready' ? 'ready' : status === 'error' ? 'error' : 'loading');

export function ListTable<Item extends object, Query, Extra extends object>({ list, words, captionShown, columns, rowKey, rowActions, only, paged: pagedWhole, selection, tools, labels }: ListTableProps<Item, Query, Extra>) {
  // RowKey<Item> made it required for rows without an id; TypeScript cannot narrow it for a generic Item.
  const keyOf = (rowKey as ((row: Item) => string) | undefined) ?? idOf;
  const state = useSnapshot(list.state) as unknown as ListView<Item, Query, Extra>;
  const preferences = useSnapshot(tablePreferences);
  const paged = list.paging === 'cursor';
  const compact = preferences.density === 'compact';
  const hidden = preferences.hiddenColumns[words.title] ?? [];
  return (
    <div className={styles.listTable}>
      <div className={styles.tableTools}>
        <div className={styles.batch}>{tools}</div>
        <div className={styles.tableSettings}>
          {columns.length > 1 ? <ColumnChoice columns={columns} hidden={hidden} onChange={(column, shown) => setColumnShown(words.title, column, shown)} /> : null}
          <label className={styles.densitySwitch}>
            <input type="checkbox" checked={compact} onChange={(event) => setTableDensity(event.target.checked ? 'compact' : 'default')} />
            {zhCNConsole.table.compact}
          </label>
        </div>
      </div>
    <DataTable<Item>
      caption={words.title}
      captionHidden={!captionShown}
      columns={columns.filter((column) => !hidden.includes(column.id))}
      rows={only ? state.items.filter(only) : state.items}
      rowKey={keyOf}
      status={tableStatus(state.status)}
      onRetry={() => void list.reload()}
      labels={{ ...zhCNConsole.table, pager: zhCNConsole.pager, empty: words.empty, ...(words.emptyHint ? { emptyHint: words.emptyHint } : {}), error: state.error ?? zhCNConsole.table.error, ...labels }}
      rowActions={rowActions}
      density={preferences.density}
      selection={selection}
      pageSize={pagedWhole && !paged ? preferences.pageSize : undefined}
      pageSizes={TABLE_PAGE_SIZES}
      onPageSizeChange={setTablePageSize}
      mode={paged ? 'server' : 'client'}
      footer={
        paged ? (
          <Pager
            kind="cursor"
            label={zhCNConsole.pager.label}
            labels={zhCNConsole.pager}
            hasPrevious={state.cursors.length > 1}
            hasNext={state.nextCursor !== null}
            loading={state.status === 'loading'}
            onPrevious={() => void list.previous()}
            onNext={() => void list.next()}
          />
        ) : undefined
      }
    />
    </div>
  );
}
