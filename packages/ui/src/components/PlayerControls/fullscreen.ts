/** The Screen Orientation API's lock, missing from some browsers and from TypeScript's DOM types. */
interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

const orientation = (): LockableOrientation | undefined => (globalThis.screen as { orientation?: LockableOrientation } | undefined)?.orientation;

/**
 * Fullscreen on the player and, where the browser allows (Android Chrome in fullscreen),
 * turn to landscape. Each step may be refused (iOS, desktop, a policy): the member then
 * simply gets what worked. Returns false when the element cannot go fullscreen at all.
 */
export async function enterLandscapeFullscreen(element: HTMLElement): Promise<boolean> {
  if (typeof element.requestFullscreen !== 'function') return false;
  try {
    await element.requestFullscreen({ navigationUI: 'hide' });
  } catch {
    return true;
  }
  try {
    await orientation()?.lock?.('landscape');
  } catch {
    // Not allowed here: fullscreen stays in the current orientation.
  }
  return true;
}

export async function leaveFullscreen(): Promise<void> {
  try {
    orientation()?.unlock?.();
  } catch {
    // Nothing was locked.
  }
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}
