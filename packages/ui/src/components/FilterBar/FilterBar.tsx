import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './FilterBar.css.ts';

export interface FilterBarProps {
  /** Names the search landmark, e.g. 筛选提现申请. */
  label: string;
  /** The filters: FilterSearch, FilterSelect, FilterDateRange, FilterChips. */
  children: ReactNode;
  /** A 重置 button that clears every filter (the page owns their values). */
  resetLabel?: string;
  onReset?: () => void;
}

/**
 * The filters above a console table, side by side and wrapping on a tablet. Each filter is
 * controlled and reports its own change; the page turns them into the list's query.
 */
export function FilterBar({ label, children, resetLabel, onReset }: FilterBarProps) {
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={(event) => event.preventDefault()}>
      {children}
      {resetLabel && onReset ? (
        <Button variant="ghost" size="small" className={styles.reset} onClick={onReset}>
          {resetLabel}
        </Button>
      ) : null}
    </form>
  );
}
