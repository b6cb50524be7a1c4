import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which the app handles itself (client-side navigation); a
 * modified click (a new tab, a new window) is left to the browser.
 */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
