import { useLayoutEffect, useSyncExternalStore } from 'react';

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser believes it is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/**
 * Runs `action` each time the browser comes back online (a load that failed offline tries again).
 * It listens from the moment its caller is on screen (a layout effect): a passive effect starts
 * a frame later, and a connection that returns in between would never retry.
 */
export function useBackOnline(action: () => void): void {
  useLayoutEffect(() => {
    window.addEventListener('online', action);
    return () => window.removeEventListener('online', action);
  }, [action]);
}
