import { zhCN } from '@nocturne/core';
import { NavBar } from '@nocturne/ui';
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
  /** No side padding: for pages of grids and chips, which the kit pads itself. */
  flush?: boolean;
  children: ReactNode;
}

/** A page with its navigation bar: back, title, actions. */
export function Page({ title, actions, back = true, flush = false, children }: PageProps) {
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <NavBar title={title} sticky onBack={back ? goBack : undefined} backLabel={zhCN.common.back} actions={actions} />
      <main className={flush ? styles.flushBody : styles.body}>{children}</main>
    </div>
  );
}
