import type { ReactNode } from 'react';
import * as styles from './StatusNotice.css.ts';

export interface StatusNoticeProps {
  /** What happened, e.g. 网络已断开. */
  message: string;
  /** A quieter second line: why, or what will appear here. */
  hint?: string;
  /** An icon, shown in a disc (a warning for a failed load). */
  icon?: ReactNode;
  /** A picture shown as it is, instead of the icon (EmptyState's illustration). */
  picture?: ReactNode;
  /** The next step, e.g. a Button 重试. */
  action?: ReactNode;
}

/**
 * A status in place of a page's content: a picture or an icon, a message and the next step.
 * EmptyState is this with an illustration; a page that failed to load uses it with an icon,
 * which keeps the illustrations out of the JavaScript every page loads.
 */
export function StatusNotice({ message, hint, icon, picture, action }: StatusNoticeProps) {
  return (
    <div className={styles.root} role="status">
      {picture ??
        (icon ? (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        ) : null)}
      <div className={styles.text}>
        <p className={styles.message}>{message}</p>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
