import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../routes/paths.ts';
import { retryableLazy } from '../routes/retryableLazy.ts';
import { PageFailed } from '../pages/common/PageFailed.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import * as styles from './shell.css.ts';

const HomePage = retryableLazy(() => import('../pages/home/HomePage.tsx'));

/**
 * Home stays mounted from its first visit on (docs/product.md: home is kept alive), hidden while
 * another page shows, so its tag, list and scroll position are there on return.
 */
export function KeptAliveHome() {
  const { pathname } = useLocation();
  const active = pathname === paths.home;
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return (
    <div className={styles.homeKeeper} hidden={!active}>
      <RouteErrorBoundary resetKey="home" fallback={(retry) => <PageFailed onRetry={retry} />}>
        <Suspense fallback={<RouteFallback />}>
          <HomePage active={active} />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
