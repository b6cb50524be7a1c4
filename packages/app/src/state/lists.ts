import { normalizeSearchTerm, zhCN, zhCNFavourites, zhCNHistory, zhCNSearch } from '@nocturne/core';
import { changeLocal } from './localLists.ts';
import { showToast } from './toasts.ts';

/** The three confirmed clears of docs/product.md section 5, with the toasts of section 8. */
export const clears = {
  favourites: {
    run: () => changeLocal((stores) => stores.favourites.clear()),
    done: zhCNFavourites.cleared,
    cancelled: zhCN.common.cancelled,
  },
  history: {
    run: () => changeLocal((stores) => stores.watchHistory.clear()),
    done: zhCNHistory.cleared,
    cancelled: zhCNHistory.cancelled,
  },
  searchHistory: {
    run: () => changeLocal((stores) => stores.searchHistory.clear()),
    done: zhCNSearch.cleared,
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

/** Records a search term; null when the term is empty and must not be searched (docs/product.md section 5). */
export function recordSearch(term: string): string | null {
  const normalized = normalizeSearchTerm(term);
  if (normalized) changeLocal((stores) => stores.searchHistory.push(normalized));
  return normalized;
}
