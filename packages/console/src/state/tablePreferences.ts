/**
 * How this browser's operator likes the console's tables: 紧凑 rows and the rows a page. Kept
 * in local storage, so each browser (a desk's screen, a tablet) remembers its own.
 */
import { jsonSlot, type KeyValueStorage } from '@nocturne/core';
import { proxy, subscribe } from 'valtio';

export type TableDensity = 'default' | 'compact';

/** The page sizes the pager offers, the first by default. */
export const TABLE_PAGE_SIZES = [20, 50, 100] as const;

export interface TablePreferences {
  density: TableDensity;
  pageSize: number;
}

const STORAGE_KEY = 'consoleTables';
const DEFAULTS: TablePreferences = { density: 'default', pageSize: TABLE_PAGE_SIZES[0] };

const isPreferences = (value: unknown): value is TablePreferences => {
  const candidate = value as Partial<TablePreferences> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate.density === 'default' || candidate.density === 'compact') &&
    (TABLE_PAGE_SIZES as readonly unknown[]).includes(candidate.pageSize)
  );
};

const storage = (): KeyValueStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const slot = () => {
  const local = storage();
  return local ? jsonSlot(local, STORAGE_KEY, isPreferences, DEFAULTS) : null;
};

export const tablePreferences = proxy<TablePreferences>({ ...(slot()?.read() ?? DEFAULTS) });

subscribe(tablePreferences, () => {
  slot()?.write({ density: tablePreferences.density, pageSize: tablePreferences.pageSize });
});

export function setTableDensity(density: TableDensity): void {
  tablePreferences.density = density;
}

export function setTablePageSize(pageSize: number): void {
  tablePreferences.pageSize = pageSize;
}
