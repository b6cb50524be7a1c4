/**
 * The page's side of the offline copy (see serviceWorker.ts): registered after the first
 * render (main.tsx; on a player link that is after the stream's first frame) and once the
 * page has loaded, so it costs neither home's first paint nor the video's first frame, and
 * told which build files the page loaded before the worker was there to see them.
 */
export const SERVICE_WORKER_URL = '/sw.js';

function loadedCode(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

export function registerOfflineCopy(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ keep: loadedCode() }))
      .catch(() => undefined); // no offline copy (private mode, an old browser): the app works as before
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
