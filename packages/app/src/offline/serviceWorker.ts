/**
 * The offline copy of the app (built to /sw.js). Three rules, nothing else:
 * - an app page: the network's page, always fresh; offline, the stored shell (every route
 *   of the app is the same index.html, the router does the rest);
 * - a hashed build file (/assets/): the stored copy, else the network's, stored on the
 *   way; so the code of every page visited once works offline, and nothing is downloaded
 *   ahead (a first visit on mobile data pays for home only);
 * - everything else (API calls, media, uploads, other sites): the browser's own, never
 *   stored, so no member data and no signed media URL outlives its answer.
 *
 * Updating: the shell is fetched fresh on every visit, and build files are named by their
 * content, so a new build needs no new worker. A new worker (when this file changes) takes
 * over at once (skipWaiting + clients.claim): it serves the same kinds of answers, so an
 * open page is safe under it, and caches of an older CACHE_VERSION are dropped.
 */
import { codeNamedBy, offlineStrategy, SHELL_FILES, SHELL_KEY } from './offlineRoutes.ts';

// The one type-check program has the DOM library; the few worker types used are declared here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

/** Bump when what the caches hold changes meaning; older caches are deleted on activation. */
const CACHE_VERSION = 1;
const SHELL_CACHE = `nocturne-shell-v${CACHE_VERSION}`;
const CODE_CACHE = `nocturne-code-v${CACHE_VERSION}`;
/** Build files kept at most; the oldest go first (old builds' chunks are never asked for again). */
const CODE_FILES_MAX = 80;

/** Stores copies of `urls` not stored yet (failures are skipped: an offline copy is best effort). */
async function keepCode(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CODE_CACHE);
  await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url).catch(() => undefined))));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - CODE_FILES_MAX)).map((key) => cache.delete(key)));
}

async function keepShell(page: Response): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, page.clone());
  await keepCode(codeNamedBy(await page.text()));
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL_FILES.filter((file) => file !== SHELL_KEY));
      const page = await fetch(SHELL_KEY, { cache: 'no-cache' });
      if (page.ok) await keepShell(page);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, CODE_CACHE];
      for (const name of await caches.keys()) if (name.startsWith('nocturne-') && !current.includes(name)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** The page tells which build files it loaded before this worker controlled it. */
worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  if (data && Array.isArray(data.keep)) event.waitUntil(keepCode(data.keep.filter((url): url is string => typeof url === 'string')));
});

async function shell(event: FetchEvent): Promise<Response> {
  try {
    const page = await fetch(event.request);
    if (page.ok && (page.headers.get('content-type') ?? '').includes('text/html')) event.waitUntil(keepShell(page.clone()));
    return page;
  } catch (offline) {
    const stored = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (stored) return stored;
    throw offline;
  }
}

async function storedFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const stored = await caches.match(event.request, { cacheName });
  if (stored) return stored;
  const answer = await fetch(event.request);
  // Only the file itself: never a page some server answered in its place.
  if (answer.ok && !(answer.headers.get('content-type') ?? '').includes('text/html')) {
    const copy = answer.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(event.request, copy)));
  }
  return answer;
}

worker.addEventListener('fetch', (event) => {
  const strategy = offlineStrategy(event.request, worker.location.origin);
  if (strategy === 'shell') event.respondWith(shell(event));
  else if (strategy === 'code') event.respondWith(storedFirst(event, CODE_CACHE));
  else if (strategy === 'static') event.respondWith(storedFirst(event, SHELL_CACHE));
});
