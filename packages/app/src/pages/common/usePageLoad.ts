import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type PageLoadStatus = 'loading' | 'ready' | 'failed';

/**
 * A page's first load: runs `load` on mount (and when `deps` change) and reports whether it
 * failed, with `retry` for PageFailed's 重试 (which also retries by itself when the browser
 * comes back online). A page that failed never sits stale: what it shows next is loaded anew.
 */
export function usePageLoad(load: () => Promise<unknown>, deps: DependencyList = []): { status: PageLoadStatus; retry: () => void } {
  const [status, setStatus] = useState<PageLoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    load().then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
    // `load` is the page's action of the moment; `deps` say when it is another one.
  }, [attempt, ...deps]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
}
