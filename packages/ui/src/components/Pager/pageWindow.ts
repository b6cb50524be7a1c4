/** One slot of a page-number pager: a page (0-based) or a gap standing for the pages left out. */
export type PageSlot = { kind: 'page'; pageIndex: number } | { kind: 'gap'; key: string };

/** Pages shown either side of the current one; the first and the last are always shown. */
export const PAGES_AROUND_CURRENT = 1;

/**
 * Which page buttons a pager shows: the first, the last, the current with its neighbours, and
 * a gap wherever pages are left out (a gap of one page shows that page instead), so the row
 * keeps one width on a long list: 1 … 4 5 6 … 20.
 */
export function pageWindow(pageIndex: number, pageCount: number): PageSlot[] {
  const shown = new Set<number>([0, pageCount - 1]);
  for (let page = pageIndex - PAGES_AROUND_CURRENT; page <= pageIndex + PAGES_AROUND_CURRENT; page++) shown.add(page);
  const pages = [...shown].filter((page) => page >= 0 && page < pageCount).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) slots.push({ kind: 'page', pageIndex: previous + 1 });
    else if (previous !== undefined && page - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', pageIndex: page });
  });
  return slots;
}
