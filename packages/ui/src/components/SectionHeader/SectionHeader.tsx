import { IconChevronRight, IconRefresh } from '../../icons/icons.tsx';
import { Spinner } from '../../icons/Spinner.tsx';
import { action, header, title as titleClass } from './SectionHeader.css.ts';

export interface SectionHeaderProps {
  title: string;
  /** '查看更多'; the link shows only with onMore. */
  moreLabel?: string;
  onMore?: () => void;
  /** '换一批'; the button shows only with onRefresh. */
  refreshLabel?: string;
  onRefresh?: () => void;
  /** A new batch is on its way: spinner, and presses are ignored. */
  refreshing?: boolean;
  /** Heading level of the title in the page outline. */
  level?: 2 | 3;
}

/** A feed section's title with its '查看更多' and '换一批' actions. */
export function SectionHeader({ title, moreLabel, onMore, refreshLabel, onRefresh, refreshing = false, level = 2 }: SectionHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={header}>
      <Heading className={titleClass}>{title}</Heading>
      {onRefresh && refreshLabel ? (
        <button
          type="button"
          className={action}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          onClick={refreshing ? undefined : onRefresh}
        >
          {refreshing ? <Spinner size={14} /> : <IconRefresh />}
          {refreshLabel}
        </button>
      ) : null}
      {onMore && moreLabel ? (
        <button type="button" className={action} onClick={onMore}>
          {moreLabel}
          <IconChevronRight />
        </button>
      ) : null}
    </div>
  );
}
