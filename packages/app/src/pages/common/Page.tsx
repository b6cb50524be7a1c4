import { zhCN } from '@nocturne/core';
import { IconBack, IconButton } from '@nocturne/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import * as styles from './page.css.ts';

/** Back one page, or home when the app was opened on this page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
}

interface PageProps {
  title: string;
  /** Icon buttons at the end of the bar (e.g. the trash button). */
  actions?: ReactNode;
  /** Tab pages have no back button. */
  back?: boolean;
  children: ReactNode;
}

/** A page with its navigation bar: back, title, actions. */
export function Page({ title, actions, back = true, children }: PageProps) {
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.barSide}>
          {back ? <IconButton label={zhCN.common.back} icon={<IconBack />} onClick={goBack} /> : null}
        </span>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.barSide}>{actions}</span>
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
