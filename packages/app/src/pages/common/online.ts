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
 * How long after the connection came back a failure is taken for the network not being up yet:
 * the browser says `online` a moment before its first requests get through (the journeys saw a
 * page's chunk asked for at the event fail, and the page stay on its notice).
 */
export const BACK_ONLINE_SETTLE_MS = 5000;
/** A failure in that time is tried again this much later (again and again until the time is up). */
export const BACK_ONLINE_RETRY_MS = 1000;

/** When the connection last came back (performance.now), heard before any caller's own listener. */
let cameBackAt = Number.NEGATIVE_INFINITY;
let hearingComebacks = false;
const noteComeback = () => {
  cameBackAt = performance.now();
};

/**
 * Runs `action` each time the browser comes back online (a load that failed offline tries again),
 * and, when its caller shows up just after the connection came back (that first try failed too),
 * once more a second later. It listens from the moment its caller is on screen (a layout effect):
 * a passive effect starts a frame later, and a connection that returns in between would never retry.
 */
export function useBackOnline(action: () => void): void {
  useLayoutEffect(() => {
    if (!hearingComebacks) {
      window.addEventListener('online', noteComeback);
      hearingComebacks = true;
    }
    window.addEventListener('online', action);
    const settling = navigator.onLine && performance.now() - cameBackAt < BACK_ONLINE_SETTLE_MS;
    const again = settling ? setTimeout(action, BACK_ONLINE_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', action);
      clearTimeout(again);
    };
  }, [action]);
}
