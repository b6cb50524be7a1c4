/**
 * Time from opening a page to its first decoded video frame, as a registered member on a
 * phone with a cold cache: navigation start to the first requestVideoFrameCallback. Our
 * player page is measured beside a bare page (a <video> and hls.js that already know the
 * playlist URL), runs interleaved so both see the same machine load.
 */
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { newPhone, registeredDevice } from './phone.ts';

const FRAME_TIMEOUT_MS = 20_000;
/** hls.js's own light build, copied into the build directory and served as the app's files are. */
const BARE_HLS = 'bench-hls.light.min.js';
/** The bare page's address on our server; the page itself is handed to the browser by the bench. */
const BARE_PAGE = '/bench-bare.html';

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
const WATCH_FIRST_FRAME = `(() => {
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
const barePage = (playlistUrl: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<script src="/${BARE_HLS}"></script></head>` +
  `<body><video controls autoplay playsinline preload="auto" style="width:100%"></video>` +
  `<script>const hls = new Hls(); hls.loadSource(${JSON.stringify(playlistUrl)}); hls.attachMedia(document.querySelector('video'));</script>` +
  `</body></html>`;

type Member = Awaited<ReturnType<typeof registeredDevice>>;

/** One request of a page up to its first frame: ms from navigation start. */
export interface Fetched {
  path: string;
  start: number;
  end: number;
}

export interface FirstFrameRun {
  ms: number;
  /** What the page fetched before its first frame, in the order requests started. */
  waterfall: Fetched[];
}

async function firstFrameOf(browser: Browser, url: string, member: Member, html?: string): Promise<FirstFrameRun> {
  const context = await newPhone(browser, member);
  try {
    if (html !== undefined) await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_FRAME);
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.__firstFrameAt, undefined, { timeout: FRAME_TIMEOUT_MS });
    const ms = (await handle.jsonValue()) as number;
    const waterfall = await page.evaluate((frameAt) => {
      const entries = [performance.getEntriesByType('navigation')[0]!, ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return entries
        .filter((entry) => entry.startTime <= frameAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
    }, ms);
    return { ms, waterfall };
  } finally {
    await context.close();
  }
}

/** The run whose time is the median's (or just above it), to show where its time went. */
export function medianRun(runs: readonly FirstFrameRun[]): FirstFrameRun {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The signed playlist URL our player asks for first (the one the bare page is given). */
async function playlistUrlOf(browser: Browser, playerUrl: string, member: Member): Promise<string> {
  const context = await newPhone(browser, member);
  try {
    const page = await context.newPage();
    const playlist = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.m3u8'), { timeout: FRAME_TIMEOUT_MS });
    await page.goto(playerUrl);
    return (await playlist).url();
  } finally {
    await context.close();
  }
}

export interface FirstFrames {
  ours: FirstFrameRun[];
  bare: FirstFrameRun[];
  playlistUrl: string;
}

/** `runs` of each page, interleaved: ours, bare, ours, bare, ... */
export async function firstFrameTimes(browser: Browser, origin: string, playerUrl: string, runs: number): Promise<FirstFrames> {
  const member = await registeredDevice(browser, playerUrl);
  const playlistUrl = await playlistUrlOf(browser, playerUrl, member);
  const bareUrl = `${origin}${BARE_PAGE}`;
  const ours: FirstFrameRun[] = [];
  const bare: FirstFrameRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    ours.push(await firstFrameOf(browser, playerUrl, member));
    bare.push(await firstFrameOf(browser, bareUrl, member, barePage(playlistUrl)));
  }
  return { ours, bare, playlistUrl };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
