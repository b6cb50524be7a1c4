import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsTabBar } from '../routes/paths.ts';
import { AppTabBar } from './AppTabBar.tsx';
import { PageFailed } from '../pages/common/PageFailed.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import * as styles from './shell.css.ts';

/** The tabbed shell of docs/product.md: its five children and the tab bar (home renders kept-alive beside it). */
export function TabShell() {
  const { pathname } = useLocation();
  return (
    <>
      <div className={styles.tabPage}>
        {/* A tab page that fails (its chunk offline) says so above the tab bar, with 重试. */}
        <RouteErrorBoundary resetKey={pathname} fallback={(retry) => <PageFailed onRetry={retry} />}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      {showsTabBar(pathname) ? <AppTabBar /> : null}
    </>
  );
}
