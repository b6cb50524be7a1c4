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
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
  /** Beside the page numbers when `pageSizes` are offered: the select's name, and an option's words (n => `${n} 条/页`). */
  pageSize?: { label: string; option: (size: number) => string };
  /** Under a table wider than its box: that it scrolls sideways. */
  scrollHint?: string;
  /** With `selection`: the checkbox that picks every row of the page. */
  selectPage?: string;
}

/** Row height: 'default' about 40 px (Ant Design's default table), 'compact' about 32 px. */
export type DataTableDensity = 'default' | 'compact';

/** Rows picked for a batch action, by `rowKey`. */
export interface DataTableSelection<Row> {
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** A row's checkbox's name, e.g. the video's title. */
  rowLabel: (row: Row) => string;
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
  /** Client mode: the page sizes offered beside the page numbers (e.g. 20, 50, 100); the choice is reported, `pageSize` follows it. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  density?: DataTableDensity;
  /** A checkbox on each row (and one for the page's rows) for a batch action the page offers. */
  selection?: DataTableSelection<Row>;
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
  pageSizes,
  onPageSizeChange,
  density = 'default',
  selection,
  footer,
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflow = useSidewaysOverflow(scrollerRef);
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

  // A new page size (the pager's select) applies at once; TanStack keeps the top row in view.
  useEffect(() => {
    if (pageSize !== undefined && table.state.pagination.pageSize !== pageSize) table.setPageSize(pageSize);
  }, [table, pageSize]);

  const shownRows = table.getRowModel().rows;
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const picked = new Set(selection?.selected ?? []);
  const pageKeys = shownRows.map((row) => row.id);
  const pagePicked = pageKeys.filter((key) => picked.has(key)).length;
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
      <tr key={row.id} className={styles.row} aria-selected={selection ? picked.has(row.id) : undefined}>
        {selection ? (
          <td className={styles.cell({ align: 'start', wrap: false, density })}>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={selection.rowLabel(row.original)}
              checked={picked.has(row.id)}
              onChange={(event) => selection.onChange(event.target.checked ? [...picked, row.id] : [...picked].filter((key) => key !== row.id))}
            />
          </td>
        ) : null}
        {columns.map((column, index) => {
          const Cell = index === 0 ? 'th' : 'td';
          return (
            <Cell key={column.id} scope={index === 0 ? 'row' : undefined} className={styles.cell({ align: column.align ?? 'start', header: index === 0, wrap: Boolean(column.wrap), density })}>
              {column.cell(row.original)}
            </Cell>
          );
        })}
        {rowActions ? (
          <td className={`${styles.cell({ align: 'end', wrap: false, density })} ${styles.actionsCell}`}>
            <div className={styles.actions}>
              {/* Quiet text buttons, as Ant Design's tables have them: a destructive one is only red text. */}
              {rowActions(row.original).map((action) => (
                <button key={action.key} type="button" className={styles.rowAction({ danger: action.tone === 'danger' })} disabled={action.disabled} onClick={action.onSelect}>
                  {action.label}
                </button>
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
      <div ref={scrollerRef} className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0} data-overflow={overflow ?? undefined}>
        {busy && rows.length > 0 ? <div className={styles.progress} aria-hidden /> : null}
        <table className={styles.table} aria-busy={busy || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={styles.headerCell({ align: 'start', density })} style={{ width: '1%' }}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={labels.selectPage}
                    checked={pageKeys.length > 0 && pagePicked === pageKeys.length}
                    ref={(box) => {
                      if (box) box.indeterminate = pagePicked > 0 && pagePicked < pageKeys.length;
                    }}
                    disabled={pageKeys.length === 0}
                    onChange={(event) =>
                      selection.onChange(event.target.checked ? [...new Set([...picked, ...pageKeys])] : [...picked].filter((key) => !pageKeys.includes(key)))
                    }
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const tableColumn = table.getColumn(column.id);
                const sorted = tableColumn?.getIsSorted();
                return (
                  <th
                    key={column.id}
                    scope="col"
                    style={column.width ? { width: column.width } : undefined}
                    className={styles.headerCell({ align: column.align ?? 'start', density })}
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
                <th scope="col" className={`${styles.headerCell({ align: 'end', density })} ${styles.actionsCell}`}>
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
      {overflow && labels.scrollHint ? (
        <p className={styles.scrollHint} aria-hidden>
          {labels.scrollHint}
        </p>
      ) : null}
      {!server && pageSize !== undefined && labels.pager && status !== 'error' && (pageCount > 1 || (pageSizes && rows.length > Math.min(...pageSizes))) ? (
        <div className={styles.pagerRow}>
          {pageCount > 1 ? (
            <Pager
              kind="pages"
              label={labels.pager.label}
              pageIndex={table.state.pagination.pageIndex}
              pageCount={pageCount}
              onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
              labels={labels.pager}
            />
          ) : null}
          {pageSizes && labels.pageSize ? (
            <select className={styles.pageSize} aria-label={labels.pageSize.label} value={pageSize} onChange={(event) => onPageSizeChange?.(Number(event.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {labels.pageSize!.option(size)}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      ) : null}
      {footer}
    </div>
  );
}

/**
 * Whether the table is wider than its box: null when it fits, else 'more' while columns are
 * hidden to the right (the hint shows, the sticky actions column casts its edge) and 'end' once
 * scrolled to them.
 */
function useSidewaysOverflow(ref: { current: HTMLDivElement | null }): 'more' | 'end' | null {
  const [overflow, setOverflow] = useState<'more' | 'end' | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflow(box.scrollWidth - box.clientWidth <= 1 ? null : box.scrollLeft + box.clientWidth >= box.scrollWidth - 1 ? 'end' : 'more');
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resizes?.observe(box);
    if (box.firstElementChild) resizes?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [ref]);
  return overflow;
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
