import { createContext, createElement, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/** The attempt of the nearest RouteErrorBoundary: a new value is a new chance for a failed page. */
export const RouteAttempt = createContext(0);

/**
 * React.lazy remembers a failed import for good, so a page whose chunk failed offline would
 * fail again after the network is back. This one imports again once per new attempt of its
 * RouteErrorBoundary (重试, the `online` event, coming back to the route), so the page
 * recovers without a reload, and never more than once per attempt.
 */
export function retryableLazy<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  let failed = false;
  let attemptOfCurrent = 0;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = fresh();
  return function RetryablePage(props: P) {
    const attempt = useContext(RouteAttempt);
    if (failed && attempt !== attemptOfCurrent) {
      failed = false;
      attemptOfCurrent = attempt;
      current = fresh();
    }
    return createElement(current as ComponentType<P>, props);
  };
}
