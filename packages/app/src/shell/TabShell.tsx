import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsTabBar } from '../routes/paths.ts';
import { AppTabBar } from './AppTabBar.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import * as styles from './shell.css.ts';

/** The tabbed shell of SPEC.md: its five children and the tab bar (home renders kept-alive beside it). */
export function TabShell() {
  const { pathname } = useLocation();
  return (
    <>
      <div className={styles.tabPage}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </div>
      {showsTabBar(pathname) ? <AppTabBar /> : null}
    </>
  );
}
