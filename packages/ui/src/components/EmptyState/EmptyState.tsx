import type { ReactNode } from 'react';
import { IconInfo } from '../../icons/icons.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** e.g. 暂无收藏, 暂无记录. */
  message: string;
  /** An icon in a disc; a neutral one by default. */
  icon?: ReactNode;
  /** An illustration instead of the icon (decorative). */
  imageSrc?: string;
  /** A next step, e.g. a Button to retry. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ message, icon = <IconInfo />, imageSrc, action }: EmptyStateProps) {
  return (
    <div className={styles.root} role="status">
      {imageSrc ? (
        <img className={styles.image} src={imageSrc} alt="" />
      ) : (
        <span className={styles.illustration} aria-hidden>
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
