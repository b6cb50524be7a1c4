/**
 * Time from opening a page to its first decoded video frame, as a registered member on a
 * phone with a cold cache: navigation start to the first requestVideoFrameCallback. Our
 * player page is measured beside a bare page (a <video> and hls.js that already know the
 * playlist URL), runs interleaved so both see the same machine load.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** hls.js's own light build, copied into the build directory and served as the app's files are. */
export const BARE_HLS = 'bench-hls.light.min.js';
/** The bare page and its one script, written into the build directory beside the app. */
const BARE_HTML = 'bench-bare.html';
const BARE_SCRIPT = 'bench-bare.js';

/**
 * The bare page: the video element as our player renders it, hls.js with its defaults, and
 * the playlist URL given in the address (`?src=`). It is served by our server over the same
 * emulated network as our page, document included: handed to the browser from memory, its
 * document skipped the network's round trip (10 ms against our page's 71), which flattered
 * it by about 60 ms. Its script is a file, as the app's page policy forbids inline script.
 */
const BARE_DOCUMENT =
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<script src="/${BARE_HLS}"></script></head>` +
  `<body><video controls autoplay playsinline preload="auto" style="width:100%"></video>` +
  `<script src="/${BARE_SCRIPT}"></script></body></html>`;
const BARE_START =
  `const hls = new Hls(); hls.loadSource(new URLSearchParams(location.search).get('src')); hls.attachMedia(document.querySelector('video'));`;

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

/** The bare page's address on our server for a playlist. */
export const barePageUrl = (origin: string, playlistUrl: string) => `${origin}/${BARE_HTML}?${new URLSearchParams({ src: playlistUrl })}`;

/** Writes the bare page, its script and hls.js into the build directory before the server starts (so they are precompressed like the app's files). */
export function writeBarePage(distDir: string): void {
  copyFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js'), path.join(distDir, BARE_HLS));
  writeFileSync(path.join(distDir, BARE_HTML), BARE_DOCUMENT);
  writeFileSync(path.join(distDir, BARE_SCRIPT), BARE_START);
}

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
