/**
 * Time from opening a page to its first decoded video frame, as a registered member on a
 * phone with a cold cache: navigation start to the first requestVideoFrameCallback. Our
 * player page is measured beside a bare page (a <video> and hls.js that already know the
 * playlist URL), runs interleaved so both see the same machine load.
 */
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** hls.js's own light build, copied into the build directory and served as the app's files are. */
export const BARE_HLS = 'bench-hls.light.min.js';
/** The bare page's address on our server; the page itself is handed to the browser by the bench. */
export const BARE_PAGE = '/bench-bare.html';

declare global {
  interface Window {
    __firstFrameAt?: number;
  }
}

/**
 * Runs in the page before its scripts: notes when the first <video> has decoded a frame.
 * requestVideoFrameCallback does not fire in headless Chromium without a compositor, so
 * the decoded-frame counter is polled too; whichever sees the frame first wins.
 * A string, not a function: tsx would wrap a function in helpers the page does not have.
 */
export const WATCH_FIRST_FRAME = `(() => {
  const seen = (at) => { if (window.__firstFrameAt === undefined) window.__firstFrameAt = at; };
  const poll = () => {
    const video = document.querySelector('video');
    if (video && !video.dataset.benchWatched) {
      video.dataset.benchWatched = '1';
      video.requestVideoFrameCallback((now) => seen(now));
    }
    if (video && video.getVideoPlaybackQuality().totalVideoFrames > 0) seen(performance.now());
    if (window.__firstFrameAt === undefined) setTimeout(poll, 5);
  };
  poll();
})();`;

/** Copies hls.js into the build directory before the server starts (so it is precompressed like the app's files). */
export function writeBarePage(distDir: string): void {
  copyFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js'), path.join(distDir, BARE_HLS));
}

/**
 * The bare page: the video element as our player renders it, hls.js with its defaults and
 * the playlist URL written in. It is given to the browser for its address (the server would
 * send it with the app's policy, which forbids its inline script); hls.js comes from the server.
 */
export const barePage = (playlistUrl: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<script src="/${BARE_HLS}"></script></head>` +
  `<body><video controls autoplay playsinline preload="auto" style="width:100%"></video>` +
  `<script>const hls = new Hls(); hls.loadSource(${JSON.stringify(playlistUrl)}); hls.attachMedia(document.querySelector('video'));</script>` +
  `</body></html>`;

/** One request of a page up to its first frame: ms from navigation start. */
export interface Fetched {
  path: string;
  start: number;
  end: number;
}

/** The run whose first frame is the median's (or just above it), to show where its time went. */
export function medianRun<R extends { firstFrameMs: number }>(runs: readonly R[]): R {
  const sorted = [...runs].sort((a, b) => a.firstFrameMs - b.firstFrameMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
