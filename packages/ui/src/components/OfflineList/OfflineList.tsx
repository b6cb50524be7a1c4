import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { list } from './OfflineList.css.ts';
import { OfflineRow, type OfflineFormats, type OfflineItem, type OfflineRowLabels } from './OfflineRow.tsx';
import type { OfflineAction } from './offlineRowView.ts';

/** The page's words: the shape of core's zhCNOffline, so the app passes that. */
export interface OfflineListLabels extends OfflineRowLabels {
  /** '还没有缓存的视频' */
  empty: string;
  /** Where downloads come from, '在视频页点「缓存」…'. */
  emptyHint: string;
}

export interface OfflineListProps extends OfflineFormats {
  /** In the order to show them, e.g. the newest first. */
  items: readonly OfflineItem[];
  labels: OfflineListLabels;
  /** A tap on a stored row ('play'), or on a row's button. */
  onAction: (id: string, action: OfflineAction) => void;
  /** The empty page's next step, e.g. a Button back to the home page. */
  emptyAction?: ReactNode;
}

/** The 离线缓存 page's list, one OfflineRow a download; the kit's empty state when there is none. */
export function OfflineList({ items, labels, onAction, formatSize, formatDate, emptyAction }: OfflineListProps) {
  if (items.length === 0) return <EmptyState message={labels.empty} hint={labels.emptyHint} illustration="videos" action={emptyAction} />;
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.id}>
          <OfflineRow item={item} labels={labels} formatSize={formatSize} formatDate={formatDate} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
