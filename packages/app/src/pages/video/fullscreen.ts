import type { HlsController } from '@nocturne/core';

/** The Screen Orientation API's lock, missing from some browsers and from TypeScript's DOM types. */
interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

const orientation = (): LockableOrientation | undefined => (globalThis.screen as { orientation?: LockableOrientation } | undefined)?.orientation;

type Presenter = Pick<HlsController, 'enterNativeFullscreen' | 'setFullscreen'>;

/**
 * Fullscreen on the player's stage (the controls' root, so the danmaku and the controls come
 * along) and, where the browser allows (Android Chrome in fullscreen), turn to landscape. Each
 * step may be refused (desktop, a policy): the member then simply gets what worked. Where no
 * element can go fullscreen (iPhone Safari) the video's own fullscreen is asked of the player.
 */
export async function enterFullscreen(stage: HTMLElement | null, player: Presenter): Promise<void> {
  if (!stage || typeof stage.requestFullscreen !== 'function') {
    player.enterNativeFullscreen();
    return;
  }
  try {
    await stage.requestFullscreen({ navigationUI: 'hide' });
  } catch {
    return;
  }
  try {
    await orientation()?.lock?.('landscape');
  } catch {
    // Not allowed here: fullscreen stays in the current orientation.
  }
}

export async function leaveFullscreen(): Promise<void> {
  try {
    orientation()?.unlock?.();
  } catch {
    // Nothing was locked.
  }
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}

/**
 * Whether the stage fills the screen, kept in the player's store: the one listener of the
 * document's fullscreenchange (the controls draw from the store). Answers the unsubscribe.
 */
export function watchFullscreen(stage: () => HTMLElement | null, player: Presenter): () => void {
  const onChange = () => player.setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === stage());
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
