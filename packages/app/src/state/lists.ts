import { normalizeSearchTerm, zhCN } from '@nocturne/core';
import { changeLocal } from './localLists.ts';
import { showToast } from './toasts.ts';

/** The three confirmed clears of SPEC.md section 5, with the toasts of section 8. */
export const clears = {
  favourites: {
    run: () => changeLocal((stores) => stores.favourites.clear()),
    done: zhCN.favourites.cleared,
    cancelled: zhCN.common.cancelled,
  },
  history: {
    run: () => changeLocal((stores) => stores.watchHistory.clear()),
    done: zhCN.history.cleared,
    cancelled: zhCN.history.cancelled,
  },
  searchHistory: {
    run: () => changeLocal((stores) => stores.searchHistory.clear()),
    done: zhCN.search.cleared,
    cancelled: zhCN.common.cancelled,
  },
} as const;

export type ClearableList = keyof typeof clears;

export function confirmClear(list: ClearableList): void {
  clears[list].run();
  showToast(clears[list].done);
}

export function cancelClear(list: ClearableList): void {
  showToast(clears[list].cancelled);
}

/** Records a search term; null when the term is empty and must not be searched (SPEC.md section 5). */
export function recordSearch(term: string): string | null {
  const normalized = normalizeSearchTerm(term);
  if (normalized) changeLocal((stores) => stores.searchHistory.push(normalized));
  return normalized;
}
