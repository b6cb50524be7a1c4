/**
 * What the service worker does with a request: the one decision, pure so it is tested
 * without a browser. Imported by the worker only (and its test), so the worker's bundle
 * stays one self-contained file.
 */

/** Paths the server answers itself: API calls, media, uploads, covers, the operator API, the cashier. Never cached. */
export const SERVER_PATHS = ['/app-api', '/renren-api', '/media', '/uploads', '/covers', '/admin', '/healthz'] as const;

/** The build's hashed files: a name never changes content, so a stored copy is always right. */
export const CODE_PREFIX = '/assets/';

/** The app's own small files of public/ kept for offline use (the shell's icons, the placeholder cover). */
export const SHELL_FILES = ['/', '/manifest.webmanifest', '/icon.svg', '/icon-192.png', '/placeholder-cover.svg'] as const;

/** The stored copy of the page every route of the app answers with (client-side routes). */
export const SHELL_KEY = '/';

export type OfflineStrategy =
  /** An app page: the network's copy (always fresh), the stored shell when offline. */
  | 'shell'
  /** A hashed build file: the stored copy, else the network's (then stored). */
  | 'code'
  /** A small public file of the shell: the stored copy, else the network's. */
  | 'static'
  /** Anything else (API, media, other sites, non-GET): the browser, untouched. */
  | 'network';

function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function offlineStrategy(request: { url: string; method: string; mode: string }, origin: string): OfflineStrategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || isServerPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith(CODE_PREFIX)) return 'code';
  if ((SHELL_FILES as readonly string[]).includes(url.pathname) && url.pathname !== SHELL_KEY) return 'static';
  return 'network';
}

/** The hashed build files a page of the shell names (its entry script, styles and preloads). */
export function codeNamedBy(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) found.add(match[1]!);
  return [...found];
}
