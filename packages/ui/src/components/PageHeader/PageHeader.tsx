import type { ReactNode } from 'react';
import { IconBack } from '../../icons/icons.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's heading, e.g. 提现审核. */
  title: string;
  /** A quieter line under it: what the page is for, or the figures behind it. */
  description?: string;
  /** The page's toolbar: its main actions (新建, 导出), on the right, wrapping on a tablet. */
  actions?: ReactNode;
  /** A way back to the list a detail page came from, e.g. 返回会员列表. */
  back?: { label: string; onBack: () => void };
  /** The heading's level: 1 for a page, 2 for a part of one. */
  level?: 1 | 2;
}

/** The head of a console page: back, title, description, and the page's actions. */
export function PageHeader({ title, description, actions, back, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.header}>
      {back ? (
        <button type="button" className={styles.back} onClick={back.onBack}>
          <IconBack size={16} />
          {back.label}
        </button>
      ) : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <Heading className={styles.title}>{title}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
