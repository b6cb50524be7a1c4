/**
 * Which of the navigation's sections this browser's operator keeps open. Kept in local storage,
 * like the tables' preferences, so each screen remembers its own. null until the operator first
 * folds or opens one: the navigation then opens only the current page's section.
 */
import { jsonSlot, type KeyValueStorage } from '@nocturne/core';
import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'consoleNavSections';

const isSectionIds = (value: unknown): value is string[] | null =>
  value === null || (Array.isArray(value) && value.every((id) => typeof id === 'string'));

const storage = (): KeyValueStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const slot = () => {
  const local = storage();
  return local ? jsonSlot<string[] | null>(local, STORAGE_KEY, isSectionIds, null) : null;
};

export const navSections = proxy<{ open: string[] | null }>({ open: slot()?.read() ?? null });

subscribe(navSections, () => {
  if (navSections.open) slot()?.write([...navSections.open]);
});

export function setOpenNavSections(open: readonly string[]): void {
  navSections.open = [...open];
}
