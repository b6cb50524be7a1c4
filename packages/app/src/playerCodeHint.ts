/**
 * The document's first script, a build entry of its own (vite.config.ts, playerCodeHint):
 * on a link to a video, it asks for the player's code (hls.js, the warm start and the
 * screen's player) while the app's entry is still downloading, instead of once the entry has
 * run (bench:web at density 3 on fast 4G: hls.js arrived 240 ms after the entry). Home and
 * every other page fetch nothing more. It imports nothing, so that no module of the app is
 * split into a chunk shared with it; the few facts it needs are written here and pinned to
 * their owners by its test.
 */

/** The `<meta>` in which the build lists the player's code, space-separated addresses. */
export const PLAYER_CODE_META = 'nocturne-player-code';
/** paths.videoinfo (routes/paths.ts). */
export const PLAYER_PATH = '/videoinfo';
/** STORAGE_KEYS.ageConfirmed of core, as its flag store writes it (JSON `true`). */
export const AGE_GATE_KEY = 'ageConfirmed';

interface HintedPage {
  location: Pick<Location, 'pathname'>;
  document: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
  localStorage: Pick<Storage, 'getItem'>;
}

/**
 * Adds a modulepreload of each of the player's files when the page is the player and the app
 * will start it at once: the member has passed the age gate (before it nothing loads, so that
 * the gate paints first) and the browser has MediaSource (where hls.js plays; the iPhone's own
 * HLS needs none of it). Returns the addresses it asked for.
 */
export function hintPlayerCode(page: HintedPage): string[] {
  if (page.location.pathname !== PLAYER_PATH || !('MediaSource' in globalThis)) return [];
  let gatePassed = false;
  try {
    gatePassed = page.localStorage.getItem(AGE_GATE_KEY) === 'true';
  } catch {
    // Storage refused (a private mode): the app will not start the player before its gate either.
  }
  const listed = page.document.querySelector<HTMLMetaElement>(`meta[name="${PLAYER_CODE_META}"]`)?.content ?? '';
  if (!gatePassed || !listed) return [];
  const files = listed.split(' ').filter(Boolean);
  for (const href of files) {
    const link = page.document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own module tags are fetched, so that the preload is the one the import uses.
    link.crossOrigin = '';
    link.href = href;
    page.document.head.append(link);
  }
  return files;
}

if (typeof window !== 'undefined') {
  // A getter: reading window.localStorage itself throws where storage is refused.
  hintPlayerCode({ location: window.location, document, get localStorage() { return window.localStorage; } });
}
