import { api, normalizePath, watchPlayback, type HlsController, type TelemetryMedia } from '@nocturne/core';
import { paths } from '../routes/paths.ts';
import { viewingSession } from './viewing/session.ts';

/** Whether a player of this document has been watched yet: only the first can date from navigation. */
let watchedBefore = false;

/**
 * When the stream the member waits for started: for the player the document was opened on
 * (a shared link), navigation start, as the member waited through the app's loading too;
 * otherwise now, as the player mounts.
 */
function streamStart(): number {
  const first = !watchedBefore;
  watchedBefore = true;
  const [navigation] = performance.getEntriesByType('navigation');
  return first && navigation && new URL(navigation.name).pathname === paths.videoinfo ? 0 : performance.now();
}

/**
 * Playback quality of the video on screen: core's collector on the player, sent
 * as a beacon whenever the page is hidden or left and when the player goes away. A beacon
 * has no headers, so it is anonymous (the contract's playbackBeacon). `shownAt`: when the
 * first frame of a warm-started stream showed (performance.now). Answers the cleanup.
 */
export function watchPlaybackQuality(media: TelemetryMedia, controller: Pick<HlsController, 'on'>, shownAt?: number): () => void {
  const video = viewingSession.code;
  if (!video || typeof navigator.sendBeacon !== 'function') return () => undefined;
  const started = { now: () => performance.now(), startedAt: streamStart(), ...(shownAt === undefined ? {} : { shownAt }) };
  const telemetry = watchPlayback({ media, controller, video, ...started });
  const send = () => {
    const report = telemetry.takeReport();
    // A refused beacon (too large, the browser's quota) is dropped: telemetry never retries.
    if (report) navigator.sendBeacon(normalizePath(api.playbackBeacon.path), JSON.stringify(report));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
    send();
    telemetry.stop();
  };
}
