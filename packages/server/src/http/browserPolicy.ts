/**
 * What a browser may do with our pages: the Content-Security-Policy of the app's HTML and
 * of the server's own pages (the sandbox cashier), and the Permissions-Policy of every
 * answer. The member token lives in localStorage, so an injected script would own the
 * account: scripts come from our origin only, never eval, and inline only the build's own,
 * each allowed by its hash (an injected one has another).
 */
import { createHash } from 'node:crypto';

/** Powerful features nothing of ours uses, off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Answers that are not pages (JSON, images, media): nothing may run or load from them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The origin of PUBLIC_URL (where covers, uploads and media may live), or '' for same-origin. */
function originOf(publicUrl: string): string {
  if (!publicUrl) return '';
  try {
    return new URL(publicUrl).origin;
  } catch {
    return '';
  }
}

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter((source) => source !== '')].join(' '))
    .join('; ');
}

/**
 * The built app (Vite's index.html: module scripts, modulepreloads and stylesheets from
 * /assets, and the player's early start as an inline script, passed here by its text). React
 * writes `style` props through the CSSOM, which style-src does not govern, so no
 * 'unsafe-inline'. Images include data: (Vite inlines small assets) and blob: (the upload
 * preview); media and workers blob: (hls.js feeds MediaSource through blob URLs and runs its
 * transmuxer in a blob worker).
 */
export function appPageCsp(publicUrl: string, inlineScripts: readonly string[] = []): string {
  const media = originOf(publicUrl);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(sourceHash)],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', media],
    'media-src': ["'self'", 'blob:', media],
    'connect-src': ["'self'", media],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The operator console (/console): scripts and styles from our origin only, images from
 * ours and PUBLIC_URL's (covers, ad images) plus data: and blob: (an upload's preview),
 * calls to our own API only, no media, no workers, never framed (an operator's clicks must
 * not be stolen), and forms post nowhere else.
 */
export function consolePageCsp(publicUrl: string): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', originOf(publicUrl)],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The hash source of an inline <style> or <script> element's text, for style-src or script-src. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of a page's inline scripts (those without src), for appPageCsp. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!).filter((text) => text !== '');
}

/**
 * A server-rendered page without script (the sandbox cashier): only its own inline style,
 * identified by hash, and forms that post to our origin (and PUBLIC_URL's, where its
 * redirect back to the app leads).
 */
export function scriptlessPageCsp(inlineStyles: readonly string[], publicUrl: string): string {
  return policy({
    'default-src': ["'none'"],
    'style-src': inlineStyles.map(sourceHash),
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", originOf(publicUrl)],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}
