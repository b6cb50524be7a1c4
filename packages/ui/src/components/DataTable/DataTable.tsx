import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { Spinner } from '../../icons/Spinner.tsx';
import { IconWarning } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { Button } from '../Button/Button.tsx';
import { Pager, type PageNumberLabels } from '../Pager/Pager.tsx';
import { StatusNotice } from '../StatusNotice/StatusNotice.tsx';
import * as styles from './DataTable.css.ts';
import { SortMark } from './SortMark.tsx';

/** One column: its header, what a cell shows, and how it sorts. */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by its header. With client sorting, `sortValue` is what is compared. */
  sortable?: boolean;
  sortValue?: (row: Row) => string | number | null;
  /** The first press sorts descending (amounts, times); by default numbers do, text does not. */
  sortDescendingFirst?: boolean;
  /** Numbers and amounts sit at the end of the cell. */
  align?: 'start' | 'end';
  /** A CSS width, e.g. '8rem'. */
  width?: string;
  /** Free text (a title, a reason) may wrap; other cells keep to one line and the table scrolls sideways. */
  wrap?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableRowAction {
  key: string;
  label: string;
  onSelect: () => void;
  /** A destructive action (下架, 拒绝) is drawn as one. */
  tone?: 'danger';
  disabled?: boolean;
}

export interface DataTableLabels {
  loading: string;
  empty: string;
  /** A second line under `empty`, e.g. what would make rows appear. */
  emptyHint?: string;
  error: string;
  retry: string;
  /** The row actions' column header. */
  actions: string;
  /** Needed when the table pages its rows itself (`pageSize`). */
  pager?: PageNumberLabels & { label: string };
}

export type DataTableStatus = 'ready' | 'loading' | 'error';

export interface DataTableProps<Row extends RowData> {
  /** Names the table, e.g. 待审核提现; hidden when the page header already says it. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** 'loading' with rows keeps them, dimmed (a next page, a new sort); without rows it says so. */
  status?: DataTableStatus;
  onRetry?: () => void;
  labels: DataTableLabels;
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /**
   * 'client': the table holds every row, sorts them and pages them (`pageSize`).
   * 'server': `rows` is one page as the API ordered it; a sort is only reported.
   */
  mode?: 'client' | 'server';
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Client mode: rows a page, with page numbers below. */
  pageSize?: number;
  /** Below the table: a server-paged list's Pager. */
  footer?: ReactNode;
}

// Registered once: the table uses sorting and paging only, so the rest of TanStack Table's
// features stay out of the bundle.
const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

type Features = typeof features;

const collator = new Intl.Collator(undefined, { numeric: true });

/** Numbers by value, text by the reader's collation (拼音 order in a Chinese browser). */
export function compareSortValues(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

const toSorting = (sort: DataTableSort | null): SortingState => (sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : []);
const fromSorting = (sorting: SortingState): DataTableSort | null =>
  sorting[0] ? { columnId: sorting[0].id, direction: sorting[0].desc ? 'descending' : 'ascending' } : null;

/**
 * A data table for the operator console: sortable headers, page numbers or a server's pager,
 * loading, empty and error states, and actions on each row. Sorting and paging are TanStack
 * Table's (headless); the markup and styles are the kit's.
 */
export function DataTable<Row extends RowData>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  status = 'ready',
  onRetry,
  labels,
  rowActions,
  mode = 'client',
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  pageSize,
  footer,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange);
  const server = mode === 'server';

  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<Features, Row> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row) => column.sortValue?.(row) ?? null,
          enableSorting: Boolean(column.sortable),
          sortDescFirst: column.sortDescendingFirst,
          sortFn: (rowA, rowB, columnId) => compareSortValues(rowA.getValue(columnId), rowB.getValue(columnId)),
        }),
      ),
    [columns],
  );

  // One array per sort: a new one each render would read as a new sort, and the page would
  // go back to the first (TanStack resets the page index when the sorted rows change).
  const sortColumn = sort?.columnId;
  const sortDirection = sort?.direction;
  const sorting = useMemo(
    () => toSorting(sortColumn && sortDirection ? { columnId: sortColumn, direction: sortDirection } : null),
    [sortColumn, sortDirection],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row) => rowKey(row),
    manualSorting: server,
    manualPagination: server || pageSize === undefined,
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? Number.MAX_SAFE_INTEGER } },
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => setSort(fromSorting(typeof updater === 'function' ? updater(sorting) : updater)),
  });

  const shownRows = table.getRowModel().rows;
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const busy = status === 'loading';
  const pageCount = table.getPageCount();

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <StatusRow columnCount={columnCount}>
        <StatusNotice
          message={labels.error}
          icon={<IconWarning />}
          action={
            onRetry ? (
              <Button variant="secondary" size="small" onClick={onRetry}>
                {labels.retry}
              </Button>
            ) : undefined
          }
        />
      </StatusRow>
    );
  } else if (rows.length === 0 && busy) {
    body = (
      <StatusRow columnCount={columnCount}>
        <p className={styles.loading} role="status">
          <Spinner size={20} />
          {labels.loading}
        </p>
      </StatusRow>
    );
  } else if (rows.length === 0) {
    body = (
      <StatusRow columnCount={columnCount}>
        <StatusNotice message={labels.empty} hint={labels.emptyHint} />
      </StatusRow>
    );
  } else {
    body = shownRows.map((row) => (
      <tr key={row.id} className={styles.row}>
        {columns.map((column, index) => {
          const Cell = index === 0 ? 'th' : 'td';
          return (
            <Cell key={column.id} scope={index === 0 ? 'row' : undefined} className={styles.cell({ align: column.align ?? 'start', header: index === 0, wrap: Boolean(column.wrap) })}>
              {column.cell(row.original)}
            </Cell>
          );
        })}
        {rowActions ? (
          <td className={styles.cell({ align: 'end', wrap: false })}>
            <div className={styles.actions}>
              {rowActions(row.original).map((action) => (
                <Button
                  key={action.key}
                  size="small"
                  variant={action.tone === 'danger' ? 'danger' : 'secondary'}
                  disabled={action.disabled}
                  onClick={action.onSelect}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          </td>
        ) : null}
      </tr>
    ));
  }

  return (
    <div className={styles.root}>
      {/* Scrolls sideways on a tablet; focusable so the keyboard can scroll it too. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        {busy && rows.length > 0 ? <div className={styles.progress} aria-hidden /> : null}
        <table className={styles.table} aria-busy={busy || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const tableColumn = table.getColumn(column.id);
                const sorted = tableColumn?.getIsSorted();
                return (
                  <th
                    key={column.id}
                    scope="col"
                    style={column.width ? { width: column.width } : undefined}
                    className={styles.headerCell({ align: column.align ?? 'start' })}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.sortable && tableColumn ? (
                      <button type="button" className={styles.sortButton} onClick={() => tableColumn.toggleSorting(undefined, false)}>
                        {column.header}
                        <SortMark sorted={sorted ?? false} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className={styles.headerCell({ align: 'end' })}>
                  {labels.actions}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
        {busy && rows.length > 0 ? (
          <p className={visuallyHidden} role="status">
            {labels.loading}
          </p>
        ) : null}
      </div>
      {!server && pageSize !== undefined && labels.pager && pageCount > 1 && status !== 'error' ? (
        <Pager
          kind="pages"
          label={labels.pager.label}
          pageIndex={table.state.pagination.pageIndex}
          pageCount={pageCount}
          onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
          labels={labels.pager}
        />
      ) : null}
      {footer}
    </div>
  );
}

function StatusRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.statusCell}>
        {children}
      </td>
    </tr>
  );
}
