import { hasMediaSource, loadHlsLight } from '@nocturne/core';

/**
 * The player page's chunk. Asking for it also starts hls.js (where the player will use it),
 * so the two download side by side instead of hls.js waiting for the page and its video
 * detail. Both are module imports: asking again fetches nothing.
 */
export function loadVideoPage() {
  if (hasMediaSource()) void loadHlsLight().catch(() => undefined);
  return import('../pages/video/VideoPage.tsx');
}
