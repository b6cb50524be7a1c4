/**
 * How this browser's operator likes the console's tables: 紧凑 rows, the rows a page, and the
 * columns each table hides. Kept in local storage, so each browser (a desk's screen, a tablet)
 * remembers its own.
 */
import { jsonSlot, type KeyValueStorage } from '@nocturne/core';
import { proxy, subscribe } from 'valtio';

export type TableDensity = 'default' | 'compact';

/** The page sizes the pager offers, the first by default. */
export const TABLE_PAGE_SIZES = [20, 50, 100] as const;

export interface TablePreferences {
  density: TableDensity;
  pageSize: number;
  /** By table (its title): the ids of the columns it hides. */
  hiddenColumns: Record<string, string[]>;
}

const STORAGE_KEY = 'consoleTables';
const DEFAULTS: TablePreferences = { density: 'default', pageSize: TABLE_PAGE_SIZES[0], hiddenColumns: {} };

const isPreferences = (value: unknown): value is TablePreferences => {
  const candidate = value as Partial<TablePreferences> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate.density === 'default' || candidate.density === 'compact') &&
    (TABLE_PAGE_SIZES as readonly unknown[]).includes(candidate.pageSize) &&
    // Kept before columns could be hidden: none is.
    (candidate.hiddenColumns === undefined || isHiddenColumns(candidate.hiddenColumns))
  );
};

const isHiddenColumns = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'));

const storage = (): KeyValueStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const slot = () => {
  const local = storage();
  return local ? jsonSlot(local, STORAGE_KEY, isPreferences, DEFAULTS) : null;
};

export const tablePreferences = proxy<TablePreferences>({ ...DEFAULTS, ...(slot()?.read() ?? DEFAULTS) });

subscribe(tablePreferences, () => {
  const { density, pageSize, hiddenColumns } = tablePreferences;
  slot()?.write({ density, pageSize, hiddenColumns });
});

export function setTableDensity(density: TableDensity): void {
  tablePreferences.density = density;
}

export function setTablePageSize(pageSize: number): void {
  tablePreferences.pageSize = pageSize;
}

/** Shows or hides column `column` of table `table` (by its title) in this browser. */
export function setColumnShown(table: string, column: string, shown: boolean): void {
  const hidden = (tablePreferences.hiddenColumns[table] ?? []).filter((id) => id !== column);
  tablePreferences.hiddenColumns[table] = shown ? hidden : [...hidden, column];
}
